/**
 * A background worker's queue, as `npm start` (local/workers.ts) stands it in: the stream records of
 * `table` that match `filter`, as queue messages, to the worker's own Lambda handler, a failed message
 * handed over again. The bench parts that time queued work (payroll, bulk-approve, imports,
 * performance) start one while they measure and stop it after.
 */
import type { TableName } from '../../functions/src/core/db/table-definitions.ts';
import { asQueueEvent, type QueueBatchResponse, type QueueEvent } from '../../functions/src/core/jobs/queue-event.ts';
import { LOCAL_REGION, LOCAL_TABLES, type LocalServices } from '../../functions/src/local/stack.ts';
import { startStreamPoller } from '../../functions/src/local/stream-poller.ts';

export function startQueueWorker(
  services: LocalServices,
  table: TableName,
  filter: object,
  handler: (event: QueueEvent) => Promise<QueueBatchResponse | undefined>,
): ReturnType<typeof startStreamPoller> {
  return startStreamPoller({
    endpoint: services.dynamo.endpoint,
    accessKey: process.env.DYNAMODB_LOCAL_ACCESS_KEY ?? 'local',
    region: LOCAL_REGION,
    tableName: LOCAL_TABLES[table] as string,
    filter,
    handler: async (event) => {
      const response = await handler(asQueueEvent(event));
      if (response && response.batchItemFailures.length > 0) {
        throw new Error(`${response.batchItemFailures.length} queued task(s) of the ${table} table failed`);
      }
    },
    idleMillis: 50,
  });
}
