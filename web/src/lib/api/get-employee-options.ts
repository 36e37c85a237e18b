import type { EmployeeOption } from '@wattle/shared/employees';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { employeesKeyPrefix } from './employee-keys';

export const employeeOptionsKey = (organizationId: number) =>
  [...employeesKeyPrefix(organizationId), 'options'] as const;

export function getEmployeeOptions(organizationId: number): Promise<EmployeeOption[]> {
  return api.get<EmployeeOption[]>(`/employees/options?organization_id=${organizationId}`);
}

/** Every active employee of the organization, compact: for manager and employee selects. */
export function useEmployeeOptions(organizationId: number | null) {
  return useSWR(organizationId ? employeeOptionsKey(organizationId) : null, ([, id]) => getEmployeeOptions(id));
}
