import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Reads an offer or a rejection can move: offers, final candidates, the applicant's status on the
 * recruitment screens, and the hires waiting for onboarding once an offer is accepted.
 */
const AFFECTED = new Set(['offers', 'candidates', 'applicants', 'interviews', 'onboarding']);

export function useRevalidateSelection(organizationId: number) {
  const { mutate } = useSWRConfig();
  // Called with only the filter, mutate revalidates; passing `undefined` as data would empty the cache.
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && AFFECTED.has(key[2]),
      ),
    [mutate, organizationId],
  );
}
