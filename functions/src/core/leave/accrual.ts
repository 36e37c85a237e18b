import { addDays } from '@wattle/shared/calendar';
import {
  accruesPaidLeave,
  dailyOrdinaryUnits,
  LEAVE_UNITS_PER_HOUR,
  ordinaryUnitsOn,
  periodOn,
  type WorkPatternPeriod,
  weekdayOf,
} from '@wattle/shared/work-pattern';

/**
 * The accrual engine (NES s 87: annual leave and paid personal/carer's leave "accrue progressively
 * during a year of service according to the employee's ordinary hours of work").
 *
 * Its input is a run of days, each with the ordinary hours it counts and whether they accrue.
 * Today those days come from the work pattern (`patternDays`); timesheets and pay runs will produce
 * the same shape from hours actually worked, and the rules below take them unchanged.
 *
 * Everything is in integer units (LEAVE_UNITS_PER_HOUR a hour): a pattern day's ordinary units
 * are whole, and 4/52, 5/52 and 2/52 of them are whole, so NES accruals are exact. A rate that is
 * not a whole number of weeks a year (long service leave's 8.6667 weeks in 10 years) is rounded
 * once per call, half up, to the unit (1/2,184,000 h).
 */

export interface OrdinaryDay {
  date: string;
  /** Ordinary hours of the day in units: worked, or on paid leave (which accrues, s 87(3) aside). */
  ordinary_units: number;
  /** False for unpaid leave and for employment that accrues no paid leave (casual, contract). */
  accrues: boolean;
  /** The NES shiftworker definition applied that day (five weeks of annual leave). */
  shiftworker: boolean;
}

export interface DateSpan {
  start_date: string;
  end_date: string;
}

/** How fast a type accrues: weeks of the employee's ordinary hours per year (decimal, up to 4 places). */
export interface AccrualRule {
  weeks_per_year: string;
  /** For shiftworkers, when different (annual leave: 5). */
  shiftworker_weeks_per_year?: string;
}

const WEEKS_SCALE = 10_000;

/** "4", "0.8667" as ten-thousandths of a week. */
export function weeksToScaled(weeks: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(weeks.trim());
  if (!match) throw new Error(`Not a number of weeks: ${weeks}`);
  return Number(match[1]) * WEEKS_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
}

/**
 * Every day from `from` to `to` inclusive as the work pattern has it: the ordinary units of the
 * period in force that day; nothing before the first period (before joining). Days inside
 * `unpaidLeave` do not accrue: unpaid leave is not service (NES s 22(2)(b)), paid leave is.
 */
