import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { formatDayRange } from '@wattle/shared/calendar';
import {
  PAY_RUN_TASK_SIZE,
  PAY_RUNS_PAGE_SIZE,
  PAYSLIPS_PAGE_SIZE,
  type PayRunDetail,
  type PayRunView,
  payRunCreateInput,
  payRunListQuery,
} from '@wattle/shared/pay-runs';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { storePage } from '../db/paging.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requestOrganization, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { listEmployeePay, payPeriodOn } from './employee-pay.ts';
import { type PayRunItem, payRunEntity, payRunTaskEntity, payslipEntity } from './pay-run-entities.ts';
import { PENDING_TASKS_KEY, payRunView, payslipView, runGuardKey, runKey } from './pay-run-store.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { leaveAccruedOf } from './payslip-accrual.ts';
import { payScheduleEntity } from './setup-entities.ts';

/**
 * Pay runs: drafting one (a run item and tasks of ≤ PAY_RUN_TASK_SIZE employees that the worker
 * calculates), reading, deleting a draft, finalising (tasks that post each payslip) and marking
 * paid. A finalised run is immutable: a correction is a new run that names the one it adjusts.
 */

const pad = (id: number) => String(id).padStart(12, '0');
const NOT_FOUND = 'Pay run';

export async function readPayRun(organizationId: number, payRunId: number): Promise<PayRunItem> {
  const { data } = await payRunEntity()
    .get({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(NOT_FOUND);
  return data;
}

/** The run the route names (its organization was authorized through the run's locator). */
export function runOrganization(payRunId: number): number {
  return requestOrganization(NOT_FOUND, { kind: 'pay_run', id: payRunId }).organizationId;
}

/** A task as a raw Put, with the sparse pending key the hourly sweep reads. */
function taskPut(
  organizationId: number,
  payRunId: number,
  taskNumber: number,
  kind: 'calculate' | 'finalise',
  ids: number[],
) {
  const now = new Date().toISOString();
  const params = payRunTaskEntity()
    .put({
      organization_id: organizationId,
      pay_run_id: payRunId,
      task_number: taskNumber,
      kind,
      employee_ids: ids,
      status: 'pending',
      queued: 1,
      updated_at: now,
    })
    .params<{ TableName: string; Item: Record<string, unknown> }>();
  return rawItem({
    Put: { TableName: params.TableName, Item: { ...params.Item, gsi1pk: PENDING_TASKS_KEY, gsi1sk: now } },
  });
}

const chunk = <T>(values: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
};

/** Writes `first` (the run's own change) with as many tasks as fit, then the rest of the tasks. */
async function writeWithTasks(first: TransactionItem[], tasks: TransactionItem[]): Promise<boolean> {
  const room = 100 - first.length;
  const result = await transactWrite([...first, ...tasks.slice(0, room)]);
  if (result.canceled) return false;
  for (const part of chunk(tasks.slice(room), 100)) {
    const more = await transactWrite(part);
    if (more.canceled) throw new Error('Pay run tasks could not be written.');
  }
  return true;
}

/**
 * The payees of the finalised run an adjustment run corrects (its schedule and period, or 422): an
 * adjustment run pays only what is added to it (one-off items, lines added in review), never the
 * period's ordinary pay again.
 */
async function adjustedPayees(
  organizationId: number,
  originalId: number,
  data: { pay_schedule_id: number; period_start: string; period_end: string },
): Promise<number[]> {
  const { data: original } = await payRunEntity()
    .get({ organization_id: organizationId, pay_run_id: originalId })
    .go({ consistent: true });
  if (!original || !['finalised', 'paid'].includes(original.status)) {
    throw VisibleError.validation({ adjusts_pay_run_id: ['Only a finalised pay run can be adjusted.'] });
  }
  if (original.pay_schedule_id !== data.pay_schedule_id) {
    throw VisibleError.validation({
      pay_schedule_id: ['An adjustment run is on the pay schedule of the run it adjusts.'],
    });
  }
  if (original.period_start !== data.period_start || original.period_end !== data.period_end) {
    throw VisibleError.validation({ period_start: ['An adjustment run is for the period of the run it adjusts.'] });
  }
  const { data: slips } = await payslipEntity()
    .query.byRun({ organization_id: organizationId, pay_run_id: originalId })
    .go({ pages: 'all', attributes: ['employee_id'] });
  return slips.map((slip) => slip.employee_id).sort((a, b) => a - b);
}

/** POST /payroll/pay-runs: drafts a run for a schedule's period; the worker calculates its payslips. */
export async function createPayRun(input: unknown): Promise<PayRunView> {
  const data = parseInput(payRunCreateInput, input);
  const organizationId = data.organization_id;
  requireMembership(organizationId);
  const { data: schedule } = await payScheduleEntity()
    .get({ organization_id: organizationId, pay_schedule_id: data.pay_schedule_id })
    .go({ consistent: true });
  if (!schedule) throw VisibleError.validation({ pay_schedule_id: ['Unknown pay schedule.'] });
  const ids =
    data.adjusts_pay_run_id === undefined
      ? (await listEmployeePay(organizationId))
          .filter((pay) => payPeriodOn(pay, data.period_end)?.pay_schedule_id === schedule.pay_schedule_id)
          .map((pay) => pay.employee_id)
          .sort((a, b) => a - b)
      : await adjustedPayees(organizationId, data.adjusts_pay_run_id, data);
  if (ids.length === 0) throw VisibleError.validation({ pay_schedule_id: ['No employee is paid on this schedule.'] });
  const payRunId = await nextId(payrollCounter(), 'pay_run');
  const user = useUser();
  const now = new Date().toISOString();
  const slices = chunk(ids, PAY_RUN_TASK_SIZE);
  const run: PayRunItem = {
    organization_id: organizationId,
    pay_run_id: payRunId,
    pay_schedule_id: schedule.pay_schedule_id,
    frequency: schedule.frequency,
    period_start: data.period_start,
    period_end: data.period_end,
    pay_date: data.pay_date,
    ...(data.adjusts_pay_run_id !== undefined ? { adjusts_pay_run_id: data.adjusts_pay_run_id } : {}),
    status: 'calculating',
    employee_count: 0,
    tasks_total: slices.length,
    tasks_done: 0,
    gross_cents: 0,
    withholding_cents: 0,
    super_cents: 0,
    net_cents: 0,
    deductions_cents: 0,
    reimbursements_cents: 0,
    problems: [],
    created_by: user.name,
    created_at: now,
    version: 1,
    updated_at: now,
  };
  const label = formatDayRange(data.period_start, data.period_end);
  const first: TransactionItem[] = [
    committed(payRunEntity().create(run)),
    committed(payrollLocator().create({ kind: 'pay_run', id: payRunId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'pay_run', id: payRunId, label },
      summary: `Drafted pay run ${label} (${schedule.name}) for ${ids.length} employee(s)`,
    }),
  ];
  if (data.adjusts_pay_run_id === undefined) {
    first.push(
      rawItem({
        Put: {
          TableName: tableNames().payroll,
          Item: { ...runGuardKey(organizationId, schedule.pay_schedule_id, data.period_start), pay_run_id: payRunId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    );
  }
  const tasks = slices.map((slice, index) => taskPut(organizationId, payRunId, index + 1, 'calculate', slice));
  if (!(await writeWithTasks(first, tasks))) {
    throw VisibleError.conflict('A pay run for this schedule and period already exists.');
  }
  return payRunView(run);
}

/** GET /payroll/pay-runs?organization_id=: newest first, paged. */
export async function listPayRuns(query: unknown) {
  const { organization_id: organizationId, cursor } = parseInput(payRunListQuery, query);
  requireMembership(organizationId);
  const page = await storePage(['pay runs', organizationId], cursor, (storeCursor) =>
    payRunEntity()
      .query.runsOfOrganization({ organization_id: organizationId })
      .go({ cursor: storeCursor, limit: PAY_RUNS_PAGE_SIZE, order: 'desc' }),
  );
  return { data: page.data.map(payRunView), next_cursor: page.nextCursor, per_page: PAY_RUNS_PAGE_SIZE };
}

export async function payslipsOf(organizationId: number, payRunId: number) {
  const { data } = await payslipEntity()
    .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_id - b.employee_id);
}

/**
 * GET /payroll/pay-runs/{id}: the run, its totals and its payslips by employee id, a page of
 * PAYSLIPS_PAGE_SIZE at a time (`payslips_next_cursor`; a run of 10,000 would not fit one answer).
 */
export async function getPayRun(payRunId: number, query: { cursor?: string } = {}): Promise<PayRunDetail> {
  const organizationId = runOrganization(payRunId);
  const [run, page] = await Promise.all([
    readPayRun(organizationId, payRunId),
    storePage(['payslips', organizationId, payRunId], query.cursor, (storeCursor) =>
      payslipEntity()
        .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
        .go({ cursor: storeCursor, limit: PAYSLIPS_PAGE_SIZE, consistent: true }),
    ),
  ]);
  const accrued = await leaveAccruedOf(organizationId, page.data);
  const payslips = page.data.map((slip) => ({
    ...payslipView(slip),
    leave_accrued: accrued.get(slip.employee_id) ?? [],
  }));
  return { ...payRunView(run), payslips, payslips_next_cursor: page.nextCursor };
}

/** Keys of everything under a run's key range (payslips, tasks), for deleting a draft. */
async function runRangeKeys(organizationId: number, payRunId: number): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().payroll,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': `run#${pad(payRunId)}#` },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
        ConsistentRead: true,
      }),
    );
    keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return keys;
}

/** DELETE /payroll/pay-runs/{id}: a draft (calculating or in review) and its payslips and tasks. */
export async function deletePayRun(payRunId: number): Promise<void> {
  const organizationId = runOrganization(payRunId);
  const run = await readPayRun(organizationId, payRunId);
  if (run.status !== 'calculating' && run.status !== 'review') {
    throw VisibleError.conflict('A finalised pay run cannot be deleted; draft an adjustment run instead.');
  }
  const label = formatDayRange(run.period_start, run.period_end);
  const writes: TransactionItem[] = [
    rawItem({
      Delete: {
        TableName: tableNames().payroll,
        Key: runKey(organizationId, payRunId),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': run.version },
      },
    }),
    rawItem({ Delete: { TableName: tableNames().payroll, Key: { pk: `pay_run#${payRunId}`, sk: 'locator' } } }),
    auditPut({ organizationId, module: 'payroll', action: 'delete', record: { type: 'pay_run', id: payRunId, label } }),
  ];
  if (run.adjusts_pay_run_id === undefined) {
    writes.push(
      rawItem({
        Delete: {
          TableName: tableNames().payroll,
          Key: runGuardKey(organizationId, run.pay_schedule_id, run.period_start),
        },
      }),
    );
  }
  const result = await transactWrite(writes);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  // The run is gone, so a task still queued finds no run and does nothing.
  await batchDelete(tableNames().payroll, await runRangeKeys(organizationId, payRunId));
}

export { chunk, taskPut, writeWithTasks };
