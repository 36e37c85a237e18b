import { addDays } from '@wattle/shared/calendar';
import { LEAVE_MESSAGES, PER_OCCASION_LIMITS } from '@wattle/shared/leave-request-constants';
import { hoursToUnits, unitsToHours, type WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { type HolidayForCounting, type LeaveDay, leaveDays } from './accrual.ts';

/**
 * The rules of a leave request that need no reads: what it counts, whether it fits one occasion,
 * whether it overlaps. requests.ts reads what they need and applies them.
 */

export interface CountedRequest {
  units: number;
  part_day: boolean;
  days: LeaveDay[];
}

/**
 * The units a request takes: every day from start to end as `leaveDays` counts it (days off and
 * the state's public holidays count nothing, part-day holidays only their hours before), or, for
 * part of one day, the hours asked — no more than that day counts. Field errors as the API answers.
 */
export function countRequest(
  periods: readonly WorkPatternPeriod[],
  request: { start_date: string; end_date: string; hours: string | null },
  holidays: readonly HolidayForCounting[],
): { counted: CountedRequest } | { errors: Record<string, string[]> } {
  const days = leaveDays(periods, request.start_date, request.end_date, holidays);
  const full = days.reduce((sum, day) => sum + day.units, 0);
  if (request.hours === null) {
    if (full === 0) return { errors: { start_date: [LEAVE_MESSAGES.nothingCounted] } };
    return { counted: { units: full, part_day: false, days } };
  }
  if (request.start_date !== request.end_date) return { errors: { hours: [LEAVE_MESSAGES.partDayOneDay] } };
  const asked = hoursToUnits(request.hours) ?? 0;
  if (full === 0) return { errors: { start_date: [LEAVE_MESSAGES.nothingCounted] } };
  if (asked > full) {
    return { errors: { hours: [`Part-day hours cannot be more than the day's ${unitsToHours(full)} hours.`] } };
  }
  const day = days[0] as LeaveDay;
  return { counted: { units: asked, part_day: true, days: [{ ...day, units: asked }] } };
}

/** The day twelve months after `start`, less one: the last day of a 12-month occasion. */
export function lastDayWithinMonths(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const same = `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
  return addDays(same, -1);
}

/** A message when the request is longer than one occasion of its type allows (NES s 102, 104, 70). */
export function perOccasionError(
  type: { code: string | null; days_per_occasion: string | null },
  request: { start_date: string; end_date: string },
  counted: CountedRequest,
): string | null {
  const days = type.days_per_occasion ? Number(type.days_per_occasion) : PER_OCCASION_LIMITS[type.code ?? '']?.days;
  if (days !== undefined && Number.isFinite(days)) {
    const working = counted.days.filter((day) => day.units > 0).length;
    if (working > days) return `This leave is at most ${days} days per occasion.`;
  }
  const limit = PER_OCCASION_LIMITS[type.code ?? ''];
  if (limit?.months !== undefined && request.end_date > lastDayWithinMonths(request.start_date, limit.months)) {
    return `This leave is at most ${limit.months} months per occasion.`;
  }
  return null;
}

/** Whether two inclusive day ranges share a day. */
export const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date <= b.end_date && b.start_date <= a.end_date;

/** Every YYYY-MM a range touches, in order. */
export function monthsTouched(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
