import { type Goal, NO_GOAL_OWNER, NO_PARENT_GOAL } from '@wattle/shared/goal-constants';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { canChange, canCheckIn, canRead, type GoalViewer } from './goal-access.ts';
import { percent, toKeyResult } from './goal-progress.ts';
import { type GoalItem, goalEntity } from './performance-entities.ts';

/** Reading goals and the view the API answers. */

export const GOAL = 'Goal';

/** The goal, strongly consistent; 404 when it does not exist. */
export async function readGoal(organizationId: number, goalId: number): Promise<GoalItem> {
  const { data } = await goalEntity()
    .get({ organization_id: organizationId, goal_id: goalId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(GOAL);
  return data;
}

/** The goal if the caller may read it; 404 otherwise, like a goal that does not exist. */
export async function readVisibleGoal(viewer: GoalViewer, organizationId: number, goalId: number): Promise<GoalItem> {
  const goal = await readGoal(organizationId, goalId);
  if (!canRead(viewer, goal)) throw VisibleError.notFound(GOAL);
  return goal;
}

export const goalLabel = (item: Pick<GoalItem, 'title' | 'owner_name'>) =>
  item.owner_name ? `${item.title} (${item.owner_name})` : item.title;

export function toGoal(item: GoalItem, viewer: GoalViewer): Goal {
  return {
    id: item.goal_id,
    organization_id: item.organization_id,
    title: item.title,
    description: item.description ?? null,
    level: item.level,
    kind: item.kind,
    parent_id: item.parent_id === NO_PARENT_GOAL ? null : item.parent_id,
    owner_employee_id: item.owner_employee_id === NO_GOAL_OWNER ? null : item.owner_employee_id,
    owner_name: item.owner_name ?? null,
    department_id: item.department_id ?? null,
    visibility: item.visibility,
    status: item.status,
    start_date: item.start_date ?? null,
    due_date: item.due_date ?? null,
    key_results: item.key_results.map(toKeyResult),
    progress: percent(item.progress),
    confidence: item.confidence ?? null,
    last_check_in_at: item.last_check_in_at ?? null,
    can_edit: canChange(viewer, item),
    can_check_in: canCheckIn(viewer, item),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}
