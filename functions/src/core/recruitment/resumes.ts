import { randomUUID } from 'node:crypto';
import {
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_WRONG_TYPE_MESSAGE,
  type ResumeDownload,
  type ResumeUpload,
  resumeUploadInput,
} from '@wattle/shared/recruitment';
import { useUserId } from '../actor.ts';
import { VisibleError } from '../error.ts';
import { isResumeFile } from '../storage/resume-files.ts';
import {
  copyObject,
  deleteKeys,
  deleteObject,
  headObject,
  listObjects,
  type ObjectHead,
  presignGet,
  presignPost,
  readObject,
} from '../storage/s3.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import type { ApplicantItem } from './applicant-entity.ts';
import { resumeUploadEntity } from './resume-upload-entity.ts';

const UPLOAD_TTL_SECONDS = 10 * 60;
/** Where upload grants point. No grant reaches a final key; unlinked uploads expire after a day. */
export const QUARANTINE_PREFIX = 'quarantine/';
export const QUARANTINE_DAYS = 1;
const finalKey = (organizationId: number, extension: string) =>
  `resumes/org-${organizationId}/${randomUUID()}.${extension}`;
export const DOWNLOAD_TTL_SECONDS = 5 * 60;

type Extension = keyof typeof RESUME_CONTENT_TYPES;

function extensionOf(fileName: string): Extension {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!(extension in RESUME_CONTENT_TYPES)) throw VisibleError.validation({ resume: [RESUME_WRONG_TYPE_MESSAGE] });
  return extension as Extension;
}

/**
 * Hands out a presigned S3 POST for one resume. The policy limits size (1 B–5 MB), type and key;
 * the pending upload record binds it to this organization, this user and (optionally) one applicant.
 */
export async function createResumeUpload(
  input: unknown,
  assertApplicant: (organizationId: number, applicantId: number) => Promise<void>,
): Promise<ResumeUpload> {
  const data = parseInput(resumeUploadInput, input);
  await requireMembership(data.organization_id);
  if (data.applicant_id) await assertApplicant(data.organization_id, data.applicant_id);
  const extension = extensionOf(data.resume.file_name);
  const contentType = RESUME_CONTENT_TYPES[extension];
  const uploadId = randomUUID();
  // Each grant posts to a quarantine key of its own; only verification copies a file out of it.
  const key = `${QUARANTINE_PREFIX}org-${data.organization_id}/${uploadId}.${extension}`;
  const expiresAt = Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS;
  const post = await presignPost(key, {
    conditions: [
      ['content-length-range', 1, RESUME_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresIn: UPLOAD_TTL_SECONDS,
  });
  await resumeUploadEntity()
    .create({
      upload_id: uploadId,
      organization_id: data.organization_id,
      user_id: useUserId(),
      ...(data.applicant_id ? { applicant_id: data.applicant_id } : {}),
      key,
      file_name: data.resume.file_name,
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

export interface VerifiedResume {
  uploadId: string;
  key: string;
  file_name: string;
  content_type: string;
  size: number;
}

async function discard(key: string, uploadId: string): Promise<void> {
  await Promise.allSettled([deleteObject(key), resumeUploadEntity().delete({ upload_id: uploadId }).go()]);
}

/**
 * Checks an uploaded object before it is linked: the upload belongs to this organization, user and
 * applicant; the object exists, is 1 B–5 MB, has the declared type, and its bytes are a real PDF,
 * DOC or DOCX (see storage/resume-files.ts). s3rver enforces no POST policy, so this is the guard;
 * a rejected object is deleted, an accepted one copied to a final key.
 */
export async function verifyResumeUpload(
  uploadId: string,
  organizationId: number,
  applicantId: number | null,
): Promise<VerifiedResume> {
  const reject = (message: string) => VisibleError.validation({ resume: [message] });
  const upload = (await resumeUploadEntity().get({ upload_id: uploadId }).go({ consistent: true })).data;
  if (
    !upload ||
    upload.organization_id !== organizationId ||
    upload.user_id !== useUserId() ||
    (upload.applicant_id !== undefined && upload.applicant_id !== applicantId) ||
    upload.expires_at < Math.floor(Date.now() / 1000)
  ) {
    throw reject('The resume upload was not found or has expired. Choose the file again.');
  }
  let head: ObjectHead;
  try {
    head = await headObject(upload.key);
  } catch {
    throw reject('The resume was not uploaded. Choose the file again.');
  }
  const size = head.contentLength;
  if (size > RESUME_MAX_BYTES) {
    await discard(upload.key, uploadId);
    throw reject(RESUME_TOO_LARGE_MESSAGE);
  }
  const bytes = size > 0 ? await readObject(upload.key) : new Uint8Array();
  if (
    size < 1 ||
    bytes.length !== size ||
    head.contentType !== upload.content_type ||
    !(await isResumeFile(upload.extension, bytes))
  ) {
    await discard(upload.key, uploadId);
    throw reject(RESUME_WRONG_TYPE_MESSAGE);
  }
  // What was verified is copied where no upload grant reaches: posting to the grant again cannot
  // replace it. The quarantine copy goes; the grant itself is consumed when the resume is linked.
  const key = finalKey(organizationId, upload.extension);
  await copyObject(upload.key, key, upload.content_type);
  await deleteObject(upload.key);
  return { uploadId, key, file_name: upload.file_name, content_type: upload.content_type, size };
}

export async function deleteResumeObject(key: string): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    // The record is already consistent; an orphaned object is only storage, so log and go on.
    console.error(JSON.stringify({ level: 'warn', event: 'resume_delete_failed', key, error: String(error) }));
  }
}

/** `resume_{first}_{last}.{ext}` with only safe characters, for Content-Disposition. */
export function resumeFileName(applicant: Pick<ApplicantItem, 'first_name' | 'last_name'>, fileName: string): string {
  const safe = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'x';
  const extension = fileName.toLowerCase().split('.').pop() ?? 'pdf';
  return `resume_${safe(applicant.first_name)}_${safe(applicant.last_name)}.${extension}`;
}

/** A presigned GET valid for 5 minutes that downloads the resume under its friendly name. */
export async function resumeDownload(applicant: ApplicantItem): Promise<ResumeDownload> {
  if (!applicant.resume) throw VisibleError.notFound('Resume');
  const fileName = resumeFileName(applicant, applicant.resume.file_name);
  const url = await presignGet(applicant.resume.key, DOWNLOAD_TTL_SECONDS, {
    contentDisposition: `attachment; filename="${fileName}"`,
    contentType: applicant.resume.content_type,
  });
  return { url, file_name: fileName, expires_in: DOWNLOAD_TTL_SECONDS };
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
