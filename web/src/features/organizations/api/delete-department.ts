import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { departmentsKey } from '@/lib/api/get-departments';
import { designationsKey } from '@/lib/api/get-designations';
import { api } from '@/lib/api-client';

export function deleteDepartment(id: number): Promise<void> {
  return api.delete(`/departments/${id}`);
}

/** Deletes a department and, on the server, its designations. */
export function useDeleteDepartment(organizationId: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(departmentsKey(organizationId), async (_key, { arg: id }: { arg: number }) => {
    await deleteDepartment(id);
    await mutate(designationsKey(organizationId, id), undefined, { revalidate: false });
  });
}
