import useSWRMutation from 'swr/mutation';
import { designationsKey } from '@/lib/api/get-designations';
import { api } from '@/lib/api-client';

export function deleteDesignation(id: number): Promise<void> {
  return api.delete(`/designations/${id}`);
}

export function useDeleteDesignation(organizationId: number, departmentId: number) {
  return useSWRMutation(designationsKey(organizationId, departmentId), (_key, { arg: id }: { arg: number }) =>
    deleteDesignation(id),
  );
}
