import type { Organization } from '@wattle/shared/organizations';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const organizationKey = (organizationId: number) => ['organizations', organizationId] as const;

export function getOrganization(organizationId: number): Promise<Organization> {
  return api.get<Organization>(`/organizations/${organizationId}`);
}

export function useOrganization(organizationId: number | null) {
  return useSWR(organizationId ? organizationKey(organizationId) : null, ([, id]) => getOrganization(id));
}
