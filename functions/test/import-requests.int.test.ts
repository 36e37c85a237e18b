import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { commitAndRun, csvUnder, dryRun, PEOPLE_MAPPING as MAPPING, personRow } from './import-support.ts';
import type { Json } from './support.ts';

/**
 * Issue 31 §1 "Large files", the commit's cost as DynamoDB requests and items (deterministic, unlike
 * its time on a shared machine; docs/performance/imports.md): a step's new employees are written
 * in transactions of up to 100 items, each row its employee, two uniqueness guards, locator, history
 * event and audit event, and the directory writes of a transaction's employees folded into one
 * update a shard — their ids are handed out shard by shard, so a transaction's employees share one.
 */
let w: OwnerWorkspace;
const ROWS = 320;
const csv = csvUnder(
  MAPPING,
  Array.from({ length: ROWS }, (_, index) =>
    personRow(`RC-${index + 1}`, String(index + 1), 'Baker', `rc.${index + 1}@example.test`),
  ),
);

/** A transaction's operation as "kind of item": the audit table's, or the employees table's sort key prefix. */
function kindOf(operation: Json): string {
  const body = operation.Put ?? operation.Update ?? operation.Delete ?? operation.ConditionCheck;
  if (String(body.TableName).endsWith('audit')) return 'audit';
  return String((body.Item ?? body.Key).sk).replace(/[#$].*$/, '');
}

beforeAll(async () => {
  w = await ownerWorkspace('Request Counter');
}, 120_000);

describe('the requests of an import commit', { timeout: 300_000 }, () => {
  it(`writes ${ROWS} new employees in transactions of 16, one directory update a transaction`, async () => {
    const answer = await dryRun(w.owner, w.org, csv, MAPPING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const requests = new Map<string, number>();
    const items = new Map<string, number>();
    const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    const stop = onAwsCommand((command) => {
      if (command.service !== 'dynamodb') return undefined;
      add(requests, command.name);
      for (const operation of (command.input.TransactItems as Json[] | undefined) ?? []) add(items, kindOf(operation));
      return undefined;
    });
    let done: Json;
    try {
      done = await commitAndRun(w.owner, answer.body.data.id);
    } finally {
      stop();
    }
    expect(done.counts).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
    // Every row's own items, once.
    for (const kind of ['employee', 'locator', 'history', 'audit']) expect(items.get(kind)).toBe(ROWS);
    expect(items.get('unique')).toBe(2 * ROWS);
    // 16 rows a transaction (6 items each and their shard's update: 97 of 100), not 14 (7 items each).
    const transactions = requests.get('TransactWriteItemsCommand') ?? 0;
    expect(transactions).toBeLessThanOrEqual(Math.ceil(ROWS / 16) + 2);
    // Directory updates: about one a transaction (two where a transaction's rows span two shards), not one a row.
    expect(items.get('directory')).toBeLessThanOrEqual(2 * transactions);
    const perRow = [...items.values()].reduce((sum, count) => sum + count, 0) / ROWS;
    expect(perRow).toBeLessThan(6.2);
    // Reads and small writes besides: a few a step, not per row.
    const others = [...requests].filter(([name]) => name !== 'TransactWriteItemsCommand');
    expect(others.reduce((sum, [, count]) => sum + count, 0)).toBeLessThan(ROWS / 4);
  });
});
