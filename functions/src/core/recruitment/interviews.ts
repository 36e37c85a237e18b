import { utcToZoned, zonedToUtc } from '@wattle/shared/dates';
import { type Interview, type InterviewConflict, interviewInput, type interviewListQuery } from '@wattle/shared/hiring';
import { canMoveApplicant } from '@wattle/shared/recruitment';
import { Service } from 'electrodb';
import type * as z from 'zod';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite, writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { organizationTimezone, readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { checkVersion, parseInput } from '../validation.ts';
import type { ApplicantItem } from './applicant-entity.ts';
import { applicantEntity } from './applicant-entity.ts';
import { applicantAudit, resolveApplicant } from './applicants.ts';
import { type InterviewItem, interviewEntity } from './interview-entity.ts';
import { notifyInterview } from './interview-mail.ts';
import { interviewersOf, interviewerUserIds, type People, peopleFor } from './interviewers.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { recruitmentCounter, recruitmentLocator } from './service.ts';

/** Interview writes: the interview, its locator and the applicant it updates. Joined on the first write. */
export const interviewWrites = lazy(
  () =>
    new Service(
      { interview: interviewEntity(), locator: recruitmentLocator(), applicant: applicantEntity() },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);

const MAX_DURATION_MS = 8 * 60 * 60 * 1000;

/** The members' names, saved with the interview. */
const namesOf = (ids: number[], people: People) => ids.map((id) => people.members.get(id)?.name ?? `#${id}`);

/** Scheduled, cancelled, or — once its end time has passed — completed: derived when read, no job. */
export function effectiveStatus(item: InterviewItem, now = Date.now()) {
  return item.status === 'scheduled' && Date.parse(item.ends_at) <= now ? ('completed' as const) : item.status;
}

function average(feedback: { score: number }[]): number | null {
  if (feedback.length === 0) return null;
  return Math.round((feedback.reduce((sum, entry) => sum + entry.score, 0) / feedback.length) * 10) / 10;
}

export function toInterview(item: InterviewItem, people: People): Interview {
  const interviewers = interviewersOf(item, people);
  const legacyIds = item.interviewer_ids ?? [];
  const feedback = (item.feedback ?? []).map((entry) => {
    // A legacy entry names an employee id: shown as that interviewer (see interviewers.ts).
    const ref =
      entry.interviewer_user_id !== undefined
        ? { user_id: entry.interviewer_user_id, name: people.members.get(entry.interviewer_user_id)?.name }
        : interviewers[legacyIds.indexOf(entry.interviewer_id ?? -1)];
    return {
      interviewer_user_id: ref?.user_id ?? null,
      interviewer_name: ref?.name ?? 'Former interviewer',
      score: entry.score,
      notes: entry.notes ?? null,
      recorded_at: entry.recorded_at,
      entered_by: entry.entered_for ? (entry.entered_by ?? null) : null,
    };
  });
  return {
    id: item.interview_id,
    ...fieldsOf(item, 'organization_id', 'applicant_id', 'applicant_name', 'job_opening_id', 'job_title', 'starts_at'),
    ...fieldsOf(item, 'ends_at'),
    local_starts_at: utcToZoned(item.starts_at, item.timezone),
    ...fieldsOf(item, 'timezone', 'duration_minutes', 'interview_type'),
    interviewers,
    location: item.location ?? null,
    notes: item.notes ?? null,
    status: effectiveStatus(item),
    feedback,
    average_score: average(feedback),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

/** Scheduled interviews in [from, to) (UTC ISO), by start time: one Query. */
async function interviewsBetween(organizationId: number, from: string, to: string): Promise<InterviewItem[]> {
  const result = await interviewEntity()
    .query.byStart({ organization_id: organizationId })
    .between({ starts_at: from, interview_id: 0 }, { starts_at: to, interview_id: 0 })
    .go({ pages: 'all' });
  return result.data;
}

/** Other scheduled interviews that share an interviewer and overlap [start, end). */
async function findConflicts(
  organizationId: number,
  interviewId: number | null,
  start: Date,
  end: Date,
  interviewerIds: number[],
  people: People,
): Promise<InterviewConflict[]> {
  const nearby = await interviewsBetween(
    organizationId,
    new Date(start.getTime() - MAX_DURATION_MS).toISOString(),
    end.toISOString(),
  );
  const wanted = new Set(interviewerIds);
  return nearby
    .filter((other) => other.status === 'scheduled' && other.interview_id !== interviewId)
    .filter((other) => Date.parse(other.starts_at) < end.getTime() && Date.parse(other.ends_at) > start.getTime())
    .flatMap((other) =>
      interviewerUserIds(other, people)
        .filter((id) => wanted.has(id))
        .map((id) => ({
          interview_id: other.interview_id,
          interviewer_id: id,
          interviewer_name: people.members.get(id)?.name ?? `#${id}`,
          starts_at: other.starts_at,
          ends_at: other.ends_at,
        })),
    );
}

interface Prepared {
  data: z.output<typeof interviewInput>;
  applicant: ApplicantItem;
  jobTitle: string;
  timezone: string;
  start: Date;
  end: Date;
  people: People;
}

/** What a schedule or a reschedule sets: the time, its kind, the interviewers by id and name, place and notes. */
function scheduled({ data, start, end, timezone, people }: Prepared) {
  return {
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    timezone,
    duration_minutes: data.duration_minutes,
    interview_type: data.interview_type,
    interviewer_user_ids: data.interviewer_ids,
    interviewer_names: namesOf(data.interviewer_ids, people),
    ...(data.location ? { location: data.location } : {}),
    ...(data.notes ? { notes: data.notes } : {}),
  };
}

async function prepare(input: unknown, interviewId: number | null): Promise<Prepared> {
  const data = parseInput(interviewInput, input);
  await requireMembership(data.organization_id);
  const applicant = await resolveApplicant(data.applicant_id).catch(() => {
    throw VisibleError.validation({ applicant_id: ['The applicant does not belong to this organization.'] });
  });
  if (applicant.organization_id !== data.organization_id) {
    throw VisibleError.validation({ applicant_id: ['The applicant does not belong to this organization.'] });
  }
  if (!canMoveApplicant(applicant.status, 'interview') && applicant.status !== 'offer') {
    throw VisibleError.conflict(`This applicant is ${applicant.status}; an interview can no longer be scheduled.`);
  }
  const [timezone, people, job] = await Promise.all([
    organizationTimezone(data.organization_id),
    peopleFor(data.organization_id, [], true),
    jobOpeningEntity()
      .get({ organization_id: data.organization_id, job_opening_id: applicant.job_opening_id })
      .go({
        attributes: ['title'],
      }),
  ]);
  const unknown = data.interviewer_ids.filter((id) => !people.members.has(id));
  if (unknown.length > 0) {
    throw VisibleError.validation({ interviewer_ids: ['Interviewers must be members of this workspace.'] });
  }
  const start = zonedToUtc(data.starts_at, timezone);
  const end = new Date(start.getTime() + data.duration_minutes * 60_000);
  const conflicts = await findConflicts(data.organization_id, interviewId, start, end, data.interviewer_ids, people);
  if (conflicts.length > 0 && !data.allow_overlap) {
    const names = [...new Set(conflicts.map((conflict) => conflict.interviewer_name))].join(', ');
    throw new VisibleError('conflict', `Already booked at this time: ${names}. Schedule anyway?`, { conflicts });
  }
  return { data, applicant, jobTitle: job.data?.title ?? 'Unknown job', timezone, start, end, people };
}

const INTERVIEW_LABELS = {
  starts_at: 'Starts',
  duration_minutes: 'Duration (minutes)',
  interview_type: 'Type',
  interviewer_user_ids: 'Interviewers',
  interviewer_ids: 'Interviewers',
  location: 'Location',
  notes: 'Notes',
  status: 'Status',
};

const interviewRecordAudit = recordAudit<InterviewItem>({
  module: 'recruitment',
  type: 'interview',
  id: (record) => record.interview_id,
  label: (record) => `${record.applicant_name}, ${record.job_title}`,
  labels: INTERVIEW_LABELS,
});

/** An interview change, its interviewers by name. */
export function interviewAudit(
  action: 'create' | 'update',
  before: InterviewItem | null,
  after: InterviewItem,
  people: People,
) {
  return interviewRecordAudit(action, before, after, (field, value) => {
    if (field === 'interviewer_user_ids' && Array.isArray(value)) {
      return value.map((id: number) => people.members.get(id)?.name ?? `#${id}`).join(', ');
    }
    if (field === 'interviewer_ids' && Array.isArray(value)) {
      return interviewersOf({ ...after, interviewer_user_ids: undefined, interviewer_ids: value }, people)
        .map((ref) => ref.name)
        .join(', ');
    }
    return null;
  });
}

/** Schedules an interview; an applicant still 'applied' moves to 'interview' in the same transaction. */
export async function scheduleInterview(input: unknown): Promise<Interview> {
  const prepared = await prepare(input, null);
  const { data, applicant } = prepared;
  const interviewId = await nextId(recruitmentCounter(), 'interview');
  const now = new Date().toISOString();
  const record: InterviewItem = {
    organization_id: data.organization_id,
    interview_id: interviewId,
    applicant_id: applicant.applicant_id,
    applicant_name: `${applicant.first_name} ${applicant.last_name}`,
    job_opening_id: applicant.job_opening_id,
    job_title: prepared.jobTitle,
    ...scheduled(prepared),
    status: 'scheduled',
    feedback: [],
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await writeTransaction(
    interviewWrites().transaction.write(({ interview, locator, applicant: applicants }) => [
      interview.create(record).commit(),
      locator.create({ kind: 'interview', id: interviewId, organization_id: data.organization_id }).commit(),
      auditPut(interviewAudit('create', null, record, prepared.people)),
      ...(applicant.status === 'applied'
        ? [
            auditPut({
              ...applicantAudit('update', applicant, { ...applicant, status: 'interview' }, {}),
              summary: `Moved applicant ${record.applicant_name} to interview (interview scheduled)`,
            }),
          ]
        : []),
      ...(applicant.status === 'applied'
        ? [
            applicants
              .patch({ organization_id: applicant.organization_id, applicant_id: applicant.applicant_id })
              .set({ status: 'interview', version: applicant.version + 1, updated_at: now })
              .where(({ version }, { eq }) => eq(version, applicant.version))
              .commit(),
          ]
        : []),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict('The applicant was changed meanwhile. Try again.');
  await notifyInterview(record, prepared.people, applicant.email, 'scheduled');
  return toInterview(record, prepared.people);
}

export async function resolveInterview(interviewId: number): Promise<InterviewItem> {
  return resolveItem('Interview', (organizationId) =>
    interviewEntity().get({ organization_id: organizationId, interview_id: interviewId }).go({ consistent: true }),
  );
}

export async function getInterview(interviewId: number): Promise<Interview> {
  const item = await resolveInterview(interviewId);
  return toInterview(item, await peopleFor(item.organization_id, [item]));
}

export async function updateInterview(interviewId: number, input: unknown): Promise<Interview> {
  const current = await resolveInterview(interviewId);
  const prepared = await prepare(input, interviewId);
  const { data } = prepared;
  if (data.organization_id !== current.organization_id || data.applicant_id !== current.applicant_id) {
    throw VisibleError.validation({ applicant_id: ['An interview cannot move to another applicant.'] });
  }
  if (effectiveStatus(current) !== 'scheduled') {
    throw VisibleError.conflict('Only a scheduled interview that has not ended can be changed.');
  }
  checkVersion(data.version, current.version);
  // A legacy interview's employee interviewers are replaced by the members chosen now.
  const cleared = [
    ...(data.location ? [] : ['location' as const]),
    ...(data.notes ? [] : ['notes' as const]),
    ...(current.interviewer_ids ? ['interviewer_ids' as const] : []),
  ];
  const changes = {
    ...scheduled(prepared),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const after = { ...current, ...changes, ...Object.fromEntries(cleared.map((field) => [field, undefined])) };
  const result = await transactWrite([
    committed(
      interviewEntity()
        .patch({ organization_id: current.organization_id, interview_id: interviewId })
        .set(changes)
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut(interviewAudit('update', current, after, prepared.people)),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  // Interviewers taken off the interview get its cancellation; everyone on it, the new invite.
  const people = await peopleFor(current.organization_id, [current], true);
  const kept = new Set(data.interviewer_ids);
  const removed = interviewerUserIds(current, people).filter((id) => !kept.has(id));
  await notifyInterview(after, people, prepared.applicant.email, 'changed', removed);
  return toInterview(after, prepared.people);
}

export async function cancelInterview(interviewId: number): Promise<Interview> {
  const current = await resolveInterview(interviewId);
  const people = await peopleFor(current.organization_id, [current], true);
  if (current.status === 'cancelled') return toInterview(current, people);
  if (effectiveStatus(current) !== 'scheduled')
    throw VisibleError.conflict('A completed interview cannot be cancelled.');
  const changes = { status: 'cancelled' as const, version: current.version + 1, updated_at: new Date().toISOString() };
  const after = { ...current, ...changes };
  const result = await transactWrite([
    committed(
      interviewEntity()
        .patch({ organization_id: current.organization_id, interview_id: interviewId })
        .set(changes)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut({
      ...interviewAudit('update', current, after, people),
      summary: `Cancelled the interview of ${current.applicant_name}`,
    }),
  ]);
  // Changed (or cancelled) by someone else between the read and the write.
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const applicant = await resolveApplicant(current.applicant_id).catch(() => null);
  await notifyInterview(after, people, applicant?.email ?? null, 'cancelled');
  return toInterview(after, people);
}

/** Interviews by date range (organization timezone, inclusive) or by applicant. */
export async function listInterviews(query: z.output<typeof interviewListQuery>): Promise<Interview[]> {
  return readAsMember(query.organization_id, async () => {
    const timezone = organizationTimezone(query.organization_id);
    let items: InterviewItem[];
    if (query.applicant_id) {
      items = (
        await interviewEntity()
          .query.byApplicant({ organization_id: query.organization_id, applicant_id: query.applicant_id })
          .go({ pages: 'all' })
      ).data;
    } else {
      const from = query.from ? zonedToUtc(`${query.from}T00:00`, timezone).toISOString() : '0000';
      const to = query.to
        ? zonedToUtc(`${query.to}T23:59`, timezone).toISOString().replace(':00.000Z', ':59.999Z')
        : '9999';
      items = await interviewsBetween(query.organization_id, from, to);
    }
    const people = await peopleFor(query.organization_id, items);
    return items.sort((a, b) => a.starts_at.localeCompare(b.starts_at)).map((item) => toInterview(item, people));
  });
}
