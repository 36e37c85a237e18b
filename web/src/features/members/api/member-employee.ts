import type { EmployeeOption } from '@wattle/shared/employees';
import type { Member } from '@wattle/shared/members';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** Kept with the organization's employee reads, so employee changes reload the choices too. */
export const employeeChoicesKey = (organizationId: number) =>
  ['organizations', organizationId, 'employees', 'options'] as const;

/** The organization's active employee records, for linking a member to their own. */
export function useEmployeeChoices(organizationId: number | null, enabled: boolean) {
  return useSWR(organizationId && enabled ? employeeChoicesKey(organizationId) : null, ([, id]) =>
    api.get<EmployeeOption[]>(`/employees/options?organization_id=${id}`),
  );
}

/** Links a member to an employee record (self-service), or unlinks them with null. */
export const linkMemberEmployee = (organizationId: number, userId: number, employeeId: number | null) =>
  api.patch<Member>(`/organizations/${organizationId}/members/${userId}`, { employee_id: employeeId });
