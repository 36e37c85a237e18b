import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, type ImportFormat, importUploadInput } from '@wattle/shared/imports';
import { useUserId } from '../actor.ts';
import { VisibleError } from '../error.ts';
import { isOfficePackage } from '../storage/office-files.ts';
import { deleteObject, readObject } from '../storage/s3.ts';
import { isUsableUpload, presignUpload, type UploadGrant, verifyUpload } from '../storage/uploads.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { importUploadEntity } from './import-entities.ts';
import { readSheet, type Sheet } from './sheet.ts';

/**
 * Import files go through the one upload flow (storage/uploads.ts): a presigned POST into
 * quarantine bound to this organization and user; the dry run verifies the object (size, declared
 * type, and bytes that really are CSV text or an XLSX workbook) and moves it under the
 * organization's files, where the commit reads it again.
 */
const NAME_PREFIX = 'import-';

export async function createImportUpload(input: unknown): Promise<UploadGrant> {
  const data = parseInput(importUploadInput, input);
  requireMembership(data.organization_id);
  const extension = (data.file_name.toLowerCase().split('.').pop() ?? 'csv') as ImportFormat;
  const contentType = IMPORT_CONTENT_TYPES[extension];
  return presignUpload(
    {
      organizationId: data.organization_id,
      extension,
      contentType,
      maxBytes: IMPORT_MAX_BYTES,
      namePrefix: NAME_PREFIX,
    },
    ({ uploadId, key, expiresAt }) =>
      importUploadEntity()
        .create({
          upload_id: uploadId,
          organization_id: data.organization_id,
          user_id: useUserId(),
          key,
          file_name: data.file_name,
          extension,
          content_type: contentType,
          expires_at: expiresAt,
        })
        .go(),
  );
}

/** CSV: UTF-8 text without NUL bytes; XLSX: a ZIP holding a workbook. */
async function isImportFile(extension: string, bytes: Uint8Array): Promise<boolean> {
  if (extension === 'csv') {
    if (bytes.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return true;
    } catch {
      return false;
    }
  }
  if (extension !== 'xlsx' || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  return isOfficePackage(bytes, 'xl/workbook.xml');
}

export interface ImportFile {
  key: string;
  file_name: string;
  content_type: string;
  format: ImportFormat;
}

/** Verifies and moves an uploaded import file, and uses up its grant. */
export async function takeImportUpload(organizationId: number, uploadId: string): Promise<ImportFile> {
  const reject = (message: string) => VisibleError.validation({ upload_id: [message] });
  const upload = (
    await importUploadEntity().get({ organization_id: organizationId, upload_id: uploadId }).go({ consistent: true })
  ).data;
  if (!isUsableUpload(upload, organizationId)) {
    throw reject('The file upload was not found or has expired. Choose the file again.');
  }
  const { key } = await verifyUpload(upload, organizationId, {
    maxBytes: IMPORT_MAX_BYTES,
    isFile: (file, bytes) => isImportFile(file.extension, bytes),
    reject,
    messages: {
      notUploaded: 'The file was not uploaded. Choose the file again.',
      tooLarge: 'The file is larger than 5 MB.',
      wrongType: 'The file is not a CSV or XLSX file.',
    },
    discard: (file) => deleteObject(file.key),
    namePrefix: NAME_PREFIX,
  });
  await importUploadEntity().delete({ organization_id: organizationId, upload_id: uploadId }).go();
  return {
    key,
    file_name: upload.file_name,
    content_type: upload.content_type,
    format: upload.extension === 'xlsx' ? 'xlsx' : 'csv',
  };
}

export async function readImportFile(file: { file_key: string; content_type: string }): Promise<Sheet> {
  const format: ImportFormat = file.content_type === IMPORT_CONTENT_TYPES.xlsx ? 'xlsx' : 'csv';
  return readSheet(format, await readObject(file.file_key));
}
