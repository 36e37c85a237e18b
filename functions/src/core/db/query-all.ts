import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from './client.ts';
import { keyCursor, keyToStoreCursor, type StoreQuery, type StoreRead, storeCursorToKey } from './paging.ts';

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

type TableQueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * One table's ways to Query: `queryAll` (every item, pages read in turn), and the store queries a
 * list pages through with `storePage` (paging.ts): `pagedQuery` (one Query a page) and
 * `filledPagedQuery` (a FULL page of a Query whose items are also filtered). A module binds them to
 * its table once.
 */
export function tableQueries(table: keyof ReturnType<typeof tableNames>) {
  /** One Query from a store cursor: its items, and the store cursor after the last key it evaluated. */
  async function readPage<T extends object>(input: TableQueryInput, storeCursor: string | null): Promise<StoreRead<T>> {
    const result = await dynamo().send(
      new QueryCommand({
        ...input,
        TableName: tableNames()[table],
        ...(storeCursor ? { ExclusiveStartKey: storeCursorToKey(storeCursor) } : {}),
      }),
    );
    const last = result.LastEvaluatedKey;
    return { data: (result.Items ?? []) as T[], cursor: last ? keyToStoreCursor(last) : null };
  }

  /**
   * Reads on from `storeCursor`, `input.Limit` items a read, until `count` items are kept (by the
   * Query's filter and `keep`) or the Query ends, at most `maxReads` reads. The cursor is the key of
   * the last item kept when more was read after it, else the last read's.
   */
  async function readFilled<T extends object>(
    input: TableQueryInput,
    storeCursor: string | null,
    options: { count: number; keep: (item: T) => boolean; maxReads: number },
  ): Promise<StoreRead<T>> {
    const data: T[] = [];
    const cursorOf = keyCursor(table, input.IndexName);
    let cursor = storeCursor;
    for (let read = 0; read < options.maxReads; read++) {
      const page = await readPage<T>(input, cursor);
      for (const [index, item] of page.data.entries()) {
        if (!options.keep(item)) continue;
        data.push(item);
        if (data.length < options.count) continue;
        const more = index < page.data.length - 1 || page.cursor !== null;
        return { data, cursor: more ? cursorOf(item) : null };
      }
      cursor = page.cursor;
      if (!cursor) break;
    }
    return { data, cursor };
  }

  return {
    queryAll: <T>(input: TableQueryInput): Promise<T[]> => queryAll<T>({ ...input, TableName: tableNames()[table] }),
    /** One Query a page (its `Limit` is the page's size and the one more storePage asks for). */
    pagedQuery: <T extends object>(input: Omit<TableQueryInput, 'Limit'>, perPage: number): StoreQuery<T> => ({
      perPage,
      read: (storeCursor, limit) => readPage<T>({ ...input, Limit: limit }, storeCursor),
      cursorOf: keyCursor(table, input.IndexName),
    }),
    /**
     * A FULL page of a Query whose items are also filtered (in the Query and/or by `keep`): reads of
     * `input.Limit` items until the page and the one more are kept or the Query ends, at most
     * `maxReads` reads (then the page may be short, and its cursor goes on).
     */
    filledPagedQuery: <T extends object>(
      input: TableQueryInput,
      options: { perPage: number; keep: (item: T) => boolean; maxReads: number },
    ): StoreQuery<T> => ({
      perPage: options.perPage,
      read: (storeCursor, limit) => readFilled<T>(input, storeCursor, { ...options, count: limit }),
      cursorOf: keyCursor(table, input.IndexName),
    }),
  };
}
