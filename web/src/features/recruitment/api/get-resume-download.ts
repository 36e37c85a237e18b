import type { ResumeDownload } from '@wattle/shared/recruitment';
import { api } from '@/lib/api-client';

/** A link to the resume, valid for 5 minutes; its answer names the file `resume_First_Last.ext`. */
export function getResumeDownload(applicantId: number): Promise<ResumeDownload> {
  return api.get<ResumeDownload>(`/recruitment/applicants/${applicantId}/resume/download`);
}

/** Asks for a fresh link and lets the browser download it (the bucket answers as an attachment). */
export async function downloadResume(applicantId: number): Promise<void> {
  const { url, file_name } = await getResumeDownload(applicantId);
  const link = document.createElement('a');
  link.href = url;
  link.download = file_name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
