/**
 * Overtime taken as time off in lieu (issue 27 §2 Overtime): an approver decides, per timesheet and
 * week, that the week's overtime is taken as paid time off instead of being paid, where the
 * employee's pay condition set allows it (`time_off_in_lieu`). Such a week's overtime lines become
 * `overtime_time_off` lines: the same hours, rate and amount zero, the rule that allows it named,
 * and the minutes of time off they earn (hour for hour, or as much as the overtime would have paid
 * under an `overtime_rate` set). Pricing does it once (timesheetPayLines), so review, payslip and
 * reports show the same lines; the pay run's posting credits the minutes to the employee's
 * time-off-in-lieu balance.
 */
import type { EmployeeTerms } from './minimum-rate.ts';
import { type BasisPoints, citation, type PayConditionSet, type TimeOffInLieu, versionOn } from './model.ts';
import type { PayCategory, PayLine } from './pay-lines.ts';
import { dateOfDay, dayNumber } from './time.ts';

export const TIME_OFF_CATEGORY = 'overtime_time_off' satisfies PayCategory;

const OVERTIME_CATEGORIES: ReadonlySet<PayCategory> = new Set([
  'overtime_first',
  'overtime_after',
  'overtime_sunday',
  'overtime_public_holiday',
]);

/** The first day of the 7-day week (counted from `periodStart`) that holds `date`. */
export function weekStartOf(periodStart: string, date: string): string {
  const first = dayNumber(periodStart);
  return dateOfDay(first + Math.floor((dayNumber(date) - first) / 7) * 7);
}

/** The weeks (first days) of a timesheet's decisions whose overtime is taken as time off in lieu. */
export const timeOffWeeksOf = (
  decisions: ReadonlyArray<{ week_start: string; decision: string }> | undefined | null,
): string[] => (decisions ?? []).filter((row) => row.decision === 'time_off').map((row) => row.week_start);

/** The set's rule on `date` when it allows overtime to be taken as time off; null otherwise. */
export function timeOffRuleOn(set: PayConditionSet, date: string): TimeOffInLieu | null {
  const rule = versionOn(set, date)?.time_off_in_lieu ?? null;
  return rule?.allowed ? rule : null;
}

/** "MA000004 cl. 21.3: time off in lieu at the overtime rate" (a line reads "Overtime taken as time off in lieu (…)"). */
export const timeOffRuleText = (rule: TimeOffInLieu): string =>
  `${citation(rule.source)}: time off in lieu ${rule.basis === 'overtime_rate' ? 'at the overtime rate' : 'hour for hour'}`;

/** The overtime percent a line was paid at (what an `overtime_rate` set gives as time off). */
function overtimePercent(set: PayConditionSet, employee: EmployeeTerms, line: PayLine): BasisPoints {
  const overtime = versionOn(set, line.date)?.overtime;
  if (!overtime) return 10_000;
  const type = employee.employment_type;
  if (line.category === 'overtime_sunday' && overtime.sunday) return overtime.sunday[type];
  if (line.category === 'overtime_public_holiday' && overtime.public_holiday) return overtime.public_holiday[type];
  return line.category === 'overtime_after' ? overtime.after[type] : overtime.first[type];
}

/**
 * `lines` with the overtime of the weeks in `weeks` (their first days) taken as time off, where the
 * set allows it on the line's day; a week whose set does not (any more) allow it stays paid.
 */
export function overtimeAsTimeOff(
  lines: readonly PayLine[],
  set: PayConditionSet,
  employee: EmployeeTerms,
  periodStart: string,
  weeks: ReadonlySet<string>,
): PayLine[] {
  if (weeks.size === 0) return [...lines];
  return lines.map((line) => {
    if (!OVERTIME_CATEGORIES.has(line.category) || !weeks.has(weekStartOf(periodStart, line.date))) return line;
    const rule = timeOffRuleOn(set, line.date);
    if (!rule) return line;
    const percent = rule.basis === 'overtime_rate' ? overtimePercent(set, employee, line) : 10_000;
    return {
      ...line,
      category: TIME_OFF_CATEGORY,
      rate_cents: 0,
      amount_cents: 0,
      rule: timeOffRuleText(rule),
      unverified: line.unverified || rule.source.unverified,
      // Half-up to the minute: minutes × percent ÷ 100%.
      time_off_minutes: Math.floor((line.minutes * percent + 5_000) / 10_000),
    };
  });
}
