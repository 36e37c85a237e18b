import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { PENDING_APPROVALS_KEY } from './timesheet-bulk.ts';

/**
 * The timesheets worker's hourly sweep, as the pay-run worker's: a bulk-approval task still pending
 * long after it was queued lost its message (or the message went to the dead-letter queue after
 * five failures). It is queued again by bumping it: its new image is a stream record the queue
 * delivers like the first. One Query of the sparse pending index (every organization's), never a Scan.
 */

/** Tasks pending longer than this are queued again. */
const STALLED_AFTER_MS = 15 * 60_000;

type Key = Record<string, unknown>;

/** The keys of tasks still pending that were last queued before `before`. */
async function* pendingApprovalsBefore(before: string): AsyncGenerator<Key> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().timesheets,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
        ExpressionAttributeValues: { ':pending': PENDING_APPROVALS_KEY, ':before': before },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) yield { pk: item.pk, sk: item.sk };
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

/** Queues a pending task again; false when it was done meanwhile. */
async function requeue(key: Key, now: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().timesheets,
        Key: key,
        UpdateExpression: 'SET gsi1sk = :now, updated_at = :now',
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

/** Queues again every approval task pending for more than 15 minutes: how many. */
export async function requeueStalledApprovalTasks(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  let requeued = 0;
  for await (const key of pendingApprovalsBefore(before)) {
    if (await requeue(key, now.toISOString())) requeued += 1;
  }
  return requeued;
}
