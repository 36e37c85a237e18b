import { dynamo } from './client.ts';
import { BatchGetCommand } from './commands.ts';

type Key = Record<string, string>;
type Item = Record<string, unknown>;

/**
 * One BatchGetItem over several tables (at most 100 keys), retrying unprocessed keys. Used where
 * a list needs related records from more than one entity in a single round trip.
 */
export async function batchGet(
  requests: { table: string; keys: Key[]; projection?: string[] }[],
): Promise<Map<string, Item[]>> {
  const results = new Map<string, Item[]>(requests.map((request) => [request.table, []]));
  let pending: Record<
    string,
    { Keys: Key[]; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }
  > = {};
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
  for (let attempt = 0; Object.keys(pending).length > 0; attempt++) {
    if (attempt > 8) throw new Error('BatchGet left keys unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const response = await dynamo().send(new BatchGetCommand({ RequestItems: pending }));
    for (const [table, items] of Object.entries(response.Responses ?? {}))
      results.get(table)?.push(...(items as Item[]));
    pending = (response.UnprocessedKeys ?? {}) as typeof pending;
  }
  return results;
}
