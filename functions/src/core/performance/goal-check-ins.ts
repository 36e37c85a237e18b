import { type GoalCheckIn, goalCheckInInput } from '@wattle/shared/goals';
import { noAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { canCheckIn, goalViewer } from './goal-access.ts';
import { goalProgress, percent } from './goal-progress.ts';
import { goalLabel, readVisibleGoal, toGoal } from './goal-store.ts';
import {
  type GoalCheckInItem,
  type GoalItem,
  goalCheckInEntity,
  goalEntity,
  performanceCounter,
} from './performance-entities.ts';
import { queryAll } from './performance-query.ts';

/** Check-ins (issue 29 §1): new values of a goal's key results, a confidence and a comment; the goal's history. */

const toCheckIn = (item: GoalCheckInItem): GoalCheckIn => ({
  id: item.check_in_id,
  goal_id: item.goal_id,
  confidence: item.confidence,
  comment: item.comment ?? null,
  values: item.values.map(({ key_result_id, value }) => ({ key_result_id, value })),
  progress: percent(item.progress),
  author_name: item.author_name ?? null,
  created_at: item.created_at,
});

/**
 * POST /performance/goals/{id}/check-ins: the key results move to the values sent (a done / not done
 * result takes 0 or 1), the goal's progress and confidence with them, on condition of the version
 * read (409 otherwise); the check-in is kept as the goal's history, all in one transaction.
 */
export async function checkInGoal(organizationId: number, goalId: number, input: unknown) {
  const data = parseInput(goalCheckInInput, input);
  const viewer = await goalViewer(organizationId);
  const before = await readVisibleGoal(viewer, organizationId, goalId);
  if (!canCheckIn(viewer, before)) {
    if (before.status !== 'active')
      throw VisibleError.validation({ confidence: ['Check-ins start once the goal is approved.'] });
    throw noAccess();
  }
  checkVersion(data.version, before.version);
  const values = new Map<number, number>();
  for (const [index, { key_result_id, value }] of data.values.entries()) {
    const result = before.key_results.find((kept) => kept.key_result_id === key_result_id);
    if (!result) throw VisibleError.validation({ [`values.${index}.key_result_id`]: ['Unknown key result.'] });
    if (result.kind === 'boolean' && value !== 0 && value !== 1)
      throw VisibleError.validation({ [`values.${index}.value`]: ['Enter 1 for done or 0 for not done.'] });
    if (result.kind === 'percentage' && (value < 0 || value > 100))
      throw VisibleError.validation({ [`values.${index}.value`]: ['Enter 0 to 100.'] });
    values.set(key_result_id, value);
  }
  const key_results = before.key_results.map((result) =>
    values.has(result.key_result_id) ? { ...result, current: values.get(result.key_result_id) as number } : result,
  );
  const now = new Date().toISOString();
  const progress = goalProgress(key_results);
  const after: GoalItem = {
    ...before,
    key_results,
    progress,
    confidence: data.confidence,
    last_check_in_at: now,
    version: before.version + 1,
    updated_at: now,
  };
  const user = useUser();
  const checkInId = await nextId(performanceCounter(), 'goal_check_in');
  const checkIn: GoalCheckInItem = {
    organization_id: organizationId,
    goal_id: goalId,
    check_in_id: checkInId,
    confidence: data.confidence,
    ...(data.comment ? { comment: data.comment } : {}),
    values: [...values].map(([key_result_id, value]) => ({ key_result_id, value })),
    progress,
    author_user_id: user.id,
    author_name: user.name,
    created_at: now,
  };
  const result = await transactWrite([
    committed(
      goalEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, before.version)),
    ),
    committed(goalCheckInEntity().create(checkIn)),
    auditPut({
      organizationId,
      module: 'performance',
      action: 'create',
      record: { type: 'goal_check_in', id: `${goalId}-${checkInId}`, label: goalLabel(before) },
      summary: `Checked in on goal ${goalLabel(before)}: ${percent(progress)}%, ${data.confidence.replace('_', ' ')}`,
      changes: [
        {
          field: 'progress',
          label: 'progress',
          before: `${percent(before.progress)}%`,
          after: `${percent(progress)}%`,
        },
      ],
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error(`Goal ${goalId} could not be checked in on.`);
  }
  return { goal: toGoal(after, viewer), check_in: toCheckIn(checkIn) };
}

/** GET /performance/goals/{id}/check-ins: the goal's history, oldest first (ONE Query); 404 unless the caller may read the goal. */
export async function listCheckIns(organizationId: number, goalId: number): Promise<GoalCheckIn[]> {
  const viewer = await goalViewer(organizationId);
  await readVisibleGoal(viewer, organizationId, goalId);
  const items = await queryAll<GoalCheckInItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}`,
      ':prefix': `checkin#${String(goalId).padStart(12, '0')}#`,
    },
  });
  return items.map(toCheckIn);
}
