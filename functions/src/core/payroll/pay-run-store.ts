import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { locatorKey } from '../db/locator-entity.ts';
import { queryAll } from '../db/query-all.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { requestOrganization } from '../tenancy/memberships.ts';
import {
  type PayRunItem,
  type PayRunTaskItem,
  type PayslipItem,
  payRunEntity,
  payRunTaskEntity,
  payslipEntity,
} from './pay-run-entities.ts';
import { isReleased } from './pay-run-views.ts';
import { TOTAL_FIELDS, type Totals } from './payslip-calculator.ts';
import { payItemEntity, payScheduleEntity } from './setup-entities.ts';

/**
 * The pay-run store: every key of a pay run's records in the `payroll` table (org#<id> partition),
 * and the reads and writes that name them; nothing else in payroll spells a key.
 * - The run (`run#<id>`), its payslips (`run#<id>#slip#<employee>`) and tasks (`run#<id>#task#<n>`)
 *   are ElectroDB entities (pay-run-entities.ts); a hand-written update takes its key from them.
 * - `ytd#<financial year>#<employee>`: an employee's finalised totals in a financial year and the
 *   super base used in each maximum-contribution-base period (`super_base_<YYYY_MM_DD>`), written
 *   by the finalise tasks with a version check; calculating reads it (one BatchGet per task);
 * - `runguard#<schedule>#<period start>`: one regular run per schedule and period;
 * - gsi1 `pay_run_tasks#pending`: the sparse key of tasks still pending (the hourly sweep's Query).
 */

type Key = { pk: string; sk: string };
const pad = (id: number) => String(id).padStart(12, '0');
const keyOf = (chain: { params<T>(): T }): Key => chain.params<{ Key: Key }>().Key;
const NOT_FOUND = 'Pay run';

export const runKey = (organizationId: number, payRunId: number) =>
  keyOf(payRunEntity().get({ organization_id: organizationId, pay_run_id: payRunId }));
export const slipKey = (organizationId: number, payRunId: number, employeeId: number) =>
  keyOf(payslipEntity().get({ organization_id: organizationId, pay_run_id: payRunId, employee_id: employeeId }));
export const taskKey = (organizationId: number, payRunId: number, taskNumber: number) =>
  keyOf(payRunTaskEntity().get({ organization_id: organizationId, pay_run_id: payRunId, task_number: taskNumber }));
export const scheduleKey = (organizationId: number, scheduleId: number) =>
  keyOf(payScheduleEntity().get({ organization_id: organizationId, pay_schedule_id: scheduleId }));
export const payItemKey = (organizationId: number, employeeId: number, payItemId: number) =>
  keyOf(payItemEntity().get({ organization_id: organizationId, employee_id: employeeId, pay_item_id: payItemId }));
/** The run's locator (its organization, for routes that name the run by id alone). */
export const runLocatorKey = (payRunId: number) => locatorKey('pay_run', payRunId);

export const ytdKey = (organizationId: number, financialYear: string, employeeId: number) => ({
  pk: `org#${organizationId}`,
  sk: `ytd#${financialYear}#${pad(employeeId)}`,
});
export const runGuardKey = (organizationId: number, scheduleId: number, periodStart: string) => ({
  pk: `org#${organizationId}`,
  sk: `runguard#${pad(scheduleId)}#${periodStart}`,
});
/** Pending tasks carry this sparse gsi1 key, so the hourly sweep finds stalled ones with one Query. */
export const PENDING_TASKS_KEY = 'pay_run_tasks#pending';

export interface YtdRecord extends Totals {
  pk: string;
  sk: string;
  organization_id: number;
  employee_id: number;
  financial_year: string;
  version: number;
  /**
   * Schedule 5 Method B(ii): what the payslips posted this year paid that is not normal earnings
   * (schedule5-year-to-date.ts; from `gross_cents`, the rest is normal).
   */
  schedule5_other_cents?: number;
  [superBase: `super_base_${string}`]: number;
}
export const superBaseField = (capStart: string) => `super_base_${capStart.replaceAll('-', '_')}` as const;

/** The run the route names (its organization was authorized through the run's locator). */
export function runOrganization(payRunId: number): number {
  return requestOrganization(NOT_FOUND, { kind: 'pay_run', id: payRunId }).organizationId;
}

/** The run (strongly consistent), or null. */
export async function findPayRun(organizationId: number, payRunId: number): Promise<PayRunItem | null> {
  const { data } = await payRunEntity()
    .get({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ consistent: true });
  return data;
}

/** The run (strongly consistent); 404 when there is none. */
export async function readPayRun(organizationId: number, payRunId: number): Promise<PayRunItem> {
  const run = await findPayRun(organizationId, payRunId);
  if (!run) throw VisibleError.notFound(NOT_FOUND);
  return run;
}

/** Every payslip of a run (one Query, paged through), by employee name. */
export async function payslipsOf(organizationId: number, payRunId: number): Promise<PayslipItem[]> {
  const { data } = await payslipEntity()
    .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_id - b.employee_id);
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

/** The payslips of these employees in a run (one BatchGet); the ones there are. */
export async function readPayslips(
  organizationId: number,
  payRunId: number,
  employeeIds: readonly number[],
): Promise<PayslipItem[]> {
  const { data } = await payslipEntity()
    .get(employeeIds.map((employee_id) => ({ organization_id: organizationId, pay_run_id: payRunId, employee_id })))
    .go({ consistent: true });
  return data;
}

