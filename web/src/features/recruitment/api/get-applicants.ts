import {
  APPLICANT_PAGE_SIZE,
  type Applicant,
  type ApplicantPage,
  type ApplicantSort,
  type ApplicantStatus,
} from '@wattle/shared/recruitment';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export interface ApplicantQuery {
  status?: ApplicantStatus;
  job_opening_id?: number;
  search?: string;
  sort?: ApplicantSort;
  per_page?: number;
  cursor?: string;
}

export const applicantsKey = (organizationId: number, query: ApplicantQuery = {}) =>
  ['organizations', organizationId, 'applicants', query] as const;

function isApplicantsKey(key: unknown, organizationId: number): boolean {
  return Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'applicants';
}

/** The query string of the list and its export (empty filters are left out). */
export function applicantSearchParams(organizationId: number, query: ApplicantQuery): URLSearchParams {
  const params = new URLSearchParams({
    organization_id: String(organizationId),
    per_page: String(query.per_page ?? APPLICANT_PAGE_SIZE),
  });
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  if (query.status) params.set('status', query.status);
  if (query.job_opening_id) params.set('job_opening_id', String(query.job_opening_id));
  if (query.search) params.set('search', query.search);
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

export function getApplicants(organizationId: number, query: ApplicantQuery): Promise<ApplicantPage> {
  return api.get<ApplicantPage>(`/recruitment/applicants?${applicantSearchParams(organizationId, query)}`);
}

/** One page of the table (5 rows unless chosen otherwise) with the organization's counts per status. */
export function useApplicants(organizationId: number, query: ApplicantQuery) {
  return useSWR(applicantsKey(organizationId, query), ([, id, , q]) => getApplicants(id, q), {
    // The rows stay while the next page or filter loads, so the table does not jump.
    keepPreviousData: true,
  });
}

/** A page with one applicant replaced (and the counts moved when its status changed). */
export function withApplicant(page: ApplicantPage, applicant: Applicant): ApplicantPage {
  const previous = page.data.find((row) => row.id === applicant.id);
  if (!previous) return page;
  const counts = { ...page.counts };
  if (previous.status !== applicant.status) {
    counts[previous.status] = Math.max(0, counts[previous.status] - 1);
    counts[applicant.status] += 1;
  }
  return { ...page, counts, data: page.data.map((row) => (row.id === applicant.id ? applicant : row)) };
}

/**
 * After a change: every cached page of the organization's applicants loads again. With `applicant`,
 * the pages holding it show the saved change at once, before they reload.
 */
export function useRevalidateApplicants(organizationId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (applicant?: Applicant) => {
      const matches = (key: unknown) => isApplicantsKey(key, organizationId);
      // Called with only the filter, mutate revalidates; passing `undefined` as data would empty the cache.
      if (!applicant) return mutate(matches);
      return mutate<ApplicantPage>(matches, (page) => (page ? withApplicant(page, applicant) : page), {
        revalidate: true,
      });
    },
    [mutate, organizationId],
  );
}
