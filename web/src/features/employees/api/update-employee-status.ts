import { type Employee, type EmployeeStatus, employeeStatusInput } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export interface UpdateEmployeeStatusArg {
  id: number;
  status: EmployeeStatus;
  version?: number;
}

/** Any status to any other; no transition is restricted. */
export function updateEmployeeStatus({ id, status, version }: UpdateEmployeeStatusArg): Promise<Employee> {
  return api.patch<Employee>(`/employees/${id}/status`, employeeStatusInput.parse({ status, version }));
}

export function useUpdateEmployeeStatus(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'status'],
    (_key, { arg }: { arg: UpdateEmployeeStatusArg }) => updateEmployeeStatus(arg),
    { onSuccess: () => void revalidate() },
  );
}
