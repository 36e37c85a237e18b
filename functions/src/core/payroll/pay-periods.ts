import { addDays } from '@wattle/shared/calendar';
import type { PayFrequency } from '@wattle/shared/payroll-constants';

/**
 * Pay periods of a schedule (pure): a period starts on `period_start` and ends the day before the
 * next one starts: weekly 7 days, fortnightly 14, monthly to the day before the same date next
 * month (the 31st's month ends on the last day of a shorter next month: 31 Jan → 27/28 Feb).
 */

/** The same day of the month `months` later, clamped to that month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** The first day of the period after the one starting on `periodStart`. */
export function nextPeriodStart(frequency: PayFrequency, periodStart: string): string {
  if (frequency === 'weekly') return addDays(periodStart, 7);
  if (frequency === 'fortnightly') return addDays(periodStart, 14);
  return addMonths(periodStart, 1);
}

/** The last day of the period starting on `periodStart`: weekly +6 days, fortnightly +13, monthly the day before the same date next month. */
export function periodEnd(frequency: PayFrequency, periodStart: string): string {
  return addDays(nextPeriodStart(frequency, periodStart), -1);
}

export interface SchedulePeriod {
  frequency: PayFrequency;
  period_start: string;
  pay_date: string;
}

/**
 * The period after a schedule's next one, with its pay date the same distance from the period's
 * end (a monthly schedule paying on its period's last day keeps doing so).
 */
export function nextPeriod(schedule: SchedulePeriod): SchedulePeriod & { period_end: string } {
  const start = nextPeriodStart(schedule.frequency, schedule.period_start);
  const end = periodEnd(schedule.frequency, start);
  const currentEnd = periodEnd(schedule.frequency, schedule.period_start);
  const lag = Math.round((Date.parse(schedule.pay_date) - Date.parse(currentEnd)) / 86_400_000);
  return { frequency: schedule.frequency, period_start: start, period_end: end, pay_date: addDays(end, lag) };
}

/** The latest a pay date may be after its period ends. */
export const PAY_DATE_MAX_DAYS_AFTER_END = 31;

/** Why a schedule's next period and pay date make no sense, or null: the pay date is within the period or up to 31 days after it. */
export function payDateProblem(frequency: PayFrequency, periodStart: string, payDate: string): string | null {
  if (payDate < periodStart) return 'The pay date cannot be before the period starts.';
  if (payDate > addDays(periodEnd(frequency, periodStart), PAY_DATE_MAX_DAYS_AFTER_END))
    return `The pay date must be at most ${PAY_DATE_MAX_DAYS_AFTER_END} days after the period ends.`;
  return null;
}
