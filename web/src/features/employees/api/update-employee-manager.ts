import type { Employee } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export interface UpdateEmployeeManagerArg {
  id: number;
  /** null: no manager. */
  reporting_manager_id: number | null;
  version?: number;
}

/** The server refuses self-reporting and cycles (422 on `reporting_manager_id`). */
export function updateEmployeeManager({ id, ...body }: UpdateEmployeeManagerArg): Promise<Employee> {
  return api.patch<Employee>(`/employees/${id}/manager`, body);
}

export function useUpdateEmployeeManager(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'manager'],
    (_key, { arg }: { arg: UpdateEmployeeManagerArg }) => updateEmployeeManager(arg),
    { onSuccess: () => void revalidate() },
  );
}
