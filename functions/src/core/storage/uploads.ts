import { randomUUID } from 'node:crypto';
import { useUserId } from '../actor.ts';
import {
  copyObject,
  deleteKeys,
  deleteObject,
  headObject,
  listObjects,
  presignGet,
  presignPost,
  readObject,
} from './s3.ts';

/**
 * The one flow for files people attach (a resume, a leave request's certificate); the bytes never
 * pass through a Lambda:
 * 1. presign: a presigned POST to a quarantine key of its own, limited to one type and a size
 *    range, expiring after UPLOAD_TTL_SECONDS; the caller keeps a pending-upload record that binds
 *    it to the organization and user (and whatever else the caller checks when linking);
 * 2. quarantine: the browser posts the file straight to S3, under `quarantine/`, which nothing
 *    reads but verification and which expires after QUARANTINE_DAYS (an S3 lifecycle rule in AWS,
 *    sweepQuarantine locally);
 * 3. verify: the object exists, is 1 B to the maximum, has the declared type, and its bytes are
 *    what that type must be (never trusting the name or the declared type); a rejected object is
 *    discarded;
 * 4. link: what was verified is copied to a final key under the organization's files, which no
 *    upload grant reaches (posting to the grant again cannot replace it), the quarantine copy is
 *    deleted, and the caller links the file and consumes the grant in its own transaction.
 * Downloads are presigned GETs of DOWNLOAD_TTL_SECONDS under a safe file name.
 */

export const UPLOAD_TTL_SECONDS = 10 * 60;
export const DOWNLOAD_TTL_SECONDS = 5 * 60;
/** Where upload grants point. No grant reaches a final key; unlinked uploads expire after a day. */
export const QUARANTINE_PREFIX = 'quarantine/';
export const QUARANTINE_DAYS = 1;

/** What a caller asks a grant for: the organization, the file's extension, its type and largest size. */
export interface UploadRequest {
  organizationId: number;
  extension: string;
  contentType: string;
  maxBytes: number;
  /** Put before the upload's id and the final key's (`leave-`): one bucket folder holds several kinds. */
  namePrefix?: string;
}

/** A grant handed to the browser: where to POST, with which form fields, until when. */
export interface UploadGrant {
  upload_id: string;
  url: string;
  fields: Record<string, string>;
  expires_at: string;
}

