import { type JobOpening, type JobOpeningInput, jobOpeningInput } from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import type * as z from 'zod';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { applicantEntity } from './applicant-entity.ts';
import { type JobOpeningItem, jobOpeningEntity } from './job-opening-entity.ts';
import { loadOrganizationRefs, type OrganizationRefs, refDisplay } from './organization-refs.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/** Job opening writes: the job opening and its locator. Joined on the first write. */
const jobOpeningWrites = lazy(
  () =>
    new Service(
      { jobOpening: jobOpeningEntity(), locator: recruitmentLocator() },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

export const JOB_PAGE_SIZE = 24;
export const JOB_MAX_PAGE_SIZE = 48; // keeps the names BatchGet under its 100-key limit

function toJobOpening(item: JobOpeningItem, refs: OrganizationRefs): JobOpening {
  return {
    id: item.job_opening_id,
    ...fieldsOf(item, 'organization_id', 'title', 'department_id', 'designation_id', 'location', 'employment_type'),
    ...fieldsOf(item, 'status'),
    ...fieldsOrNull(item, 'description', 'requirements', 'posting_date', 'closing_date', 'applicant_count'),
    organization: refs.organization,
    department: refs.departments.get(item.department_id) ?? null,
    designation: refs.designations.get(item.designation_id) ?? null,
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

const JOB_OPENING_LABELS = {
  title: 'Title',
  department_id: 'Department',
  designation_id: 'Designation',
  location: 'Location',
  employment_type: 'Employment type',
  status: 'Status',
  description: 'Description',
  requirements: 'Requirements',
  posting_date: 'Posting date',
  closing_date: 'Closing date',
};

const jobOpeningAudit = recordAudit<JobOpeningItem>({
  module: 'recruitment',
  type: 'job_opening',
  id: (record) => record.job_opening_id,
  label: (record) => record.title,
  labels: JOB_OPENING_LABELS,
});

async function refsFor(organizationId: number, items: JobOpeningItem[]): Promise<OrganizationRefs> {
  const { refs } = await loadOrganizationRefs(
    organizationId,
    items.map((item) => item.department_id),
    items.map((item) => [item.department_id, item.designation_id]),
  );
  return refs;
}

/** The department and designation must be the organization's, and the designation the department's. */
async function assertStructure(organizationId: number, departmentId: number, designationId: number) {
  const { refs } = await loadOrganizationRefs(organizationId, [departmentId], [[departmentId, designationId]]);
  const errors: Record<string, string[]> = {};
  if (!refs.departments.has(departmentId))
    errors.department_id = ['The department does not belong to this organization.'];
  else if (!refs.designations.has(designationId)) {
    errors.designation_id = ['The designation does not belong to the selected department.'];
  }
  if (Object.keys(errors).length > 0) throw VisibleError.validation(errors);
}

/** Optional text fields: null clears them (the attribute is removed). */
function optionalFields(data: z.output<typeof jobOpeningInput>) {
  const values = {
    ...fieldsOf(data, 'description', 'requirements', 'posting_date', 'closing_date'),
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Partial<
    Record<keyof typeof values, string>
  >;
  const cleared = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] === null);
  return { set, cleared };
}

/** One page of an organization's job openings, newest first: one Query plus one BatchGet for names. */
export async function listJobOpenings(
  organizationId: number,
  options: { cursor?: string; perPage?: number } = {},
): Promise<{ data: JobOpening[]; next_cursor: string | null; per_page: number }> {
  return readAsMember(organizationId, async () => {
    const perPage = Math.min(options.perPage ?? JOB_PAGE_SIZE, JOB_MAX_PAGE_SIZE);
    const page = await storePage(['job openings', organizationId, perPage], options.cursor, {
      perPage,
      read: (cursor, limit) =>
        jobOpeningEntity()
          .query.byOrganization({ organization_id: organizationId })
          .go({ cursor, limit, order: 'desc' }),
      cursorOf: entityCursor(jobOpeningEntity(), 'byOrganization'),
    });
    const refs = await refsFor(organizationId, page.data);
    return {
      data: page.data.map((item) => toJobOpening(item, refs)),
      next_cursor: page.nextCursor,
      per_page: perPage,
    };
  });
}

export async function resolveJobOpening(jobOpeningId: number): Promise<JobOpeningItem> {
  return resolveItem('Job opening', (organizationId) =>
    jobOpeningEntity().get({ organization_id: organizationId, job_opening_id: jobOpeningId }).go({ consistent: true }),
  );
}

export async function getJobOpening(jobOpeningId: number): Promise<JobOpening> {
  const item = await resolveJobOpening(jobOpeningId);
  return toJobOpening(item, await refsFor(item.organization_id, [item]));
}

export async function createJobOpening(input: JobOpeningInput): Promise<JobOpening> {
  const data = parseInput(jobOpeningInput, input);
  await requireMembership(data.organization_id);
  await assertStructure(data.organization_id, data.department_id, data.designation_id);
  const jobOpeningId = await nextId(recruitmentCounter(), 'job_opening');
  const now = new Date().toISOString();
  const record: JobOpeningItem = {
    organization_id: data.organization_id,
    job_opening_id: jobOpeningId,
    ...fieldsOf(data, 'title', 'department_id', 'designation_id', 'location', 'employment_type', 'status'),
    ...optionalFields(data).set,
    applicant_count: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const refs = await refsFor(data.organization_id, [record]);
  const result = await jobOpeningWrites()
    .transaction.write(({ jobOpening, locator }) => [
      jobOpening.create(record).commit(),
      locator.create({ kind: 'job', id: jobOpeningId, organization_id: data.organization_id }).commit(),
      auditPut(jobOpeningAudit('create', null, record, refDisplay(refs))),
    ])
    .go();
  if (result.canceled) throw new Error(`Creating job opening ${jobOpeningId} was cancelled`);
  return toJobOpening(record, refs);
}

export async function updateJobOpening(jobOpeningId: number, input: JobOpeningInput): Promise<JobOpening> {
  const data = parseInput(jobOpeningInput, input);
  const current = await resolveJobOpening(jobOpeningId);
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['A job opening cannot move to another organization.'] });
  }
  checkVersion(data.version, current.version);
  await assertStructure(current.organization_id, data.department_id, data.designation_id);
  const { set, cleared } = optionalFields(data);
  const changes = {
    ...fieldsOf(data, 'title', 'department_id', 'designation_id', 'location', 'employment_type', 'status'),
    ...set,
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const after = { ...current, ...changes, ...Object.fromEntries(cleared.map((field) => [field, undefined])) };
  const refs = await refsFor(current.organization_id, [current, after]);
  const result = await transactWrite([
    committed(
      jobOpeningEntity()
        .patch({ organization_id: current.organization_id, job_opening_id: jobOpeningId })
        .set(changes)
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut(jobOpeningAudit('update', current, after, refDisplay(refs))),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toJobOpening(after, refs);
}

/** Refused while applicants point at the opening: their history would lose its job. */
export async function deleteJobOpening(jobOpeningId: number): Promise<void> {
  const current = await resolveJobOpening(jobOpeningId);
  const applicants = await applicantEntity()
    .query.byOrganizationLean({ organization_id: current.organization_id })
    .where(({ job_opening_id }, { eq }) => eq(job_opening_id, jobOpeningId))
    .go({ count: 1, pages: 'all', attributes: ['applicant_id'] });
  if (applicants.data.length > 0) {
    throw VisibleError.conflict('This job opening has applicants. Close it instead, or delete its applicants first.');
  }
  const refs = await refsFor(current.organization_id, [current]);
  await jobOpeningWrites()
    .transaction.write(({ jobOpening, locator }) => [
      jobOpening.delete({ organization_id: current.organization_id, job_opening_id: jobOpeningId }).commit(),
      locator.delete({ kind: 'job', id: jobOpeningId }).commit(),
      auditPut(jobOpeningAudit('delete', current, null, refDisplay(refs))),
    ])
    .go();
}
