import { addDays } from '@wattle/shared/calendar';
import {
  countsInDays,
  FDV_DAYS_PER_YEAR,
  LEAVE_UNITS_PER_DAY,
  type LeaveType,
  LONG_SERVICE_DEFAULT_RULE,
  LONG_SERVICE_RULES,
} from '@wattle/shared/leave-types';
import {
  accruesPaidLeave,
  dailyOrdinaryUnits,
  hoursToUnits,
  periodOn,
  type WorkPatternPeriod,
} from '@wattle/shared/work-pattern';
import { accruedUnits, type DateSpan, type OrdinaryDay, patternSpans, weeksToScaled } from './accrual.ts';

/**
 * Balances from running totals (no history replayed): the pure part of the ledger. A balance as
 * of a day is the totals posted so far plus what the work pattern accrues in the days not yet
 * posted; a fixed type (FDV) is its year's entitlement less what was taken in that year of service.
 */

/** Running totals of one type on an employee's account, in units (LEAVE_UNITS_PER_HOUR an hour). */
export interface TypeTotals {
  accrued: number;
  taken: number;
  /** Manual adjustments and carry-over forfeits, signed. */
  adjusted: number;
  pending: number;
  /** Fixed types: the first day of the year of service the taken and adjusted figures are of. */
  year_start?: string;
  /** FDV: the figures are days (a casual's, countsInDays), not hours. */
  days?: boolean;
}

/** Totals per leave type id. */
export type Totals = Record<string, TypeTotals>;

export const ZERO_TOTALS: TypeTotals = { accrued: 0, taken: 0, adjusted: 0, pending: 0 };

export const totalsOf = (totals: Totals, leaveTypeId: number): TypeTotals => ({
  ...ZERO_TOTALS,
  ...totals[String(leaveTypeId)],
});

/**
 * An opening balance of one accruing type (issue 31 §2): `units` as at the end of `as_at`, in place
 * of what the ledger counted up to that day — `replaced`, the type's accrued, taken and adjusted
 * figures as at `as_at` when it was recorded. From `as_at` on, the balance is `units` plus what
 * the ledger counts after it.
 */
export interface OpeningBalance {
  as_at: string;
  units: number;
  replaced: { accrued: number; taken: number; adjusted: number };
  recorded_at: string;
  actor_name: string;
}

/** Opening balances per leave type id. */
export type Openings = Record<string, OpeningBalance>;

/** The opening balance of a type that applies on `date` (none before its day). */
export const openingOn = (openings: Openings | undefined, leaveTypeId: number, date: string) => {
  const opening = openings?.[String(leaveTypeId)];
  return opening && date >= opening.as_at ? opening : undefined;
};

/** An approved unpaid absence: its days accrue nothing. */
export interface UnpaidSpan extends DateSpan {
  leave_request_id: number;
}

/** What the ledger needs of an employee: the work pattern and the joining date. */
export interface LeaveEmployee {
  organization_id: number;
  employee_id: number;
  joining_date: string;
  periods: readonly WorkPatternPeriod[];
  /** A recorded exit's last working day: nothing accrues after it. */
  last_working_day?: string;
}

export const hasBalance = (type: LeaveType) => type.balance !== 'none';

/**
 * Whether taking the type pauses accrual: unpaid leave is not service (Fair Work Act s 22(2)(b)),
 * except community service leave, which s 22(2)(b)(i) counts as service.
 */
export const pausesAccrual = (type: LeaveType) => !type.paid && type.code !== 'community_service';

function longServiceRuleOn(period: WorkPatternPeriod | undefined) {
  return period?.state ? LONG_SERVICE_RULES[period.state] : LONG_SERVICE_DEFAULT_RULE;
}

/**
 * Long service leave accrued over `days`: each day at its state's weeks over qualifying years
 * (8.6667 weeks in 10 years in NSW), summed exactly and rounded once, half up.
 */
