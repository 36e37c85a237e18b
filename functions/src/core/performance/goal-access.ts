import { NO_GOAL_OWNER } from '@wattle/shared/goal-constants';
import { type Action, type Scope, scopeOf } from '@wattle/shared/permissions';
import { organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import { useUserId } from '../actor.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { readDirectory } from '../employees/directory.ts';
import type { GoalItem } from './performance-entities.ts';

/**
 * Who may see and change a goal (issue 29 §1), decided from the caller's performance grants and
 * the directory (one BatchGet of its shards), never from what the client sends:
 * - private: the owner and whoever set it, nobody else (HR included);
 * - otherwise a grant over the whole organization sees it, as do the owner, whoever set it, and a
 *   scope that reaches the owner (a manager over their reports: "the owner and managers");
 * - `department`: also everyone in the goal's department; `everyone`: every member with the module.
 * Changing one takes the action's grant reaching the owner (a goal without an owner: the whole
 * organization, or a department scope over its own department); a `self` scope changes only its own
 * proposal while it waits for approval.
 */

export interface GoalViewer {
  userId: number;
  employeeId: number | null;
  departmentId: number | null;
  directory: readonly DirectoryEntry[];
  scope(action: Action): Scope | undefined;
  /** Whether the action's grant reaches the employee (null: reaches everyone). */
  reaches(action: Action, employeeId: number): boolean;
}

export async function goalViewer(organizationId: number): Promise<GoalViewer> {
  const access = organizationAccess();
  const directory = await readDirectory(organizationId);
  const employeeId = access.employeeId ?? null;
  const own = employeeId ? directory.find((entry) => entry.employee_id === employeeId) : undefined;
  const reachBy = new Map<Action, ReadonlySet<number> | null>();
  const scope = (action: Action) => scopeOf(access.permissions, 'performance', action);
  return {
    userId: useUserId(),
    employeeId,
    departmentId: own?.department_id ?? null,
    directory,
    scope,
    reaches(action, target) {
      const held = scope(action);
      if (!held) return false;
      if (!reachBy.has(action)) reachBy.set(action, reachOfScope(held, employeeId ?? undefined, directory));
      const reach = reachBy.get(action);
      return reach === null || (reach?.has(target) ?? false);
    },
  };
}

type GoalAccessFields = Pick<
  GoalItem,
  'owner_employee_id' | 'created_by_user_id' | 'visibility' | 'department_id' | 'status'
>;

const ownerOf = (goal: Pick<GoalItem, 'owner_employee_id'>) =>
  goal.owner_employee_id === NO_GOAL_OWNER ? null : goal.owner_employee_id;

/** Whether the caller may read the goal. */
export function canRead(viewer: GoalViewer, goal: GoalAccessFields): boolean {
  const owner = ownerOf(goal);
  const mine = (owner !== null && owner === viewer.employeeId) || goal.created_by_user_id === viewer.userId;
  if (goal.visibility === 'private') return mine;
  if (mine || viewer.scope('view') === 'organization') return true;
  if (goal.visibility === 'everyone') return true;
  if (owner !== null && viewer.reaches('view', owner)) return true;
  return goal.visibility === 'department' && viewer.departmentId !== null && goal.department_id === viewer.departmentId;
}

/** Whether the caller's grant of `action` covers a goal of this owner and department. */
export function covers(
  viewer: GoalViewer,
  action: Action,
  goal: Pick<GoalItem, 'owner_employee_id' | 'department_id'>,
): boolean {
  const scope = viewer.scope(action);
  if (!scope) return false;
  if (scope === 'organization') return true;
  const owner = ownerOf(goal);
  if (owner === null)
    return scope === 'department' && viewer.departmentId !== null && goal.department_id === viewer.departmentId;
  return viewer.reaches(action, owner);
}

/** Whether the caller may change (or with `delete`, remove) the goal. */
export function canChange(viewer: GoalViewer, goal: GoalAccessFields, action: 'edit' | 'delete' = 'edit'): boolean {
  if (!canRead(viewer, goal) || !covers(viewer, action, goal)) return false;
  // A self scope changes only its own proposal; approved goals move by check-ins.
  return viewer.scope(action) !== 'self' || goal.status === 'proposed';
}

/** Whether the caller may check in on the goal: its owner, or whoever may change it, while it is active. */
export function canCheckIn(viewer: GoalViewer, goal: GoalAccessFields): boolean {
  if (goal.status !== 'active' || !canRead(viewer, goal)) return false;
  const owner = ownerOf(goal);
  if (owner !== null && owner === viewer.employeeId) return true;
  return covers(viewer, 'edit', goal) && viewer.scope('edit') !== 'self';
}

/**
 * Whether the caller may approve a goal of this owner: the approve grant reaching them, never for
 * one's own goal unless the grant is over the whole organization.
 */
export function canApprove(viewer: GoalViewer, goal: Pick<GoalItem, 'owner_employee_id' | 'department_id'>): boolean {
  const owner = ownerOf(goal);
  if (viewer.scope('approve') === 'organization') return true;
  if (owner !== null && owner === viewer.employeeId) return false;
  return covers(viewer, 'approve', goal);
}
