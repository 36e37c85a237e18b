import { addDays, utcToZoned } from '@wattle/shared/calendar';
import type { PayFrequency } from '@wattle/shared/payroll-constants';
import type { TimesheetEntrySource } from '@wattle/shared/timesheets';
import { periodOn } from '@wattle/shared/work-pattern';
import { attendanceDayEntity } from '../attendance/attendance-entities.ts';
import { VisibleError } from '../error.ts';
import { addMonths, periodEnd } from '../payroll/pay-periods.ts';
import { type EmployeePayItem, employeePayEntity, payScheduleEntity } from '../payroll/setup-entities.ts';
import { TIMESHEET_MESSAGES } from './timesheet-rules.ts';

/**
 * A timesheet's period and its prefill. The period is one of the employee's pay-schedule periods
 * (weekly, fortnightly or monthly counted from the schedule's next period, forwards or back), or a
 * Monday week when their pay is not set up. The prefill is the employee's closed clock records of
 * the period, in the organization's wall-clock time.
 */

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Whether `start` begins a period of a schedule whose periods include the one starting on `anchor`. */
export function startsPeriod(frequency: PayFrequency, anchor: string, start: string): boolean {
  if (frequency === 'weekly' || frequency === 'fortnightly') {
    const length = frequency === 'weekly' ? 7 : 14;
    return ((daysBetween(anchor, start) % length) + length) % length === 0;
  }
  const months =
    (Number(start.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
    Number(start.slice(5, 7)) -
    Number(anchor.slice(5, 7));
  return addMonths(anchor, months) === start;
}

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

export async function readEmployeePay(organizationId: number, employeeId: number): Promise<EmployeePayItem | null> {
  return (
    await employeePayEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true })
  ).data;
}

/** The period starting on `start` for the employee, or 422 on `period_start`. */
export async function periodOf(
  organizationId: number,
  pay: EmployeePayItem | null,
  start: string,
): Promise<{ period_start: string; period_end: string }> {
  const terms = pay ? (periodOn(pay.periods, start) ?? periodOn(pay.periods, addDays(start, 6))) : undefined;
  const schedule = terms
    ? (
        await payScheduleEntity()
          .get({ organization_id: organizationId, pay_schedule_id: terms.pay_schedule_id })
          .go({ consistent: true })
      ).data
    : null;
  if (!schedule) {
    if (!isMonday(start)) throw VisibleError.validation({ period_start: [TIMESHEET_MESSAGES.mondayStart] });
    return { period_start: start, period_end: addDays(start, 6) };
  }
  if (!startsPeriod(schedule.frequency, schedule.next_period_start, start))
    throw VisibleError.validation({ period_start: [TIMESHEET_MESSAGES.periodStart] });
  return { period_start: start, period_end: periodEnd(schedule.frequency, start) };
}

interface PrefillDay {
  date: string;
  source: TimesheetEntrySource;
  entries: { start_time: string; end_time: string; break_minutes: number }[];
}

const clockOf = (instant: string, timezone: string) => utcToZoned(instant, timezone).slice(11, 16);
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * The employee's clock records of the period (one Query): each closed day as one entry (its
 * closed breaks unpaid), and the dates of days left open (no clock-out).
 */
export async function clockPrefill(
  organizationId: number,
  employeeId: number,
  period: { period_start: string; period_end: string },
  timezone: string,
): Promise<{ days: PrefillDay[]; openDates: string[] }> {
  const { data } = await attendanceDayEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
    .between({ date: period.period_start }, { date: period.period_end })
    .go({ pages: 'all' });
  const days: PrefillDay[] = [];
  const openDates: string[] = [];
  for (const record of data.sort((a, b) => a.date.localeCompare(b.date))) {
    if (!record.clock_out) {
      openDates.push(record.date);
      continue;
    }
    const start = clockOf(record.clock_in, timezone);
    const end = clockOf(record.clock_out, timezone);
    const span = minutesBetween(record.clock_in, record.clock_out);
    const breaks = record.breaks.reduce((sum, item) => sum + (item.end ? minutesBetween(item.start, item.end) : 0), 0);
    // Under a minute, or past a day: nothing to prefill (the employee enters it by hand).
    if (start === end || span <= 0 || span >= 24 * 60) continue;
    days.push({
      date: record.date,
      source: 'clock',
      entries: [{ start_time: start, end_time: end, break_minutes: breaks < span ? breaks : 0 }],
    });
  }
  return { days, openDates };
}
