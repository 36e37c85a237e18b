import { todayIn } from '@wattle/shared/dates';
import {
  type Applicant,
  type ApplicantInput,
  type ApplicantStatus,
  applicantInput,
  applicantMoveMessage,
  canMoveApplicant,
  NEW_APPLICANT_STATUSES,
} from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import { requirePermission } from '../access/permissions.ts';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { deleteFile } from '../storage/uploads.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { checkVersion, parseInput } from '../validation.ts';
import {
  type ApplicantItem,
  applicantEmailEntity,
  applicantEntity,
  DUPLICATE_APPLICATION_MESSAGE,
} from './applicant-entity.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { resumeUploadEntity } from './resume-upload-entity.ts';
import { resumeDownload, type VerifiedResume, verifyResumeUpload } from './resumes.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/**
 * Applicant writes: the applicant, its locator, the resume upload it consumes, its e-mail guard and
 * its job's applicant count. Joined on the first write.
 */
export const applicantWrites = lazy(
  () =>
    new Service(
      {
        applicant: applicantEntity(),
        locator: recruitmentLocator(),
        resumeUpload: resumeUploadEntity(),
        applicantEmail: applicantEmailEntity(),
        jobOpening: jobOpeningEntity(),
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

export function toApplicant(item: ApplicantItem, jobTitle: string | null): Applicant {
  return {
    id: item.applicant_id,
    ...fieldsOf(item, 'organization_id', 'first_name', 'last_name', 'email'),
    phone: item.phone ?? null,
    job_opening_id: item.job_opening_id,
    job_opening: jobTitle === null ? null : { id: item.job_opening_id, title: jobTitle },
    cover_letter: item.cover_letter ?? null,
    ...fieldsOf(item, 'source', 'status', 'applied_date'),
    resume: item.resume
      ? {
          file_name: item.resume.file_name,
          content_type: item.resume.content_type,
          size: item.resume.size,
          uploaded_at: item.resume.uploaded_at,
        }
      : null,
    resume_url: item.resume ? `/api/v1/recruitment/applicants/${item.applicant_id}/resume/download` : null,
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
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

/** A job's title, and whether it keeps an applicant count (jobs created before the count did not). */
async function jobRef(
  organizationId: number,
  jobOpeningId: number,
): Promise<{ title: string; counted: boolean } | null> {
  const job = await jobOpeningEntity()
    .get({ organization_id: organizationId, job_opening_id: jobOpeningId })
    .go({ attributes: ['title', 'applicant_count'] });
  return job.data ? { title: job.data.title as string, counted: job.data.applicant_count !== undefined } : null;
}

async function jobTitle(organizationId: number, jobOpeningId: number): Promise<string | null> {
  return (await jobRef(organizationId, jobOpeningId))?.title ?? null;
}

async function assertJobInOrganization(organizationId: number, jobOpeningId: number) {
  const job = await jobRef(organizationId, jobOpeningId);
  if (job === null)
    throw VisibleError.validation({ job_opening_id: ['The job opening does not belong to this organization.'] });
  return job;
}

/**
 * A status move must be one of the shared transitions (422 naming the allowed ones), and hiring is
 * an approval: a role that may edit applicants but not approve cannot hire one.
 */
function assertMove(from: ApplicantStatus, to: ApplicantStatus): void {
  if (!canMoveApplicant(from, to)) throw VisibleError.validation({ status: [applicantMoveMessage(from, to)] });
  if (to === 'hired' && from !== 'hired') requirePermission('recruitment', 'approve');
}

/** The job's applicant count by `by`, when the job keeps one (the job must still exist). */
function countChange(organizationId: number, job: { id: number; counted: boolean }, by: number) {
  if (!job.counted) return [];
  return [
    jobOpeningEntity().patch({ organization_id: organizationId, job_opening_id: job.id }).add({ applicant_count: by }),
  ].map(committed);
}

type ApplicantStep = 'version' | 'email' | 'job' | 'resume';

/**
 * A cancelled create or update of an applicant: the new resume file goes, and the operation that
 * failed its condition (`steps` names them in the transaction's order) says why.
 */
async function refuseApplicantWrite(
  steps: (ApplicantStep | null)[],
  result: { data: { rejected: boolean }[] },
  resume: VerifiedResume | null,
): Promise<never> {
  if (resume) await deleteFile(resume.key);
  const step = steps.find((name, index) => name !== null && result.data[index]?.rejected) ?? null;
  if (step === 'version') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  if (step === 'email') throw VisibleError.validation({ email: [DUPLICATE_APPLICATION_MESSAGE] });
  if (step === 'job') throw VisibleError.validation({ job_opening_id: ['The job opening was deleted meanwhile.'] });
  throw VisibleError.validation({ resume: ['The resume upload was already used. Choose the file again.'] });
}

type ApplicantWrites = Parameters<Parameters<ReturnType<typeof applicantWrites>['transaction']['write']>[0]>[0];

/** Consuming the upload in the applicant's transaction: one upload links to one applicant, once. */
const consumeResume = (resumeUpload: ApplicantWrites['resumeUpload'], resume: VerifiedResume | null) =>
  resume
    ? [
        resumeUpload
          .delete({ upload_id: resume.uploadId })
          .where(({ upload_id }, { exists }) => exists(upload_id))
          .commit(),
      ]
    : [];

export async function resolveApplicant(applicantId: number): Promise<ApplicantItem> {
  return resolveItem('Applicant', (organizationId) =>
    applicantEntity().get({ organization_id: organizationId, applicant_id: applicantId }).go({ consistent: true }),
  );
}

/** Used by the upload presigner: the applicant must exist in that organization. */
export async function assertApplicantInOrganization(organizationId: number, applicantId: number): Promise<void> {
  const item = await resolveApplicant(applicantId);
  if (item.organization_id !== organizationId) throw VisibleError.notFound('Applicant');
}

export async function getApplicant(applicantId: number): Promise<Applicant> {
  const item = await resolveApplicant(applicantId);
  return toApplicant(item, await jobTitle(item.organization_id, item.job_opening_id));
}

function resumeRecord(resume: VerifiedResume) {
  return {
    ...fieldsOf(resume, 'key', 'file_name', 'content_type', 'size'),
    uploaded_at: new Date().toISOString(),
  };
}

export async function createApplicant(input: ApplicantInput): Promise<Applicant> {
  const data = parseInput(applicantInput, input);
  await requireMembership(data.organization_id);
  if (!NEW_APPLICANT_STATUSES.includes(data.status)) {
    throw VisibleError.validation({ status: [applicantMoveMessage('applied', data.status)] });
  }
  const job = await assertJobInOrganization(data.organization_id, data.job_opening_id);
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
  const counter = countChange(data.organization_id, { id: data.job_opening_id, ...job }, 1);
  const steps = [
    null,
    null,
    null,
    'email' as const,
    ...counter.map(() => 'job' as const),
    ...(resume ? ['resume' as const] : []),
  ];
  const result = await applicantWrites()
    .transaction.write(({ applicant, locator, resumeUpload, applicantEmail }) => [
      applicant.create(record).commit(),
      locator.create({ kind: 'applicant', id: applicantId, organization_id: data.organization_id }).commit(),
      auditPut(applicantAudit('create', null, record, { [record.job_opening_id]: job.title })),
      // One application per e-mail per job, decided by the store in the same transaction.
      applicantEmail
        .create({
          organization_id: data.organization_id,
          job_opening_id: data.job_opening_id,
          email: record.email,
          applicant_id: applicantId,
        })
        .commit(),
      ...counter,
      ...consumeResume(resumeUpload, resume),
    ])
    .go();
  if (result.canceled) await refuseApplicantWrite(steps, result, resume);
  return toApplicant(record, job.title);
}

export async function updateApplicant(applicantId: number, input: ApplicantInput): Promise<Applicant> {
  const data = parseInput(applicantInput, input);
  const current = await resolveApplicant(applicantId);
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['An applicant cannot move to another organization.'] });
  }
  checkVersion(data.version, current.version);
  assertMove(current.status, data.status);
  const organizationId = current.organization_id;
  const job = await assertJobInOrganization(organizationId, data.job_opening_id);
  const resume = data.resume_upload_id
    ? await verifyResumeUpload(data.resume_upload_id, organizationId, applicantId)
    : null;
  const cleared = [...(data.phone ? [] : ['phone' as const]), ...(data.cover_letter ? [] : ['cover_letter' as const])];
  const key = { organization_id: organizationId, applicant_id: applicantId };
  const email = data.email.toLowerCase();
  const changes = {
    first_name: data.first_name,
    last_name: data.last_name,
    email,
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
  const jobMoved = current.job_opening_id !== data.job_opening_id;
  const previousJob = jobMoved ? await jobRef(organizationId, current.job_opening_id) : job;
  const titles = { [data.job_opening_id]: job.title, [current.job_opening_id]: previousJob?.title ?? null };
  // The guard follows the e-mail and the job; applicants saved before it existed get one now.
  const guardMoves = jobMoved || email !== current.email;
  const counters = jobMoved
    ? [
        ...countChange(organizationId, { id: current.job_opening_id, counted: previousJob?.counted ?? false }, -1),
        ...countChange(organizationId, { id: data.job_opening_id, ...job }, 1),
      ]
    : [];
  const steps = [
    'version' as const,
    null,
    ...(guardMoves ? [null, 'email' as const] : []),
    ...counters.map(() => 'job' as const),
    ...(resume ? ['resume' as const] : []),
  ];
  const result = await applicantWrites()
    .transaction.write(({ applicant, resumeUpload, applicantEmail }) => [
      applicant
        .patch(key)
        .set(changes)
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      auditPut(applicantAudit('update', current, after, titles)),
      ...(guardMoves
        ? [
            applicantEmail
              .delete({ organization_id: organizationId, job_opening_id: current.job_opening_id, email: current.email })
              .commit(),
            applicantEmail
              .create({
                organization_id: organizationId,
                job_opening_id: data.job_opening_id,
                email,
                applicant_id: applicantId,
              })
              .commit(),
          ]
        : []),
      ...counters,
      ...consumeResume(resumeUpload, resume),
    ])
    .go();
  if (result.canceled) await refuseApplicantWrite(steps, result, resume);
  // The replaced resume is removed only once the new one is linked.
  if (resume && current.resume) await deleteFile(current.resume.key);
  const updated = (await applicantEntity().get(key).go({ consistent: true })).data;
  if (!updated) throw VisibleError.notFound('Applicant');
  return toApplicant(updated, job.title);
}

/**
 * A move along the shared transitions (APPLICANT_TRANSITIONS), saved at once. A client that sends
 * the version it shows gets 409 if someone changed the applicant meanwhile, like every other update.
 */
export async function changeApplicantStatus(
  applicantId: number,
  status: ApplicantStatus,
  expectedVersion?: number,
): Promise<Applicant> {
  const current = await resolveApplicant(applicantId);
  checkVersion(expectedVersion, current.version);
  assertMove(current.status, status);
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
