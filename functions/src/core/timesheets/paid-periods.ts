import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { queryAll } from '../db/query-all.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';

/*
 * The lock on paid periods (issue 27: "periods lock when a pay run that paid them is finalised; a
 * later change becomes an adjustment"). One item a period start and block of employee ids in the
 * timesheets table — pk org#<org>, sk paid#<period_start>#<block> — holds the employees whose
 * regular timesheet of that period a finalised pay run paid: `employees` (a number set, what every
 * writer checks) and `run_<pay run id>` (the same ids by run, what the views name). Finalising a
 * run adds its employees to it with one write a period and block, instead of one write per
 * timesheet (DynamoDB Local took about 70 s of a 1,000-employee run's wall time for those; see
 * docs/performance/payroll-and-timesheets.md), and before it checks the timesheets it paid are still
 * the versions paid: from then on every change to a regular timesheet carries a ConditionCheck that
 * its employee is not in the set, so no change can slip between the check and the run being
 * finalised.
 *
 * An adjustment timesheet shares its period with the one it corrects and is paid later: it keeps
 * its own `locked_by_pay_run_id` (timesheet-adjustment-pay.ts), as did regular timesheets paid
 * before this lock item existed, which readers still honour.
 */

/** Employee ids a lock item holds: 5,000 keep a block's item far below DynamoDB's 400 KB. */
export const PAID_BLOCK_SIZE = 5000;

type Key = { pk: string; sk: string };

interface Lockable {
  employee_id: number;
  period_start: string;
  /** Set on an adjustment, which is locked on its own item. */
  adjusts_timesheet_id?: number | null;
  locked_by_pay_run_id?: number | null;
}

const isRegular = (item: Lockable) => item.adjusts_timesheet_id === undefined || item.adjusts_timesheet_id === null;

export const paidPeriodKey = (organizationId: number, periodStart: string, employeeId: number): Key => ({
  pk: `org#${organizationId}`,
  sk: `paid#${periodStart}#${Math.floor(employeeId / PAID_BLOCK_SIZE)}`,
});

const runAttribute = (payRunId: number) => `run_${payRunId}`;

type LockItem = Key & { employees?: Set<number>; [run: string]: unknown };

/** The pay run that paid each employee in a lock item, from its `run_<id>` sets. */
function runsOf(item: LockItem): Map<number, number> {
  const runs = new Map<number, number>();
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith('run_') || !(value instanceof Set)) continue;
    for (const employeeId of value as Set<number>) runs.set(Number(employeeId), Number(name.slice(4)));
  }
  return runs;
}

/**
 * `items` with `locked_by_pay_run_id` set where a finalised run paid their period: one BatchGet of
 * the few lock items they name (a period start and block each), whatever the number of items.
 */
export async function withPaidLocks<T extends Lockable>(organizationId: number, items: readonly T[]): Promise<T[]> {
  const regular = items.filter((item) => isRegular(item) && (item.locked_by_pay_run_id ?? null) === null);
  if (regular.length === 0) return [...items];
  const keys = regular.map((item) => paidPeriodKey(organizationId, item.period_start, item.employee_id));
  const table = tableNames().timesheets;
  const found = (await batchGet([{ table, keys, consistent: true }])).get(table) ?? [];
  const paid = new Map(found.map((item) => [String(item.sk), runsOf(item as LockItem)]));
  const unlocked = new Set(regular);
  return items.map((item) => {
    if (!unlocked.has(item)) return item;
    const run = paid.get(paidPeriodKey(organizationId, item.period_start, item.employee_id).sk)?.get(item.employee_id);
    return run === undefined ? item : { ...item, locked_by_pay_run_id: run };
  });
}

/**
 * The check a change to a regular timesheet carries in its transaction: its period not paid for
 * its employee (none for an adjustment, whose own item holds its lock).
 */
export function unpaidPeriodCheck(organizationId: number, item: Lockable): TransactionItem | undefined {
  if (!isRegular(item)) return undefined;
  return rawItem({
    ConditionCheck: {
      TableName: tableNames().timesheets,
      Key: paidPeriodKey(organizationId, item.period_start, item.employee_id),
      ConditionExpression: 'NOT contains(#employees, :employee)',
      ExpressionAttributeNames: { '#employees': 'employees' },
      ExpressionAttributeValues: { ':employee': item.employee_id },
    },
  });
}

/** The check opening an adjustment of a regular timesheet carries: its period paid for its employee. */
export function paidPeriodCheck(organizationId: number, item: Lockable): TransactionItem {
  return rawItem({
    ConditionCheck: {
      TableName: tableNames().timesheets,
      Key: paidPeriodKey(organizationId, item.period_start, item.employee_id),
      ConditionExpression: 'contains(#employees, :employee)',
      ExpressionAttributeNames: { '#employees': 'employees' },
      ExpressionAttributeValues: { ':employee': item.employee_id },
    },
  });
}

