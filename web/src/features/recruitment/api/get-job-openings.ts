import type { Page } from '@wattle/shared/api';
import type { JobOpening } from '@wattle/shared/recruitment';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { api } from '@/lib/api-client';

export type JobOpeningPage = Page<JobOpening>;

/** Every job-opening key of an organization: pages, the full list, single openings. */
export const jobOpeningsKey = (organizationId: number) => ['organizations', organizationId, 'job-openings'] as const;

export function isJobOpeningsKey(key: unknown, organizationId: number): boolean {
  return Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'job-openings';
}

/** The key of each page of the card grid; null after the last page. */
export const jobOpeningsPageKey =
  (organizationId: number) =>
  (index: number, previous: JobOpeningPage | null): readonly [string, number, string, 'page', string | null] | null => {
    if (index > 0 && !previous?.next_cursor) return null;
    return [...jobOpeningsKey(organizationId), 'page', previous?.next_cursor ?? null];
  };

export function getJobOpenings(
  organizationId: number,
  cursor: string | null,
  perPage?: number,
): Promise<JobOpeningPage> {
  const query = new URLSearchParams({ organization_id: String(organizationId) });
  if (cursor) query.set('cursor', cursor);
  if (perPage) query.set('per_page', String(perPage));
  return api.get<JobOpeningPage>(`/recruitment/job-openings?${query}`);
}

/** The card grid: newest first, one page at a time ('Load more' asks for the next). */
export function useJobOpenings(organizationId: number) {
  return useSWRInfinite(jobOpeningsPageKey(organizationId), ([, id, , , cursor]) => getJobOpenings(id, cursor));
}

/** After a save or delete: the grid (every loaded page) and the full list load again. */
export function useRevalidateJobOpenings(organizationId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      mutate(unstable_serialize(jobOpeningsPageKey(organizationId))),
      mutate((key) => isJobOpeningsKey(key, organizationId) && Array.isArray(key) && key[3] === 'all'),
    ]);
  }, [mutate, organizationId]);
}
