import { timeOffRuleOn, timeOffRuleText, timeOffWeeksOf } from '@wattle/shared/pay-conditions/time-off-in-lieu';
import { timesheetExceptions, timesheetPayLines } from '@wattle/shared/pay-conditions/timesheet-pay';
import type { PricedTimesheet } from '../timesheets/timesheet-pricing.ts';
import { payPeriodOn } from './employee-pay.ts';
import { payConditionSetsById } from './pay-conditions.ts';
import { employeePayOf, employeesOf, type TaskEmployee } from './pay-run-inputs.ts';
import { holidaysByState, stateOf, timesheetTermsOf } from './pay-run-timesheets.ts';

/**
 * Timesheets priced as payroll would pay them (the pay-lines route, approvals' exceptions, the
 * overtime and cost reports, the bench): each under the employee's pay terms on its period's last
 * day. A batch costs a few reads whatever its size: the employees' pay (one Query over their id
 * range) and records (one BatchGet), each set once, each state's public holidays once.
 */

export interface TimesheetToPrice {
  timesheet_id: number;
  employee_id: number;
  period_start: string;
  period_end: string;
  days: ReadonlyArray<{
    date: string;
    entries: ReadonlyArray<{ start_time: string; end_time: string; break_minutes: number }>;
  }>;
  /** Weeks decided: those taken as time off in lieu are priced so (shared time-off-in-lieu.ts). */
  overtime_decisions?: ReadonlyArray<{ week_start: string; decision: string }>;
}

export type { PricedTimesheet };

export const NO_PAY_SET_UP = 'Pay is not set up for this employee: hours are shown without pay lines.';
export const SALARIED = 'A salaried employee: the timesheet records hours, the salary is paid.';

export async function priceTimesheets(
  organizationId: number,
  sheets: readonly TimesheetToPrice[],
  openClockDates: ReadonlyMap<number, readonly string[]> = new Map(),
): Promise<Map<number, PricedTimesheet>> {
  const found = new Map<number, PricedTimesheet>();
  if (sheets.length === 0) return found;
  const ids = [...new Set(sheets.map((sheet) => sheet.employee_id))].sort((a, b) => a - b);
  const [pays, employees] = await Promise.all([employeePayOf(organizationId, ids), employeesOf(organizationId, ids)]);
  const periodOf = (sheet: TimesheetToPrice) => {
    const pay = pays.get(sheet.employee_id);
    return pay ? payPeriodOn(pay, sheet.period_end) : null;
  };
  const setIds = sheets.flatMap((sheet) => periodOf(sheet)?.pay_condition_set_id ?? []);
  const from = sheets.reduce((min, sheet) => (sheet.period_start < min ? sheet.period_start : min), '9999-12-31');
  const to = sheets.reduce((max, sheet) => (sheet.period_end > max ? sheet.period_end : max), '0000-01-01');
  const [sets, holidays] = await Promise.all([
    payConditionSetsById(organizationId, setIds),
    holidaysByState(
      organizationId,
      [...employees.values()].map((employee) => stateOf(employee, to)),
      { period_start: from, period_end: to },
    ),
  ]);
  for (const sheet of sheets) {
    const employee = employees.get(sheet.employee_id) as (TaskEmployee & { date_of_birth?: string }) | undefined;
    const period = periodOf(sheet);
    const open = { period_start: sheet.period_start, open_clock_dates: openClockDates.get(sheet.timesheet_id) ?? [] };
    const set = period?.pay_condition_set_id ? sets.get(period.pay_condition_set_id) : undefined;
    const described = {
      pay_condition_set_id: period?.pay_condition_set_id ?? null,
      pay_condition_set_name: set?.name ?? null,
      classification: period?.classification ?? null,
      time_off_rule: null as string | null,
      time_off_unverified: false,
    };
    const terms = employee && period && period.basis === 'hourly' ? timesheetTermsOf(period, employee, sets) : null;
    if (terms && typeof terms !== 'string' && terms.kind === 'set') {
      const rule = timeOffRuleOn(terms.set, sheet.period_end);
      described.time_off_rule = rule ? timeOffRuleText(rule) : null;
      described.time_off_unverified = rule?.source.unverified ?? false;
    }
    if (!terms || typeof terms === 'string') {
      const unpriced = typeof terms === 'string' ? terms : period?.basis === 'salary' ? SALARIED : NO_PAY_SET_UP;
      found.set(sheet.timesheet_id, {
        pay: null,
        unpriced,
        ...described,
        exceptions: timesheetExceptions(sheet.days, null, open),
      });
      continue;
    }
    try {
      const state = employee ? stateOf(employee, sheet.period_end) : null;
      const pay = timesheetPayLines(sheet.days, terms, {
        public_holidays: holidays.get(state) ?? [],
        period_start: sheet.period_start,
        time_off_weeks: timeOffWeeksOf(sheet.overtime_decisions),
      });
      found.set(sheet.timesheet_id, {
        pay,
        unpriced: null,
        ...described,
        exceptions: timesheetExceptions(sheet.days, terms.kind === 'set' ? pay.flags : null, open),
      });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      found.set(sheet.timesheet_id, {
        pay: null,
        unpriced: `The timesheet cannot be priced: ${error.message}.`,
        ...described,
        exceptions: timesheetExceptions(sheet.days, null, open),
      });
    }
  }
  return found;
}
