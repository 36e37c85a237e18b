import type { JobOpening } from '@wattle/shared/recruitment';
import useSWR from 'swr';
import { getJobOpenings, jobOpeningsKey } from './get-job-openings';

const PER_PAGE = 48;
/** A guard against a cursor that never ends; 40 pages is 1,920 openings. */
const MAX_PAGES = 40;

export const allJobOpeningsKey = (organizationId: number) => [...jobOpeningsKey(organizationId), 'all'] as const;

/** Every job opening of the organization (for the applicant screens' selects), following the cursor. */
export async function getAllJobOpenings(organizationId: number): Promise<JobOpening[]> {
  const openings: JobOpening[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await getJobOpenings(organizationId, cursor, PER_PAGE);
    openings.push(...result.data);
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  return openings;
}

export function useAllJobOpenings(organizationId: number) {
  return useSWR(allJobOpeningsKey(organizationId), ([, id]) => getAllJobOpenings(id));
}
