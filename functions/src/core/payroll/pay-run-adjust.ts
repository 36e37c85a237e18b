import { formatDayRange } from '@wattle/shared/calendar';
import { formatAud } from '@wattle/shared/money';
import { type PayslipView, payslipAdjustInput } from '@wattle/shared/pay-runs';
import { auditPut } from '../audit/audit.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { schedule5Of } from './additional-payments.ts';
import { payPeriodOn } from './employee-pay.ts';
import { type PayslipItem, payslipEntity } from './pay-run-entities.ts';
import { employeePayOf, employeesOf, superSettingsOf, termsOf } from './pay-run-inputs.ts';
import { addTotalsExpression, readPayRun, readPayslip, runOrganization, runUpdate } from './pay-run-store.ts';
import { payslipId, payslipView } from './pay-run-views.ts';
import { withholdingFor } from './pay-run-withholding.ts';
import { leaveAccruedOf } from './payslip-accrual.ts';
import { addTotals, negativeNetMessage, settlePayslip, superCapPeriodStart, zeroTotals } from './payslip-calculator.ts';
import type { CalculatedLine } from './payslip-types.ts';
import { runYearToDate } from './run-year-to-date.ts';
import { methodB1Problem, priorPeriodsFor } from './schedule5-prior-periods.ts';
import { normalEarningsToDate } from './schedule5-year-to-date.ts';
import { fundOfPeriod, NO_SUPER_FUND_MESSAGE, withFund } from './super-fund.ts';
import { ADJUSTMENT_LINE_PREFIX } from './timesheet-adjustment-pay.ts';

/**
 * PATCH /payroll/pay-runs/{id}/payslips/{employeeId}: a person adds, changes or removes lines of a
 * payslip in review; withholding, super and net are worked again, and the run's totals move by the
 * difference in the same transaction (the payslip's version is checked, the run must be in review).
 * A change that would leave net pay below zero is refused (422), as the calculator's problem says.
 */
