import { addDays, formatDayRange, formatLongDate } from '@wattle/shared/calendar';
import { citation, type RuleSource, versionOn } from '@wattle/shared/pay-conditions/model';
import type { InterpretationFlag, PayLine } from '@wattle/shared/pay-conditions/pay-lines';
import { type TimesheetPay, timesheetPayLines } from '@wattle/shared/pay-conditions/timesheet-pay';
import {
  ROSTER_NES_WEEKLY_MINUTES,
  type RosterCheck,
  type RosterCheckRule,
  type RosterCheckSeverity,
  type ShiftCost,
} from '@wattle/shared/roster-constants';
import { type Unavailability, unavailabilityText, unavailableFor } from '@wattle/shared/roster-scheduling-types';
import { clockText, shortDay } from '@wattle/shared/shift-text';
import { entrySpanMinutes, minutesOfClock } from '@wattle/shared/timesheets';
import { fieldsOf } from '../item-fields.ts';
import type { RosterTerms } from './roster-pricing.ts';

/**
 * The roster's checks and costs, pure: each employee's shifts of a Monday week run through their
 * pay terms' interpreter (`timesheetPayLines`, as a timesheet of that week is priced), whose flags
 * (break between shifts, meal break, split shift, outside span) and minimum engagement top-ups
 * become checks with the set's clause, plus the daily ordinary maximum (where the set has one), the
 * NES 38 hours (Fair Work Act 2009 s 62), a part-timer's agreed hours, approved leave and
 * employment dates. Award-free employees get only the NES, leave and employment checks.
 */

export interface RosterShift {
  shift_id: number;
  employee_id: number;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
}

export interface RosterLeave {
  start_date: string;
  end_date: string;
  status: 'approved' | 'pending';
  leave_type_name: string;
}

export interface RosterEmployment {
  joining_date: string;
  last_working_day: string | null;
}

export interface RosterWeekInput {
  employee_id: number;
  /** The Monday. */
  week_start: string;
  /** The week's shifts of the employee (any order). */
  shifts: readonly RosterShift[];
  /** The employee's last shift before the week (the break between shifts across the weekend), if any. */
  previous?: RosterShift;
  terms: RosterTerms | undefined;
}

export interface RosterCheckContext {
  employment: ReadonlyMap<number, RosterEmployment>;
  leave: ReadonlyMap<number, readonly RosterLeave[]>;
  severity: Partial<Record<RosterCheckRule, RosterCheckSeverity>>;
  /** Each employee's recorded unavailability (none: never unavailable). */
  unavailability?: ReadonlyMap<number, readonly Unavailability[]>;
}

/**
 * Fair Work Act 2009 s 62(1): no more than (a) 38 hours a week for a full-time employee, (b) the
 * lesser of 38 and their ordinary weekly hours for others, unless the additional hours are
 * reasonable (read at worldlii.org/au/legis/cth/consol_act/fwa2009114/s62.html, the Act's text).
 */
export const NES_SOURCE = 'Fair Work Act 2009 s 62(1)';
const NES_AGREED_SOURCE = 'Fair Work Act 2009 s 62(1)(b)';
export const OPEN_SHIFT_NOTE = 'Open shift: costed once it is assigned.';

export const workedMinutes = (shift: Pick<RosterShift, 'start_time' | 'end_time' | 'break_minutes'>) =>
  entrySpanMinutes(shift.start_time, shift.end_time) - shift.break_minutes;

/** "12", "7.6": hours from minutes, as few decimals as needed. */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** Plain code-unit order (ISO dates and HH:MM times sort so; localeCompare is far slower). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Shifts by date then start. */
export const byStart = (a: RosterShift, b: RosterShift) =>
  compareText(a.date, b.date) || compareText(a.start_time, b.start_time) || a.shift_id - b.shift_id;

/** The Monday of `date`'s week. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Minutes from the epoch day of a shift's start and end (an end at or before the start is the next day). */
function instants(shift: RosterShift): { from: number; to: number } {
  const day = Date.parse(`${shift.date}T00:00:00Z`) / 60_000;
  const from = day + minutesOfClock(shift.start_time);
  return { from, to: from + entrySpanMinutes(shift.start_time, shift.end_time) };
}

/** Whether two shifts' times overlap (either may run past midnight). */
export function shiftsOverlap(a: RosterShift, b: RosterShift): boolean {
  const x = instants(a);
  const y = instants(b);
  return x.from < y.to && y.from < x.to;
}

