import { dynamo } from './client.ts';
import { BatchGetCommand } from './commands.ts';

type Key = Record<string, string>;
type Item = Record<string, unknown>;
type Doc = Record<string, unknown>;

/** Sends one BatchGetItem (document form) and returns its answer. */
export type BatchSender = (input: Doc) => Promise<{ Responses?: Record<string, Doc[]>; UnprocessedKeys?: Doc }>;

/** Splits a BatchGetItem request into requests of at most `size` keys (DynamoDB's limit is 100). */
function chunkRequest(requests: Record<string, Doc>, size: number): Record<string, Doc>[] {
  const chunks: Record<string, Doc>[] = [];
  let current: Record<string, Doc> = {};
  let count = 0;
  for (const [table, request] of Object.entries(requests)) {
    const keys = request.Keys as Doc[];
    for (let start = 0; start < keys.length; ) {
      const take = Math.min(size - count, keys.length - start);
      const previous = current[table] as { Keys: Doc[] } | undefined;
      current[table] = { ...request, Keys: [...(previous?.Keys ?? []), ...keys.slice(start, start + take)] };
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
 * Reads every key of `requestItems` (BatchGetItem's RequestItems, any number of keys) with
 * `send`, 100 keys per request, retrying unprocessed keys with a short backoff.
 */
export async function fetchBatch(send: BatchSender, requestItems: Record<string, Doc>): Promise<Map<string, Item[]>> {
  const results = new Map<string, Item[]>();
  let pending = requestItems;
  for (let attempt = 0; Object.keys(pending).length > 0; attempt++) {
    if (attempt > 8) throw new Error('BatchGet left keys unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const answers = await Promise.all(chunkRequest(pending, 100).map((request) => send({ RequestItems: request })));
    pending = {};
    for (const answer of answers) {
      for (const [table, items] of Object.entries(answer.Responses ?? {})) {
        results.set(table, [...(results.get(table) ?? []), ...items]);
      }
      for (const [table, request] of Object.entries((answer.UnprocessedKeys ?? {}) as Record<string, Doc>)) {
        const previous = pending[table] as { Keys: Doc[] } | undefined;
        pending[table] = { ...request, Keys: [...(previous?.Keys ?? []), ...(request.Keys as Doc[])] };
      }
    }
  }
  return results;
}

/**
 * One BatchGetItem over several tables, retrying unprocessed keys. Used where a list needs
 * related records from more than one entity in a single round trip; inside an API request it
 * joins the request's batched reads.
 */
export async function batchGet(
  requests: { table: string; keys: Key[]; projection?: string[] }[],
): Promise<Map<string, Item[]>> {
  const pending: Record<string, Doc> = {};
  for (const request of requests) {
    const unique = [...new Map(request.keys.map((key) => [JSON.stringify(key), key])).values()];
    if (unique.length === 0) continue;
    const names = request.projection
      ? Object.fromEntries(request.projection.map((name, i) => [`#p${i}`, name]))
      : undefined;
    pending[request.table] = {
      Keys: unique,
      ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
    };
  }
  const results = await fetchBatch((input) => dynamo().send(new BatchGetCommand(input)), pending);
  return new Map(requests.map((request) => [request.table, results.get(request.table) ?? []]));
}
