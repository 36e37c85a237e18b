import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { leaveTypesOf } from '../leave/leave-type-store.ts';
import { patternAccrualOf } from '../leave/pay-accrual.ts';
import { payPeriodOn } from './employee-pay.ts';
import { employedSpan } from './pay-proration.ts';
import {
  type PayRunItem,
  type PayRunTaskItem,
  type PayslipItem,
  payRunEntity,
  payRunTaskEntity,
  payslipEntity,
} from './pay-run-entities.ts';
import {
  accrualPauses,
  accruingUnpaidUnits,
  approvedLeaveOf,
  defaultSuperRate,
  employeePayOf,
  employeesOf,
  itemInput,
  itemPaidIn,
  payItemsOf,
  termsOf,
} from './pay-run-inputs.ts';
import { postTask } from './pay-run-posting.ts';
import {
  addTotalsExpression,
  PENDING_TASKS_KEY,
  runKey,
  superBaseField,
  taskDone,
  ytdRecords,
} from './pay-run-store.ts';
import { withholdingFor } from './pay-run-withholding.ts';
import { addTotals, calculatePayslip, superCapPeriodStart, zeroTotals } from './payslip-calculator.ts';
import { fundOnRecord, NO_SUPER_FUND_MESSAGE, withFund } from './super-fund.ts';
import { financialYearOf } from './super-rules.ts';

/**
 * The pay-run worker: one task is a slice of a run's employees. A calculate task works out their
 * payslips; a finalise task posts them (pay-run-posting.ts). Either ends with ONE transaction that
 * writes its results, marks the task done and adds to the run's counts, on condition that the task
 * is still pending: a message delivered twice, or retried after a crash, finds the task done (or
 * fails that condition) and changes nothing. The last task of a phase moves the run on.
 */

async function readRun(organizationId: number, payRunId: number): Promise<PayRunItem | null> {
  const { data } = await payRunEntity()
    .get({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ consistent: true });
  return data;
}

