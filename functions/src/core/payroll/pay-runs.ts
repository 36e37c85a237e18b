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
import { tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { releaseRunLocks } from '../timesheets/paid-periods.ts';
import { parseInput } from '../validation.ts';
import { listEmployeePay, payPeriodOn } from './employee-pay.ts';
import { type PayRunItem, payRunEntity, payslipEntity } from './pay-run-entities.ts';
import {
  chunk,
  findPayRun,
  readPayRun,
  runGuardKey,
  runKey,
  runLocatorKey,
  runOrganization,
  runRangeKeys,
  taskPut,
  writeWithTasks,
} from './pay-run-store.ts';
import { payRunView, payslipView } from './pay-run-views.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { leaveAccruedOf } from './payslip-accrual.ts';
import { payScheduleEntity } from './setup-entities.ts';

/**
 * Pay runs: drafting one (a run item and tasks of ≤ PAY_RUN_TASK_SIZE employees that the worker
 * calculates), reading, deleting a draft. Finalising and marking paid are pay-run-actions.ts; every
 * key and read of the run's records is the store's (pay-run-store.ts). A finalised run is immutable:
 * a correction is a new run that names the one it adjusts.
 */

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
  const original = await findPayRun(organizationId, originalId);
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
    ...(schedule.extra_pay_withholding ? { extra_pay_withholding: true } : {}),
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
  const page = await storePage(['pay runs', organizationId], cursor, {
    perPage: PAY_RUNS_PAGE_SIZE,
    read: (storeCursor, limit) =>
      payRunEntity()
        .query.runsOfOrganization({ organization_id: organizationId })
        .go({ cursor: storeCursor, limit, order: 'desc' }),
    cursorOf: entityCursor(payRunEntity(), 'runsOfOrganization'),
  });
  return { data: page.data.map(payRunView), next_cursor: page.nextCursor, per_page: PAY_RUNS_PAGE_SIZE };
}

/**
 * GET /payroll/pay-runs/{id}: the run, its totals and its payslips by employee id, a page of
 * PAYSLIPS_PAGE_SIZE at a time (`payslips_next_cursor`; a run of 10,000 would not fit one answer).
 */
export async function getPayRun(payRunId: number, query: { cursor?: string } = {}): Promise<PayRunDetail> {
  const organizationId = runOrganization(payRunId);
  const [run, page] = await Promise.all([
    readPayRun(organizationId, payRunId),
    storePage(['payslips', organizationId, payRunId], query.cursor, {
      perPage: PAYSLIPS_PAGE_SIZE,
      read: (storeCursor, limit) =>
        payslipEntity()
          .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
          .go({ cursor: storeCursor, limit, consistent: true }),
      cursorOf: entityCursor(payslipEntity(), 'byRun'),
    }),
  ]);
  const accrued = await leaveAccruedOf(organizationId, page.data);
  const payslips = page.data.map((slip) => ({
    ...payslipView(slip),
    leave_accrued: accrued.get(slip.employee_id) ?? [],
  }));
  return { ...payRunView(run), payslips, payslips_next_cursor: page.nextCursor };
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
    rawItem({ Delete: { TableName: tableNames().payroll, Key: runLocatorKey(payRunId) } }),
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
  // A finalise that stopped half-way may have locked the periods it was to pay.
  if (run.adjusts_pay_run_id === undefined) await releaseRunLocks(organizationId, run);
  // The run is gone, so a task still queued finds no run and does nothing.
  await batchDelete(tableNames().payroll, await runRangeKeys(organizationId, payRunId));
}
