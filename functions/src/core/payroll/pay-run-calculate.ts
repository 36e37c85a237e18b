import type { LeaveType } from '@wattle/shared/leave-types';
import { leaveTypesOf } from '../leave/leave-type-store.ts';
import { patternAccrualOf } from '../leave/pay-accrual.ts';
import { timesheetsOfPeriod } from '../timesheets/period-timesheets.ts';
import { payPeriodOn } from './employee-pay.ts';
import { employedSpan } from './pay-proration.ts';
import type { PayRunItem, PayslipItem } from './pay-run-entities.ts';
import {
  accrualPauses,
  accruingUnpaidUnits,
  approvedLeaveOf,
  employeePayOf,
  employeesOf,
  itemInput,
  itemPaidIn,
  payItemsOf,
  superSettingsOf,
  termsOf,
  withEmployeeLoading,
} from './pay-run-inputs.ts';
import { timesheetPayOf, timesheetReferencesOf } from './pay-run-timesheets.ts';
import { withholdingFor } from './pay-run-withholding.ts';
import { addTotals, calculatePayslip, superCapPeriodStart, type Totals, zeroTotals } from './payslip-calculator.ts';
import type { CalculatedLine, LeaveInput } from './payslip-types.ts';
import { runYearToDate } from './run-year-to-date.ts';
import { priorPeriodsFor } from './schedule5-prior-periods.ts';
import { normalEarningsToDate } from './schedule5-year-to-date.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';
import { fundOnRecord, NO_SUPER_FUND_MESSAGE, withFund } from './super-fund.ts';
import { financialYearOf } from './super-rules.ts';
import { timesheetAdjustmentsOf } from './timesheet-adjustment-pay.ts';

/**
 * Working out payslips of a run for a set of its employees (consecutive ids: a worker task's
 * slice, or the payslips a person recalculates in review): the reads are a few Queries over the
 * ids' key range and one BatchGet (pay-run-inputs.ts), never one read per employee.
 */

/** The leave types and each employee's approved leave in the run's period (one Query of the approved requests). */
export interface RunLeave {
  types: LeaveType[];
  byEmployee: Map<number, LeaveInput[]>;
}

export async function runLeaveOf(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
): Promise<RunLeave> {
  const types = await leaveTypesOf(organizationId);
  return { types, byEmployee: await approvedLeaveOf(organizationId, ids, period, types) };
}

/**
 * The approved leave a payslip is worked out with, one string a request (its id, type, days in
 * the period and units), sorted: a payslip whose stored basis differs from its period's leave now
 * was calculated before a leave change (approved, cancelled or changed since).
 */
export const leaveBasisOf = (leave: readonly LeaveInput[] = []): string[] =>
  leave
    .map((entry) => `${entry.leave_request_id}:${entry.leave_type_id}:${entry.from}:${entry.to}:${entry.leave_units}`)
    .sort();

/**
 * The employee's first qualifying payday with the employer (super due in 20 business days): no
 * super paid to them yet this financial year (the year to date the run already reads, brought-in
 * figures included: no read per payslip) and they joined in this financial year. Someone who joined before 1 July and is
 * first paid after it is not seen as new (their due date is the usual 7 business days: earlier,
 * never late).
 */
export function isFirstSuperPayday(
  run: Pick<PayRunItem, 'pay_date'>,
  joiningDate: string,
  ytd: { totals: Pick<Totals, 'super_cents'> } | undefined,
): boolean {
  return (ytd?.totals.super_cents ?? 0) === 0 && joiningDate >= financialYearOf(run.pay_date).start;
}

/** Each employee's pay period on the run's last day, of those with one. */
function payPeriodsOf(
  pays: Awaited<ReturnType<typeof employeePayOf>>,
  ids: readonly number[],
  run: Pick<PayRunItem, 'period_end'>,
): Map<number, EmployeePayPeriod> {
  return new Map(
    ids.flatMap((id) => {
      const pay = pays.get(id);
      const period = pay && payPeriodOn(pay, run.period_end);
      return period ? [[id, period] as const] : [];
    }),
  );
}

export interface CalculatedSlips {
  slips: PayslipItem[];
  totals: Totals;
  /** "Name: problem", one for each payslip with one. */
  problems: string[];
}

/**
 * The payslips of `ids` in `run` (version 1, in review). An employee no longer paid on the run's
 * schedule, not employed in the period, or trashed gets none. `leave` is read when not given;
 * `added` are lines a person added in review, kept on the payslip worked out again.
 */
