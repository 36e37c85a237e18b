import { Entity } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/**
 * A presigned resume upload waiting to be linked. It binds the object key to one organization,
 * one user and (when replacing) one applicant; linking checks all three. Expires with the URL.
 */
export const resumeUploadEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'resume_upload', version: '1', service: 'recruitment' },
        attributes: {
          upload_id: { type: 'string', required: true, readOnly: true },
          organization_id: { type: 'number', required: true, readOnly: true },
          user_id: { type: 'number', required: true, readOnly: true },
          applicant_id: { type: 'number' },
          key: { type: 'string', required: true, readOnly: true },
          file_name: { type: 'string', required: true },
          extension: { type: 'string', required: true },
          content_type: { type: 'string', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['upload_id'], template: 'upload#${upload_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'upload', casing: 'none' },
          },
        },
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
