import { formatDayRange } from '@wattle/shared/calendar';
import { formatAud } from '@wattle/shared/money';
import { type PayRunRecalculation, payRunRecalculateInput } from '@wattle/shared/pay-runs';
import { auditPut } from '../audit/audit.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import type { PeriodGuard } from '../timesheets/period-timesheets.ts';
import { parseInput } from '../validation.ts';
import { calculateSlips, leaveBasisOf, type RunLeave, runLeaveOf } from './pay-run-calculate.ts';
import { type PayRunItem, type PayslipItem, payslipEntity } from './pay-run-entities.ts';
import {
  addTotalsExpression,
  payslipsOf,
  readPayRun,
  readPayslips,
  runOrganization,
  runUpdate,
  slipKey,
  taskSlices,
} from './pay-run-store.ts';
import { staleTimesheetMessage, staleTimesheetSlips } from './pay-run-timesheets.ts';
import { payRunView } from './pay-run-views.ts';
import { addTotals, zeroTotals } from './payslip-calculator.ts';
import type { CalculatedLine } from './payslip-types.ts';
import { staleAdjustmentSlips } from './timesheet-adjustment-pay.ts';

/**
 * Leave approved, cancelled or changed in a run's period after its payslips were calculated makes
 * them wrong twice: the pay (leave lines, loading, unpaid hours) and the accrual posted on the
 * hours paid, which compares with the work pattern's estimate kept on the payslip. So a payslip
 * keeps the approved leave it was worked out with (`leave_basis`); finalising reads the period's
 * approved leave once (one Query, as a calculate task does) and refuses, naming the employees,
 * while any payslip's differs; recalculating works those payslips out again in review.
 */

const sameBasis = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The payslips whose period's approved leave is no longer what they were worked out with (none in an adjustment run). */
export function staleLeaveSlips(run: PayRunItem, slips: readonly PayslipItem[], leave: RunLeave): PayslipItem[] {
  if (run.adjusts_pay_run_id !== undefined) return [];
  return slips.filter(
    (slip) =>
      slip.posted !== true && !sameBasis(slip.leave_basis ?? [], leaveBasisOf(leave.byEmployee.get(slip.employee_id))),
  );
}

export const staleLeaveMessage = (names: readonly string[]) =>
  `Leave was approved, cancelled or changed in this period after ${names.length === 1 ? 'this payslip was' : `these ${names.length} payslips were`} calculated: ${names.join(', ')}. Recalculate ${names.length === 1 ? 'it' : 'them'} before finalising.`;

/** Finalising: 422 naming every employee whose payslip was calculated before a leave change in the period. */
export async function refuseStaleLeave(run: PayRunItem, slips: readonly PayslipItem[]): Promise<void> {
  if (run.adjusts_pay_run_id !== undefined || slips.length === 0) return;
  const leave = await runLeaveOf(
    run.organization_id,
    slips.map((slip) => slip.employee_id),
    run,
  );
  const names = staleLeaveSlips(run, slips, leave).map((slip) => slip.employee_name);
  if (names.length > 0) {
    throw new VisibleError('validation', staleLeaveMessage(names), { errors: { stale_leave: names } });
  }
}

/** Payslips calculated before a change to their period's timesheets or to an adjustment they pay, in employee order. */
async function staleTimesheetAndAdjustmentSlips(
  run: PayRunItem,
  slips: readonly PayslipItem[],
  guards?: readonly PeriodGuard[],
) {
  const [timesheets, adjustments] = await Promise.all([
    staleTimesheetSlips(run, slips, guards),
    staleAdjustmentSlips(run, slips),
  ]);
  return [...new Set([...timesheets, ...adjustments])].sort((a, b) => a.employee_id - b.employee_id);
}

/** Finalising: 422 naming every employee whose payslip was calculated before a timesheet change in the period. */
export async function refuseStaleTimesheets(
  run: PayRunItem,
  slips: readonly PayslipItem[],
  /** The period's guards, when finalising has read them to lock its periods. */
  guards?: readonly PeriodGuard[],
): Promise<void> {
  const names = (await staleTimesheetAndAdjustmentSlips(run, slips, guards)).map((slip) => slip.employee_name);
  if (names.length > 0) {
    throw new VisibleError('validation', staleTimesheetMessage(names), { errors: { stale_timesheets: names } });
  }
}

/** Lines a person added in review: kept on the payslip worked out again (changes to calculated lines are not). */
const addedInReview = (slip: PayslipItem) =>
  slip.lines.filter((line) => line.source === 'adjustment' && line.id.startsWith('adj-')) as CalculatedLine[];

