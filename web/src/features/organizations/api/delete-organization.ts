import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { deletedOrganizationsKey } from './deleted-organizations';
import { organizationsKey } from './get-organizations';

export function deleteOrganization(id: number): Promise<void> {
  return api.delete(`/organizations/${id}`);
}

/** Deletes an organization (owner only; restorable for 30 days); its cached details, departments and designations are dropped. */
export function useDeleteOrganization() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(organizationsKey, async (_key, { arg: id }: { arg: number }) => {
    await deleteOrganization(id);
    await mutate((key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === id, undefined, {
      revalidate: false,
    });
    await mutate(deletedOrganizationsKey);
  });
}
