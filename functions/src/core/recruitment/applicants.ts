import { todayIn } from '@wattle/shared/dates';
import {
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantInput,
  type ApplicantPage,
  type ApplicantStatus,
  applicantInput,
  type applicantListQuery,
} from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import type * as z from 'zod';
import { requirePermission } from '../access/permissions.ts';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { lazy } from '../lazy.ts';
import { organizationTimezone, readAsMember, requireMembership } from '../organizations/memberships.ts';
import { resolveLocated } from '../organizations/scope.ts';
import { pageOf } from '../paging.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type ApplicantItem, applicantEntity } from './applicant-entity.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { resumeUploadEntity } from './resume-upload-entity.ts';
import { deleteResumeObject, resumeDownload, type VerifiedResume, verifyResumeUpload } from './resumes.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/** Applicant writes: the applicant, its locator and the resume upload it consumes. Joined on the first write. */
const applicantWrites = lazy(
  () =>
    new Service(
      { applicant: applicantEntity(), locator: recruitmentLocator(), resumeUpload: resumeUploadEntity() },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

const pad = (id: number) => String(id).padStart(12, '0');

function toApplicant(item: ApplicantItem, jobTitle: string | null): Applicant {
  return {
    id: item.applicant_id,
    organization_id: item.organization_id,
    first_name: item.first_name,
    last_name: item.last_name,
    email: item.email,
    phone: item.phone ?? null,
    job_opening_id: item.job_opening_id,
    job_opening: jobTitle === null ? null : { id: item.job_opening_id, title: jobTitle },
    cover_letter: item.cover_letter ?? null,
    source: item.source,
    status: item.status,
    applied_date: item.applied_date,
    resume: item.resume
      ? {
          file_name: item.resume.file_name,
          content_type: item.resume.content_type,
          size: item.resume.size,
          uploaded_at: item.resume.uploaded_at,
        }
      : null,
    resume_url: item.resume ? `/api/v1/recruitment/applicants/${item.applicant_id}/resume/download` : null,
    version: item.version,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

const APPLICANT_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  job_opening_id: 'Job opening',
  cover_letter: 'Cover letter',
  source: 'Source',
  status: 'Status',
  applied_date: 'Applied date',
  resume: 'Resume',
  employee_id: 'Employee record',
};

/** An applicant change for the audit log; `titles` names the job openings involved. */
const applicantRecordAudit = recordAudit<ApplicantItem>({
  module: 'recruitment',
  type: 'applicant',
  id: (record) => record.applicant_id,
  label: (record) => `${record.first_name} ${record.last_name}`,
  labels: APPLICANT_LABELS,
});

/** An applicant change for the audit log; `titles` names the job openings involved. */
export function applicantAudit(
  action: 'create' | 'update' | 'delete',
  before: ApplicantItem | null,
  after: ApplicantItem | null,
  titles: Record<number, string | null>,
) {
  return applicantRecordAudit(action, before, after, (field, value) => {
    if (value === undefined || value === null) return null;
    if (field === 'job_opening_id') return titles[Number(value)] ?? `#${value}`;
    if (field === 'resume') return (value as { file_name?: string }).file_name ?? 'a file';
    return null;
  });
}

async function jobTitle(organizationId: number, jobOpeningId: number): Promise<string | null> {
  const job = await jobOpeningEntity()
    .get({ organization_id: organizationId, job_opening_id: jobOpeningId })
    .go({
      attributes: ['title'],
    });
  return job.data?.title ?? null;
}

async function assertJobInOrganization(organizationId: number, jobOpeningId: number): Promise<string> {
  const title = await jobTitle(organizationId, jobOpeningId);
  if (title === null)
    throw VisibleError.validation({ job_opening_id: ['The job opening does not belong to this organization.'] });
  return title;
}

export async function resolveApplicant(applicantId: number): Promise<ApplicantItem> {
  const { record: item } = await resolveLocated('Applicant', async (organizationId) => {
    return (
      await applicantEntity().get({ organization_id: organizationId, applicant_id: applicantId }).go({
        consistent: true,
      })
    ).data;
  });
  if (!item) throw VisibleError.notFound('Applicant');
  return item;
}

/** Used by the upload presigner: the applicant must exist in that organization. */
export async function assertApplicantInOrganization(organizationId: number, applicantId: number): Promise<void> {
  const item = await resolveApplicant(applicantId);
  if (item.organization_id !== organizationId) throw VisibleError.notFound('Applicant');
}

type ApplicantFilters = Pick<z.output<typeof applicantListQuery>, 'status' | 'job_opening_id' | 'search'>;

/** Whether an applicant passes the list's filters: status, job opening, and a search over name and e-mail. */
export function applicantMatches(
  item: Partial<Pick<ApplicantItem, 'first_name' | 'last_name' | 'email' | 'status' | 'job_opening_id'>>,
  filters: ApplicantFilters,
): boolean {
  if (filters.status && item.status !== filters.status) return false;
  if (filters.job_opening_id && item.job_opening_id !== filters.job_opening_id) return false;
  const search = filters.search?.toLowerCase();
  return !search || `${item.first_name} ${item.last_name} ${item.email}`.toLowerCase().includes(search);
}

/**
 * One page of applicants with the counts for the five cards. Reads the lean index once (names,
 * e-mail, status, job, date — not cover letters or resumes), filters, counts and pages in memory,
 * then fetches the page's full records and job titles in one BatchGet: one Query (per 1 MB of
 * index) plus one BatchGet, whatever the filters.
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
    const matches = lean.data.filter((item) => {
      if (item.status) counts[item.status] += 1;
      return applicantMatches(item, query);
    });
    const scope = ['applicants', query.organization_id, query.status, query.job_opening_id, search];
    const { page, nextCursor } = pageOf(matches, scope, query.cursor, query.per_page);
    const table = tableNames().recruitment;
    const pk = `org#${query.organization_id}`;
    const results = await batchGet([
      {
        table,
        keys: [
          ...page.map((item) => ({ pk, sk: `applicant#${pad(item.applicant_id as number)}` })),
          ...page.map((item) => ({ pk, sk: `job#${pad(item.job_opening_id as number)}` })),
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
        const full = byId.get(item.applicant_id as number);
        return full ? [toApplicant(full, titles.get(full.job_opening_id) ?? null)] : [];
      }),
      next_cursor: nextCursor,
      per_page: query.per_page,
      total: matches.length,
      counts,
    };
  });
}

export async function getApplicant(applicantId: number): Promise<Applicant> {
  const item = await resolveApplicant(applicantId);
  return toApplicant(item, await jobTitle(item.organization_id, item.job_opening_id));
}

function resumeRecord(resume: VerifiedResume) {
  return {
    key: resume.key,
    file_name: resume.file_name,
    content_type: resume.content_type,
    size: resume.size,
    uploaded_at: new Date().toISOString(),
  };
}

export async function createApplicant(input: ApplicantInput): Promise<Applicant> {
  const data = parseInput(applicantInput, input);
  await requireMembership(data.organization_id);
  const title = await assertJobInOrganization(data.organization_id, data.job_opening_id);
  const resume = data.resume_upload_id
    ? await verifyResumeUpload(data.resume_upload_id, data.organization_id, null)
    : null;
  const applicantId = await nextId(recruitmentCounter(), 'applicant');
  const now = new Date().toISOString();
  const record: ApplicantItem = {
    organization_id: data.organization_id,
    applicant_id: applicantId,
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email.toLowerCase(),
    ...(data.phone ? { phone: data.phone } : {}),
    job_opening_id: data.job_opening_id,
    ...(data.cover_letter ? { cover_letter: data.cover_letter } : {}),
    source: data.source,
    status: data.status,
    // Without a date the applicant applied today, the organization's day in its zone.
    applied_date: data.applied_date ?? todayIn(organizationTimezone(data.organization_id)),
    ...(resume ? { resume: resumeRecord(resume) } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await applicantWrites()
    .transaction.write(({ applicant, locator, resumeUpload }) => [
      applicant.create(record).commit(),
      locator.create({ kind: 'applicant', id: applicantId, organization_id: data.organization_id }).commit(),
      auditPut(applicantAudit('create', null, record, { [record.job_opening_id]: title })),
      // Consuming the upload in the same transaction: one upload links to one applicant, once.
      ...(resume
        ? [
            resumeUpload
              .delete({ upload_id: resume.uploadId })
              .where(({ upload_id }, { exists }) => exists(upload_id))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) {
    if (resume) await deleteResumeObject(resume.key);
    throw VisibleError.validation({ resume: ['The resume upload was already used. Choose the file again.'] });
  }
  return toApplicant(record, title);
}

export async function updateApplicant(applicantId: number, input: ApplicantInput): Promise<Applicant> {
  const data = parseInput(applicantInput, input);
  const current = await resolveApplicant(applicantId);
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['An applicant cannot move to another organization.'] });
  }
  checkVersion(data.version, current.version);
  const title = await assertJobInOrganization(current.organization_id, data.job_opening_id);
  const resume = data.resume_upload_id
    ? await verifyResumeUpload(data.resume_upload_id, current.organization_id, applicantId)
    : null;
  const cleared = [...(data.phone ? [] : ['phone' as const]), ...(data.cover_letter ? [] : ['cover_letter' as const])];
  const key = { organization_id: current.organization_id, applicant_id: applicantId };
  const changes = {
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email.toLowerCase(),
    ...(data.phone ? { phone: data.phone } : {}),
    job_opening_id: data.job_opening_id,
    ...(data.cover_letter ? { cover_letter: data.cover_letter } : {}),
    source: data.source,
    status: data.status,
    applied_date: data.applied_date ?? current.applied_date,
    ...(resume ? { resume: resumeRecord(resume) } : {}),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const after = { ...current, ...changes, ...Object.fromEntries(cleared.map((field) => [field, undefined])) };
  const titles = {
    [data.job_opening_id]: title,
    ...(current.job_opening_id === data.job_opening_id
      ? {}
      : { [current.job_opening_id]: await jobTitle(current.organization_id, current.job_opening_id) }),
  };
  const result = await applicantWrites()
    .transaction.write(({ applicant, resumeUpload }) => [
      applicant
        .patch(key)
        .set(changes)
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      auditPut(applicantAudit('update', current, after, titles)),
      ...(resume
        ? [
            resumeUpload
              .delete({ upload_id: resume.uploadId })
              .where(({ upload_id }, { exists }) => exists(upload_id))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) {
    if (resume) await deleteResumeObject(resume.key);
    if (result.data[0]?.rejected) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw VisibleError.validation({ resume: ['The resume upload was already used. Choose the file again.'] });
  }
  // The replaced resume is removed only once the new one is linked.
  if (resume && current.resume) await deleteResumeObject(current.resume.key);
  const updated = (await applicantEntity().get(key).go({ consistent: true })).data;
  if (!updated) throw VisibleError.notFound('Applicant');
  return toApplicant(updated, title);
}

/**
 * Any status to any other (SPEC section 4), saved at once. A client that sends the version it
 * shows gets 409 if someone changed the applicant meanwhile, like every other update.
 */
export async function changeApplicantStatus(
  applicantId: number,
  status: ApplicantStatus,
  expectedVersion?: number,
): Promise<Applicant> {
  const current = await resolveApplicant(applicantId);
  checkVersion(expectedVersion, current.version);
  // Hiring is an approval: a role that may edit applicants but not approve cannot hire one.
  if (status === 'hired' && current.status !== 'hired') requirePermission('recruitment', 'approve');
  const changes = { status, version: current.version + 1, updated_at: new Date().toISOString() };
  const after = { ...current, ...changes };
  const result = await transactWrite([
    committed(
      applicantEntity()
        .patch({ organization_id: current.organization_id, applicant_id: applicantId })
        .set(changes)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut(applicantAudit('update', current, after, {})),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toApplicant(after, await jobTitle(after.organization_id, after.job_opening_id));
}

/** Deletes the applicant and then its resume object. */
export async function applicantResumeDownload(applicantId: number) {
  return resumeDownload(await resolveApplicant(applicantId));
}
