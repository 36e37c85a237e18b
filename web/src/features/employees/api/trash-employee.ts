import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** Moves the employee to the trash (soft delete); they can be restored. */
export function trashEmployee(id: number): Promise<void> {
  return api.delete(`/employees/${id}`);
}

export function useTrashEmployee(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'trash'],
    (_key, { arg: id }: { arg: number }) => trashEmployee(id),
    { onSuccess: () => void revalidate() },
  );
}
