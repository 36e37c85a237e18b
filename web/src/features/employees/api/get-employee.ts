import type { Employee } from '@wattle/shared/employees';
import useSWR from 'swr';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** Kept under the selected organization, so changes made there reload the open record too. */
export const employeeKey = (organizationId: number | null, id: number) =>
  [...employeesKeyPrefix(organizationId), 'detail', id] as const;

export function getEmployee(id: number): Promise<Employee> {
  return api.get<Employee>(`/employees/${id}`);
}

/** The full record (payroll fields, `version`, `trashed_at`); nothing is asked for without an id. */
export function useEmployee(organizationId: number | null, id: number | null) {
  return useSWR(id ? employeeKey(organizationId, id) : null, ([, , , , employeeId]) => getEmployee(employeeId), {
    // A record being edited must not change under the form when the tab regains focus.
    revalidateOnFocus: false,
  });
}
