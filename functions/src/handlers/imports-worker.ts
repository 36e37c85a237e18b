import { runImportStepRecord } from '../core/imports/import-worker.ts';
import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';

/**
 * The imports worker. Its queue delivers import jobs' steps (a commit's chunk of rows, a large
 * revert's chunk of records), one stream record per message. Locally `npm start` calls this same handler from the jobs table's
 * stream. The schedule has nothing to sweep: a step left undone is the queue's to retry.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records)) return handleQueuedStreamRecords(event, runImportStepRecord);
  return undefined;
}
