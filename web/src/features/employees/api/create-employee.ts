import type { Employee, EmployeeData } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export function createEmployee(input: EmployeeData): Promise<Employee> {
  return api.post<Employee>('/employees', input);
}

export function useCreateEmployee(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'create'],
    (_key, { arg }: { arg: EmployeeData }) => createEmployee(arg),
    { onSuccess: () => void revalidate() },
  );
}
