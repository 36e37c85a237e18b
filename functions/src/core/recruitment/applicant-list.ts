import {
  APPLICANT_STATUSES,
  type ApplicantPage,
  type ApplicantSort,
  type ApplicantStatus,
  type applicantListQuery,
} from '@wattle/shared/recruitment';
import type * as z from 'zod';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { pageOf } from '../db/paging.ts';
import { readAsMember } from '../tenancy/memberships.ts';
import { type ApplicantItem, applicantEntity } from './applicant-entity.ts';
import { toApplicant } from './applicants.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';

const pad = (id: number) => String(id).padStart(12, '0');

export type LeanApplicant = Pick<
  ApplicantItem,
  'applicant_id' | 'first_name' | 'last_name' | 'email' | 'status' | 'job_opening_id' | 'applied_date'
>;

const byName = (a: LeanApplicant, b: LeanApplicant) =>
  a.last_name.localeCompare(b.last_name, 'en-AU', { sensitivity: 'base' }) ||
  a.first_name.localeCompare(b.first_name, 'en-AU', { sensitivity: 'base' }) ||
  a.applicant_id - b.applicant_id;
const byDate = (a: LeanApplicant, b: LeanApplicant) =>
  b.applied_date.localeCompare(a.applied_date) || b.applicant_id - a.applicant_id;
/** The pipeline's order (applied first), newest first within a status. */
const byStatus = (a: LeanApplicant, b: LeanApplicant) =>
  APPLICANT_STATUSES.indexOf(a.status) - APPLICANT_STATUSES.indexOf(b.status) || byDate(a, b);
/** The list's orders; the export writes its rows in the same one. */
export const APPLICANT_SORTS: Record<ApplicantSort, (a: LeanApplicant, b: LeanApplicant) => number> = {
  date: byDate,
  name: byName,
  status: byStatus,
};

type ApplicantFilters = Pick<z.output<typeof applicantListQuery>, 'status' | 'job_opening_id' | 'search'>;

/** Whether an applicant passes the list's filters: status, job opening, and a search over name and e-mail. */
export function applicantMatches(
  item: Pick<LeanApplicant, 'first_name' | 'last_name' | 'email' | 'status' | 'job_opening_id'>,
  filters: ApplicantFilters,
): boolean {
  if (filters.status && item.status !== filters.status) return false;
  if (filters.job_opening_id && item.job_opening_id !== filters.job_opening_id) return false;
  const search = filters.search?.toLowerCase();
  return !search || `${item.first_name} ${item.last_name} ${item.email}`.toLowerCase().includes(search);
}

/**
 * One page of applicants with the counts for the five cards. Reads the lean index once (names,
 * e-mail, status, job, date — not cover letters or resumes), filters, counts, sorts (newest applied
 * first, by last then first name, or by pipeline status) and pages in memory, then fetches the
 * page's full records and job titles in one BatchGet: one Query (per 1 MB of index) plus one
 * BatchGet, whatever the filters and the sort. No Scan: the index is the organization's partition.
 */
export async function listApplicants(query: z.output<typeof applicantListQuery>): Promise<ApplicantPage> {
  return readAsMember(query.organization_id, async () => {
    const lean = await applicantEntity()
      .query.byOrganizationLean({ organization_id: query.organization_id })
      .go({
        pages: 'all',
        order: 'desc',
        attributes: ['applicant_id', 'first_name', 'last_name', 'email', 'status', 'job_opening_id', 'applied_date'],
      });
    const counts = Object.fromEntries(APPLICANT_STATUSES.map((status) => [status, 0])) as Record<
      ApplicantStatus,
      number
    >;
    const search = query.search?.toLowerCase();
    const matches = (lean.data as LeanApplicant[]).filter((item) => {
      if (item.status) counts[item.status] += 1;
      return applicantMatches(item, query);
    });
    matches.sort(APPLICANT_SORTS[query.sort]);
    const scope = ['applicants', query.organization_id, query.status, query.job_opening_id, search, query.sort];
    const { page, nextCursor } = pageOf(matches, scope, query.cursor, query.per_page);
    const table = tableNames().recruitment;
    const pk = `org#${query.organization_id}`;
    const results = await batchGet([
      {
        table,
        keys: [
          ...page.map((item) => ({ pk, sk: `applicant#${pad(item.applicant_id)}` })),
          ...[...new Set(page.map((item) => item.job_opening_id))].map((id) => ({ pk, sk: `job#${pad(id)}` })),
        ],
      },
    ]);
    const raw = results.get(table) ?? [];
    const applicants = applicantEntity().parse({ Items: raw.filter((item) => item.__edb_e__ === 'applicant') }).data;
    const jobs = jobOpeningEntity().parse({ Items: raw.filter((item) => item.__edb_e__ === 'job_opening') }).data;
    const titles = new Map(jobs.map((job) => [job.job_opening_id, job.title]));
    const byId = new Map(applicants.map((item) => [item.applicant_id, item]));
    return {
      data: page.flatMap((item) => {
        const full = byId.get(item.applicant_id);
        return full ? [toApplicant(full, titles.get(full.job_opening_id) ?? null)] : [];
      }),
      next_cursor: nextCursor,
      per_page: query.per_page,
      total: matches.length,
      counts,
    };
  });
}
