import type { DeletedOrganization, Organization } from '@wattle/shared/organizations';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { organizationsKey } from './get-organizations';

/** The deleted workspaces the user owns, restorable for 30 days. */
export const deletedOrganizationsKey = ['organizations', 'deleted'] as const;

export function getDeletedOrganizations(): Promise<DeletedOrganization[]> {
  return api.get<DeletedOrganization[]>('/organizations/deleted');
}

export function useDeletedOrganizations() {
  return useSWR(deletedOrganizationsKey, getDeletedOrganizations);
}

export function restoreOrganization(id: number): Promise<Organization> {
  return api.post<Organization>(`/organizations/${id}/restore`);
}

/** Restores a deleted workspace (owners only): it is back in the list and the switcher. */
export function useRestoreOrganization() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(deletedOrganizationsKey, async (_key, { arg: id }: { arg: number }) => {
    const restored = await restoreOrganization(id);
    await mutate(organizationsKey);
    return restored;
  });
}
