import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';

/** Every item of one Query of the rostering table (its pages read in turn). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...input, TableName: tableNames().rostering, ExclusiveStartKey: cursor }),
    );
    items.push(...((page.Items ?? []) as T[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

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
