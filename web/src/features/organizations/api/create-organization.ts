import type { Organization, organizationInput } from '@wattle/shared/organizations';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { organizationsKey } from './get-organizations';

export type OrganizationValues = z.output<typeof organizationInput>;

export function createOrganization(input: OrganizationValues): Promise<Organization> {
  return api.post<Organization>('/organizations', input);
}

/** Creates an organization (the caller becomes its owner); the list and the switcher reload. */
export function useCreateOrganization() {
  return useSWRMutation(organizationsKey, (_key, { arg }: { arg: OrganizationValues }) => createOrganization(arg));
}
