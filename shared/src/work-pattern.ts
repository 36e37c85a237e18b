/**
 * An employee's work pattern (where and when they work) and the exact unit leave is counted in.
 * Zod-free: the engine on the server, the employee form and the leave screens all read it.
 *
 * Leave is counted in hours, exactly. An hour is LEAVE_UNITS_PER_HOUR integer units:
 * 100 (hours are entered to the hundredth) x 420 (divisible by 1 to 7 working days, so a day's
 * share of the weekly hours is whole) x 52 (weeks in a year, so 1/13, 1/26 and 5/52 of it are
 * whole). Every NES accrual of a pattern's days is therefore a whole number of units: no rounding,
 * no drift, and DynamoDB can add them atomically. A 38-hour full-timer's year is 152 h of annual
 * leave to the unit.
 */

import type { AuState } from './address.ts';

/** The states and territories (of a work pattern's public holidays), as addresses name them. */
export { AU_STATE_NAMES as AU_STATE_LABELS, AU_STATES, type AuState } from './address.ts';

/** Monday first, as Australian calendars and the ISO week are. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const LEAVE_UNITS_PER_HOUR = 100 * 420 * 52;

/** The full-time ordinary hours of the NES (s 62: 38 a week). */
export const FULL_TIME_HOURS_PER_WEEK = '38';
export const DEFAULT_WORK_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const DEFAULT_START_TIME = '09:00';

/**
 * Employment types (as stored on the employee) that accrue no paid leave under the NES: casuals
 * only (Fair Work Act 2009 s 86 and s 95: annual and personal/carer's leave are for employees
 * "other than casual employees"). A fixed-term ("Contract") employee is an employee like any
 * other and accrues (s 87, s 96); so does an intern who is employed.
 */
export const NON_ACCRUING_EMPLOYMENT_TYPES: readonly string[] = ['Casual'];

/**
 * The pattern in force from `effective_from` (the organization's day) until the next period's.
 * `employment_type` rides along because it too decides whether a day accrues.
 */
export interface WorkPatternPeriod {
  effective_from: string;
  /** Sets the public holidays that are not counted as leave; null until entered. */
  state: AuState | null;
  /** Decimal hours, up to two places: "38", "22.8". */
  ordinary_hours_per_week: string;
  work_days: Weekday[];
  /** A shiftworker under the NES (s 87(1)(b)): five weeks of annual leave. */
  shiftworker: boolean;
  /** When the working day starts ("09:00"): attendance marks a later clock-in late. */
  start_time: string;
  employment_type: string;
}

/** "38" or "22.80" as hundredths of an hour (3800, 2280); null when it is not such a number. */
export function hoursToHundredths(hours: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(hours.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Decimal hours ("7.6", "0.25") as units; null when not a number of hours to the hundredth. */
export function hoursToUnits(hours: string): number | null {
  const hundredths = hoursToHundredths(hours);
  return hundredths === null ? null : hundredths * (LEAVE_UNITS_PER_HOUR / 100);
}

/**
 * Units as decimal hours rounded half away from zero to `places` (2 by default): "152.00",
 * "-7.60". Exact: integer arithmetic throughout.
 */
export function unitsToHours(units: number, places = 2): string {
  const sign = units < 0 ? '-' : '';
  const scale = 10 ** places;
  const scaled = Math.floor((Math.abs(units) * scale * 2 + LEAVE_UNITS_PER_HOUR) / (2 * LEAVE_UNITS_PER_HOUR));
  const whole = Math.floor(scaled / scale);
  const fraction = places > 0 ? `.${String(scaled % scale).padStart(places, '0')}` : '';
  return `${scaled === 0 ? '' : sign}${whole}${fraction}`;
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}

/** The ordinary units of one working day of the pattern (its weekly hours shared equally by its days). */
export function dailyOrdinaryUnits(period: Pick<WorkPatternPeriod, 'ordinary_hours_per_week' | 'work_days'>): number {
  const weekly = hoursToUnits(period.ordinary_hours_per_week) ?? 0;
  return period.work_days.length === 0 ? 0 : weekly / period.work_days.length;
}

/** The ordinary units the pattern has on `date`: a day's share on a working day, else 0. */
export function ordinaryUnitsOn(
  period: Pick<WorkPatternPeriod, 'ordinary_hours_per_week' | 'work_days'>,
  date: string,
): number {
  return period.work_days.includes(weekdayOf(date)) ? dailyOrdinaryUnits(period) : 0;
}

/** The period in force on `date` (periods sorted by effective_from); undefined before the first. */
export function periodOn<P extends Pick<WorkPatternPeriod, 'effective_from'>>(
  periods: readonly P[],
  date: string,
): P | undefined {
  let found: P | undefined;
  for (const period of periods) {
    if (period.effective_from > date) break;
    found = period;
  }
  return found;
}

/** Whether the pattern's employment accrues paid leave (every employment but casual: s 86, s 95). */
export const accruesPaidLeave = (period: Pick<WorkPatternPeriod, 'employment_type'>): boolean =>
  !NON_ACCRUING_EMPLOYMENT_TYPES.includes(period.employment_type);

/** The pattern a new employee gets when nothing is entered. */
export function defaultWorkPattern(employmentType: string, effectiveFrom: string): WorkPatternPeriod {
  return {
    effective_from: effectiveFrom,
    state: null,
    ordinary_hours_per_week: FULL_TIME_HOURS_PER_WEEK,
    work_days: [...DEFAULT_WORK_DAYS],
    shiftworker: false,
    start_time: DEFAULT_START_TIME,
    employment_type: employmentType,
  };
}

/** The work pattern as the employee record carries it: the period in force today, and every period. */
export interface EmployeeWorkPattern {
  state: AuState | null;
  ordinary_hours_per_week: string;
  work_days: Weekday[];
  shiftworker: boolean;
  start_time: string;
  /** Sorted by effective_from; the first starts on the joining date. */
  work_pattern_periods: WorkPatternPeriod[];
}

/** "22.8 h over Mon, Wed, Fri; starts 09:00; NSW" (and "; shiftworker"). */
export function describeWorkPattern(period: WorkPatternPeriod): string {
  const days = period.work_days.map((day) => WEEKDAY_LABELS[day]).join(', ');
  return [
    `${period.ordinary_hours_per_week} h over ${days}`,
    `starts ${period.start_time}`,
    period.state ?? 'no state',
    ...(period.shiftworker ? ['shiftworker'] : []),
  ].join('; ');
}

/** The work pattern's fields on the employee form and API, and the input naming the day a change applies from. */
export const WORK_PATTERN_FIELDS = [
  'state',
  'ordinary_hours_per_week',
  'work_days',
  'shiftworker',
  'start_time',
] as const;
export const WORK_PATTERN_FORM_FIELDS = [...WORK_PATTERN_FIELDS, 'work_pattern_effective_from'] as const;

export const WORK_PATTERN_FIELD_LABELS: Record<(typeof WORK_PATTERN_FORM_FIELDS)[number], string> = {
  state: 'Work State',
  ordinary_hours_per_week: 'Ordinary Hours per Week',
  work_days: 'Work Days',
  shiftworker: 'Shiftworker',
  start_time: 'Start Time',
  work_pattern_effective_from: 'Work Pattern Applies From',
};
