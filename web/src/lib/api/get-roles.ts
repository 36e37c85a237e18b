import type { RoleSummary } from '@wattle/shared/permissions';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The organization's roles (built-in first, then custom by name): Manage Permission and the members' role selects. */
export const rolesKey = (organizationId: number) => ['organizations', organizationId, 'roles'] as const;

export function getRoles(organizationId: number): Promise<RoleSummary[]> {
  return api.get<RoleSummary[]>(`/organizations/${organizationId}/roles`);
}

/** Null organization: nothing is fetched (e.g. the caller may not see the roles). */
export function useRoles(organizationId: number | null) {
  return useSWR(organizationId ? rolesKey(organizationId) : null, ([, id]) => getRoles(id));
}
