import { onAwsCommand } from '../core/aws/command-log.ts';
import type { TableName } from '../core/db/table-definitions.ts';
import { asQueueEvent, type QueueBatchResponse } from '../core/jobs/queue-event.ts';
import type { StreamEvent } from '../core/jobs/stream-event.ts';
import type { LocalServices } from './stack.ts';
import { LOCAL_REGION, LOCAL_TABLES } from './stack.ts';
import { type StreamPoller, startStreamPoller } from './stream-poller.ts';

/** The DynamoDB commands that can add a stream record. */
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/**
 * The local triggers of the background workers declared in handlers/manifest.ts: each worker's
 * own Lambda handler is fed from its table's DynamoDB Local stream (what the event source mapping
 * does in AWS, or the pipe and queue for a queue worker, as queue messages) and called with a scheduled event at start and every `scheduleMinutes` (what the
 * EventBridge rule does). Returns a function that stops them. Call after the environment is set.
 */
export async function startLocalWorkers(services: LocalServices): Promise<() => Promise<void>> {
  const { FUNCTIONS } = await import('../handlers/manifest.ts');
  const stops: (() => Promise<void>)[] = [];
  // The pollers wait up to 2 s between reads of a quiet stream, which keeps an idle stack from
  // keeping DynamoDB Local busy; a write from this process (the API or a worker) wakes them once it
  // is answered, so background work still starts within a poll of the write that queued it.
  const pollers: StreamPoller[] = [];
  const stopNudging = onAwsCommand((command) =>
    command.service === 'dynamodb' && WRITES.has(command.name)
      ? () => {
          for (const poller of pollers) poller.nudge();
        }
      : undefined,
  );
  stops.push(async () => {
    stopNudging();
  });
  for (const definition of FUNCTIONS) {
    const background = definition.background;
    if (!background) continue;
    const { handler } = (await import(`../handlers/${definition.name}.ts`)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    const report = (error: unknown) =>
      console.error(
        `${definition.name} worker failed (it is retried): ${error instanceof Error ? error.message : String(error)}`,
      );
    const poll = (of: TableName, filter: object, feed: (event: StreamEvent) => Promise<unknown>) =>
      startStreamPoller({
        endpoint: services.dynamo.endpoint,
        accessKey: process.env.DYNAMODB_LOCAL_ACCESS_KEY ?? 'local',
        region: LOCAL_REGION,
        tableName: LOCAL_TABLES[of] as string,
        filter,
        handler: feed,
        onError: report,
        maxIdleMillis: 2_000,
      });
    const { stream, queue } = background;
    const poller = stream ? poll(stream.of, stream.filter, handler) : undefined;
    // The pipe and queue's stand-in: the same stream records, as queue messages, to the same handler;
    // failed messages throw, so the poller hands them over again (the queue's retry).
    const queuePoller = queue
      ? poll(queue.of, queue.filter, async (event) => {
          const response = (await handler(asQueueEvent(event))) as QueueBatchResponse;
          if (response.batchItemFailures.length > 0) {
            throw new Error(`${response.batchItemFailures.length} queued task(s) failed`);
          }
        })
      : undefined;
    for (const started of [poller, queuePoller]) if (started) pollers.push(started);
    const scheduled = () => handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' }).catch(report);
    void scheduled();
    const timer = setInterval(scheduled, background.scheduleMinutes * 60_000);
    stops.push(async () => {
      clearInterval(timer);
      await poller?.stop();
      await queuePoller?.stop();
    });
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
