import { NOT_LINKED_ATTENDANCE_MESSAGE } from '@wattle/shared/attendance-constants';
import { type AuState, periodOn, weekdayOf } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../access/permissions.ts';
import { useUserId } from '../actor.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { EmployeeItem } from '../employees/employee-entity.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { workPatternOf } from '../employees/work-pattern.ts';
import { VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';

/** What attendance reads of an employee record: its work pattern. */
export type PatternFacts = Pick<EmployeeItem, 'employment_type' | 'joining_date' | 'work_pattern_periods'>;

/** The pattern on `date`: its start time on a working day (null on a day off), and the state it works in. */
export function patternDay(item: PatternFacts, date: string): { startTime: string | null; state: AuState | null } {
  const period = periodOn(workPatternOf(item), date);
  return {
    startTime: period?.work_days.includes(weekdayOf(date)) ? period.start_time : null,
    state: period?.state ?? null,
  };
}

/** The pattern's start time on `date` when it is a working day; null on a day off (or before the pattern). */
export const startTimeOn = (item: PatternFacts, date: string): string | null => patternDay(item, date).startTime;

/** The caller's own live, linked employee record; 404 (with what to do) when there is none. */
export async function ownEmployee(organizationId: number): Promise<EmployeeItem> {
  requireMembership(organizationId);
  const { employeeId } = organizationAccess();
  const notLinked = () => new VisibleError('not-found', NOT_LINKED_ATTENDANCE_MESSAGE);
  if (!employeeId) throw notLinked();
  const item = await readEmployee(organizationId, employeeId);
  if (!item || item.trashed_at || item.user_id !== useUserId()) throw notLinked();
  return item;
}

const PATTERN_FIELDS = ['employee_id', 'employment_type', 'joining_date', 'work_pattern_periods'];

/** The work patterns of `employeeIds` in one BatchGet (the board's second read). */
export async function readPatterns(
  organizationId: number,
  employeeIds: readonly number[],
): Promise<Map<number, PatternFacts>> {
  if (employeeIds.length === 0) return new Map();
  const table = tableNames().employees;
  const found = await batchGet([
    {
      table,
      keys: employeeIds.map((id) => ({ pk: `org#${organizationId}`, sk: `employee#${String(id).padStart(12, '0')}` })),
      projection: PATTERN_FIELDS,
    },
  ]);
  return new Map((found.get(table) ?? []).map((item) => [item.employee_id as number, item as unknown as PatternFacts]));
}
