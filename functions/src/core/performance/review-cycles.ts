import type { AuditChange } from '@wattle/shared/audit';
import { acknowledgeInput, createCycleInput, cycleDeadlinesInput, REVIEW_STAGE_LABELS } from '@wattle/shared/reviews';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { requestOrganization } from '../tenancy/index.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { performanceCounter, performanceLocator } from './performance-entities.ts';
import { ownEmployee, reachFor, requireOrganizationWide } from './review-access.ts';
import {
  type ReviewCycleItem,
  type ReviewSubjectItem,
  reviewCycleEntity,
  reviewSubjectEntity,
} from './review-entities.ts';
import { writeLaunchTasks } from './review-launch.ts';
import { writeReminders } from './review-reminders.ts';
import { cycleAudit, subjectPut } from './review-writes.ts';

const WHAT = 'Review cycle';
export const CYCLES_PER_PAGE = 50;
export const SUBJECTS_PER_PAGE = 100;

/** The organization the cycle's locator named (404 for another organization's) and the cycle. */
export async function locatedCycle(cycleId: number): Promise<ReviewCycleItem> {
  const { organizationId } = requestOrganization(WHAT, { kind: 'review_cycle', id: cycleId });
  const { data } = await reviewCycleEntity()
    .get({ organization_id: organizationId, cycle_id: cycleId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(WHAT);
  return data;
}

const toCycle = (item: ReviewCycleItem) => ({
  id: item.cycle_id,
  ...fieldsOf(item, 'organization_id', 'name', 'status', 'questions', 'stages', 'max_peers', 'peer_threshold'),
  reviewee_count: item.reviewee_ids.length,
  /** How many reviewees the queue has launched so far (equal to reviewee_count once the launch is done). */
  reviewees_launched: item.reviewees_launched ?? 0,
  launched_at: item.launched_at ?? null,
  shared_at: item.shared_at ?? null,
  version: item.version,
  created_at: item.created_at,
});
export type ReviewCycle = ReturnType<typeof toCycle>;

/** POST /performance/cycles (HR): a draft cycle from a template of questions, stages and reviewees. */
export async function createCycle(input: unknown): Promise<ReviewCycle> {
  requireOrganizationWide('create');
  const data = parseInput(createCycleInput, input);
  const directory = await readDirectory(data.organization_id);
  const known = new Set(directory.filter((entry) => !entry.trashed_at).map((entry) => entry.employee_id));
  const missing = data.employee_ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw VisibleError.validation({ employee_ids: ['Choose employees of this organization.'] });
  const cycleId = await nextId(performanceCounter(), 'review_cycle');
  const now = new Date().toISOString();
  const item: ReviewCycleItem = {
    organization_id: data.organization_id,
    cycle_id: cycleId,
    name: data.name,
    status: 'draft',
    questions: data.questions.map((question, index) => ({
      question_id: index + 1,
      kind: question.kind,
      text: question.text,
      ...(question.competency ? { competency: question.competency } : {}),
      ...(question.scale
        ? {
            scale: question.scale.map((point) => ({
              value: point.value,
              label: point.label,
              ...(point.description ? { description: point.description } : {}),
            })),
          }
        : {}),
    })),
    ...fieldsOf(data, 'stages', 'max_peers', 'peer_threshold'),
    reviewee_ids: [...new Set(data.employee_ids)],
    created_by_user_id: organizationAccess().id,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await transactWrite([
    committed(reviewCycleEntity().create(item)),
    committed(
      performanceLocator().create({ kind: 'review_cycle', id: cycleId, organization_id: data.organization_id }),
    ),
    auditPut({
      organizationId: data.organization_id,
      module: 'performance',
      action: 'create',
      record: { type: 'review_cycle', id: cycleId, label: data.name },
      summary: `Created the review cycle ${data.name} (${item.reviewee_ids.length} reviewees)`,
    }),
  ]);
  return toCycle(item);
}

/** GET /performance/cycles: one Query per page, newest first. */
export async function listCycles(query: Record<string, string | undefined>) {
  const organizationId = Number(query.organization_id);
  const page = await storePage(['review cycles', organizationId], query.cursor, {
    perPage: CYCLES_PER_PAGE,
    read: (cursor, limit) =>
      reviewCycleEntity()
        .query.byOrganization({ organization_id: organizationId })
        .go({ cursor, limit, order: 'desc' }),
    cursorOf: entityCursor(reviewCycleEntity(), 'byOrganization'),
  });
  return { data: page.data.map(toCycle), next_cursor: page.nextCursor, per_page: CYCLES_PER_PAGE };
}

export async function getCycle(cycleId: number) {
  return toCycle(await locatedCycle(cycleId));
}

/** Writes the cycle's new state on condition of the version read, with its audit event (409 when stale). */
async function saveCycle(cycle: ReviewCycleItem, after: ReviewCycleItem, summary: string, changes: AuditChange[]) {
  const result = await transactWrite([
    committed(
      reviewCycleEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, cycle.version)),
    ),
    cycleAudit(cycle, summary, changes),
  ]);
  if (result.canceled) throw VisibleError.conflict('The cycle was changed by someone else. Reload it and try again.');
}

/** Moves a cycle from `from` to `to` on condition of its version, with an audit event. */
async function moveCycle(cycle: ReviewCycleItem, from: ReviewCycleItem['status'], to: ReviewCycleItem['status']) {
  if (cycle.status !== from) throw VisibleError.conflict(`The cycle is ${cycle.status}, not ${from}.`);
  const now = new Date().toISOString();
  const after: ReviewCycleItem = {
    ...cycle,
    status: to,
    ...(to === 'active' ? { launched_at: now } : {}),
    ...(to === 'shared' ? { shared_at: now } : {}),
    version: cycle.version + 1,
    updated_at: now,
  };
  await saveCycle(
    cycle,
    after,
    to === 'active' ? `Launched the review cycle ${cycle.name}` : `Shared the review cycle ${cycle.name}`,
    [{ field: 'status', label: 'Status', before: from, after: to }],
  );
  return after;
}

/** POST /performance/cycles/{id}/launch (HR): the forms are written by the worker, through the queue (202). */
export async function launchCycle(cycleId: number) {
  requireOrganizationWide('approve');
  const cycle = await locatedCycle(cycleId);
  const launched = await moveCycle(cycle, 'draft', 'active');
  const tasks = await writeLaunchTasks(launched, launched.launched_at as string);
  await writeReminders(launched, organizationProfile(launched.organization_id));
  return { ...toCycle(launched), tasks };
}

/** POST /performance/cycles/{id}/share (HR): every reviewee may read their shared review. */
export async function shareCycle(cycleId: number) {
  requireOrganizationWide('approve');
  return toCycle(await moveCycle(await locatedCycle(cycleId), 'active', 'shared'));
}

/**
 * PUT /performance/cycles/{id}/deadlines (HR): new deadlines for stages the cycle runs, on condition
 * of its version, audited; a launched cycle's reminders move with them (review-reminders.ts).
 */
export async function moveDeadlines(cycleId: number, input: unknown) {
  requireOrganizationWide('edit');
  const data = parseInput(cycleDeadlinesInput, input);
  const cycle = await locatedCycle(cycleId);
  if (data.version !== cycle.version)
    throw VisibleError.conflict('The cycle was changed by someone else. Reload it and try again.');
  const moved = new Map(data.stages.map((item) => [item.stage, item.due_date]));
  const runs = new Set(cycle.stages.map((item) => item.stage));
  if ([...moved.keys()].some((stage) => !runs.has(stage)))
    throw VisibleError.validation({ stages: ['Change the deadlines of stages the cycle runs.'] });
  const stages = cycle.stages.map((item) => ({ stage: item.stage, due_date: moved.get(item.stage) ?? item.due_date }));
  const changes = cycle.stages
    .filter((item, index) => stages[index]?.due_date !== item.due_date)
    .map((item) => ({
      field: `deadline.${item.stage}`,
      label: `${REVIEW_STAGE_LABELS[item.stage]} deadline`,
      before: item.due_date,
      after: moved.get(item.stage) ?? item.due_date,
    }));
  if (changes.length === 0) return toCycle(cycle);
  const now = new Date().toISOString();
  const after: ReviewCycleItem = { ...cycle, stages, version: cycle.version + 1, updated_at: now };
  await saveCycle(cycle, after, `Moved deadlines of the review cycle ${cycle.name}`, changes);
  if (after.status !== 'draft') await writeReminders(after, organizationProfile(after.organization_id));
  return toCycle(after);
}

const toSubject = (item: ReviewSubjectItem) => ({
  employee_id: item.employee_id,
  employee_name: item.employee_name,
  manager_employee_id: item.manager_employee_id || null,
  department_id: item.department_id ?? null,
  ...fieldsOf(item, 'peers', 'forms_total', 'forms_submitted'),
  acknowledged_at: item.acknowledged_at ?? null,
  version: item.version,
});

/**
 * GET /performance/cycles/{id}/progress: the reviewees, ONE Query per page; completion per team
 * (the reviewee's manager) for the page. A manager sees the reviewees in their reach.
 */
export async function cycleProgress(cycleId: number, query: Record<string, string | undefined>) {
  const cycle = await locatedCycle(cycleId);
  const organizationId = cycle.organization_id;
  const reach = reachFor('view', await readDirectory(organizationId));
  const page = await storePage(['review progress', organizationId, cycleId], query.cursor, {
    perPage: SUBJECTS_PER_PAGE,
    read: (cursor, limit) =>
      reviewSubjectEntity().query.byCycle({ organization_id: organizationId, cycle_id: cycleId }).go({ cursor, limit }),
    cursorOf: entityCursor(reviewSubjectEntity(), 'byCycle'),
  });
  const visible = page.data.filter((item) => !reach || reach.has(item.employee_id));
  const teams = new Map<number, { manager_employee_id: number | null; forms_total: number; forms_submitted: number }>();
  for (const item of visible) {
    const team = teams.get(item.manager_employee_id) ?? {
      manager_employee_id: item.manager_employee_id || null,
      forms_total: 0,
      forms_submitted: 0,
    };
    team.forms_total += item.forms_total;
    team.forms_submitted += item.forms_submitted;
    teams.set(item.manager_employee_id, team);
  }
  return {
    cycle: toCycle(cycle),
    data: visible.map(toSubject),
    teams: [...teams.values()],
    next_cursor: page.nextCursor,
    per_page: SUBJECTS_PER_PAGE,
  };
}

/** The caller's (or, for HR and managers, a reached employee's) record in the cycle. */
export async function subjectOf(cycle: ReviewCycleItem, employeeId: number): Promise<ReviewSubjectItem> {
  const { data } = await reviewSubjectEntity()
    .get({ organization_id: cycle.organization_id, cycle_id: cycle.cycle_id, employee_id: employeeId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound('Reviewee');
  return data;
}

/** POST /performance/cycles/{id}/acknowledge: the reviewee signs off their shared review. */
export async function acknowledgeReview(cycleId: number, input: unknown) {
  const data = parseInput(acknowledgeInput, input);
  const cycle = await locatedCycle(cycleId);
  const subject = await subjectOf(cycle, ownEmployee('Reviewee'));
  if (cycle.status !== 'shared') throw VisibleError.conflict('The review is not shared yet.');
  if (subject.acknowledged_at) return toSubject(subject);
  const now = new Date().toISOString();
  const after: ReviewSubjectItem = {
    ...subject,
    acknowledged_at: now,
    ...(data.comment ? { acknowledgement_comment: data.comment } : {}),
    version: subject.version + 1,
    updated_at: now,
  };
  await transactWrite([
    subjectPut(subject, after),
    cycleAudit(cycle, `${subject.employee_name} acknowledged their review`),
  ]);
  return toSubject(after);
}