function longServiceUnits(periods: readonly WorkPatternPeriod[], days: Iterable<OrdinaryDay>) {
  // Group by rule: each rule's share is ordinary × weeks / (52 × years); a common denominator keeps it exact.
  const byRule = new Map<string, { ordinary: bigint; weeks: bigint; years: bigint }>();
  for (const day of days) {
    if (!day.accrues || day.ordinary_units === 0) continue;
    const rule = longServiceRuleOn(periodOn(periods, day.date));
    const key = `${rule.weeks}/${rule.qualifying_years}`;
    const entry = byRule.get(key) ?? {
      ordinary: 0n,
      weeks: BigInt(weeksToScaled(rule.weeks)),
      years: BigInt(rule.qualifying_years),
    };
    entry.ordinary += BigInt(day.ordinary_units);
    byRule.set(key, entry);
  }
  // One denominator, 52 × 10,000 × 70 (qualifying years of 7 and 10 both divide 70).
  const denominatorLcm = 52n * 10_000n * 70n;
  let numerator = 0n;
  for (const entry of byRule.values()) numerator += entry.ordinary * entry.weeks * (70n / entry.years);
  return Number((numerator * 2n + denominatorLcm) / (denominatorLcm * 2n));
}

/** The units an accruing type accrues over `days` (the pattern's, or hours actually paid). */
function accrualOver(type: LeaveType, periods: readonly WorkPatternPeriod[], days: Iterable<OrdinaryDay>): number {
  if (type.balance !== 'accruing') return 0;
  if (type.code === 'long_service') return longServiceUnits(periods, days);
  if (!type.weeks_per_year) return 0;
  return accruedUnits(days, {
    weeks_per_year: type.weeks_per_year,
    ...(type.shiftworker_weeks_per_year ? { shiftworker_weeks_per_year: type.shiftworker_weeks_per_year } : {}),
  });
}

/**
 * What `paidUnits` ordinary hours paid for a period ending `periodEnd` accrue of a type (pay runs:
 * accrual follows the hours actually paid, NES s 87). The work pattern in force at the period's
 * end says whether the employment accrues paid leave, whether the employee is a shiftworker and
 * which state's long service rule applies.
 */
export function accrualOfPaidUnits(
  type: LeaveType,
  employee: LeaveEmployee,
  periodEnd: string,
  paidUnits: number,
): number {
  const period = periodOn(employee.periods, periodEnd);
  if (!period || paidUnits <= 0) return 0;
  const day: OrdinaryDay = {
    date: periodEnd,
    ordinary_units: paidUnits,
    accrues: accruesPaidLeave(period),
    shiftworker: period.shiftworker,
  };
  return accrualOver(type, employee.periods, [day]);
}

/** The units an accruing type accrues from `from` to `to` (inclusive) by the pattern; 0 when from > to. */
export function accrualBetween(
  type: LeaveType,
  employee: LeaveEmployee,
  from: string,
  to: string,
  unpaid: readonly DateSpan[],
): number {
  const last = employee.last_working_day && employee.last_working_day < to ? employee.last_working_day : to;
  if (type.balance !== 'accruing' || from > last) return 0;
  return accrualOver(type, employee.periods, patternSpans(employee.periods, from, last, unpaid));
}

/** The first day accrual can start: the first period's (the joining date's, by default). */
export const firstAccrualDay = (employee: LeaveEmployee) =>
  employee.periods[0]?.effective_from ?? employee.joining_date;

/** The day after `postedThrough`, or the first accrual day when nothing is posted. */
export const nextUnposted = (employee: LeaveEmployee, postedThrough: string | undefined) =>
  postedThrough ? addDays(postedThrough, 1) : firstAccrualDay(employee);

/** `date` moved by whole years (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The first day of the year of service `date` falls in (the last anniversary of joining on or before it). */
export function serviceYearStart(joiningDate: string, date: string): string {
  if (date < joiningDate) return joiningDate;
  let years = Number(date.slice(0, 4)) - Number(joiningDate.slice(0, 4));
  while (years > 0 && addYears(joiningDate, years) > date) years -= 1;
  return addYears(joiningDate, years);
}

/** Whether the type's balance is counted in days on `date` (a casual's FDV leave: countsInDays, s 106A). */
export const inDaysOn = (type: LeaveType, employee: LeaveEmployee, date: string): boolean =>
  countsInDays(type, periodOn(employee.periods, date)?.employment_type);

