/**
 * A timesheet's days → its pay lines and the exceptions an approver sees (issue 27 §2). Under a pay
 * condition set the interpreter (interpret.ts) works the lines out; award-free, every worked minute
 * is ordinary time at the employee's agreed hourly rate. The same function serves the pay-lines
 * route, the approvals screen and the pay run, so what is reviewed is what is paid.
 */
import { divideRounded } from '../money.ts';
import type { TimesheetException } from '../timesheet-constants.ts';
import { NES_WEEKLY_MINUTES, TIMESHEET_EXCEPTION_LABELS } from '../timesheet-constants.ts';
import { interpretShifts } from './interpret.ts';
import type { EmployeeTerms } from './minimum-rate.ts';
import type { PayConditionSet } from './model.ts';
import type { Interpretation, InterpretationFlag, PayCategory, PayLine, WorkedShift } from './pay-lines.ts';
import { PAY_CATEGORIES } from './pay-lines.ts';
import { dateOfDay, dayNumber, parseClock } from './time.ts';
import { overtimeAsTimeOff } from './time-off-in-lieu.ts';

/** A day of entries as the timesheet stores it. */
export interface TimesheetPayDay {
  date: string;
  entries: ReadonlyArray<{ start_time: string; end_time: string; break_minutes: number }>;
}

export type TimesheetPayTerms =
  /** Under a pay condition set: its rules and the employee's classification, age, apprentice year, agreed rate. */
  | { kind: 'set'; set: PayConditionSet; employee: EmployeeTerms }
  /** Award-free: every worked minute at the agreed rate (ten-thousandths of a dollar an hour). */
  | { kind: 'flat'; hourly_rate_e4: number };

export interface TimesheetPayOptions {
  /** Public holidays of the employee's work state. */
  public_holidays: ReadonlySet<string> | readonly string[];
  /** The period's first day: weeks (overtime, the 38-hour note) are the 7-day blocks from it. */
  period_start: string;
  /** Weeks (their first days) whose overtime was decided to be taken as time off in lieu (time-off-in-lieu.ts). */
  time_off_weeks?: readonly string[];
}

export interface TimesheetPay extends Interpretation {
  by_category: Array<{ category: PayCategory; minutes: number; amount_cents: number }>;
  unverified: boolean;
  /** Minutes of time off in lieu the `overtime_time_off` lines earn (0 when none). */
  time_off_minutes: number;
}

export const FLAT_RATE_RULE = 'Award-free: the agreed hourly rate';

/** The shifts of a timesheet's days, in day order. */
export function shiftsOf(days: readonly TimesheetPayDay[]): WorkedShift[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .flatMap((day) =>
      day.entries.map((entry) => ({
        date: day.date,
        start: entry.start_time,
        end: entry.end_time,
        break_minutes: entry.break_minutes,
      })),
    );
}

const spanOf = (shift: WorkedShift): number => {
  const from = parseClock(shift.start);
  let to = parseClock(shift.end);
  if (to <= from) to += 24 * 60;
  return to - from;
};