/** The week's shifts priced as a timesheet of that week would be; null when it cannot be (why in `note`). */
export function priceWeek(
  week: RosterWeekInput,
  sorted: readonly RosterShift[],
): { pay: TimesheetPay | null; note: string | null } {
  const terms = week.terms;
  if (!terms?.terms) return { pay: null, note: terms?.unpriced ?? 'Pay is not set up for this employee.' };
  const days = new Map<string, RosterShift[]>();
  for (const shift of sorted) days.set(shift.date, [...(days.get(shift.date) ?? []), shift]);
  try {
    const pay = timesheetPayLines(
      [...days].map(([date, shifts]) => ({ date, entries: shifts })),
      terms.terms,
      { public_holidays: terms.public_holidays, period_start: week.week_start },
    );
    return { pay, note: null };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { pay: null, note: `The shifts cannot be priced: ${error.message}.` };
  }
}

function costOf(shift: RosterShift, lines: readonly PayLine[], note: string | null): ShiftCost {
  const grouped = new Map<string, ShiftCost['lines'][number]>();
  for (const line of lines) {
    const key = `${line.category}#${line.rule}`;
    const entry = grouped.get(key) ?? { category: line.category, rule: line.rule, minutes: 0, amount_cents: 0 };
    entry.minutes += line.minutes;
    entry.amount_cents += line.amount_cents;
    grouped.set(key, entry);
  }
  return {
    shift_id: shift.shift_id,
    cost_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    lines: [...grouped.values()],
    ...(note ? { note } : {}),
    unverified: lines.some((line) => line.unverified),
  };
}

type Found = Omit<RosterCheck, 'severity'>;

const ruleCheck = (shift: RosterShift, rule: RosterCheckRule, source: RuleSource | null, message: string): Found => ({
  ...fieldsOf(shift, 'shift_id', 'employee_id', 'date'),
  rule,
  clause: source ? citation(source) : NES_SOURCE,
  message: source ? `${message} (${citation(source)})` : message,
  unverified: source?.unverified ?? false,
});

/** The set's checks of the week: the interpreter's flags, minimum engagement top-ups, the daily maximum. */
function setChecks(week: RosterWeekInput, sorted: readonly RosterShift[], pay: TimesheetPay): Found[] {
  const terms = week.terms?.terms;
  if (terms?.kind !== 'set') return [];
  const type = terms.employee.employment_type;
  const found: Found[] = [];
  const seen = new Set<string>();
  const flagCheck = (flag: InterpretationFlag) => {
    const shift = sorted[flag.shift];
    const version = versionOn(terms.set, flag.date);
    if (!shift || !version || seen.has(`${flag.shift}#${flag.code}`)) return;
    seen.add(`${flag.shift}#${flag.code}`);
    if (flag.code === 'break_between_shifts' && version.break_between_shifts) {
      const rest = version.break_between_shifts;
      found.push(ruleCheck(shift, flag.code, rest.source, `Less than ${hoursText(rest.minutes)} hours between shifts`));
    } else if (flag.code === 'meal_break' && version.meal_break) {
      const meal = version.meal_break;
      const text = `More than ${hoursText(meal.after_minutes)} hours without a meal break of ${meal.break_minutes} minutes`;
      found.push(ruleCheck(shift, flag.code, meal.source, text));
    } else if (flag.code === 'split_shift_span' && version.split_shift) {
      const split = version.split_shift;
      const text = `The day's shifts span more than ${hoursText(split.max_span_minutes)} hours`;
      found.push(ruleCheck(shift, flag.code, split.source, text));
    } else if (flag.code === 'outside_span') {
      found.push(ruleCheck(shift, flag.code, version.ordinary_span.source, 'Outside the span of ordinary hours'));
    }
  };
  for (const flag of pay.flags) flagCheck(flag);
  for (const line of pay.lines) {
    const shift = sorted[line.shift];
    const version = versionOn(terms.set, line.date);
    if (line.category !== 'minimum_engagement' || !shift || !version || seen.has(`${line.shift}#minimum`)) continue;
    seen.add(`${line.shift}#minimum`);
    const minimum = version.minimum_engagement;
    const text = `Shorter than the minimum engagement of ${hoursText(minimum.minutes[type] ?? 0)} hours (${type.replace('_', '-')})`;
    found.push(ruleCheck(shift, 'minimum_engagement', minimum.source, text));
  }
  const byDay = new Map<string, RosterShift[]>();
  for (const shift of sorted) byDay.set(shift.date, [...(byDay.get(shift.date) ?? []), shift]);
  for (const [date, shifts] of byDay) {
    const overtime = versionOn(terms.set, date)?.overtime;
    const daily = overtime?.thresholds[type]?.daily_minutes;
    const worked = shifts.reduce((sum, shift) => sum + workedMinutes(shift), 0);
    const last = shifts.at(-1);
    if (!overtime || daily === null || daily === undefined || worked <= daily || !last) continue;
    const text = `More than ${hoursText(daily)} ordinary hours in the day`;
    found.push(ruleCheck(last, 'daily_maximum', overtime.source, text));
  }
  return found;
}

