import { formatHourlyRate, formatHours, formatMoney } from '@wattle/shared/money';
import type { PayLine, PayslipSummary, StpAllowanceType, StpDeductionType } from '@wattle/shared/payroll-constants';
import { VisibleError } from '../error.ts';
import {
  type PayLineItem,
  type PayRunItem,
  type PayslipItem,
  payRunEntity,
  payslipEntity,
} from './pay-run-entities.ts';

/**
 * Reading finalised pay runs and their payslips for the outputs: payslip lists and PDFs, the bank
 * file, STP data and reports. A payslip's id in URLs is `<pay_run_id>-<employee_id>`.
 */

/** Runs and payslips that have left review: only these reach employees, banks and the ATO. */
export const RELEASED_STATUSES = ['finalised', 'paid'] as const;
export const isReleased = (status: string) => (RELEASED_STATUSES as readonly string[]).includes(status);

export const payslipIdOf = (item: Pick<PayslipItem, 'pay_run_id' | 'employee_id'>) =>
  `${item.pay_run_id}-${item.employee_id}`;

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
    source: line.source,
  };
}

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

/** One payslip (strongly consistent); undefined when there is none. */
export async function readPayslip(
  organizationId: number,
  payRunId: number,
  employeeId: number,
): Promise<PayslipItem | undefined> {
  const { data } = await payslipEntity()
    .get({ organization_id: organizationId, pay_run_id: payRunId, employee_id: employeeId })
    .go({ consistent: true });
  return data ?? undefined;
}

/** A run that has been finalised (or paid), with every payslip (one Query, paged through); 404 otherwise. */
export async function readReleasedRun(
  organizationId: number,
  payRunId: number,
): Promise<{ run: PayRunItem; payslips: PayslipItem[] }> {
  const [{ data: run }, { data: payslips }] = await Promise.all([
    payRunEntity().get({ organization_id: organizationId, pay_run_id: payRunId }).go({ consistent: true }),
    payslipEntity()
      .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
      .go({ pages: 'all', consistent: true }),
  ]);
  if (!run) throw VisibleError.notFound('Pay run');
  if (!isReleased(run.status)) {
    throw VisibleError.conflict('The pay run is not finalised yet: finalise it first.');
  }
  return { run, payslips: payslips.filter((slip) => slip.pay_run_id === payRunId) };
}
