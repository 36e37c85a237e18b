import { formatLongDate } from '@wattle/shared/calendar';
import {
  type Goal,
  type GoalGroupProgress,
  type GoalTracking,
  goalTrackingQuery,
  NO_GOAL_OWNER,
  TRACKING_GOALS,
} from '@wattle/shared/goals';
import { EXPORT_COLUMNS } from '@wattle/shared/search';
import { type CsvExport, toCsv } from '../csv.ts';
import { fieldsOf } from '../item-fields.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { parseInput } from '../validation.ts';
import { canRead, type GoalViewer, goalViewer } from './goal-access.ts';
import { percent } from './goal-progress.ts';
import { toGoal } from './goal-store.ts';
import type { GoalItem } from './performance-entities.ts';
import { queryAll } from './performance-query.ts';

/**
 * Tracking (issue 29 §1): the goals the caller may read (ONE Query of the organization's `goal#`
 * range, read page by page), progress by department and by team (a manager's reports' goals and
 * the team's own), off-track and at-risk goals first; the same rows as a CSV.
 */

const CONFIDENCE_ORDER = { off_track: 0, at_risk: 1, on_track: 2 } as const;

async function visibleGoals(organizationId: number): Promise<{ viewer: GoalViewer; goals: GoalItem[] }> {
  const [viewer, items] = await Promise.all([
    goalViewer(organizationId),
    queryAll<GoalItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': 'goal#' },
    }),
  ]);
  return { viewer, goals: items.filter((item) => item.status !== 'cancelled' && canRead(viewer, item)) };
}

function group(id: number, name: string, goals: readonly GoalItem[]): GoalGroupProgress {
  const count = (confidence: string) => goals.filter((goal) => goal.confidence === confidence).length;
  const total = goals.reduce((sum, goal) => sum + goal.progress, 0);
  return {
    id,
    name,
    goals: goals.length,
    progress: goals.length ? percent(Math.round(total / goals.length)) : 0,
    on_track: count('on_track'),
    at_risk: count('at_risk'),
    off_track: count('off_track'),
  };
}

const byKey = <K>(goals: readonly GoalItem[], key: (goal: GoalItem) => K | null) => {
  const groups = new Map<K, GoalItem[]>();
  for (const goal of goals) {
    const at = key(goal);
    if (at === null) continue;
    groups.set(at, [...(groups.get(at) ?? []), goal]);
  }
  return groups;
};

/** Off track, then at risk, then on track, then not checked in; lowest progress first within each. */
const riskFirst = (a: GoalItem, b: GoalItem) =>
  (a.confidence ? CONFIDENCE_ORDER[a.confidence] : 3) - (b.confidence ? CONFIDENCE_ORDER[b.confidence] : 3) ||
  a.progress - b.progress ||
  a.goal_id - b.goal_id;

/** GET /performance/goals/tracking. */
export async function goalTracking(input: unknown): Promise<GoalTracking> {
  const { organization_id: organizationId } = parseInput(goalTrackingQuery, input);
  const [{ viewer, goals }, structure] = await Promise.all([
    visibleGoals(organizationId),
    loadOrganizationStructure(organizationId),
  ]);
  const active = goals.filter((goal) => goal.status !== 'proposed');
  const names = new Map(viewer.directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const managerOf = new Map(viewer.directory.map((entry) => [entry.employee_id, entry.reporting_manager_id]));
  const departments = [...byKey(active, (goal) => goal.department_id ?? null)].map(([id, list]) =>
    group(id, structure.departments.get(id)?.name ?? 'Unknown department', list),
  );
  const teams = [
    ...byKey(active, (goal) => {
      if (goal.owner_employee_id === NO_GOAL_OWNER) return null;
      if (goal.level === 'team') return goal.owner_employee_id;
      return goal.level === 'person' ? (managerOf.get(goal.owner_employee_id) ?? null) : null;
    }),
  ].map(([id, list]) => group(id, `${names.get(id) ?? 'Unknown'}'s team`, list));
  const byRisk = (a: GoalGroupProgress, b: GoalGroupProgress) =>
    b.off_track + b.at_risk - (a.off_track + a.at_risk) || a.progress - b.progress || a.name.localeCompare(b.name);
  const totals = group(0, '', active);
  return {
    totals: {
      ...fieldsOf(totals, 'goals', 'progress', 'on_track', 'at_risk', 'off_track'),
      no_check_in: active.filter((goal) => !goal.confidence).length,
    },
    departments: departments.sort(byRisk),
    teams: teams.sort(byRisk),
    goals: [...active]
      .sort(riskFirst)
      .slice(0, TRACKING_GOALS)
      .map((goal): Goal => toGoal(goal, viewer)),
  };
}

/** GET /performance/goals/export: every goal the caller may read, at-risk first, as CSV rows. */
export async function exportGoals(input: unknown): Promise<CsvExport> {
  const { organization_id: organizationId } = parseInput(goalTrackingQuery, input);
  const [{ goals }, structure] = await Promise.all([
    visibleGoals(organizationId),
    loadOrganizationStructure(organizationId),
  ]);
  const rows = [...goals]
    .sort(riskFirst)
    .map((goal) => [
      goal.title,
      goal.level,
      goal.owner_name ?? '',
      goal.department_id ? (structure.departments.get(goal.department_id)?.name ?? '') : '',
      goal.status,
      goal.confidence?.replace('_', ' ') ?? '',
      percent(goal.progress),
      goal.due_date ? formatLongDate(goal.due_date) : '',
      goal.last_check_in_at?.slice(0, 10) ?? '',
    ]);
  return toCsv(EXPORT_COLUMNS.goals, rows);
}