/** The break between the week's first shift and the one before it (across the week's start), under the set. */
function boundaryBreak(week: RosterWeekInput, first: RosterShift | undefined): Found[] {
  const terms = week.terms?.terms;
  const previous = week.previous;
  if (terms?.kind !== 'set' || !first || !previous || previous.date === first.date) return [];
  const rest = versionOn(terms.set, first.date)?.break_between_shifts;
  if (!rest?.applies_to.includes(terms.employee.employment_type)) return [];
  if (instants(first).from - instants(previous).to >= rest.minutes) return [];
  return [
    ruleCheck(first, 'break_between_shifts', rest.source, `Less than ${hoursText(rest.minutes)} hours between shifts`),
  ];
}

/** NES and the part-timer's agreed hours over the week: on the shift that goes past them. */
function hoursChecks(week: RosterWeekInput, sorted: readonly RosterShift[]): Found[] {
  const found: Found[] = [];
  const contracted = week.terms?.contracted_minutes_week ?? null;
  let total = 0;
  for (const shift of sorted) {
    const before = total;
    total += workedMinutes(shift);
    if (before <= ROSTER_NES_WEEKLY_MINUTES && total > ROSTER_NES_WEEKLY_MINUTES)
      found.push({
        ...ruleCheck(shift, 'weekly_hours', null, ''),
        message: `More than 38 hours in the week (${hoursText(total)} rostered so far): only reasonable additional hours (${NES_SOURCE})`,
      });
    if (contracted !== null && before <= contracted && total > contracted)
      found.push({
        ...ruleCheck(shift, 'contracted_hours', null, ''),
        message: `More than the agreed ${hoursText(contracted)} hours a week (part-time): only reasonable additional hours (${NES_AGREED_SOURCE})`,
        clause: NES_AGREED_SOURCE,
      });
  }
  return found;
}

/** Approved leave and employment dates, per shift. */
function personChecks(sorted: readonly RosterShift[], context: RosterCheckContext): Found[] {
  const found: Found[] = [];
  for (const shift of sorted) {
    const leave = (context.leave.get(shift.employee_id) ?? []).find(
      (entry) => entry.status === 'approved' && entry.start_date <= shift.date && entry.end_date >= shift.date,
    );
    if (leave)
      found.push({
        ...ruleCheck(shift, 'on_leave', null, ''),
        clause: 'Approved leave',
        message: leaveMessage(leave),
      });
    const employment = context.employment.get(shift.employee_id);
    const problem = employment ? employmentProblem(shift.date, employment) : null;
    if (problem)
      found.push({ ...ruleCheck(shift, 'not_employed', null, ''), clause: 'Employment dates', message: problem });
    const unavailable = unavailableFor(context.unavailability?.get(shift.employee_id) ?? [], shift);
    if (unavailable)
      found.push({
        ...ruleCheck(shift, 'unavailable', null, ''),
        clause: UNAVAILABLE_CLAUSE,
        message: unavailableMessage(unavailable),
      });
  }
  return found;
}

export const UNAVAILABLE_CLAUSE = 'Recorded unavailability';

/** "Unavailable Mondays, 9:00 am – 1:00 pm: school pick-up". */
export const unavailableMessage = (entry: Unavailability) =>
  `Unavailable ${unavailabilityText(entry, clockText, shortDay)}${entry.note ? `: ${entry.note}` : ''}`;

export const leaveMessage = (leave: RosterLeave) =>
  `On approved ${leave.leave_type_name} ${formatDayRange(leave.start_date, leave.end_date)}`;

/** Why the employee is not employed on `date`; null when they are. */
export function employmentProblem(date: string, employment: RosterEmployment): string | null {
  if (date < employment.joining_date) return `Not yet started: starts on ${formatLongDate(employment.joining_date)}`;
  if (employment.last_working_day && date > employment.last_working_day)
    return `Already left: last working day ${formatLongDate(employment.last_working_day)}`;
  return null;
}

/** The checks and costs of one employee's week. */
export function checkWeek(
  week: RosterWeekInput,
  context: RosterCheckContext,
): { checks: RosterCheck[]; costs: ShiftCost[]; pay: TimesheetPay | null } {
  const sorted = [...week.shifts].sort(byStart);
  const { pay, note } = priceWeek(week, sorted);
  const found = [
    ...(pay ? setChecks(week, sorted, pay) : []),
    ...boundaryBreak(week, sorted[0]),
    ...hoursChecks(week, sorted),
    ...personChecks(sorted, context),
  ];
  const checks = found.map((check) => ({ ...check, severity: context.severity[check.rule] ?? 'warn' }));
  const linesOf = new Map<number, PayLine[]>();
  for (const line of pay?.lines ?? []) linesOf.set(line.shift, [...(linesOf.get(line.shift) ?? []), line]);
  const costs = sorted.map((shift, index) => costOf(shift, linesOf.get(index) ?? [], note));
  return { checks, costs, pay };
}
