import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { requeueStalledApprovalTasks } from '../core/timesheets/timesheet-approval-sweep.ts';
import { runApprovalTaskRecord } from '../core/timesheets/timesheet-bulk.ts';

/**
 * The timesheets worker. Its queue delivers bulk-approval tasks (up to 49 timesheets each), one
 * stream record per message; the hourly schedule queues again the tasks left pending (a message
 * lost, or dead-lettered after five failures). Locally `npm start` calls this same handler from the
 * timesheets table's stream and a timer.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records))
    return handleQueuedStreamRecords(event, runApprovalTaskRecord);
  const requeued = await requeueStalledApprovalTasks();
  if (requeued > 0) console.info(JSON.stringify({ timesheetsWorker: 'requeued', requeued }));
  return undefined;
}
