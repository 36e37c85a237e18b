import { addDays, formatLongDate } from '@wattle/shared/calendar';
import type { PayFrequency } from '@wattle/shared/payroll-constants';
import { periodOn } from '@wattle/shared/work-pattern';
import { VisibleError } from '../error.ts';
import { TIMESHEET_MESSAGES } from '../timesheets/timesheet-rules.ts';
import { addMonths, periodEnd } from './pay-periods.ts';
import { type EmployeePayItem, employeePayEntity, payScheduleEntity } from './setup-entities.ts';

/**
 * A timesheet's period (issue 27 §2): one of the employee's pay-schedule periods (weekly,
 * fortnightly or monthly counted from the schedule's next period, forwards or back), or a Monday
 * week when their pay is not set up; 422 on `period_start` otherwise.
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

/** The first day of the schedule's period that holds `day` (its periods counted from `anchor`). */
export function periodHolding(frequency: PayFrequency, anchor: string, day: string): string {
  if (frequency === 'weekly' || frequency === 'fortnightly') {
    const length = frequency === 'weekly' ? 7 : 14;
    return addDays(day, -(((daysBetween(anchor, day) % length) + length) % length));
  }
  let months =
    (Number(day.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(anchor.slice(5, 7));
  while (addMonths(anchor, months) > day) months -= 1;
  while (addMonths(anchor, months + 1) <= day) months += 1;
  return addMonths(anchor, months);
}

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

export async function readEmployeePay(organizationId: number, employeeId: number): Promise<EmployeePayItem | null> {
  return (
    await employeePayEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true })
  ).data;
}

async function readSchedule(organizationId: number, payScheduleId: number) {
  return (
    await payScheduleEntity()
      .get({ organization_id: organizationId, pay_schedule_id: payScheduleId })
      .go({ consistent: true })
  ).data;
}

/** The period starting on `start` for the employee, or 422 on `period_start`. */
async function periodOf(
  organizationId: number,
  pay: EmployeePayItem | null,
  start: string,
): Promise<{ period_start: string; period_end: string }> {
  const terms = pay ? (periodOn(pay.periods, start) ?? periodOn(pay.periods, addDays(start, 6))) : undefined;
  const schedule = terms ? await readSchedule(organizationId, terms.pay_schedule_id) : null;
  if (!schedule) {
    if (!isMonday(start)) throw VisibleError.validation({ period_start: [TIMESHEET_MESSAGES.mondayStart] });
    return { period_start: start, period_end: addDays(start, 6) };
  }
  if (!startsPeriod(schedule.frequency, schedule.next_period_start, start)) {
    const holding = periodHolding(schedule.frequency, schedule.next_period_start, start);
    throw VisibleError.validation({
      period_start: [
        `${TIMESHEET_MESSAGES.periodStart} The period holding ${formatLongDate(start)} starts on ${formatLongDate(holding)}.`,
      ],
    });
  }
  return { period_start: start, period_end: periodEnd(schedule.frequency, start) };
}

/** The period starting on `start` of the employee's pay (two strongly consistent reads at most). */
export async function timesheetPeriodFor(
  organizationId: number,
  employeeId: number,
  start: string,
): Promise<{ period_start: string; period_end: string }> {
  return periodOf(organizationId, await readEmployeePay(organizationId, employeeId), start);
}

/** The Monday on or before `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The period of the employee's pay holding `day` (`GET /timesheets/period`): their pay schedule's
 * under the terms of that day (or of its Monday week's last day, as a new timesheet's are read), or
 * the Monday week when their pay is not set up. Two strongly consistent reads at most.
 */
export async function timesheetPeriodHolding(
  organizationId: number,
  employeeId: number,
  day: string,
): Promise<{ period_start: string; period_end: string }> {
  const pay = await readEmployeePay(organizationId, employeeId);
  const monday = mondayOf(day);
  const terms = pay ? (periodOn(pay.periods, day) ?? periodOn(pay.periods, addDays(monday, 6))) : undefined;
  const schedule = terms ? await readSchedule(organizationId, terms.pay_schedule_id) : null;
  if (!schedule) return { period_start: monday, period_end: addDays(monday, 6) };
  const start = periodHolding(schedule.frequency, schedule.next_period_start, day);
  return { period_start: start, period_end: periodEnd(schedule.frequency, start) };
}
