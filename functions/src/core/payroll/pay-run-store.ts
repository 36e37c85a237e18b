import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { formatHourlyRate, formatHours, formatMoney } from '@wattle/shared/money';
import type { PayRunView, PayslipView } from '@wattle/shared/pay-runs';
import type { PayLine, StpAllowanceType, StpDeductionType } from '@wattle/shared/payroll-constants';
import { dynamo, tableNames } from '../db/client.ts';
import { rawItem } from '../db/transactions.ts';
import type { PayLineItem, PayRunItem, PayRunTaskItem, PayslipItem } from './pay-run-entities.ts';
import { TOTAL_FIELDS, type Totals } from './payslip-calculator.ts';
import { superCapRuleOn, superDueDate } from './super-rules.ts';

/**
 * What pay runs keep beside their entities, and how they are answered:
 * - `ytd#<financial year>#<employee>`: an employee's finalised totals in a financial year and the
 *   super base used in each maximum-contribution-base period (`super_base_<YYYY_MM_DD>`), written
 *   by the finalise tasks with a version check; calculating reads it (one BatchGet per task);
 * - `runguard#<schedule>#<period start>`: one regular run per schedule and period.
 */

const pad = (id: number) => String(id).padStart(12, '0');

export interface YtdRecord extends Totals {
  pk: string;
  sk: string;
  organization_id: number;
  employee_id: number;
  financial_year: string;
  version: number;
  [superBase: `super_base_${string}`]: number;
}

export const ytdKey = (organizationId: number, financialYear: string, employeeId: number) => ({
  pk: `org#${organizationId}`,
  sk: `ytd#${financialYear}#${pad(employeeId)}`,
});
export const superBaseField = (capStart: string) => `super_base_${capStart.replaceAll('-', '_')}` as const;

export const runGuardKey = (organizationId: number, scheduleId: number, periodStart: string) => ({
  pk: `org#${organizationId}`,
  sk: `runguard#${pad(scheduleId)}#${periodStart}`,
});

/** The year-to-date records of employees in one financial year, by employee (BatchGet, ≤100 keys a call). */
export async function ytdRecords(
  organizationId: number,
  financialYear: string,
  employeeIds: readonly number[],
): Promise<Map<number, YtdRecord>> {
  const found = new Map<number, YtdRecord>();
  for (let start = 0; start < employeeIds.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = employeeIds
      .slice(start, start + 100)
      .map((id) => ytdKey(organizationId, financialYear, id));
    while (keys && keys.length > 0) {
      const answer = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableNames().payroll]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[tableNames().payroll] ?? []) {
        found.set(Number(item.employee_id), item as YtdRecord);
      }
      keys = answer.UnprocessedKeys?.[tableNames().payroll]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

export const runKey = (organizationId: number, payRunId: number) => ({
  pk: `org#${organizationId}`,
  sk: `run#${pad(payRunId)}`,
});
export const taskKey = (organizationId: number, payRunId: number, taskNumber: number) => ({
  pk: `org#${organizationId}`,
  sk: `run#${pad(payRunId)}#task#${String(taskNumber).padStart(6, '0')}`,
});
/** Pending tasks carry this sparse gsi1 key, so the hourly sweep finds stalled ones with one Query. */
export const PENDING_TASKS_KEY = 'pay_run_tasks#pending';

/** The operation that marks a task done, on condition it is pending. */
export function taskDone(task: Pick<PayRunTaskItem, 'organization_id' | 'pay_run_id' | 'task_number'>) {
  return rawItem({
    Update: {
      TableName: tableNames().payroll,
      Key: taskKey(task.organization_id, task.pay_run_id, task.task_number),
      UpdateExpression: 'SET #status = :done, updated_at = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':pending': 'pending', ':now': new Date().toISOString() },
    },
  });
}

export const moneyOf = (cents: number | undefined) => formatMoney(cents ?? 0);

function lineView(line: PayLineItem): PayLine {
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

export const payslipId = (payRunId: number, employeeId: number) => `${payRunId}-${employeeId}`;

export function payslipView(slip: PayslipItem): PayslipView {
  const rule = superCapRuleOn(slip.pay_date);
  return {
    payslip_id: payslipId(slip.pay_run_id, slip.employee_id),
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
    super_due_date: rule ? superDueDate(rule, slip.pay_date) : null,
    lines: slip.lines.map(lineView),
    leave_accrued: [],
    ...(slip.problem ? { problem: slip.problem } : {}),
    posted: slip.posted === true,
    version: slip.version,
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

/** `SET`/`ADD` pieces that add `totals` to an item's total fields. */
export function addTotalsExpression(totals: Totals, prefix = 't'): { add: string[]; values: Record<string, number> } {
  const add: string[] = [];
  const values: Record<string, number> = {};
  for (const field of TOTAL_FIELDS) {
    add.push(`${field} :${prefix}_${field}`);
    values[`:${prefix}_${field}`] = totals[field];
  }
  return { add, values };
}
