import { formatHourlyRate, formatHours, formatMoney } from '@wattle/shared/money';
import type { PayRunView, PayslipView } from '@wattle/shared/pay-runs';
import type { PayLine, PayslipSummary, StpAllowanceType, StpDeductionType } from '@wattle/shared/payroll-constants';
import { VisibleError } from '../error.ts';
import type { PayLineItem, PayRunItem, PayslipItem } from './pay-run-entities.ts';
import { superCapRuleOn, superDue } from './super-rules.ts';

/**
 * How pay runs and payslips are answered: the run (totals, status), a payslip in review or
 * released, its lines, and a payslip's id in URLs, `<pay_run_id>-<employee_id>`.
 */

/** Runs and payslips that have left review: only these reach employees, banks and the ATO. */
export const RELEASED_STATUSES = ['finalised', 'paid'] as const;
export const isReleased = (status: string) => (RELEASED_STATUSES as readonly string[]).includes(status);

export const moneyOf = (cents: number | undefined) => formatMoney(cents ?? 0);

export const payslipId = (payRunId: number, employeeId: number) => `${payRunId}-${employeeId}`;
export const payslipIdOf = (item: Pick<PayslipItem, 'pay_run_id' | 'employee_id'>) =>
  payslipId(item.pay_run_id, item.employee_id);

/** `12-34` → run 12, employee 34; anything else 404 naming the payslip. */
export function parsePayslipId(id: string | undefined): { payRunId: number; employeeId: number } {
  const match = /^([1-9]\d{0,14})-([1-9]\d{0,14})$/.exec(id ?? '');
  if (!match) throw VisibleError.notFound('Payslip');
  return { payRunId: Number(match[1]), employeeId: Number(match[2]) };
}

export function toPayLine(line: PayLineItem): PayLine {
  return {
    id: line.id,
    kind: line.kind,
    description: line.description,
    ...(line.hours !== undefined ? { hours: formatHours(line.hours) } : {}),
    ...(line.rate_e4 !== undefined ? { rate: formatHourlyRate(line.rate_e4) } : {}),
    amount: formatMoney(line.amount_cents),
    ...(line.allowance_type ? { allowance_type: line.allowance_type as StpAllowanceType } : {}),
    ...(line.deduction_type ? { deduction_type: line.deduction_type as StpDeductionType } : {}),
    ...(line.payee ? { payee: line.payee } : {}),
    ...(line.leave_type_id !== undefined ? { leave_type_id: line.leave_type_id } : {}),
    ...(line.leave_code ? { leave_code: line.leave_code } : {}),
    ...(line.paid_leave_type ? { paid_leave_type: line.paid_leave_type } : {}),
    source: line.source,
  };
}

/**
 * When a payslip's super is due and how that was counted: as worked out with the payslip (the
 * employer's state, a first payday), else (payslips kept before it was) by the pay date's rule
 * with national holidays only.
 */
export function superDueOf(slip: Pick<PayslipItem, 'pay_date' | 'super_due_date' | 'super_due_note'>) {
  if (slip.super_due_date) return { date: slip.super_due_date, note: slip.super_due_note ?? '' };
  const rule = superCapRuleOn(slip.pay_date);
  return rule ? superDue(rule, slip.pay_date) : undefined;
}

/** A payslip of a run as the run's page shows it (in review or released). */
export function payslipView(slip: PayslipItem): PayslipView {
  const due = superDueOf(slip);
  return {
    payslip_id: payslipIdOf(slip),
    employee_id: slip.employee_id,
    employee_name: slip.employee_name,
    gross: moneyOf(slip.gross_cents),
    withholding: moneyOf(slip.withholding_cents),
    super: moneyOf(slip.super_cents),
    net: moneyOf(slip.net_cents),
    deductions: moneyOf(slip.deductions_cents),
    reimbursements: moneyOf(slip.reimbursements_cents),
    ordinary_hours: formatHours(slip.ordinary_hours),
    ...(slip.unpaid_leave_hours ? { unpaid_leave_hours: formatHours(slip.unpaid_leave_hours) } : {}),
    hourly_rate: formatHourlyRate(slip.hourly_rate_e4),
    basis: slip.basis,
    annual_salary:
      slip.basis === 'salary' && slip.annual_salary_cents !== undefined ? formatMoney(slip.annual_salary_cents) : null,
    tax_scale: slip.tax_scale,
    super_fund_name: slip.super_fund_name,
    super_due_date: due?.date ?? null,
    super_due_note: due?.note ?? null,
    lines: slip.lines.map(toPayLine),
    leave_accrued: [],
    ...(slip.problem ? { problem: slip.problem } : {}),
    ...(slip.notice ? { notice: slip.notice } : {}),
    posted: slip.posted === true,
    version: slip.version,
  };
}

/** A released payslip in a list (an employee's own, or the organization's). */
export function toPayslipSummary(item: PayslipItem): PayslipSummary {
  return {
    payslip_id: payslipIdOf(item),
    pay_run_id: item.pay_run_id,
    employee_id: item.employee_id,
    employee_name: item.employee_name,
    period_start: item.period_start,
    period_end: item.period_end,
    pay_date: item.pay_date,
    gross: formatMoney(item.gross_cents),
    withholding: formatMoney(item.withholding_cents),
    super: formatMoney(item.super_cents),
    net: formatMoney(item.net_cents),
    status: item.status,
  };
}

export function payRunView(run: PayRunItem): PayRunView {
  return {
    id: run.pay_run_id,
    organization_id: run.organization_id,
    pay_schedule_id: run.pay_schedule_id,
    frequency: run.frequency,
    period_start: run.period_start,
    period_end: run.period_end,
    pay_date: run.pay_date,
    adjusts_pay_run_id: run.adjusts_pay_run_id ?? null,
    status: run.status,
    employee_count: run.employee_count,
    tasks_total: run.tasks_total,
    tasks_done: run.tasks_done,
    gross: moneyOf(run.gross_cents),
    withholding: moneyOf(run.withholding_cents),
    super: moneyOf(run.super_cents),
    net: moneyOf(run.net_cents),
    deductions: moneyOf(run.deductions_cents),
    reimbursements: moneyOf(run.reimbursements_cents),
    problems: run.problems ?? [],
    created_by: run.created_by,
    created_at: run.created_at,
    finalised_by: run.finalised_by ?? null,
    finalised_at: run.finalised_at ?? null,
    paid_at: run.paid_at ?? null,
    version: run.version,
  };
}
