import { timesheetExceptions } from '@wattle/shared/pay-conditions/timesheet-pay';
import type { Timesheet, TimesheetDay, TimesheetException, TimesheetSummary } from '@wattle/shared/timesheets';
import { organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import type { TimesheetItem } from './timesheet-entities.ts';
import { entryWorkedMinutes, periodDays } from './timesheet-rules.ts';

/** How a timesheet is answered: every day of its period, its exceptions and whether the caller may decide it. */

/**
 * Whether the caller may approve or reject a timesheet of `employeeId`: their role approves
 * timesheets over a scope that reaches the employee, and it is not their own.
 */
export function mayApprove(employeeId: number, directory: readonly DirectoryEntry[] | null): boolean {
  const { role, permissions, employeeId: own } = organizationAccess();
  if (own === employeeId) return false;
  const scope = role === 'owner' ? 'organization' : permissions.grants.timesheets?.approve;
  if (!scope) return false;
  if (scope === 'organization') return true;
  return directory ? (reachOfScope(scope, own, directory)?.has(employeeId) ?? true) : false;
}

/** Every day of the period with its entries (none on a day not entered). */
export function daysOf(item: Pick<TimesheetItem, 'period_start' | 'period_end' | 'days'>): TimesheetDay[] {
  const byDate = new Map(item.days.map((day) => [day.date, day]));
  return periodDays(item.period_start, item.period_end).map((date) => {
    const day = byDate.get(date);
    const entries = (day?.entries ?? []).map((entry) => ({
      start_time: entry.start_time,
      end_time: entry.end_time,
      break_minutes: entry.break_minutes,
      notes: entry.notes ?? null,
    }));
    return {
      date,
      entries,
      source: day?.source ?? 'manual',
      worked_minutes: entries.reduce((sum, entry) => sum + entryWorkedMinutes(entry), 0),
      clock_shift: day?.clock_shift
        ? {
            shift_id: day.clock_shift.shift_id,
            start_time: day.clock_shift.start_time,
            end_time: day.clock_shift.end_time,
            arrival_minutes: day.clock_shift.arrival_minutes,
            departure_minutes: day.clock_shift.departure_minutes ?? null,
          }
        : null,
    };
  });
}

/**
 * The exceptions seen without pay terms: a clock record left open, a shift over five hours without
 * a break, more than 38 hours in a week (NES s 62). Views and list pages that are priced
 * (timesheet-exceptions.ts, listTimesheets) add the rules of the employee's pay condition set.
 */
export const ownExceptions = (item: TimesheetItem): TimesheetException[] =>
  timesheetExceptions(item.days, null, {
    period_start: item.period_start,
    open_clock_dates: item.open_clock_dates ?? [],
  });

export function toSummary(
  item: TimesheetItem,
  directory: readonly DirectoryEntry[] | null,
  departments: ReadonlyMap<number, string>,
  exceptions: TimesheetException[] = ownExceptions(item),
): TimesheetSummary {
  const entry = directory?.find((candidate) => candidate.employee_id === item.employee_id);
  return {
    timesheet_id: item.timesheet_id,
    organization_id: item.organization_id,
    employee_id: item.employee_id,
    employee_name: entry ? `${entry.first_name} ${entry.last_name}` : item.employee_name,
    department_name: entry ? (departments.get(entry.department_id) ?? null) : null,
    period_start: item.period_start,
    period_end: item.period_end,
    status: item.status,
    worked_minutes: item.worked_minutes,
    exceptions,
    submitted_at: item.submitted_at ?? null,
    decided_by: item.decided_by ?? null,
    decided_at: item.decided_at ?? null,
    comment: item.comment ?? null,
    locked_by_pay_run_id: item.locked_by_pay_run_id ?? null,
    adjusts_timesheet_id: item.adjusts_timesheet_id ?? null,
    adjusts_pay_run_id: item.adjusts_pay_run_id ?? null,
    adjusted_by_timesheet_id: item.adjusted_by_timesheet_id ?? null,
    can_approve: item.status === 'submitted' && mayApprove(item.employee_id, directory),
    version: item.version,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export function toTimesheet(
  item: TimesheetItem,
  directory: readonly DirectoryEntry[] | null,
  departments: ReadonlyMap<number, string>,
  exceptions?: TimesheetException[],
): Timesheet {
  return { ...toSummary(item, directory, departments, exceptions), days: daysOf(item) };
}
