import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './client.ts';

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