/** A run that has been finalised (or paid), with every payslip (one Query, paged through); 404 otherwise. */
export async function readReleasedRun(
  organizationId: number,
  payRunId: number,
): Promise<{ run: PayRunItem; payslips: PayslipItem[] }> {
  const [run, { data: payslips }] = await Promise.all([
    findPayRun(organizationId, payRunId),
    payslipEntity()
      .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
      .go({ pages: 'all', consistent: true }),
  ]);
  if (!run) throw VisibleError.notFound(NOT_FOUND);
  if (!isReleased(run.status)) {
    throw VisibleError.conflict('The pay run is not finalised yet: finalise it first.');
  }
  return { run, payslips: payslips.filter((slip) => slip.pay_run_id === payRunId) };
}

/** The year-to-date records of employees in one financial year, by employee (BatchGet, ≤100 keys a call). */
export async function ytdRecords(
  organizationId: number,
  financialYear: string,
  employeeIds: readonly number[],
): Promise<Map<number, YtdRecord>> {
  const table = tableNames().payroll;
  const keys = employeeIds.map((id) => ytdKey(organizationId, financialYear, id));
  const found = await batchGet([{ table, keys, consistent: true }]);
  return new Map((found.get(table) ?? []).map((item) => [Number(item.employee_id), item as unknown as YtdRecord]));
}

/** Every item of the organization's partition with a sort key from `from` to `to` (one Query, paged through). */
function queryRange(organizationId: number, from: string, to: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: tableNames().payroll,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':from': from, ':to': to },
    ConsistentRead: true,
  });
}

/**
 * The pay (`pay#<employee>`) and pay items (`item#<employee>#<id>`) of a task's employees, whose
 * ids are consecutive: each one key range of the organization's partition, `first` to `last`.
 */
export const payOfRange = (organizationId: number, first: number, last: number) =>
  queryRange(organizationId, `pay#${pad(first)}`, `pay#${pad(last)}`);
export const payItemsOfRange = (organizationId: number, first: number, last: number) =>
  queryRange(organizationId, `item#${pad(first)}#`, `item#${pad(last)}#~`);

/** The employee ids of the run's calculate tasks, task by task (one Query): consecutive ids, one key range each. */
export async function taskSlices(organizationId: number, payRunId: number): Promise<number[][]> {
  const { data } = await payRunTaskEntity()
    .query.byRun({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ pages: 'all', consistent: true, attributes: ['kind', 'employee_ids'] });
  return data.filter((task) => task.kind === 'calculate').map((task) => task.employee_ids);
}

/** Keys of everything under a run's key range (payslips, tasks), for deleting a draft. */
export async function runRangeKeys(organizationId: number, payRunId: number): Promise<Key[]> {
  const { pk, sk } = runKey(organizationId, payRunId);
  return queryAll<Key>({
    TableName: tableNames().payroll,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': `${sk}#` },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
}

/** The keys of tasks still pending that were last queued before `before` (one Query of the sparse pending index). */
export async function* pendingTasksBefore(before: string): AsyncGenerator<Key> {
  yield* await queryAll<Key>({
    TableName: tableNames().payroll,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
    ExpressionAttributeValues: { ':pending': PENDING_TASKS_KEY, ':before': before },
    ProjectionExpression: 'pk, sk',
  });
}

export const chunk = <T>(values: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
};

/** A task as a raw Put, with the sparse pending key the hourly sweep reads. */
export function taskPut(
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

/** Writes `first` (the run's own change) with as many tasks as fit, then the rest of the tasks. */
export async function writeWithTasks(first: TransactionItem[], tasks: TransactionItem[]): Promise<boolean> {
  const room = 100 - first.length;
  const result = await transactWrite([...first, ...tasks.slice(0, room)]);
  if (result.canceled) return false;
  for (const part of chunk(tasks.slice(room), 100)) {
    const more = await transactWrite(part);
    if (more.canceled) throw new Error('Pay run tasks could not be written.');
  }
  return true;
}

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

/**
 * An update of the run as one operation of a transaction: its `UpdateExpression`, condition and
 * values; every run update is conditional on the run's status, which `#status` names.
 */
export function runUpdate(
  organizationId: number,
  payRunId: number,
  update: { expression: string; condition: string; values: Record<string, unknown> },
) {
  return rawItem({
    Update: {
      TableName: tableNames().payroll,
      Key: runKey(organizationId, payRunId),
      UpdateExpression: update.expression,
      ConditionExpression: update.condition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: update.values,
    },
  });
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

/** Queues a pending task again (its new image goes to the queue); false when it was done meanwhile. */
export function requeueTask(key: Key, now: string): Promise<boolean> {
  return updateIfStill(
    rawItem({
      Update: {
        TableName: tableNames().payroll,
        Key: key,
        UpdateExpression: 'SET gsi1sk = :now, updated_at = :now ADD queued :one',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':one': 1, ':pending': 'pending' },
      },
    }),
  );
}

/** Runs one conditional update on its own; false when its condition failed (someone else moved first). */
export async function updateIfStill(operation: TransactionItem): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand((operation as { Update: ConstructorParameters<typeof UpdateCommand>[0] }).Update),
    );
    return true;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    return false;
  }
}
