import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** True for a cached read of the organization's `kinds` (keys `['organizations', id, kind, ...]`). */
export const isOrganizationRead = (key: unknown, organizationId: number, kinds: ReadonlySet<string>) =>
  Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && kinds.has(key[2]);

/** After a change: every cached read of the organization's `kinds` reloads. */
export function useRevalidateOrganizationReads(organizationId: number, kinds: ReadonlySet<string>) {
  const { mutate } = useSWRConfig();
  // Called with only the filter, mutate revalidates; passing `undefined` as data would empty the cache.
  return useCallback(
    () => mutate((key) => isOrganizationRead(key, organizationId, kinds)),
    [mutate, organizationId, kinds],
  );
}