function flatInterpretation(shifts: readonly WorkedShift[], rateE4: number): Interpretation {
  const lines: PayLine[] = shifts.map((shift, index) => {
    const minutes = spanOf(shift) - shift.break_minutes;
    return {
      shift: index,
      date: shift.date,
      start: shift.start,
      end: shift.end,
      minutes,
      category: 'ordinary',
      rate_cents: divideRounded(rateE4, 100),
      // minutes × ($ × 10⁴ an hour) / 60 min / 100 → cents, rounded half-up once.
      amount_cents: divideRounded(BigInt(minutes) * BigInt(rateE4), 6000),
      rule: FLAT_RATE_RULE,
      unverified: false,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const worked = lines.reduce((sum, line) => sum + line.minutes, 0);
  return { lines, total_cents: total, worked_minutes: worked, flags: [] };
}

/** The pay lines of a timesheet's days under its terms. Throws a RangeError for entries the routes refuse. */
export function timesheetPayLines(
  days: readonly TimesheetPayDay[],
  terms: TimesheetPayTerms,
  options: TimesheetPayOptions,
): TimesheetPay {
  const shifts = shiftsOf(days);
  let interpretation =
    terms.kind === 'set'
      ? interpretShifts(terms.set, terms.employee, shifts, {
          public_holidays: options.public_holidays,
          week_start: options.period_start,
        })
      : flatInterpretation(shifts, terms.hourly_rate_e4);
  let time_off_minutes = 0;
  if (terms.kind === 'set' && options.time_off_weeks?.length) {
    const lines = overtimeAsTimeOff(
      interpretation.lines,
      terms.set,
      terms.employee,
      options.period_start,
      new Set(options.time_off_weeks),
    );
    const total_cents = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    time_off_minutes = lines.reduce((sum, line) => sum + (line.time_off_minutes ?? 0), 0);
    interpretation = { ...interpretation, lines, total_cents };
  }
  const totals = new Map<PayCategory, { minutes: number; amount_cents: number }>();
  let unverified = false;
  for (const line of interpretation.lines) {
    const total = totals.get(line.category) ?? { minutes: 0, amount_cents: 0 };
    total.minutes += line.minutes;
    total.amount_cents += line.amount_cents;
    totals.set(line.category, total);
    unverified ||= line.unverified;
  }
  const by_category = PAY_CATEGORIES.flatMap((category) => {
    const total = totals.get(category);
    return total ? [{ category, ...total }] : [];
  });
  return { ...interpretation, by_category, unverified, time_off_minutes };
}

/** Minutes worked in each 7-day week from `periodStart`: [week's first day, minutes]. */
export function weeklyMinutes(days: readonly TimesheetPayDay[], periodStart: string): Map<string, number> {
  const first = dayNumber(periodStart);
  const weeks = new Map<string, number>();
  for (const day of days) {
    const week = dateOfDay(first + Math.floor((dayNumber(day.date) - first) / 7) * 7);
    let minutes = 0;
    for (const entry of day.entries) {
      minutes += spanOf({ date: day.date, start: entry.start_time, end: entry.end_time, break_minutes: 0 });
      minutes -= entry.break_minutes;
    }
    weeks.set(week, (weeks.get(week) ?? 0) + minutes);
  }
  return weeks;
}

/** A meal break after five hours: what an award-free timesheet is checked against (the sets say their own). */
const FLAT_MEAL_BREAK_AFTER = 5 * 60;

/**
 * What an approver sees flagged: the interpreter's flags (with the rule that raised them), days
 * whose clock record was left open, entries over five hours without a break where no set says
 * otherwise, and weeks over 38 hours (NES s 62: hours beyond are reasonable additional hours).
 */
export function timesheetExceptions(
  days: readonly TimesheetPayDay[],
  flags: readonly InterpretationFlag[] | null,
  options: { period_start: string; open_clock_dates?: readonly string[] },
): TimesheetException[] {
  const found: TimesheetException[] = [];
  for (const date of options.open_clock_dates ?? [])
    found.push({ date, code: 'no_clock_out', message: TIMESHEET_EXCEPTION_LABELS.no_clock_out });
  const seen = new Set<string>();
  for (const flag of flags ?? []) {
    const key = `${flag.date}#${flag.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      date: flag.date,
      code: flag.code,
      message: `${TIMESHEET_EXCEPTION_LABELS[flag.code]} (${flag.rule})`,
    });
  }
  if (flags === null)
    for (const day of days)
      if (
        day.entries.some(
          (entry) =>
            entry.break_minutes === 0 &&
            spanOf({ date: day.date, start: entry.start_time, end: entry.end_time, break_minutes: 0 }) >
              FLAT_MEAL_BREAK_AFTER,
        )
      )
        found.push({ date: day.date, code: 'meal_break', message: TIMESHEET_EXCEPTION_LABELS.meal_break });
  for (const [week, minutes] of weeklyMinutes(days, options.period_start))
    if (minutes > NES_WEEKLY_MINUTES)
      found.push({ date: week, code: 'over_38_hours', message: TIMESHEET_EXCEPTION_LABELS.over_38_hours });
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
