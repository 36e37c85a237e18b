import { dynamo } from './client.ts';
import { BatchWriteCommand } from './commands.ts';

type Key = Record<string, string>;

/** Deletes keys in batches of 25, retrying unprocessed items with a short backoff. */
export async function batchDelete(table: string, keys: Key[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`Batch delete on ${table} left ${requests.length} items unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}
