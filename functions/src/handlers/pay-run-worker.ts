import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { requeueStalledPayRunTasks, runPayRunTaskRecord } from '../core/payroll/pay-run-worker.ts';

/**
 * The pay-run worker. Its queue delivers pay-run tasks (a slice of a run's employees to calculate
 * or to post), one stream record per message; the hourly schedule re-queues tasks left pending.
 * Locally `npm start` calls this same handler from the payroll table's stream and a timer.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records)) {
    return handleQueuedStreamRecords(event, runPayRunTaskRecord);
  }
  const requeued = await requeueStalledPayRunTasks();
  if (requeued > 0) console.info(JSON.stringify({ payRunWorker: 'requeued', requeued }));
  return undefined;
}
