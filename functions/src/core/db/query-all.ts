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

type TableQueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * One table's two ways to Query: `queryAll` (every item, pages read in turn) and `queryPage` (one
 * page and its next position as a store cursor: base64url JSON of the last key, which a list seals
 * with `paging.ts` before a client sees it). A module binds them to its table once.
 */
export function tableQueries(table: keyof ReturnType<typeof tableNames>) {
  return {
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
  };
}
