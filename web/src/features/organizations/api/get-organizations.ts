import type { Organization } from '@wattle/shared/organizations';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The caller's organizations: the organizations screen and the switcher share this key. */
export const organizationsKey = ['organizations'] as const;

export function getOrganizations(): Promise<Organization[]> {
  return api.get<Organization[]>('/organizations');
}

export function useOrganizations() {
  return useSWR(organizationsKey, getOrganizations);
}
