import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { withBackoff } from '../aws/backoff.ts';
import { dynamo } from './client.ts';

type Key = Record<string, string>;

/** Deletes keys in batches of 25, sending unprocessed items again after a backoff. */
export async function batchDelete(table: string, keys: Key[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: key } }));
    await withBackoff(`Batch delete on ${table}`, async () => {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
      return requests.length === 0 ? true : undefined;
    });
  }
}

/** Puts items in batches of 25, sending unprocessed items again after a backoff. */
export async function batchPut(table: string, items: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((item) => ({ PutRequest: { Item: item } }));
    await withBackoff(`Batch put on ${table}`, async () => {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
      return requests.length === 0 ? true : undefined;
    });
  }
}
