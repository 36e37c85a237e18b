import type { EmployeePage } from '@wattle/shared/employees';
import useSWR from 'swr';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';
import { type EmployeeQuery, employeeSearchParams } from './get-employees';

export const trashedEmployeesKey = (organizationId: number, query: EmployeeQuery) =>
  [...employeesKeyPrefix(organizationId), 'trashed', query] as const;

export function getTrashedEmployees(organizationId: number, query: EmployeeQuery): Promise<EmployeePage> {
  return api.get<EmployeePage>(`/employees/trashed?${employeeSearchParams(organizationId, query)}`);
}

/** One page of the organization's employees in the trash. */
export function useTrashedEmployees(organizationId: number | null, query: EmployeeQuery, enabled = true) {
  return useSWR(
    organizationId && enabled ? trashedEmployeesKey(organizationId, query) : null,
    ([, id, , , q]) => getTrashedEmployees(id, q),
    { keepPreviousData: true, onError: (error) => console.error(error) },
  );
}
