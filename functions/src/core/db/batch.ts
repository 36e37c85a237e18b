import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { withBackoff } from '../aws/backoff.ts';
import { dynamo } from './client.ts';

type Key = Record<string, string>;
type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** Writes `requests` in batches of 25, sending unprocessed ones again after a backoff. */
async function batchWrite(what: string, table: string, all: WriteRequest[]): Promise<void> {
  for (let start = 0; start < all.length; start += 25) {
    let requests = all.slice(start, start + 25);
    await withBackoff(`Batch ${what} on ${table}`, async () => {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] ?? [];
      return requests.length === 0 ? true : undefined;
    });
  }
}

/** Deletes keys in batches of 25, sending unprocessed items again after a backoff. */
export const batchDelete = (table: string, keys: Key[]): Promise<void> =>
  batchWrite(
    'delete',
    table,
    keys.map((key) => ({ DeleteRequest: { Key: key } })),
  );

/** Puts items in batches of 25, sending unprocessed items again after a backoff. */
export const batchPut = (table: string, items: Record<string, unknown>[]): Promise<void> =>
  batchWrite(
    'put',
    table,
    items.map((item) => ({ PutRequest: { Item: item } })),
  );