export function* patternDays(
  periods: readonly WorkPatternPeriod[],
  from: string,
  to: string,
  unpaidLeave: readonly DateSpan[] = [],
): Generator<OrdinaryDay> {
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const period = periodOn(periods, date);
    if (!period) continue;
    const unpaid = unpaidLeave.some((span) => span.start_date <= date && date <= span.end_date);
    yield {
      date,
      ordinary_units: ordinaryUnitsOn(period, date),
      accrues: accruesPaidLeave(period) && !unpaid,
      shiftworker: period.shiftworker,
    };
  }
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to` inclusive. */
const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** How many days from `from` to `to` (inclusive) fall on the pattern's working days: whole weeks, then the rest. */
function workingDays(period: Pick<WorkPatternPeriod, 'work_days'>, from: string, to: string): number {
  const days = dayCount(from, to);
  const weeks = Math.floor(days / 7);
  let count = weeks * period.work_days.length;
  for (let date = addDays(from, weeks * 7); date <= to; date = addDays(date, 1)) {
    if (period.work_days.includes(weekdayOf(date))) count += 1;
  }
  return count;
}

/**
 * What `patternDays` yields, summed over runs of days that share their period and whether they
 * accrue: one entry per run (dated its first day, its ordinary units the run's total), so a span of
 * years costs a few entries instead of a day each. Every consumer of the days sums their units by
 * period (accruedUnits, long service's rules), so the totals are exactly the day-by-day ones.
 */
export function* patternSpans(
  periods: readonly WorkPatternPeriod[],
  from: string,
  to: string,
  unpaidLeave: readonly DateSpan[] = [],
): Generator<OrdinaryDay> {
  if (from > to) return;
  // The days a run can change on: a period's first day, an unpaid span's first day and the day after it.
  const edges = new Set<string>([from]);
  for (const period of periods)
    if (period.effective_from > from && period.effective_from <= to) edges.add(period.effective_from);
  for (const span of unpaidLeave) {
    for (const edge of [span.start_date, addDays(span.end_date, 1)]) if (edge > from && edge <= to) edges.add(edge);
  }
  const starts = [...edges].sort();
  for (const [index, start] of starts.entries()) {
    const next = starts[index + 1];
    const end = next === undefined ? to : addDays(next, -1);
    const period = periodOn(periods, start);
    if (!period) continue;
    const unpaid = unpaidLeave.some((span) => span.start_date <= start && start <= span.end_date);
    yield {
      date: start,
      ordinary_units: dailyOrdinaryUnits(period) * workingDays(period, start, end),
      accrues: accruesPaidLeave(period) && !unpaid,
      shiftworker: period.shiftworker,
    };
  }
}

/** The ordinary units that accrue in `days`, split by shiftworker status (whose rates can differ). */
export function accruingOrdinaryUnits(days: Iterable<OrdinaryDay>): { standard: number; shiftworker: number } {
  let standard = 0;
  let shiftworker = 0;
  for (const day of days) {
    if (!day.accrues) continue;
    if (day.shiftworker) shiftworker += day.ordinary_units;
    else standard += day.ordinary_units;
  }
  return { standard, shiftworker };
}

/** `ordinary` units at `weeks` a year (52 weeks of ordinary hours earn `weeks` weeks of them), half up. */
function atRate(ordinary: number, weeks: string): number {
  const numerator = BigInt(ordinary) * BigInt(weeksToScaled(weeks));
  const denominator = BigInt(52 * WEEKS_SCALE);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** The units a leave type accrues over `days` under `rule`. */
export function accruedUnits(days: Iterable<OrdinaryDay>, rule: AccrualRule): number {
  const ordinary = accruingOrdinaryUnits(days);
  return (
    atRate(ordinary.standard, rule.weeks_per_year) +
    atRate(ordinary.shiftworker, rule.shiftworker_weeks_per_year ?? rule.weeks_per_year)
  );
}

/** A public holiday as leave counting sees it: a whole day, or part of one from a time (SA and NT evenings). */
export interface HolidayForCounting {
  date: string;
  /** "19:00" when only the evening is a holiday; absent for a whole day. */
  from_time?: string;
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export interface LeaveDay {
  date: string;
  /** The units of leave the day counts: 0 on a day off or a public holiday. */
  units: number;
  /** Why a day inside the request counts nothing. */
  excluded?: 'not_working_day' | 'public_holiday';
}

/**
 * The days of a full-day leave request from `start` to `end` and the ordinary units each counts:
 * days the pattern does not work count nothing, nor do public holidays of the employee's state
 * (NES s 116: the holiday is paid as a holiday, not as leave). A part-day holiday takes off only
 * the working hours after its start (the day's hours run from the pattern's start time).
 */
export function leaveDays(
  periods: readonly WorkPatternPeriod[],
  start: string,
  end: string,
  holidays: readonly HolidayForCounting[],
): LeaveDay[] {
  const days: LeaveDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const period = periodOn(periods, date);
    const ordinary = period ? ordinaryUnitsOn(period, date) : 0;
    if (!period || ordinary === 0) {
      days.push({ date, units: 0, excluded: 'not_working_day' });
      continue;
    }
    const holiday = holidays.find((entry) => entry.date === date);
    if (holiday && !holiday.from_time) {
      days.push({ date, units: 0, excluded: 'public_holiday' });
      continue;
    }
    if (holiday?.from_time) {
      const startMinutes = minutesOf(period.start_time);
      const workedBefore = Math.max(0, minutesOf(holiday.from_time) - startMinutes);
      const beforeUnits = (workedBefore * LEAVE_UNITS_PER_HOUR) / 60;
      days.push({ date, units: Math.min(ordinary, beforeUnits) });
      continue;
    }
    days.push({ date, units: ordinary });
  }
  return days;
}
