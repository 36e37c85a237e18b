import type { applicantListQuery } from '@wattle/shared/recruitment';
import { EXPORT_COLUMNS } from '@wattle/shared/search';
import type * as z from 'zod';
import { type CsvExport, toCsv } from '../csv.ts';
import { readAsMember } from '../tenancy/memberships.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { type ApplicantItem, applicantEntity } from './applicant-entity.ts';
import { APPLICANT_SORTS, applicantMatches, type LeanApplicant } from './applicant-list.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';

/** Every job opening of the organization, newest first, with the fields an export or a title lookup needs. */
function readJobOpenings(organizationId: number) {
  return jobOpeningEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({
      order: 'desc',
      pages: 'all',
      attributes: [
        'job_opening_id',
        'title',
        'department_id',
        'designation_id',
        'location',
        'employment_type',
        'status',
        'posting_date',
        'closing_date',
      ],
    });
}

/**
 * The applicants the list's filters select (status, job opening, search), newest applied first as
 * the list shows them, as CSV: one paginated Query of the organization's applicants (without cover
 * letters or resumes) and one of its job openings for their titles. Offers (and so salaries) are
 * not part of it.
 */
export async function exportApplicants(
  query: Pick<z.output<typeof applicantListQuery>, 'organization_id' | 'status' | 'job_opening_id' | 'search' | 'sort'>,
): Promise<CsvExport> {
  const [applicants, jobs] = await readAsMember(query.organization_id, () =>
    Promise.all([
      applicantEntity()
        .query.byOrganization({ organization_id: query.organization_id })
        .go({
          pages: 'all',
          attributes: [
            'applicant_id',
            'first_name',
            'last_name',
            'email',
            'phone',
            'job_opening_id',
            'source',
            'status',
            'applied_date',
          ],
        }),
      readJobOpenings(query.organization_id),
    ]),
  );
  const titles = new Map(jobs.data.map((job) => [job.job_opening_id, job.title]));
  const rows = (applicants.data as (LeanApplicant & Pick<ApplicantItem, 'phone' | 'source'>)[])
    .filter((item) => applicantMatches(item, query))
    .sort(APPLICANT_SORTS[query.sort])
    .map((item) => [
      item.first_name,
      item.last_name,
      item.email,
      item.phone,
      titles.get(item.job_opening_id as number),
      item.source,
      item.status,
      item.applied_date,
    ]);
  return toCsv(EXPORT_COLUMNS.applicants, rows);
}

/** Every job opening of the organization, newest first, with department and designation names, as CSV. */
export async function exportJobOpenings(organizationId: number): Promise<CsvExport> {
  const [jobs, structure] = await readAsMember(organizationId, () =>
    Promise.all([readJobOpenings(organizationId), loadOrganizationStructure(organizationId)]),
  );
  return toCsv(
    EXPORT_COLUMNS.job_openings,
    jobs.data.map((job) => [
      job.title,
      structure.departments.get(job.department_id as number)?.name,
      structure.designations.get(job.designation_id as number)?.title,
      job.location,
      job.employment_type,
      job.status,
      job.posting_date,
      job.closing_date,
    ]),
  );
}