/** The pending upload the caller records (with its own entity) before handing the grant out. */
export interface PendingUpload {
  uploadId: string;
  key: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Step 1: a presigned POST to a quarantine key of its own; `record` keeps the pending upload. */
export async function presignUpload(
  request: UploadRequest,
  record: (pending: PendingUpload) => Promise<unknown>,
): Promise<UploadGrant> {
  const uploadId = randomUUID();
  const key = `${QUARANTINE_PREFIX}org-${request.organizationId}/${request.namePrefix ?? ''}${uploadId}.${request.extension}`;
  const expiresAt = Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS;
  const post = await presignPost(key, {
    conditions: [
      ['content-length-range', 1, request.maxBytes],
      ['eq', '$Content-Type', request.contentType],
    ],
    fields: { 'Content-Type': request.contentType },
    expiresIn: UPLOAD_TTL_SECONDS,
  });
  await record({ uploadId, key, expiresAt });
  return {
    upload_id: uploadId,
    url: post.url,
    fields: post.fields,
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

/** Whether a pending upload may be linked now: this organization's, this user's, not expired. */
export const isUsableUpload = (
  upload: { organization_id: number; user_id: number; expires_at: number } | null | undefined,
  organizationId: number,
): upload is NonNullable<typeof upload> =>
  !!upload &&
  upload.organization_id === organizationId &&
  upload.user_id === useUserId() &&
  upload.expires_at >= Math.floor(Date.now() / 1000);

/** A pending upload as recorded: its quarantine key and what the file was declared to be. */
export interface QuarantinedUpload {
  key: string;
  extension: string;
  content_type: string;
}

/** What verification refuses with (each a message for the caller's field), and what it accepts. */
export interface UploadRules {
  maxBytes: number;
  /** The bytes are what a file of this extension and declared type must be. */
  isFile: (upload: QuarantinedUpload, bytes: Uint8Array) => boolean | Promise<boolean>;
  /** The error thrown for a refused upload, with the message for the field. */
  reject: (message: string) => Error;
  messages: { notUploaded: string; tooLarge: string; wrongType: string };
  /** Removes a refused upload (its object; a caller may also drop its pending record). */
  discard: (upload: QuarantinedUpload) => Promise<unknown>;
  namePrefix?: string;
}

/**
 * Steps 3 and 4: checks the quarantined object and moves it to a final key under the
 * organization's files; its final key and size. s3rver enforces no POST policy, so this is the guard.
 */
export async function verifyUpload(
  upload: QuarantinedUpload,
  organizationId: number,
  rules: UploadRules,
): Promise<{ key: string; size: number }> {
  let size: number;
  let contentType: string | undefined;
  try {
    const head = await headObject(upload.key);
    size = head.contentLength;
    contentType = head.contentType;
  } catch {
    throw rules.reject(rules.messages.notUploaded);
  }
  if (size > rules.maxBytes) {
    await rules.discard(upload);
    throw rules.reject(rules.messages.tooLarge);
  }
  const bytes = size > 0 ? await readObject(upload.key) : new Uint8Array();
  if (
    size < 1 ||
    bytes.length !== size ||
    contentType !== upload.content_type ||
    !(await rules.isFile(upload, bytes))
  ) {
    await rules.discard(upload);
    throw rules.reject(rules.messages.wrongType);
  }
  const key = `resumes/org-${organizationId}/${rules.namePrefix ?? ''}${randomUUID()}.${upload.extension}`;
  await copyObject(upload.key, key, upload.content_type);
  await deleteObject(upload.key);
  return { key, size };
}

const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * Whether a file declared as a PDF, PNG or JPEG starts as one (its magic number). Resumes are
 * checked more deeply (resume-files.ts, with file-type and fflate, which only recruitment loads).
 */
export function startsAsDeclared(contentType: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[contentType];
  return !!signature && signature.every((byte, index) => bytes[index] === byte);
}

/** A presigned GET (DOWNLOAD_TTL_SECONDS) that downloads a file under `fileName` (already safe). */
export async function downloadLink(
  file: { key: string; content_type: string },
  fileName: string,
): Promise<{ url: string; file_name: string; expires_in: number }> {
  const url = await presignGet(file.key, DOWNLOAD_TTL_SECONDS, {
    contentDisposition: `attachment; filename="${fileName}"`,
    contentType: file.content_type,
  });
  return { url, file_name: fileName, expires_in: DOWNLOAD_TTL_SECONDS };
}

/** Deletes a linked file whose record is gone; a failure is logged (an orphaned object is only storage). */
export async function deleteFile(key: string): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', event: 'resume_delete_failed', key, error: String(error) }));
  }
}

/**
 * Deletes quarantined uploads older than `olderThanMs` (never linked: verification moves what it
 * accepts), below `prefix` (a test keeps to its own organization's). In AWS a lifecycle rule on
 * the quarantine prefix does this; the local stack runs it when it starts.
 */
export async function sweepQuarantine(
  olderThanMs = QUARANTINE_DAYS * 24 * 60 * 60 * 1000,
  prefix = QUARANTINE_PREFIX,
): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let swept = 0;
  let token: string | undefined;
  do {
    const page = await listObjects(prefix, token);
    const stale = page.objects
      .filter((object) => (object.lastModified?.getTime() ?? 0) <= cutoff)
      .map((object) => object.key);
    await deleteKeys(stale);
    swept += stale.length;
    token = page.next;
  } while (token);
  return swept;
}
