import type { Page } from '@wattle/shared/api';
import type { JobOpening } from '@wattle/shared/recruitment';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const PER_PAGE = 48;
/** A guard against a cursor that never ends; 40 pages is 1,920 openings. */
const MAX_PAGES = 40;

/** Under the recruitment screens' job-opening keys, so a saved opening refreshes every select of them. */
export const allJobOpeningsKey = (organizationId: number) =>
  ['organizations', organizationId, 'job-openings', 'all'] as const;

/** Every job opening of the organization, following the cursor. */
export async function getAllJobOpenings(organizationId: number): Promise<JobOpening[]> {
  const openings: JobOpening[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ organization_id: String(organizationId) });
    if (cursor) query.set('cursor', cursor);
    query.set('per_page', String(PER_PAGE));
    const result: Page<JobOpening> = await api.get<Page<JobOpening>>(`/recruitment/job-openings?${query}`);
    openings.push(...result.data);
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  return openings;
}

/** Every job opening of the organization, for the selects and filters of the recruitment and offer screens. */
export function useAllJobOpenings(organizationId: number) {
  return useSWR(allJobOpeningsKey(organizationId), ([, id]) => getAllJobOpenings(id));
}
