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
import { deleteObject } from '../storage/s3.ts';
import {
  downloadLink,
  isUsableUpload,
  presignUpload,
  startsAsDeclared,
  type UploadGrant,
  verifyUpload,
} from '../storage/uploads.ts';
import { parseInput } from '../validation.ts';
import { type LeaveRequestItem, leaveAttachmentUploadEntity } from './request-entities.ts';

/**
 * Attachments to leave requests (a medical certificate) go through the upload flow resumes use
 * (storage/uploads.ts): a presigned POST into a quarantine key bound to this organization and user;
 * making the request verifies the object (size, declared type, and bytes that really are a PDF,
 * PNG or JPEG) and copies it to a final key that no upload grant reaches (under the organization's
 * files, which its purge removes).
 */

type Extension = keyof typeof LEAVE_ATTACHMENT_TYPES;
const NAME_PREFIX = 'leave-';

export async function createLeaveAttachmentUpload(input: unknown): Promise<UploadGrant> {
  const data = parseInput(leaveAttachmentUploadInput, input);
  const extension = (data.file_name.toLowerCase().split('.').pop() ?? '') as Extension;
  const contentType = LEAVE_ATTACHMENT_TYPES[extension];
  const request = {
    organizationId: data.organization_id,
    extension,
    contentType,
    maxBytes: LEAVE_ATTACHMENT_MAX_BYTES,
    namePrefix: NAME_PREFIX,
  };
  return presignUpload(request, ({ uploadId, key, expiresAt }) =>
    leaveAttachmentUploadEntity()
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
  if (!isUsableUpload(upload, organizationId)) {
    throw reject('The attachment upload was not found or has expired. Choose the file again.');
  }
  const { key, size } = await verifyUpload(upload, organizationId, {
    maxBytes: LEAVE_ATTACHMENT_MAX_BYTES,
    isFile: (file, bytes) => startsAsDeclared(file.content_type, bytes),
    reject,
    messages: {
      notUploaded: 'The attachment was not uploaded. Choose the file again.',
      tooLarge: LEAVE_ATTACHMENT_TOO_LARGE,
      wrongType: LEAVE_ATTACHMENT_WRONG_TYPE,
    },
    discard: (file) => deleteObject(file.key),
    namePrefix: NAME_PREFIX,
  });
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
  return downloadLink(item.attachment, item.attachment.file_name.replace(/[^A-Za-z0-9._-]+/g, '_'));
}
