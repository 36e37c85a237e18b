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
import { deleteObject } from '../storage/s3.ts';
import { downloadLink, isUsableUpload, presignUpload, verifyUpload } from '../storage/uploads.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import type { ApplicantItem } from './applicant-entity.ts';
import { resumeUploadEntity } from './resume-upload-entity.ts';

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
  const request = { organizationId: data.organization_id, extension, contentType, maxBytes: RESUME_MAX_BYTES };
  return presignUpload(request, ({ uploadId, key, expiresAt }) =>
    resumeUploadEntity()
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
      .go(),
  );
}

export interface VerifiedResume {
  uploadId: string;
  key: string;
  file_name: string;
  content_type: string;
  size: number;
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
    !isUsableUpload(upload, organizationId) ||
    (upload.applicant_id !== undefined && upload.applicant_id !== applicantId)
  ) {
    throw reject('The resume upload was not found or has expired. Choose the file again.');
  }
  const { key, size } = await verifyUpload(upload, organizationId, {
    maxBytes: RESUME_MAX_BYTES,
    isFile: (file, bytes) => isResumeFile(file.extension, bytes),
    reject,
    messages: {
      notUploaded: 'The resume was not uploaded. Choose the file again.',
      tooLarge: RESUME_TOO_LARGE_MESSAGE,
      wrongType: RESUME_WRONG_TYPE_MESSAGE,
    },
    // The grant goes with a refused object; an accepted one's is consumed when the resume is linked.
    discard: (file) =>
      Promise.allSettled([deleteObject(file.key), resumeUploadEntity().delete({ upload_id: uploadId }).go()]),
  });
  return { uploadId, key, file_name: upload.file_name, content_type: upload.content_type, size };
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
  return downloadLink(applicant.resume, fileName);
}
