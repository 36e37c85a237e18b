import type { Interview } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { interviewsKey } from './keys';

export const interviewKey = (organizationId: number, interviewId: number) =>
  [...interviewsKey(organizationId), 'one', interviewId] as const;

export function getInterview(interviewId: number): Promise<Interview> {
  return api.get<Interview>(`/recruitment/interviews/${interviewId}`);
}

/** One interview, starting from the copy a list already holds. */
export function useInterview(organizationId: number, interview: Interview | null) {
  return useSWR(interview ? interviewKey(organizationId, interview.id) : null, ([, , , , id]) => getInterview(id), {
    fallbackData: interview ?? undefined,
  });
}
