import { EMPLOYEE_PAGE_SIZE, type EmployeeStatus } from '@wattle/shared/employee-constants';
import type { EmployeeLifecycle } from '@wattle/shared/employee-lifecycle';
import type { EmployeePage } from '@wattle/shared/employees';
import useSWR from 'swr';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export interface EmployeeQuery {
  search?: string;
  department_id?: number;
  designation_id?: number;
  status?: EmployeeStatus;
  lifecycle?: EmployeeLifecycle;
  sort?: 'name' | 'probation_end_date';
  cursor?: string;
  per_page?: number;
}

/** The query string of the list and trash calls (empty filters are left out). */
export function employeeSearchParams(organizationId: number, query: EmployeeQuery): URLSearchParams {
  const params = new URLSearchParams({
    organization_id: String(organizationId),
    per_page: String(query.per_page ?? EMPLOYEE_PAGE_SIZE),
  });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.department_id) params.set('department_id', String(query.department_id));
  if (query.designation_id) params.set('designation_id', String(query.designation_id));
  if (query.status) params.set('status', query.status);
  if (query.lifecycle) params.set('lifecycle', query.lifecycle);
  if (query.sort) params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

export const employeesKey = (organizationId: number, query: EmployeeQuery) =>
  [...employeesKeyPrefix(organizationId), 'list', query] as const;

export function getEmployees(organizationId: number, query: EmployeeQuery): Promise<EmployeePage> {
  return api.get<EmployeePage>(`/employees?${employeeSearchParams(organizationId, query)}`);
}

/** One page of the organization's active employees; nothing is asked for without an organization. */
export function useEmployees(organizationId: number | null, query: EmployeeQuery) {
  return useSWR(organizationId ? employeesKey(organizationId, query) : null, ([, id, , , q]) => getEmployees(id, q), {
    // The rows stay while the next page or search loads, so the table does not jump.
    keepPreviousData: true,
    // The screens show an empty list; the reason goes to the console.
    onError: (error) => console.error(error),
  });
}
