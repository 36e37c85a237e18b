import type { ResumeUpload, resumeUploadInput } from '@wattle/shared/recruitment';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ResumeUploadValues = z.input<typeof resumeUploadInput>;

/** Step 1: a presigned POST for one file, bound to the organization (and the applicant when editing). */
export function createResumeUpload(input: ResumeUploadValues): Promise<ResumeUpload> {
  return api.post<ResumeUpload>('/recruitment/resume-uploads', input);
}

/**
 * Step 2: the file goes straight to the bucket, never through the API. Deliberately not through
 * api-client: the bucket must not see the user's token. The policy fields go first, the file last.
 */
export async function uploadResumeFile(upload: ResumeUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The resume upload failed with HTTP ${response.status}.`);
}

/** Both steps; the id goes into the applicant's save as `resume_upload_id`. */
export async function uploadResume(
  organizationId: number,
  applicantId: number | undefined,
  file: File,
): Promise<string> {
  const upload = await createResumeUpload({
    organization_id: organizationId,
    applicant_id: applicantId ?? null,
    resume: { file_name: file.name, size: file.size },
  });
  await uploadResumeFile(upload, file);
  return upload.upload_id;
}
