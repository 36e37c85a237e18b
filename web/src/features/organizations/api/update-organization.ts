import type { Organization } from '@wattle/shared/organizations';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, isConflict } from '@/lib/api-client';
import type { OrganizationValues } from './create-organization';
import { organizationKey } from './get-organization';
import { organizationsKey } from './get-organizations';

export interface UpdateOrganizationArg {
  id: number;
  /** Carries the `version` read with the record; a stale one gets 409. */
  input: OrganizationValues;
}

export function updateOrganization({ id, input }: UpdateOrganizationArg): Promise<Organization> {
  return api.put<Organization>(`/organizations/${id}`, input);
}

export function useUpdateOrganization() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    organizationsKey,
    async (_key, { arg }: { arg: UpdateOrganizationArg }) => {
      try {
        return await updateOrganization(arg);
      } catch (error) {
        // Someone else saved first: fetch their version so the next edit starts from it.
        if (isConflict(error))
          void mutate(
            (key) => Array.isArray(key) && key[0] === 'organizations' && (key.length === 1 || key[1] === arg.id),
          );
        throw error;
      }
    },
    {
      onSuccess: (organization) => {
        void mutate(organizationKey(organization.id), organization, { revalidate: false });
      },
    },
  );
}