export async function adjustPayslip(payRunId: number, employeeId: number, input: unknown): Promise<PayslipView> {
  const organizationId = runOrganization(payRunId);
  const body = parseInput(payslipAdjustInput, input);
  const run = await readPayRun(organizationId, payRunId);
  const slip = await readPayslip(organizationId, payRunId, employeeId);
  if (!slip) throw VisibleError.notFound('Payslip');
  if (run.status !== 'review') throw VisibleError.conflict('Only a pay run in review can be adjusted.');
  if (slip.version !== body.version) throw VisibleError.conflict(STALE_VERSION_MESSAGE);

  const editable = slip.lines.filter((line) => line.kind !== 'withholding' && line.kind !== 'super');
  const known = new Set(editable.map((line) => line.id));
  const unknown = [...body.remove, ...body.change.map((change) => change.id)].filter((id) => !known.has(id));
  if (unknown.length > 0) throw VisibleError.validation({ lines: [`Unknown line: ${unknown[0]}.`] });
  const removed = new Set(body.remove);
  const changes = new Map(body.change.map((change) => [change.id, change]));
  let next = editable
    .filter((line) => !removed.has(line.id))
    .map((line): CalculatedLine => {
      const change = changes.get(line.id);
      if (!change) return line as CalculatedLine;
      // A changed hours × rate line keeps its hours for the record but is paid the amount given.
      return {
        ...(line as CalculatedLine),
        amount_cents: change.amount,
        description: change.description,
        source: 'adjustment',
      };
    });
  const b1Problem = body.add.map((add) => methodB1Problem(add, run)).find((problem) => problem !== null);
  if (b1Problem) throw VisibleError.validation({ schedule5_method: [b1Problem] });
  let counter = slip.lines.filter((line) => line.id.startsWith('adj-')).length;
  for (const add of body.add) {
    do counter += 1;
    while (next.some((line) => line.id === `adj-${counter}`));
    next.push({
      id: `adj-${counter}`,
      kind: add.kind,
      description: add.description,
      amount_cents: add.amount,
      ...(add.hours !== undefined ? { hours: add.hours } : {}),
      ...(add.rate !== undefined ? { rate_e4: add.rate } : {}),
      ...(add.allowance_type ? { allowance_type: add.allowance_type } : {}),
      ...(add.deduction_type ? { deduction_type: add.deduction_type } : {}),
      ...(add.payee ? { payee: add.payee } : {}),
      ...schedule5Of(add),
      source: 'adjustment',
    });
  }
  // A timesheet adjustment's calculated line may be negative (it recovers an overpayment).
  next = next.filter((line) => line.amount_cents >= 0 || line.id.startsWith(ADJUSTMENT_LINE_PREFIX));

  const [pays, superSettings, withhold, ytd, people, priorPeriods] = await Promise.all([
    employeePayOf(organizationId, [employeeId]),
    superSettingsOf(organizationId),
    withholdingFor(organizationId),
    runYearToDate(organizationId, run.pay_date, [employeeId]),
    employeesOf(organizationId, [employeeId]),
    priorPeriodsFor(organizationId, run, [employeeId], () => next),
  ]);
  const pay = pays.get(employeeId);
  const period = pay && payPeriodOn(pay, run.period_end);
  if (!period) throw VisibleError.conflict('This employee has no pay set up for the period.');
  const capStart = superCapPeriodStart(run.pay_date);
  const figures = settlePayslip(next, {
    frequency: run.frequency,
    pay_date: run.pay_date,
    // The fund the payslip was worked out with (the employee's record's then).
    terms: withFund(termsOf(period), fundOfPeriod(slip)),
    default_super_rate_points: superSettings.default_super_rate_points,
    super_base_to_date_cents: capStart ? (ytd.get(employeeId)?.superBaseUsed(capStart) ?? 0) : 0,
    earnings_to_date_cents: ytd.get(employeeId)?.totals.gross_cents ?? 0,
    normal_earnings_to_date: normalEarningsToDate(
      ytd.get(employeeId),
      run,
      people.get(employeeId)?.joining_date,
      priorPeriods.get(employeeId),
    ),
    withhold,
    ...(run.extra_pay_withholding ? { extra_pay_withholding: true } : {}),
    ordinary_hours: slip.ordinary_hours,
    hourly_rate_e4: slip.hourly_rate_e4,
    ...(run.adjusts_pay_run_id !== undefined
      ? { adjusted_period: { start: run.period_start, end: run.period_end } }
      : {}),
  });
  // Deductions are refused, never cut down, when they leave less than nothing (as the calculator's problem says).
  if (figures.net_cents < 0) throw VisibleError.validation({ lines: [negativeNetMessage(figures.net_cents)] });
  const now = new Date().toISOString();
  const updated: PayslipItem = {
    ...slip,
    lines: figures.lines,
    gross_cents: figures.gross_cents,
    withholding_cents: figures.withholding_cents,
    super_cents: figures.super_cents,
    net_cents: figures.net_cents,
    deductions_cents: figures.deductions_cents,
    reimbursements_cents: figures.reimbursements_cents,
    ordinary_time_earnings_cents: figures.ordinary_time_earnings_cents,
    tax_scale: figures.tax_scale,
    tax_schedule: figures.tax_schedule,
    version: slip.version + 1,
    updated_at: now,
  };
  delete updated.problem;
  const problem = figures.problem ?? (slip.super_fund_name ? undefined : NO_SUPER_FUND_MESSAGE);
  if (problem) updated.problem = problem;
  const difference = addTotals(addTotals(zeroTotals(), figures), slip, -1);
  const { add, values } = addTotalsExpression(difference);
  const prefix = `${slip.employee_name}: `;
  const problems = [
    ...(run.problems ?? []).filter((problem) => !problem.startsWith(prefix)),
    ...(problem ? [`${prefix}${problem}`] : []),
  ];
  const put = payslipEntity().put(updated).params<{ TableName: string; Item: Record<string, unknown> }>();
  const result = await transactWrite([
    rawItem({
      Put: {
        TableName: put.TableName,
        Item: put.Item,
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': slip.version },
      },
    }),
    runUpdate(organizationId, payRunId, {
      expression: `SET problems = :problems, updated_at = :now, version = version + :one ADD ${add.join(', ')}`,
      condition: '#status = :review',
      values: { ...values, ':problems': problems, ':now': now, ':one': 1, ':review': 'review' },
    }),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'payslip', id: payslipId(payRunId, employeeId), label: slip.employee_name },
      summary: `Adjusted the payslip of ${slip.employee_name} (${formatDayRange(run.period_start, run.period_end)}): net ${formatAud(slip.net_cents)} → ${formatAud(figures.net_cents)}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const accrued = await leaveAccruedOf(organizationId, [updated]);
  return { ...payslipView(updated), leave_accrued: accrued.get(employeeId) ?? [] };
}