/**
 * A fixed type's entitlement for the year of service of `date`: FDV 10 of the employee's days in
 * hours, or for a casual 10 days (LEAVE_UNITS_PER_DAY each) whatever the pattern.
 */
export function fixedEntitlement(type: LeaveType, employee: LeaveEmployee, date: string): number {
  if (type.balance !== 'fixed') return 0;
  const period = periodOn(employee.periods, date);
  if (!period) return 0;
  if (type.code === 'fdv') {
    return countsInDays(type, period.employment_type)
      ? FDV_DAYS_PER_YEAR * LEAVE_UNITS_PER_DAY
      : FDV_DAYS_PER_YEAR * dailyOrdinaryUnits(period);
  }
  return type.hours_per_year ? (hoursToUnits(type.hours_per_year) ?? 0) : 0;
}

/**
 * A fixed type's totals in the unit of `date` (an employee who became or stopped being casual in
 * the year: a day is their work pattern's day that date), marked with it. Unchanged otherwise.
 */
export function totalsInUnitOf(type: LeaveType, totals: TypeTotals, employee: LeaveEmployee, date: string): TypeTotals {
  const days = inDaysOn(type, employee, date);
  if ((totals.days === true) === days) return totals;
  const day = dailyOrdinaryUnits(periodOn(employee.periods, date) ?? { ordinary_hours_per_week: '0', work_days: [] });
  if (day === 0) return { ...totals, days };
  const convert = (units: number) =>
    days ? Math.round((units * LEAVE_UNITS_PER_DAY) / day) : Math.round((units * day) / LEAVE_UNITS_PER_DAY);
  return {
    ...totals,
    taken: convert(totals.taken),
    adjusted: convert(totals.adjusted),
    pending: convert(totals.pending),
    days,
  };
}

/** Long service leave: the day it may first be taken (the qualifying years after joining, by the state then). */
export function longServiceTakeableFrom(employee: LeaveEmployee, asOf: string): string {
  const rule = longServiceRuleOn(periodOn(employee.periods, asOf));
  return addYears(employee.joining_date, rule.qualifying_years);
}

export interface BalanceFigures {
  accrued: number;
  taken: number;
  adjusted: number;
  pending: number;
  balance: number;
  /** The opening balance in the figures (accrued, taken and adjusted are then what came after it). */
  opening?: OpeningBalance;
}

/**
 * A type's figures as of `asOf` from totals posted through `postedThrough`: accruing types add
 * the pattern's accrual of the days after it; fixed types count only the totals of asOf's year of
 * service (a new year starts with nothing taken).
 */
export function figuresAsOf(
  type: LeaveType,
  totals: TypeTotals,
  employee: LeaveEmployee,
  postedThrough: string | undefined,
  asOf: string,
  unpaid: readonly DateSpan[],
  openings?: Openings,
): BalanceFigures {
  if (type.balance === 'fixed') {
    const inUnit = totalsInUnitOf(type, totals, employee, asOf);
    const current = inUnit.year_start === serviceYearStart(employee.joining_date, asOf);
    const accrued = fixedEntitlement(type, employee, asOf);
    const taken = current ? inUnit.taken : 0;
    const adjusted = current ? inUnit.adjusted : 0;
    return { accrued, taken, adjusted, pending: inUnit.pending, balance: accrued + adjusted - taken };
  }
  const accrued = totals.accrued + accrualBetween(type, employee, nextUnposted(employee, postedThrough), asOf, unpaid);
  const opening = openingOn(openings, type.leave_type_id, asOf);
  if (opening) {
    const since = {
      accrued: accrued - opening.replaced.accrued,
      taken: totals.taken - opening.replaced.taken,
      adjusted: totals.adjusted - opening.replaced.adjusted,
    };
    return {
      ...since,
      pending: totals.pending,
      balance: opening.units + since.accrued + since.adjusted - since.taken,
      opening,
    };
  }
  return {
    accrued,
    taken: totals.taken,
    adjusted: totals.adjusted,
    pending: totals.pending,
    balance: accrued + totals.adjusted - totals.taken,
  };
}
