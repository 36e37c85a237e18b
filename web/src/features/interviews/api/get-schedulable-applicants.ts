import type { Page } from '@wattle/shared/api';
import { APPLICANT_MAX_PAGE_SIZE, type Applicant, type ApplicantStatus } from '@wattle/shared/recruitment';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { interviewsKey } from './keys';

/** The API's largest page (50). */
const PER_PAGE = APPLICANT_MAX_PAGE_SIZE;
/** A guard against a cursor that never ends: 1,000 applicants. */
const MAX_PAGES = 20;
/** Applicants still in the process: the ones an interview can be scheduled with. */
export const SCHEDULABLE_STATUSES: readonly ApplicantStatus[] = ['applied', 'interview', 'offer'];

/** Under the interview keys (not the recruitment screens' applicant pages, which hold another shape). */
export const schedulableApplicantsKey = (organizationId: number) =>
  [...interviewsKey(organizationId), 'applicants'] as const;

export async function getSchedulableApplicants(organizationId: number): Promise<Applicant[]> {
  const applicants: Applicant[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ organization_id: String(organizationId), per_page: String(PER_PAGE) });
    if (cursor) query.set('cursor', cursor);
    const result: Page<Applicant> = await api.get<Page<Applicant>>(`/recruitment/applicants?${query}`);
    applicants.push(...result.data.filter((applicant) => SCHEDULABLE_STATUSES.includes(applicant.status)));
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  return applicants.sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'en-AU'),
  );
}

export function useSchedulableApplicants(organizationId: number, enabled = true) {
  return useSWR(enabled ? schedulableApplicantsKey(organizationId) : null, ([, id]) => getSchedulableApplicants(id));
}
