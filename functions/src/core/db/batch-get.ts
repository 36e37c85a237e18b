import { BatchGetCommand, type BatchGetCommandInput } from '@aws-sdk/lib-dynamodb';
import { withBackoff } from '../aws/backoff.ts';
import { dynamo } from './client.ts';

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;
type TableRequest = NonNullable<BatchGetCommandInput['RequestItems']>[string];

/** Splits BatchGetItem's RequestItems into requests of at most `size` keys (DynamoDB's limit is 100). */
function chunkRequest(requests: Record<string, TableRequest>, size: number): Record<string, TableRequest>[] {
  const chunks: Record<string, TableRequest>[] = [];
  let current: Record<string, TableRequest> = {};
  let count = 0;
  for (const [table, request] of Object.entries(requests)) {
    const keys = request.Keys ?? [];
    for (let start = 0; start < keys.length; ) {
      const take = Math.min(size - count, keys.length - start);
      current[table] = { ...request, Keys: [...(current[table]?.Keys ?? []), ...keys.slice(start, start + take)] };
      count += take;
      start += take;
      if (count === size) {
        chunks.push(current);
        current = {};
        count = 0;
      }
    }
  }
  if (count > 0) chunks.push(current);
  return chunks;
}

/**
 * Reads every key of `requestItems` (any number of keys, any tables): 100 keys per BatchGetItem,
 * sent together, with unprocessed keys asked for again after a backoff.
 */
export async function fetchBatch(requestItems: Record<string, TableRequest>): Promise<Map<string, Item[]>> {
  const results = new Map<string, Item[]>();
  let pending = requestItems;
  await withBackoff('BatchGetItem', async () => {
    const answers = await Promise.all(
      chunkRequest(pending, 100).map((request) => dynamo().send(new BatchGetCommand({ RequestItems: request }))),
    );
    pending = {};
    for (const answer of answers) {
      for (const [table, items] of Object.entries(answer.Responses ?? {})) {
        results.set(table, [...(results.get(table) ?? []), ...items]);
      }
      for (const [table, request] of Object.entries(answer.UnprocessedKeys ?? {})) {
        pending[table] = { ...request, Keys: [...(pending[table]?.Keys ?? []), ...(request.Keys ?? [])] };
      }
    }
    return Object.keys(pending).length === 0 ? true : undefined;
  });
  return results;
}

/**
 * One BatchGetItem over several tables. Used where a list needs related records from more than
 * one entity in a single round trip.
 */
export async function batchGet(
  requests: { table: string; keys: Key[]; projection?: string[]; consistent?: boolean }[],
): Promise<Map<string, Item[]>> {
  const pending: Record<string, TableRequest> = {};
  for (const request of requests) {
    const unique = [...new Map(request.keys.map((key) => [JSON.stringify(key), key])).values()];
    if (unique.length === 0) continue;
    const names = request.projection
      ? Object.fromEntries(request.projection.map((name, i) => [`#p${i}`, name]))
      : undefined;
    pending[request.table] = {
      Keys: unique,
      ...(request.consistent ? { ConsistentRead: true } : {}),
      ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
    };
  }
  const results = await fetchBatch(pending);
  return new Map(requests.map((request) => [request.table, results.get(request.table) ?? []]));
}
