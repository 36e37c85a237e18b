import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** Deletes a trashed employee for good; 409 while others report to them or when not in the trash. */
export function forceDeleteEmployee(id: number): Promise<void> {
  return api.delete(`/employees/${id}/force`);
}

export function useForceDeleteEmployee(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'force-delete'],
    (_key, { arg: id }: { arg: number }) => forceDeleteEmployee(id),
    { onSuccess: () => void revalidate() },
  );
}
