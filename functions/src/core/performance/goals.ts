import type { Page } from '@wattle/shared/api';
import {
  createGoalInput,
  deleteGoalQuery,
  type Goal,
  type GoalStatus,
  goalListQuery,
  NO_GOAL_OWNER,
  NO_PARENT_GOAL,
  updateGoalInput,
} from '@wattle/shared/goals';
import type * as z from 'zod';
import { noAccess } from '../access/permissions.ts';
import { auditPut } from '../audit/audit.ts';
import { batchDelete } from '../db/batch.ts';
import { tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { canApprove, canChange, canRead, covers, type GoalViewer, goalViewer } from './goal-access.ts';
import { goalProgress } from './goal-progress.ts';
import { goalLabel, readVisibleGoal, toGoal } from './goal-store.ts';
import { type GoalItem, goalEntity, performanceCounter, performanceLocator } from './performance-entities.ts';
import { pagedQuery, queryAll } from './performance-query.ts';

/** Goals: setting, changing, approving and removing one (versioned, audited in the same transaction), and lists. */

export const GOAL_MESSAGES = {
  parent: 'Choose a parent goal.',
  parentLoop: 'A goal cannot be aligned to itself or to one of its own sub-goals.',
  children: (count: number) => `Align its ${count === 1 ? 'sub-goal' : 'sub-goals'} to another goal first.`,
  department: 'Choose a department.',
  levelScope: 'You can only set goals for people in your reach.',
  notProposed: 'Only a goal awaiting approval can be approved.',
} as const;

/** Parents a goal's alignment walks up at most (the tree's depth). */
const MAX_DEPTH = 10;
export const GOALS_PER_PAGE = 50;

type GoalFields = z.output<typeof createGoalInput> | z.output<typeof updateGoalInput>;

/** The stored fields of the input: owner and department resolved from the directory (404 outside it). */
function storedFields(viewer: GoalViewer, organizationId: number, data: GoalFields, before?: GoalItem) {
  const owner = data.employee_id
    ? viewer.directory.find((entry) => entry.employee_id === data.employee_id && !entry.trashed_at)
    : undefined;
  if (data.employee_id && !owner) throw VisibleError.notFound('Employee');
  const departmentId =
    data.level === 'department' ? (data.department_id ?? undefined) : (owner?.department_id ?? undefined);
  if (data.level === 'department' && !departmentId)
    throw VisibleError.validation({ department_id: [GOAL_MESSAGES.department] });
  let nextKeyResult = Math.max(0, ...(before?.key_results ?? []).map((result) => result.key_result_id)) + 1;
  const key_results = data.key_results.map((result) => {
    const kept = result.id ? before?.key_results.find((old) => old.key_result_id === result.id) : undefined;
    if (result.id && !kept) throw VisibleError.validation({ key_results: ['Unknown key result.'] });
    const boolean = result.kind === 'boolean';
    return {
      key_result_id: kept?.key_result_id ?? nextKeyResult++,
      title: result.title,
      kind: result.kind,
      start: boolean ? 0 : result.start,
      target: boolean ? 1 : result.target,
      current: kept && kept.kind === result.kind ? kept.current : boolean ? 0 : result.start,
      ...(result.unit ? { unit: result.unit } : {}),
      weight: result.weight,
    };
  });
  return {
    organization_id: organizationId,
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    level: data.level,
    kind: data.kind,
    parent_id: data.parent_id ?? NO_PARENT_GOAL,
    owner_employee_id: owner?.employee_id ?? NO_GOAL_OWNER,
    ...(owner ? { owner_name: `${owner.first_name} ${owner.last_name}` } : {}),
    ...(departmentId ? { department_id: departmentId } : {}),
    visibility: data.visibility,
    ...(data.start_date ? { start_date: data.start_date } : {}),
    ...(data.due_date ? { due_date: data.due_date } : {}),
    key_results,
    progress: goalProgress(key_results),
  };
}

/** 404 (as a goal outside reach) unless the caller's grant of `action` covers the goal's owner or department. */
function assertCovers(viewer: GoalViewer, action: 'create' | 'edit', fields: ReturnType<typeof storedFields>) {
  if (fields.level === 'organization' && viewer.scope(action) !== 'organization') throw noAccess();
  if (viewer.scope(action) === 'self' && fields.level !== 'person') throw noAccess();
  if (!covers(viewer, action, fields))
    throw VisibleError.notFound(fields.owner_employee_id ? 'Employee' : 'Department');
}

/** The parent exists, the caller may read it, and it is not the goal itself or below it (one read per level). */
async function checkParent(viewer: GoalViewer, organizationId: number, parentId: number, goalId: number | null) {
  if (parentId === NO_PARENT_GOAL) return;
  let next = parentId;
  for (let depth = 0; next !== NO_PARENT_GOAL; depth += 1) {
    if (next === goalId || depth === MAX_DEPTH)
      throw VisibleError.validation({ parent_id: [GOAL_MESSAGES.parentLoop] });
    const { data } = await goalEntity().get({ organization_id: organizationId, goal_id: next }).go();
    if (!data || (depth === 0 && !canRead(viewer, data)))
      throw VisibleError.validation({ parent_id: [GOAL_MESSAGES.parent] });
    if (goalId === null) return;
    next = data.parent_id;
  }
}

/** 422 unless a department goal's department exists (one Query of the organization's structure). */
async function checkDepartment(organizationId: number, data: GoalFields): Promise<void> {
  if (data.level !== 'department' || !data.department_id) return;
  const { departments } = await loadOrganizationStructure(organizationId);
  if (!departments.has(data.department_id))
    throw VisibleError.validation({ department_id: [GOAL_MESSAGES.department] });
}

/** POST /performance/goals: set by someone whose grant covers the owner (active), or proposed (awaiting approval). */
export async function createGoal(input: unknown): Promise<Goal> {
  const data = parseInput(createGoalInput, input);
  const organizationId = data.organization_id;
  const [viewer] = await Promise.all([goalViewer(organizationId), checkDepartment(organizationId, data)]);
  const fields = storedFields(viewer, organizationId, data);
  assertCovers(viewer, 'create', fields);
  await checkParent(viewer, organizationId, fields.parent_id, null);
  const status: GoalStatus = canApprove(viewer, fields) ? 'active' : 'proposed';
  const goalId = await nextId(performanceCounter(), 'goal');
  const now = new Date().toISOString();
  const item: GoalItem = {
    ...fields,
    goal_id: goalId,
    status,
    created_by_user_id: viewer.userId,
    ...(status === 'active' ? { approved_by_user_id: viewer.userId } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(goalEntity().create(item)),
    committed(performanceLocator().create({ kind: 'goal', id: goalId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'performance',
      action: 'create',
      record: { type: 'goal', id: goalId, label: goalLabel(item) },
      summary: `${status === 'active' ? 'Set' : 'Proposed'} goal ${goalLabel(item)}`,
    }),
  ]);
  if (result.canceled) throw new Error('The goal could not be written.');
  return toGoal(item, viewer);
}

/** GET /performance/goals/{id}: 404 unless the caller may read it. */
export async function getGoal(organizationId: number, goalId: number): Promise<Goal> {
  const viewer = await goalViewer(organizationId);
  return toGoal(await readVisibleGoal(viewer, organizationId, goalId), viewer);
}

/** The status a change asks for, checked: approving a proposal takes the approve grant; closing one, edit. */
function nextStatus(viewer: GoalViewer, before: GoalItem, asked: GoalStatus | undefined): GoalStatus {
  if (!asked || asked === before.status) return before.status;
  if (before.status === 'proposed' && asked === 'active') {
    if (!canApprove(viewer, before)) throw noAccess();
    return 'active';
  }
  if (asked === 'proposed') throw VisibleError.validation({ status: [GOAL_MESSAGES.notProposed] });
  if (viewer.scope('edit') === 'self') throw noAccess();
  return asked;
}

const CHANGE_FIELDS = ['title', 'level', 'owner_name', 'parent_id', 'visibility', 'due_date', 'status'] as const;

/** PUT /performance/goals/{id}: the whole goal again, on condition of the version read (409 otherwise). */
export async function updateGoal(organizationId: number, goalId: number, input: unknown): Promise<Goal> {
  const data = parseInput(updateGoalInput, input);
  const [viewer] = await Promise.all([goalViewer(organizationId), checkDepartment(organizationId, data)]);
  const before = await readVisibleGoal(viewer, organizationId, goalId);
  if (!canChange(viewer, before) && !(data.status === 'active' && before.status === 'proposed')) throw noAccess();
  checkVersion(data.version, before.version);
  const fields = storedFields(viewer, organizationId, data, before);
  const status = nextStatus(viewer, before, data.status);
  if (canChange(viewer, before)) assertCovers(viewer, 'edit', fields);
  else if (JSON.stringify(fields.key_results) !== JSON.stringify(before.key_results) || fields.title !== before.title)
    throw noAccess();
  if (fields.parent_id !== before.parent_id) await checkParent(viewer, organizationId, fields.parent_id, goalId);
  const after: GoalItem = {
    ...fields,
    goal_id: goalId,
    status,
    created_by_user_id: before.created_by_user_id,
    ...(before.confidence ? { confidence: before.confidence } : {}),
    ...(before.last_check_in_at ? { last_check_in_at: before.last_check_in_at } : {}),
    ...(status === 'active' && before.status === 'proposed'
      ? { approved_by_user_id: viewer.userId }
      : before.approved_by_user_id
        ? { approved_by_user_id: before.approved_by_user_id }
        : {}),
    version: before.version + 1,
    created_at: before.created_at,
    updated_at: new Date().toISOString(),
  };
  const changed = CHANGE_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
  const approved = before.status === 'proposed' && status === 'active';
  const result = await transactWrite([
    committed(
      goalEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, before.version)),
    ),
    auditPut({
      organizationId,
      module: 'performance',
      action: 'update',
      record: { type: 'goal', id: goalId, label: goalLabel(before) },
      summary: `${approved ? 'Approved' : 'Changed'} goal ${goalLabel(before)}`,
      changes: changed.map((field) => ({
        field,
        label: field.replace('_', ' '),
        before: before[field] === undefined ? null : String(before[field]),
        after: after[field] === undefined ? null : String(after[field]),
      })),
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error(`Goal ${goalId} could not be written.`);
  }
  return toGoal(after, viewer);
}

/** DELETE /performance/goals/{id}?version=: a goal without sub-goals, its locator and its check-ins. */
export async function deleteGoal(organizationId: number, goalId: number, query: unknown): Promise<void> {
  const { version: sent } = parseInput(deleteGoalQuery, query);
  const viewer = await goalViewer(organizationId);
  const before = await readVisibleGoal(viewer, organizationId, goalId);
  if (!canChange(viewer, before, 'delete')) throw noAccess();
  checkVersion(sent, before.version);
  const children = await goalEntity()
    .query.byParent({ organization_id: organizationId, parent_id: goalId })
    .go({ limit: 2, attributes: ['goal_id'] });
  if (children.data.length > 0)
    throw VisibleError.validation({ parent_id: [GOAL_MESSAGES.children(children.data.length)] });
  const result = await transactWrite([
    committed(
      goalEntity()
        .delete({ organization_id: organizationId, goal_id: goalId })
        .where(({ version }, { eq }) => eq(version, before.version)),
    ),
    committed(performanceLocator().delete({ kind: 'goal', id: goalId })),
    auditPut({
      organizationId,
      module: 'performance',
      action: 'delete',
      record: { type: 'goal', id: goalId, label: goalLabel(before) },
      summary: `Removed goal ${goalLabel(before)}`,
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error(`Goal ${goalId} could not be removed.`);
  }
  const checkIns = await queryAll<{ pk: string; sk: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}`,
      ':prefix': `checkin#${String(goalId).padStart(12, '0')}#`,
    },
    ProjectionExpression: 'pk, sk',
  });
  if (checkIns.length > 0) await batchDelete(tableNames().performance, checkIns);
}

/**
 * GET /performance/goals: one level of the tree (`parent_id`: ONE Query of gsi1 per page), one
 * owner's goals (`employee_id`: gsi2), or the organization's goals (its partition's `goal#` range);
 * each page narrowed to what the caller may read (and to `level`).
 */
export async function listGoals(input: unknown): Promise<Page<Goal>> {
  const query = parseInput(goalListQuery, input);
  const organizationId = query.organization_id;
  const perPage = query.per_page ?? GOALS_PER_PAGE;
  const scope = ['goals', organizationId, query.parent_id, query.employee_id, query.level, perPage];
  const pad = (id: number) => String(id).padStart(12, '0');
  const keys =
    query.parent_id !== undefined
      ? {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          pk: `org#${organizationId}#parent#${pad(query.parent_id)}`,
        }
      : query.employee_id !== undefined
        ? {
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk',
            pk: `org#${organizationId}#owner#${pad(query.employee_id)}`,
          }
        : { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', pk: `org#${organizationId}` };
  const { pk, ...command } = keys;
  const [viewer, page] = await Promise.all([
    goalViewer(organizationId),
    storePage(
      scope,
      query.cursor,
      pagedQuery<GoalItem>(
        {
          ...command,
          ExpressionAttributeValues: { ':pk': pk, ...(command.IndexName ? {} : { ':prefix': 'goal#' }) },
        },
        perPage,
      ),
    ),
  ]);
  return {
    data: page.data
      .filter((item) => canRead(viewer, item) && (!query.level || item.level === query.level))
      .map((item) => toGoal(item, viewer)),
    next_cursor: page.nextCursor,
    per_page: perPage,
  };
}
