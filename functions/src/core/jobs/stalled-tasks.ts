import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';

/**
 * The hourly sweep of a queue worker, as the pay-run worker's: a fanned-out task still pending long
 * after it was queued lost its message (or the message went to the dead-letter queue after five
 * failures). It is queued again by bumping it: its new image is a stream record the queue delivers
 * like the first. Pending tasks carry a sparse index key (`index`pk = `pendingKey`, `index`sk = when
 * last queued), so this is one Query of that index (every organization's), never a Scan.
 */

/** Tasks pending longer than this are queued again. */
const STALLED_AFTER_MS = 15 * 60_000;

type Key = Record<string, unknown>;

export interface PendingIndex {
  table: string;
  index: 'gsi1' | 'gsi2';
  pendingKey: string;
}

/** The keys of tasks still pending that were last queued before `before`. */
async function* pendingBefore(where: PendingIndex, before: string): AsyncGenerator<Key> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: where.table,
        IndexName: where.index,
        KeyConditionExpression: `${where.index}pk = :pending AND ${where.index}sk < :before`,
        ExpressionAttributeValues: { ':pending': where.pendingKey, ':before': before },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) yield { pk: item.pk, sk: item.sk };
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

/** Queues a pending task again; false when it was done meanwhile. */
async function requeue(where: PendingIndex, key: Key, now: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: where.table,
        Key: key,
        UpdateExpression: `SET ${where.index}sk = :now, updated_at = :now`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Queues again every task of the index pending for more than 15 minutes: how many. */
export async function requeueStalledTasks(where: PendingIndex, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  let requeued = 0;
  for await (const key of pendingBefore(where, before)) {
    if (await requeue(where, key, now.toISOString())) requeued += 1;
  }
  return requeued;
}
