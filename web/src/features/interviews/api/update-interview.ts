import type { Interview } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { interviewsKey, useRevalidateInterviews } from './keys';
import type { InterviewValues } from './schedule-interview';

export interface UpdateInterviewArg {
  id: number;
  /** Carries the `version` read with the interview; a stale one gets 409. */
  input: InterviewValues;
}

export function updateInterview({ id, input }: UpdateInterviewArg): Promise<Interview> {
  return api.put<Interview>(`/recruitment/interviews/${id}`, input);
}

export function useUpdateInterview(organizationId: number) {
  const revalidate = useRevalidateInterviews(organizationId);
  return useSWRMutation(
    interviewsKey(organizationId),
    (_key, { arg }: { arg: UpdateInterviewArg }) => updateInterview(arg),
    // A stale version reloads too, so the next try starts from the saved interview.
    { onSuccess: () => void revalidate(), onError: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
