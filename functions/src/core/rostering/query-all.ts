import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';
import { queryAll as queryEvery } from '../db/query-all.ts';

/** Every item of one Query of the rostering table (its pages read in turn: db/query-all.ts). */
export const queryAll = <T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> =>
  queryEvery<T>({ ...input, TableName: tableNames().rostering });

/** One page of a Query of the rostering table, its next position as a store cursor (base64url JSON of the last key). */
export async function queryPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  storeCursor: string | null,
): Promise<{ data: T[]; cursor: string | null }> {
  const result = await dynamo().send(
    new QueryCommand({
      ...input,
      TableName: tableNames().rostering,
      ...(storeCursor ? { ExclusiveStartKey: JSON.parse(Buffer.from(storeCursor, 'base64url').toString('utf8')) } : {}),
    }),
  );
  const last = result.LastEvaluatedKey;
  return {
    data: (result.Items ?? []) as T[],
    cursor: last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null,
  };
}

/** The key of an item read from the table (`pk`, `sk`) or an index of it (theirs too): where a page ends. */
function keyOf(item: Record<string, unknown>, indexName: string | undefined): Record<string, unknown> {
  const names = indexName ? ['pk', 'sk', `${indexName}pk`, `${indexName}sk`] : ['pk', 'sk'];
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

const encodeKey = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * One FULL page of a Query whose items are also filtered (in the Query and/or by `keep`): reads on
 * from `storeCursor`, `input.Limit` items a read, until `perPage` items are kept or the Query ends,
 * at most `maxReads` reads (then the page may be short; its cursor goes on). The next cursor is the
 * key of the last item kept, so the next page starts exactly after it; null when the Query ended.
 */
export async function queryFilledPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  storeCursor: string | null,
  options: { perPage: number; keep: (item: T) => boolean; maxReads: number },
): Promise<{ data: T[]; cursor: string | null }> {
  const data: T[] = [];
  let cursor = storeCursor;
  for (let read = 0; read < options.maxReads; read++) {
    const page = await queryPage<T>(input, cursor);
    for (const [index, item] of page.data.entries()) {
      if (!options.keep(item)) continue;
      data.push(item);
      if (data.length < options.perPage) continue;
      const more = index < page.data.length - 1 || page.cursor !== null;
      return { data, cursor: more ? encodeKey(keyOf(item as Record<string, unknown>, input.IndexName)) : null };
    }
    cursor = page.cursor;
    if (!cursor) break;
  }
  return { data, cursor };
}
