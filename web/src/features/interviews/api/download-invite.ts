import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Fetches the interview's calendar invite (.ics) with the session's token and saves it. */
export async function downloadInvite(interviewId: number): Promise<void> {
  const { blob, fileName } = await download(
    `/recruitment/interviews/${interviewId}/invite`,
    `interview-${interviewId}.ics`,
  );
  saveFile(blob, fileName);
}