/** Moves a run whose tasks are all done on: calculating → review, finalising → finalised. */
export async function finishPhase(organizationId: number, payRunId: number): Promise<void> {
  const run = await readRun(organizationId, payRunId);
  if (!run || run.tasks_done < run.tasks_total) return;
  const next = run.status === 'calculating' ? 'review' : run.status === 'finalising' ? 'finalised' : undefined;
  if (!next) return;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().payroll,
        Key: runKey(organizationId, payRunId),
        UpdateExpression: 'SET #status = :next, version = version + :one, updated_at = :now',
        ConditionExpression: '#status = :current AND tasks_done = tasks_total',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':next': next,
          ':current': run.status,
          ':one': 1,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    // Another task's worker moved it first.
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Works out the payslips of one calculate task and commits them with the task's completion. */
async function calculateTask(task: PayRunTaskItem, run: PayRunItem): Promise<void> {
  const organizationId = run.organization_id;
  const ids = [...task.employee_ids].sort((a, b) => a - b);
  const financialYear = financialYearOf(run.pay_date).label;
  const [pays, items, [types, leave], employees, ytd, defaultRate, withhold] = await Promise.all([
    employeePayOf(organizationId, ids),
    payItemsOf(organizationId, ids),
    leaveTypesOf(organizationId).then(
      async (types) => [types, await approvedLeaveOf(organizationId, ids, run, types)] as const,
    ),
    employeesOf(organizationId, ids),
    ytdRecords(organizationId, financialYear, ids),
    defaultSuperRate(organizationId),
    withholdingFor(organizationId),
  ]);
  // Each employee's super fund is their record's (member number opened here, for the payslip).
  const funds = new Map(
    await Promise.all(
      [...employees.values()].map(
        async (employee) => [employee.employee_id, await fundOnRecord(employee.fund)] as const,
      ),
    ),
  );
  const capStart = superCapPeriodStart(run.pay_date);
  const now = new Date().toISOString();
  const totals = zeroTotals();
  const problems: string[] = [];
  const writes: TransactionItem[] = [];
  for (const employeeId of ids) {
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
    const terms = withFund(termsOf(period), fund);
    const adjustment = run.adjusts_pay_run_id !== undefined;
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
      default_super_rate_points: defaultRate,
      // An adjustment run pays one-off items not yet paid, and what review adds: no ordinary pay,
      // recurring items or leave, which the run it corrects paid.
      ordinary: !adjustment,
      items: (items.get(employeeId) ?? [])
        .filter((item) => itemPaidIn(item, run) && !(adjustment && item.recurring))
        .map(itemInput),
      leave: adjustment ? [] : (leave.get(employeeId) ?? []),
      super_base_to_date_cents: capStart ? (ytd.get(employeeId)?.[superBaseField(capStart)] ?? 0) : 0,
      withhold,
    });
    addTotals(totals, figures);
    // A payslip names the fund its super is paid to (reg 3.46(5)): none on record stops finalising.
    const problem = figures.problem ?? (terms.super_fund_name ? undefined : NO_SUPER_FUND_MESSAGE);
    if (problem) problems.push(`${employee.name}: ${problem}`);
    const slip: PayslipItem = {
      organization_id: organizationId,
      pay_run_id: run.pay_run_id,
      employee_id: employeeId,
      employee_name: employee.name,
      leave_record: employee.leave_record,
      // What the work pattern accrues over the period, for posting to compare with the hours paid.
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
      ...(terms.super_fund_usi ? { super_fund_usi: terms.super_fund_usi } : {}),
      ...(terms.super_member_number ? { super_member_number: terms.super_member_number } : {}),
      ...(problem ? { problem } : {}),
      version: 1,
      updated_at: now,
    };
    writes.push(committed(payslipEntity().put(slip)));
  }
  const { add, values } = addTotalsExpression(totals);
  const runUpdate = rawItem({
    Update: {
      TableName: tableNames().payroll,
      Key: runKey(organizationId, run.pay_run_id),
      UpdateExpression: `SET problems = list_append(if_not_exists(problems, :none), :problems), updated_at = :now ADD tasks_done :one, employee_count :slips, ${add.join(', ')}`,
      ConditionExpression: '#status = :calculating',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ...values,
        ':none': [],
        ':problems': problems,
        ':now': now,
        ':one': 1,
        ':slips': writes.length,
        ':calculating': 'calculating',
      },
    },
  });
  const result = await transactWrite([...writes, taskDone(task), runUpdate]);
  if (result.canceled) {
    // The task was done by an earlier delivery, or the run was deleted: nothing to add.
    const taskFailed = result.data[writes.length]?.code === 'ConditionalCheckFailed';
    const runFailed = result.data[writes.length + 1]?.code === 'ConditionalCheckFailed';
    if (taskFailed || runFailed) return;
    throw new Error(`Pay run ${run.pay_run_id} task ${task.task_number} could not be written.`);
  }
  await finishPhase(organizationId, run.pay_run_id);
}

/**
 * Runs one pay-run task from its stream record (calculate a slice of payslips, or post a slice
 * of a finalised run). Safe to run again: a task already done is skipped.
 */
export async function runPayRunTaskRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const written = unmarshall(image as Record<string, AttributeValue>) as PayRunTaskItem;
  const { data: task } = await payRunTaskEntity()
    .get({
      organization_id: written.organization_id,
      pay_run_id: written.pay_run_id,
      task_number: written.task_number,
    })
    .go({ consistent: true });
  if (!task || task.status === 'done') return;
  const run = await readRun(task.organization_id, task.pay_run_id);
  if (!run) return;
  if (task.kind === 'calculate' && run.status === 'calculating') await calculateTask(task, run);
  else if (task.kind === 'finalise' && run.status === 'finalising') {
    await postTask(task, run);
    await finishPhase(run.organization_id, run.pay_run_id);
  }
}

/** Tasks pending longer than this are re-queued by the hourly sweep. */
const STALLED_AFTER_MS = 15 * 60_000;

/**
 * Re-queues tasks still pending long after they were written (a lost or dead-lettered message):
 * one Query of the sparse pending index, and an update of each stalled task (its new image is
 * queued again). Also moves on a run whose last task finished but whose phase step was lost.
 */
export async function requeueStalledPayRunTasks(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  let requeued = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().payroll,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
        ExpressionAttributeValues: { ':pending': PENDING_TASKS_KEY, ':before': before },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableNames().payroll,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi1sk = :now, updated_at = :now ADD queued :one',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':now': now.toISOString(), ':one': 1, ':pending': 'pending' },
          }),
        );
        requeued += 1;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return requeued;
}
