import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';
import { queryAll as queryEvery } from '../db/query-all.ts';

/** Every item of one Query of the performance table (its pages read in turn: db/query-all.ts). */
export const queryAll = <T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> =>
  queryEvery<T>({ ...input, TableName: tableNames().performance });

/** One page of a Query of the performance table, its next position as a store cursor (base64url JSON of the last key). */
export async function queryPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  storeCursor: string | null,
): Promise<{ data: T[]; cursor: string | null }> {
  const result = await dynamo().send(
    new QueryCommand({
      ...input,
      TableName: tableNames().performance,
      ...(storeCursor ? { ExclusiveStartKey: JSON.parse(Buffer.from(storeCursor, 'base64url').toString('utf8')) } : {}),
    }),
  );
  const last = result.LastEvaluatedKey;
  return {
    data: (result.Items ?? []) as T[],
    cursor: last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null,
  };
}
