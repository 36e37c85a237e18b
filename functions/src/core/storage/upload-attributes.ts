/**
 * The attributes of a pending upload (storage/uploads.ts step 1), which each kind of file keeps
 * with its own ElectroDB entity in its own table: the grant's id, who may link it, its quarantine
 * key, what the file was declared to be and when the grant expires (epoch seconds). No imports, so
 * an entity file can spread it without loading the S3 client.
 */
export const pendingUploadAttributes = {
  upload_id: { type: 'string', required: true, readOnly: true },
  organization_id: { type: 'number', required: true, readOnly: true },
  user_id: { type: 'number', required: true, readOnly: true },
  key: { type: 'string', required: true, readOnly: true },
  file_name: { type: 'string', required: true },
  extension: { type: 'string', required: true },
  content_type: { type: 'string', required: true },
  expires_at: { type: 'number', required: true },
} as const;
