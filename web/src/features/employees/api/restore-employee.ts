import type { Employee } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export function restoreEmployee(id: number): Promise<Employee> {
  return api.patch<Employee>(`/employees/${id}/restore`);
}

export function useRestoreEmployee(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'restore'],
    (_key, { arg: id }: { arg: number }) => restoreEmployee(id),
    { onSuccess: () => void revalidate() },
  );
}
