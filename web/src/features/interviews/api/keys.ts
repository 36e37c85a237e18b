import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every cached interview read of an organization (month ranges, upcoming, single interviews, applicants). */
export const interviewsKey = (organizationId: number) => ['organizations', organizationId, 'interviews'] as const;

/**
 * Reads an interview change can move: interviews, and the applicant's status and feedback score as
 * the recruitment and offer screens show them.
 */
const AFFECTED = new Set(['interviews', 'applicants', 'candidates']);

/** After scheduling, editing, cancelling or feedback: every affected read of the organization reloads. */
export function useRevalidateInterviews(organizationId: number) {
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
