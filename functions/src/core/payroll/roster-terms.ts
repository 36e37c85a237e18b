import { hoursToHundredths, periodOn } from '@wattle/shared/work-pattern';
import type { RosterTerms, RosterTermsRequest } from '../rostering/roster-pricing.ts';
import { payPeriodOn } from './employee-pay.ts';
import { payConditionSetsById } from './pay-conditions.ts';
import { employeePayOf, employeesOf } from './pay-run-inputs.ts';
import { holidaysByState, stateOf, timesheetTermsOf } from './pay-run-timesheets.ts';
import { NO_PAY_SET_UP, SALARIED } from './timesheet-pay-service.ts';

/**
 * Each employee's pay terms for a roster week, read as priceTimesheets reads them (so a roster
 * costs what its timesheet would pay): the employees' pay (one Query over their id range) and
 * records (one BatchGet), each pay condition set once, each state's public holidays once.
 */
export async function rosterTermsOf(
  organizationId: number,
  requests: readonly RosterTermsRequest[],
): Promise<Map<string, RosterTerms>> {
  const found = new Map<string, RosterTerms>();
  if (requests.length === 0) return found;
  const ids = [...new Set(requests.map((request) => request.employee_id))].sort((a, b) => a - b);
  const [pays, employees] = await Promise.all([employeePayOf(organizationId, ids), employeesOf(organizationId, ids)]);
  const periodOf = (request: RosterTermsRequest) => {
    const pay = pays.get(request.employee_id);
    return pay ? payPeriodOn(pay, request.period_end) : null;
  };
  const from = requests.reduce(
    (min, request) => (request.period_start < min ? request.period_start : min),
    '9999-12-31',
  );
  const to = requests.reduce((max, request) => (request.period_end > max ? request.period_end : max), '0000-01-01');
  const [sets, holidays] = await Promise.all([
    payConditionSetsById(
      organizationId,
      requests.flatMap((request) => periodOf(request)?.pay_condition_set_id ?? []),
    ),
    holidaysByState(
      organizationId,
      [...employees.values()].map((employee) => stateOf(employee, to)),
      { period_start: from, period_end: to },
    ),
  ]);
  for (const request of requests) {
    const employee = employees.get(request.employee_id);
    const period = periodOf(request);
    const pattern = employee
      ? periodOn(employee.leave_record.work_pattern_periods ?? [], request.period_end)
      : undefined;
    const hundredths =
      pattern?.employment_type === 'Part-time' ? hoursToHundredths(pattern.ordinary_hours_per_week) : null;
    const terms = employee && period && period.basis === 'hourly' ? timesheetTermsOf(period, employee, sets) : null;
    const unpriced =
      typeof terms === 'string' ? terms : terms ? null : period?.basis === 'salary' ? SALARIED : NO_PAY_SET_UP;
    found.set(request.key, {
      terms: terms && typeof terms !== 'string' ? terms : null,
      unpriced,
      public_holidays: holidays.get(employee ? stateOf(employee, request.period_end) : null) ?? [],
      contracted_minutes_week: hundredths === null ? null : Math.round((hundredths * 60) / 100),
    });
  }
  return found;
}
