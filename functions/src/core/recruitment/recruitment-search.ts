import {
  type ApplicantSearchResult,
  type JobOpeningSearchResult,
  type RecruitmentSearchResults,
  SEARCH_READ_LIMITS,
  SEARCH_RESULTS_PER_KIND,
} from '@wattle/shared/search';
import { readAsMember } from '../tenancy/memberships.ts';
import { applicantEntity } from './applicant-entity.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';

/**
 * The top bar's search over an organization's applicants and job openings: two bounded Queries in
 * parallel, no Scan. Applicants are read from the lean index (names, e-mail, status, job; newest
 * applied first, at most SEARCH_READ_LIMITS.applicants); job openings from the organization's
 * partition (newest first, at most SEARCH_READ_LIMITS.job_openings), which also names the
 * applicants' jobs. Matching is a case-insensitive substring of the applicant's name or e-mail and
 * of the job's title or location.
 */
export async function searchRecruitment(organizationId: number, text: string): Promise<RecruitmentSearchResults> {
  const needle = text.trim().toLowerCase();
  const [applicants, jobs] = await readAsMember(organizationId, () =>
    Promise.all([
      applicantEntity()
        .query.byOrganizationLean({ organization_id: organizationId })
        .go({
          order: 'desc',
          count: SEARCH_READ_LIMITS.applicants,
          pages: 'all',
          attributes: ['applicant_id', 'first_name', 'last_name', 'email', 'status', 'job_opening_id'],
        }),
      jobOpeningEntity()
        .query.byOrganization({ organization_id: organizationId })
        .go({
          order: 'desc',
          count: SEARCH_READ_LIMITS.job_openings,
          pages: 'all',
          attributes: ['job_opening_id', 'title', 'status', 'location'],
        }),
    ]),
  );
  const titles = new Map(jobs.data.map((job) => [job.job_opening_id, job.title]));
  const matchingApplicants = applicants.data.filter((item) =>
    `${item.first_name} ${item.last_name}\n${item.email}`.toLowerCase().includes(needle),
  );
  const matchingJobs = jobs.data.filter((item) => `${item.title}\n${item.location}`.toLowerCase().includes(needle));
  return {
    applicants: matchingApplicants.slice(0, SEARCH_RESULTS_PER_KIND).map(
      (item): ApplicantSearchResult => ({
        id: item.applicant_id as number,
        first_name: item.first_name as string,
        last_name: item.last_name as string,
        email: item.email as string,
        status: item.status as ApplicantSearchResult['status'],
        job_opening: titles.has(item.job_opening_id as number)
          ? { id: item.job_opening_id as number, title: titles.get(item.job_opening_id as number) as string }
          : null,
      }),
    ),
    job_openings: matchingJobs.slice(0, SEARCH_RESULTS_PER_KIND).map(
      (item): JobOpeningSearchResult => ({
        id: item.job_opening_id as number,
        title: item.title as string,
        status: item.status as JobOpeningSearchResult['status'],
        location: item.location as string,
      }),
    ),
    totals: { applicants: matchingApplicants.length, job_openings: matchingJobs.length },
    complete:
      applicants.data.length < SEARCH_READ_LIMITS.applicants && jobs.data.length < SEARCH_READ_LIMITS.job_openings,
  };
}
