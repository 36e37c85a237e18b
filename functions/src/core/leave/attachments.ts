import { randomUUID } from 'node:crypto';
import {
  LEAVE_ATTACHMENT_MAX_BYTES,
  LEAVE_ATTACHMENT_TOO_LARGE,
  LEAVE_ATTACHMENT_TYPES,
  LEAVE_ATTACHMENT_WRONG_TYPE,
  leaveAttachmentUploadInput,
} from '@wattle/shared/leave-requests';
import { useUserId } from '../actor.ts';
import { committed, type TransactionItem } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { copyObject, deleteObject, headObject, presignGet, presignPost, readObject } from '../storage/s3.ts';
import { parseInput } from '../validation.ts';
import { type LeaveRequestItem, leaveAttachmentUploadEntity } from './request-entities.ts';

/**
 * Attachments to leave requests (a medical certificate) upload as resumes do: a presigned POST into
 * a quarantine key bound to this organization and user; making the request verifies the object
 * (size, declared type, and bytes that really are a PDF, PNG or JPEG) and copies it to a final key
 * that no upload grant reaches (under the organization's files, which its purge removes).
 */

const UPLOAD_TTL_SECONDS = 10 * 60;
const DOWNLOAD_TTL_SECONDS = 5 * 60;
type Extension = keyof typeof LEAVE_ATTACHMENT_TYPES;

export interface AttachmentUpload {
  upload_id: string;
  url: string;
  fields: Record<string, string>;
  expires_at: string;
}

export async function createLeaveAttachmentUpload(input: unknown): Promise<AttachmentUpload> {
  const data = parseInput(leaveAttachmentUploadInput, input);
  const extension = (data.file_name.toLowerCase().split('.').pop() ?? '') as Extension;
  const contentType = LEAVE_ATTACHMENT_TYPES[extension];
  const uploadId = randomUUID();
  const key = `quarantine/org-${data.organization_id}/leave-${uploadId}.${extension}`;
  const expiresAt = Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS;
  const post = await presignPost(key, {
    conditions: [
      ['content-length-range', 1, LEAVE_ATTACHMENT_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresIn: UPLOAD_TTL_SECONDS,
  });
  await leaveAttachmentUploadEntity()
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
    .go();
  return {
    upload_id: uploadId,
    url: post.url,
    fields: post.fields,
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Verifies and moves an uploaded attachment; `consume` removes its grant in the request's transaction. */
export async function verifyLeaveAttachment(
  uploadId: string,
  organizationId: number,
): Promise<{ attachment: NonNullable<LeaveRequestItem['attachment']>; consume: TransactionItem[] }> {
  const reject = (message: string) => VisibleError.validation({ attachment_upload_id: [message] });
  const upload = (
    await leaveAttachmentUploadEntity()
      .get({ organization_id: organizationId, upload_id: uploadId })
      .go({ consistent: true })
  ).data;
  if (!upload || upload.user_id !== useUserId() || upload.expires_at < Math.floor(Date.now() / 1000)) {
    throw reject('The attachment upload was not found or has expired. Choose the file again.');
  }
  let size: number;
  let contentType: string | undefined;
  try {
    const head = await headObject(upload.key);
    size = head.contentLength;
    contentType = head.contentType;
  } catch {
    throw reject('The attachment was not uploaded. Choose the file again.');
  }
  if (size > LEAVE_ATTACHMENT_MAX_BYTES) {
    await deleteObject(upload.key);
    throw reject(LEAVE_ATTACHMENT_TOO_LARGE);
  }
  const bytes = size > 0 ? await readObject(upload.key) : new Uint8Array();
  const signature = SIGNATURES[upload.content_type];
  if (size < 1 || contentType !== upload.content_type || !signature || !startsWith(bytes, signature)) {
    await deleteObject(upload.key);
    throw reject(LEAVE_ATTACHMENT_WRONG_TYPE);
  }
  const key = `resumes/org-${organizationId}/leave-${randomUUID()}.${upload.extension}`;
  await copyObject(upload.key, key, upload.content_type);
  await deleteObject(upload.key);
  return {
    attachment: { key, file_name: upload.file_name, content_type: upload.content_type, size },
    consume: [
      committed(leaveAttachmentUploadEntity().delete({ organization_id: organizationId, upload_id: uploadId })),
    ],
  };
}

/** A presigned GET (5 minutes) of a request's attachment under its own name. */
export async function attachmentDownload(item: LeaveRequestItem) {
  if (!item.attachment) throw VisibleError.notFound('Attachment');
  const safe = item.attachment.file_name.replace(/[^A-Za-z0-9._-]+/g, '_');
  const url = await presignGet(item.attachment.key, DOWNLOAD_TTL_SECONDS, {
    contentDisposition: `attachment; filename="${safe}"`,
    contentType: item.attachment.content_type,
  });
  return { url, file_name: safe, expires_in: DOWNLOAD_TTL_SECONDS };
}