/** Writes one slice's payslips worked out again (or removed) with the run's totals, problems and an audit event. */
async function writeSlice(
  run: PayRunItem,
  before: readonly PayslipItem[],
  after: ReadonlyMap<number, PayslipItem>,
  problems: readonly string[],
): Promise<void> {
  const organizationId = run.organization_id;
  const now = new Date().toISOString();
  const difference = zeroTotals();
  const writes: TransactionItem[] = [];
  let removed = 0;
  for (const old of before) {
    addTotals(difference, old, -1);
    const next = after.get(old.employee_id);
    const condition = {
      ConditionExpression: 'version = :version AND attribute_not_exists(posted)',
      ExpressionAttributeValues: { ':version': old.version },
    };
    if (!next) {
      removed += 1;
      const key = slipKey(organizationId, run.pay_run_id, old.employee_id);
      writes.push(rawItem({ Delete: { TableName: tableNames().payroll, Key: key, ...condition } }));
      continue;
    }
    addTotals(difference, next);
    const put = payslipEntity()
      .put({ ...next, version: old.version + 1, updated_at: now })
      .params<{ TableName: string; Item: Record<string, unknown> }>();
    writes.push(rawItem({ Put: { TableName: put.TableName, Item: put.Item, ...condition } }));
  }
  const prefixes = before.map((slip) => `${slip.employee_name}: `);
  const { add, values } = addTotalsExpression(difference);
  const names = before.map((slip) => slip.employee_name).join(', ');
  const net = (slips: Iterable<PayslipItem>) => [...slips].reduce((sum, slip) => sum + slip.net_cents, 0);
  const result = await transactWrite([
    ...writes,
    runUpdate(organizationId, run.pay_run_id, {
      expression: `SET problems = :problems, updated_at = :now, version = version + :one ADD employee_count :count, ${add.join(', ')}`,
      condition: '#status = :review AND version = :version',
      values: {
        ...values,
        ':problems': [
          ...(run.problems ?? []).filter((problem) => !prefixes.some((prefix) => problem.startsWith(prefix))),
          ...problems,
        ],
        ':now': now,
        ':one': 1,
        ':count': -removed,
        ':review': 'review',
        ':version': run.version,
      },
    }),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'pay_run', id: run.pay_run_id, label: formatDayRange(run.period_start, run.period_end) },
      summary: `Recalculated the payslips of ${names} (${formatDayRange(run.period_start, run.period_end)}): net ${formatAud(net(before))} → ${formatAud(net(after.values()))}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}

/**
 * POST /payroll/pay-runs/{id}/recalculate: works out again, from today's pay, items and approved
 * leave, the payslips of the employees named, or (none named) every payslip calculated before a
 * leave change in the period. Lines added in review are kept. Slice by slice of the run's
 * calculate tasks (each a key range and one transaction); the run must be in review.
 */
export async function recalculatePayslips(payRunId: number, input: unknown): Promise<PayRunRecalculation> {
  const organizationId = runOrganization(payRunId);
  const body = parseInput(payRunRecalculateInput, input ?? {});
  let run = await readPayRun(organizationId, payRunId);
  if (run.status !== 'review') throw VisibleError.conflict('Only a pay run in review can be recalculated.');
  const named = body.employee_ids ? [...new Set(body.employee_ids)] : null;
  const slips = named
    ? await readPayslips(organizationId, payRunId, named)
    : await payslipsOf(organizationId, payRunId);
  if (named && slips.length !== named.length) throw VisibleError.notFound('Payslip');
  const leave = await runLeaveOf(
    organizationId,
    slips.map((slip) => slip.employee_id),
    run,
  );
  const stale = named ? [] : await staleTimesheetAndAdjustmentSlips(run, slips);
  const targets = named
    ? slips
    : [...new Set([...staleLeaveSlips(run, slips, leave), ...stale])].sort((a, b) => a.employee_id - b.employee_id);
  const byId = new Map(targets.map((slip) => [slip.employee_id, slip]));
  const recalculated: PayRunRecalculation['recalculated'] = [];
  for (const slice of await taskSlices(organizationId, payRunId)) {
    const ids = slice.filter((employeeId) => byId.has(employeeId));
    if (ids.length === 0) continue;
    const before = ids.map((employeeId) => byId.get(employeeId) as PayslipItem);
    const added = new Map(before.map((slip) => [slip.employee_id, addedInReview(slip)]));
    const { slips: after, problems } = await calculateSlips(run, ids, { leave, added });
    await writeSlice(run, before, new Map(after.map((slip) => [slip.employee_id, slip])), problems);
    recalculated.push(...before.map((slip) => ({ employee_id: slip.employee_id, employee_name: slip.employee_name })));
    run = await readPayRun(organizationId, payRunId);
  }
  return { recalculated, run: payRunView(run) };
}
