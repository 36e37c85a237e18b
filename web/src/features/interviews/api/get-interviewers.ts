import type { EmployeeOption } from '@wattle/shared/employees';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/**
 * The same key and value as the employee screens' option list, so the two share one cached copy and
 * every employee change (which reloads the organization's employee keys) refreshes it.
 */
export const interviewersKey = (organizationId: number) =>
  ['organizations', organizationId, 'employees', 'options'] as const;

export function getInterviewers(organizationId: number): Promise<EmployeeOption[]> {
  return api.get<EmployeeOption[]>(`/employees/options?organization_id=${organizationId}`);
}

/** Active employees of the organization: who can interview. */
export function useInterviewers(organizationId: number, enabled = true) {
  return useSWR(enabled ? interviewersKey(organizationId) : null, ([, id]) => getInterviewers(id));
}
