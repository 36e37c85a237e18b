import type { Interview, interviewFeedbackInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { interviewsKey, useRevalidateInterviews } from './keys';

export type FeedbackValues = z.output<typeof interviewFeedbackInput>;

export interface RecordFeedbackArg {
  interviewId: number;
  input: FeedbackValues;
}

/** Records or replaces one interviewer's score; the interview becomes completed. */
export function recordFeedback({ interviewId, input }: RecordFeedbackArg): Promise<Interview> {
  return api.put<Interview>(`/recruitment/interviews/${interviewId}/feedback`, input);
}

export function useRecordFeedback(organizationId: number) {
  const revalidate = useRevalidateInterviews(organizationId);
  return useSWRMutation(
    interviewsKey(organizationId),
    (_key, { arg }: { arg: RecordFeedbackArg }) => recordFeedback(arg),
    { onSuccess: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
