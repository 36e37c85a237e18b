import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from './client.ts';

/**
 * Every item one Query matches, read page by page (DynamoDB answers at most 1 MB a call; the
 * next page starts at the last one's `LastEvaluatedKey`). For reads that need the whole range:
 * a partition's key range, an index key. Lists a client pages through use `paging.ts` instead.
 */
export async function queryAll<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    items.push(...((page.Items ?? []) as T[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** The key of an item read from the table (`pk`, `sk`) or an index of it (theirs too): where a page ends. */
function keyOf(item: Record<string, unknown>, indexName: string | undefined): Record<string, unknown> {
  const names = indexName ? ['pk', 'sk', `${indexName}pk`, `${indexName}sk`] : ['pk', 'sk'];
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

const encodeKey = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

type TableQueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * One table's ways to Query: `queryAll` (every item, pages read in turn), `queryPage` (one page and
 * its next position as a store cursor: base64url JSON of the last key, which a list seals with
 * `paging.ts` before a client sees it) and `queryFilledPage` (one FULL page of a Query whose items
 * are also filtered). A module binds them to its table once.
 */
export function tableQueries(table: keyof ReturnType<typeof tableNames>) {
  const queries = {
    queryAll: <T>(input: TableQueryInput): Promise<T[]> => queryAll<T>({ ...input, TableName: tableNames()[table] }),
    async queryPage<T>(
      input: TableQueryInput,
      storeCursor: string | null,
    ): Promise<{ data: T[]; cursor: string | null }> {
      const result = await dynamo().send(
        new QueryCommand({
          ...input,
          TableName: tableNames()[table],
          ...(storeCursor
            ? { ExclusiveStartKey: JSON.parse(Buffer.from(storeCursor, 'base64url').toString('utf8')) }
            : {}),
        }),
      );
      const last = result.LastEvaluatedKey;
      return {
        data: (result.Items ?? []) as T[],
        cursor: last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null,
      };
    },
    /**
     * One FULL page of a Query whose items are also filtered (in the Query and/or by `keep`): reads
     * on from `storeCursor`, `input.Limit` items a read, until `perPage` items are kept or the Query
     * ends, at most `maxReads` reads (then the page may be short; its cursor goes on). The next
     * cursor is the key of the last item kept, so the next page starts exactly after it; null when
     * the Query ended.
     */
    async queryFilledPage<T>(
      input: TableQueryInput,
      storeCursor: string | null,
      options: { perPage: number; keep: (item: T) => boolean; maxReads: number },
    ): Promise<{ data: T[]; cursor: string | null }> {
      const data: T[] = [];
      let cursor = storeCursor;
      for (let read = 0; read < options.maxReads; read++) {
        const page = await queries.queryPage<T>(input, cursor);
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
    },
  };
  return queries;
}
