import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { runApprovalTaskRecord } from '../core/timesheets/timesheet-bulk.ts';

/**
 * The timesheets worker. Its queue delivers bulk-approval tasks (up to 49 timesheets each), one
 * stream record per message. Locally `npm start` calls this same handler from the timesheets
 * table's stream. The schedule has nothing to do yet: a task whose message failed five times is in
 * the dead-letter queue (and stays pending; approving again writes a new task).
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records))
    return handleQueuedStreamRecords(event, runApprovalTaskRecord);
  return undefined;
}
