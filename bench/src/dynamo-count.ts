/**
 * Counts the DynamoDB requests this process sends, and the items they name, by operation: a
 * deterministic proxy for a measured part's work (the API server and the queue workers run in the
 * bench's process, so a pay run's every request is counted). Items: a transaction's operations, a
 * batch's keys or puts, one for a single-item request; a Query or Scan counts its requests only.
 */
import { onAwsCommand } from '../../functions/src/core/aws/command-log.ts';

export interface DynamoCounts {
  requests: Record<string, number>;
  items: Record<string, number>;
  /** Milliseconds from sending to the answer, summed by operation (requests overlap: not wall time). */
  milliseconds: Record<string, number>;
}

function itemsOf(name: string, input: Record<string, unknown>): number {
  if (name === 'TransactWriteItemsCommand' || name === 'TransactGetItemsCommand') {
    return ((input.TransactItems as unknown[] | undefined) ?? []).length;
  }
  if (name === 'BatchWriteItemCommand') {
    return Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).reduce(
      (sum, rows) => sum + rows.length,
      0,
    );
  }
  if (name === 'BatchGetItemCommand') {
    return Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).reduce(
      (sum, table) => sum + (table.Keys?.length ?? 0),
      0,
    );
  }
  if (name === 'QueryCommand' || name === 'ScanCommand') return 0;
  return 1;
}

/** Starts counting; `stop` answers the counts since, operation names without `Command`. */
export function countDynamo(): { stop(): DynamoCounts } {
  const counts: DynamoCounts = { requests: {}, items: {}, milliseconds: {} };
  const remove = onAwsCommand((command) => {
    if (command.service !== 'dynamodb') return undefined;
    const operation = command.name.replace(/Command$/, '');
    counts.requests[operation] = (counts.requests[operation] ?? 0) + 1;
    counts.items[operation] = (counts.items[operation] ?? 0) + itemsOf(command.name, command.input);
    const sent = performance.now();
    return () => {
      counts.milliseconds[operation] = Math.round((counts.milliseconds[operation] ?? 0) + performance.now() - sent);
    };
  });
  return {
    stop() {
      remove();
      return counts;
    },
  };
}

const total = (record: Record<string, number>) => Object.values(record).reduce((sum, value) => sum + value, 0);

/** Requests, and items written (transactions, batch writes, puts, updates, deletes), in all. */
export function totalsOf(counts: DynamoCounts): { requests: number; writtenItems: number } {
  const written = ['TransactWriteItems', 'BatchWriteItem', 'PutItem', 'UpdateItem', 'DeleteItem'];
  return {
    requests: total(counts.requests),
    writtenItems: written.reduce((sum, operation) => sum + (counts.items[operation] ?? 0), 0),
  };
}

/** Two counts added, operation by operation. */
export function addCounts(a: DynamoCounts, b: DynamoCounts): DynamoCounts {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const sum = { ...x };
    for (const [operation, value] of Object.entries(y)) sum[operation] = (sum[operation] ?? 0) + value;
    return sum;
  };
  return {
    requests: add(a.requests, b.requests),
    items: add(a.items, b.items),
    milliseconds: add(a.milliseconds, b.milliseconds),
  };
}
