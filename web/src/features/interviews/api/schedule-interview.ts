import type { Interview, interviewInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { interviewsKey, useRevalidateInterviews } from './keys';

export type InterviewValues = z.output<typeof interviewInput>;

export function scheduleInterview(input: InterviewValues): Promise<Interview> {
  return api.post<Interview>('/recruitment/interviews', input);
}

/**
 * Schedules an interview. A 409 whose error lists `conflicts` means an interviewer is already booked:
 * the caller may send the same values again with `allow_overlap: true`.
 */
export function useScheduleInterview(organizationId: number) {
  const revalidate = useRevalidateInterviews(organizationId);
  return useSWRMutation(
    interviewsKey(organizationId),
    (_key, { arg }: { arg: InterviewValues }) => scheduleInterview(arg),
    { onSuccess: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
