import type { Page } from '@wattle/shared/api';
import type { JobOpening } from '@wattle/shared/recruitment';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const PER_PAGE = 48;
/** A guard against a cursor that never ends; 40 pages is 1,920 openings. */
const MAX_PAGES = 40;

/**
 * The same key and value as the recruitment screens' full list of openings, so they share one cached
 * copy and a saved opening refreshes this filter too.
 */
export const allJobOpeningsKey = (organizationId: number) =>
  ['organizations', organizationId, 'job-openings', 'all'] as const;

export async function getAllJobOpenings(organizationId: number): Promise<JobOpening[]> {
  const openings: JobOpening[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ organization_id: String(organizationId), per_page: String(PER_PAGE) });
    if (cursor) query.set('cursor', cursor);
    const result: Page<JobOpening> = await api.get<Page<JobOpening>>(`/recruitment/job-openings?${query}`);
    openings.push(...result.data);
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  return openings;
}

/** Every job opening of the organization, for the filter. */
export function useAllJobOpenings(organizationId: number) {
  return useSWR(allJobOpeningsKey(organizationId), ([, id]) => getAllJobOpenings(id));
}
