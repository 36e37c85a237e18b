import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { asQueueEvent } from '../src/core/jobs/queue-event.ts';
import { handler as rosteringWorker } from '../src/handlers/rostering-worker.ts';

/** The organization's roster notification tasks, as stored. */
export async function rosterNotifyTasks(organizationId: number) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().rostering,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':task': 'notify#' },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
}

/** Delivers every pending notification task once to the rostering worker, as queue messages (the queue's part). */
export async function runPendingRosterNotifications(organizationId: number): Promise<number> {
  const pending = (await rosterNotifyTasks(organizationId)).filter((task) => task.status === 'pending');
  if (pending.length === 0) return 0;
  const response = await rosteringWorker(
    asQueueEvent({
      Records: pending.map((task) => ({ eventName: 'INSERT', dynamodb: { NewImage: marshall(task) as never } })),
    }),
  );
  if (response && response.batchItemFailures.length > 0) throw new Error('a roster notification task failed');
  return pending.length;
}