export interface PaidPeriodLock {
  /** Takes the lock back (a finalise refused after locking): the employees this run added only. */
  release(): Promise<void>;
}

function blocksOf(organizationId: number, paid: readonly { employee_id: number; period_start: string }[]) {
  const blocks = new Map<string, { key: Key; ids: Set<number> }>();
  for (const entry of paid) {
    const key = paidPeriodKey(organizationId, entry.period_start, entry.employee_id);
    const block = blocks.get(key.sk) ?? { key, ids: new Set<number>() };
    block.ids.add(entry.employee_id);
    blocks.set(key.sk, block);
  }
  return [...blocks.values()];
}

/** Adds a block's employees to the lock item for this run, unless another run paid any of them (422). */
async function lockBlock(payRunId: number, key: Key, ids: Set<number>): Promise<void> {
  const table = tableNames().timesheets;
  const run = runAttribute(payRunId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    const before = (Item ?? {}) as LockItem;
    const others = [...runsOf(before)].filter(([employeeId, paidBy]) => ids.has(employeeId) && paidBy !== payRunId);
    if (others.length > 0) {
      const [, paidBy] = others[0] as [number, number];
      throw new VisibleError(
        'validation',
        `Pay run ${paidBy} already paid the timesheets of ${others.length === 1 ? 'an employee' : `${others.length} employees`} of this run in this period; a change to a paid period is an adjustment.`,
        { errors: { paid_timesheets: others.map(([employeeId]) => String(employeeId)) } },
      );
    }
    const version = typeof before.version === 'number' ? before.version : 0;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'ADD #employees :ids, #run :ids SET version = :next, updated_at = :now',
          ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
          ExpressionAttributeNames: { '#employees': 'employees', '#run': run },
          ExpressionAttributeValues: {
            ':ids': ids,
            ':next': version + 1,
            ':now': new Date().toISOString(),
            ...(version === 0 ? {} : { ':version': version }),
          },
        }),
      );
      return;
    } catch (error) {
      // Another run locked the same block in between: read it again.
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw VisibleError.conflict('The paid periods were being changed by another pay run. Try again.');
}

/**
 * Locks the periods a regular run pays (its employees with paid timesheets, by period start), one
 * write a period and block, before finalising checks the timesheets are still those paid. Again for
 * the same run: nothing changes. 422 when another run already paid one of them.
 */
export async function lockPaidPeriods(
  organizationId: number,
  payRunId: number,
  paid: readonly { employee_id: number; period_start: string }[],
): Promise<PaidPeriodLock> {
  const blocks = blocksOf(organizationId, paid);
  const locked: typeof blocks = [];
  const release = async () => {
    await Promise.all(
      locked.map(({ key, ids }) =>
        dynamo().send(
          new UpdateCommand({
            TableName: tableNames().timesheets,
            Key: key,
            UpdateExpression: 'DELETE #employees :ids REMOVE #run SET version = version + :one, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#employees': 'employees', '#run': runAttribute(payRunId) },
            ExpressionAttributeValues: { ':ids': ids, ':one': 1, ':now': new Date().toISOString() },
          }),
        ),
      ),
    );
  };
  try {
    for (const block of blocks) {
      await lockBlock(payRunId, block.key, block.ids);
      locked.push(block);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

/**
 * A draft run deleted: takes back any lock it left (a finalise that stopped between locking and
 * finishing). One Query of the lock items of its period's starts, a write for each that names it.
 */
export async function releaseRunLocks(
  organizationId: number,
  run: { pay_run_id: number; period_start: string; period_end: string },
): Promise<void> {
  const name = runAttribute(run.pay_run_id);
  const items = (await queryAll({
    TableName: tableNames().timesheets,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}`,
      ':from': `paid#${run.period_start}#`,
      ':to': `paid#${run.period_end}#~`,
    },
    ConsistentRead: true,
  })) as LockItem[];
  await Promise.all(
    items.flatMap((item) => {
      const ids = item[name];
      if (!(ids instanceof Set) || ids.size === 0) return [];
      return dynamo().send(
        new UpdateCommand({
          TableName: tableNames().timesheets,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'DELETE #employees :ids REMOVE #run SET version = version + :one, updated_at = :now',
          ExpressionAttributeNames: { '#employees': 'employees', '#run': name },
          ExpressionAttributeValues: { ':ids': ids, ':one': 1, ':now': new Date().toISOString() },
        }),
      );
    }),
  );
}