export async function calculateSlips(
  run: PayRunItem,
  ids: readonly number[],
  options: { leave?: RunLeave; added?: ReadonlyMap<number, CalculatedLine[]> } = {},
): Promise<CalculatedSlips> {
  const organizationId = run.organization_id;
  const sorted = [...ids].sort((a, b) => a - b);
  // An adjustment run pays no timesheets: its period's hours were paid by the run it corrects.
  const regular = run.adjusts_pay_run_id === undefined;
  // Every read that needs only the ids goes out at once: a slice's time is its longest chain of
  // reads, not their sum (the period's timesheets are two reads in a row: the guards, then the
  // timesheets). What paying from timesheets reads besides them (the sets and public holidays)
  // needs the pay and records only, so it follows those, beside the timesheets.
  const paysRead = employeePayOf(organizationId, sorted);
  const employeesRead = employeesOf(organizationId, sorted);
  const [
    pays,
    items,
    { types, byEmployee: leave },
    employees,
    ytd,
    superSettings,
    withhold,
    sheets,
    adjustments,
    references,
  ] = await Promise.all([
    paysRead,
    payItemsOf(organizationId, sorted),
    options.leave ?? runLeaveOf(organizationId, sorted, run),
    employeesRead,
    runYearToDate(organizationId, run.pay_date, sorted),
    superSettingsOf(organizationId),
    withholdingFor(organizationId),
    regular ? timesheetsOfPeriod(organizationId, sorted, run) : null,
    // Timesheet adjustments of earlier periods not yet paid.
    regular ? timesheetAdjustmentsOf(run, sorted) : null,
    regular
      ? Promise.all([paysRead, employeesRead]).then(([read, records]) =>
          timesheetReferencesOf(run, records, payPeriodsOf(read, sorted, run)),
        )
      : null,
  ]);
  const periods = payPeriodsOf(pays, sorted, run);
  const timesheets = sheets && references ? timesheetPayOf(run, sorted, employees, periods, sheets, references) : null;
  // Then what needs those answers, side by side: each employee's super fund (their record's, member
  // number opened here, for the payslip), and Schedule 5 Method B(i)'s earlier periods (only for
  // those with such a back pay).
  const [funds, priorPeriods] = await Promise.all([
    Promise.all(
      [...employees.values()].map(
        async (employee) => [employee.employee_id, await fundOnRecord(employee.fund)] as const,
      ),
    ).then((entries) => new Map(entries)),
    priorPeriodsFor(organizationId, run, sorted, (id) => [...(items.get(id) ?? []), ...(options.added?.get(id) ?? [])]),
  ]);
  const capStart = superCapPeriodStart(run.pay_date);
  const now = new Date().toISOString();
  const totals = zeroTotals();
  const problems: string[] = [];
  const slips: PayslipItem[] = [];
  for (const employeeId of sorted) {
    const employee = employees.get(employeeId);
    const pay = pays.get(employeeId);
    const period = pay && payPeriodOn(pay, run.period_end);
    if (!employee || !period || period.pay_schedule_id !== run.pay_schedule_id) continue;
    // Employment and pay changes inside the period pro-rate ordinary pay (pay-proration.ts).
    const employment = {
      joining_date: employee.joining_date,
      ...(employee.last_working_day ? { last_working_day: employee.last_working_day } : {}),
    };
    if (!employedSpan(run, employment)) continue;
    const fund = funds.get(employeeId) ?? null;
    const fromTimesheets = timesheets?.pay.get(employeeId);
    const adjusted = adjustments?.get(employeeId);
    const own = withFund(termsOf(period), fund);
    // Leave of someone paid from timesheets is paid at their agreed rate, else their set's minimum.
    const terms = fromTimesheets ? { ...own, hourly_rate_e4: fromTimesheets.rate_e4 } : own;
    const adjustment = run.adjusts_pay_run_id !== undefined;
    const added = options.added?.get(employeeId) ?? [];
    const figures = calculatePayslip({
      frequency: run.frequency,
      period_start: run.period_start,
      period_end: run.period_end,
      pay_date: run.pay_date,
      terms,
      terms_from: pay.periods.map((dated) => ({
        effective_from: dated.effective_from,
        terms: withFund(termsOf(dated), fund),
      })),
      employment,
      default_super_rate_points: superSettings.default_super_rate_points,
      employer_state: superSettings.employer_state,
      first_super_payday: isFirstSuperPayday(run, employee.joining_date, ytd.get(employeeId)),
      // An adjustment run pays one-off items not yet paid, and what review adds: no ordinary pay,
      // recurring items or leave, which the run it corrects paid.
      ordinary: !adjustment,
      items: (items.get(employeeId) ?? [])
        .filter((item) => itemPaidIn(item, run) && !(adjustment && item.recurring))
        .map(itemInput),
      leave: adjustment ? [] : withEmployeeLoading(leave.get(employeeId) ?? [], period),
      ...(added.length > 0 ? { adjustments: added } : {}),
      ...(fromTimesheets ? { timesheet_lines: fromTimesheets.lines } : {}),
      ...(adjusted ? { timesheet_adjustment_lines: adjusted.lines } : {}),
      super_base_to_date_cents: capStart ? (ytd.get(employeeId)?.superBaseUsed(capStart) ?? 0) : 0,
      earnings_to_date_cents: ytd.get(employeeId)?.totals.gross_cents ?? 0,
      normal_earnings_to_date: normalEarningsToDate(
        ytd.get(employeeId),
        run,
        employee.joining_date,
        priorPeriods.get(employeeId),
      ),
      withhold,
      ...(run.extra_pay_withholding ? { extra_pay_withholding: true } : {}),
    });
    addTotals(totals, figures);
    // A payslip names the fund its super is paid to (reg 3.46(5)): none on record stops finalising.
    const problem =
      fromTimesheets?.problem ??
      adjusted?.problem ??
      figures.problem ??
      (terms.super_fund_name ? undefined : NO_SUPER_FUND_MESSAGE);
    if (problem) problems.push(`${employee.name}: ${problem}`);
    slips.push({
      organization_id: organizationId,
      pay_run_id: run.pay_run_id,
      employee_id: employeeId,
      employee_name: employee.name,
      leave_record: employee.leave_record,
      // What the work pattern accrues over the period, for posting to compare with the hours paid,
      // and the leave it was worked out with (finalising refuses it if that changed since).
      ...(adjustment
        ? {}
        : {
            leave_pattern: patternAccrualOf(
              types,
              employee.leave_record,
              run,
              accrualPauses(types, leave.get(employeeId)),
            ),
            accruing_unpaid_units: accruingUnpaidUnits(types, leave.get(employeeId)),
            leave_basis: leaveBasisOf(leave.get(employeeId)),
            timesheet_basis: timesheets?.basis.get(employeeId) ?? [],
            ...(adjusted ? { adjustment_basis: adjusted.basis } : {}),
          }),
      period_start: run.period_start,
      period_end: run.period_end,
      pay_date: run.pay_date,
      status: 'review',
      lines: figures.lines,
      gross_cents: figures.gross_cents,
      withholding_cents: figures.withholding_cents,
      super_cents: figures.super_cents,
      net_cents: figures.net_cents,
      deductions_cents: figures.deductions_cents,
      reimbursements_cents: figures.reimbursements_cents,
      basis: terms.basis,
      hourly_rate_e4: figures.hourly_rate_e4,
      ...(terms.basis === 'salary' && terms.annual_salary_cents !== undefined
        ? { annual_salary_cents: terms.annual_salary_cents }
        : {}),
      ordinary_hours: figures.ordinary_hours,
      ...(figures.unpaid_leave_hours ? { unpaid_leave_hours: figures.unpaid_leave_hours } : {}),
      ordinary_time_earnings_cents: figures.ordinary_time_earnings_cents,
      tax_scale: figures.tax_scale,
      tax_schedule: figures.tax_schedule,
      super_fund_name: terms.super_fund_name,
      ...(figures.super_due_date ? { super_due_date: figures.super_due_date } : {}),
      ...(figures.super_due_note ? { super_due_note: figures.super_due_note } : {}),
      ...(terms.super_fund_usi ? { super_fund_usi: terms.super_fund_usi } : {}),
      ...(terms.super_member_number ? { super_member_number: terms.super_member_number } : {}),
      ...(problem ? { problem } : {}),
      ...(fromTimesheets?.notice || adjusted?.notice
        ? { notice: [fromTimesheets?.notice, adjusted?.notice].filter(Boolean).join(' ') }
        : {}),
      version: 1,
      updated_at: now,
    });
  }
  return { slips, totals, problems };
}
