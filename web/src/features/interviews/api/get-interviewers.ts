import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** A member of the workspace who can interview (the owner of a new company has no employee record). */
export interface InterviewerOption {
  user_id: number;
  name: string;
}

export const interviewersKey = (organizationId: number) =>
  ['organizations', organizationId, 'recruitment', 'interviewers'] as const;

export function getInterviewers(organizationId: number): Promise<InterviewerOption[]> {
  return api.get<InterviewerOption[]>(`/recruitment/interviewers?organization_id=${organizationId}`);
}

/** The workspace's members: who can interview. */
export function useInterviewers(organizationId: number, enabled = true) {
  return useSWR(enabled ? interviewersKey(organizationId) : null, ([, id]) => getInterviewers(id));
}
