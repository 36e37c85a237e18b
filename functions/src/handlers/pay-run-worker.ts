import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { loadHolidayCalendars } from '../core/leave/public-holidays.ts';
import { requeueStalledPayRunTasks, runPayRunTaskRecord } from '../core/payroll/pay-run-worker.ts';

/**
 * The pay-run worker. Its queue delivers pay-run tasks (a slice of a run's employees to calculate
 * or to post), one stream record per message; the hourly schedule re-queues tasks left pending.
 * Locally `npm start` calls this same handler from the payroll table's stream and a timer. A task's
 * payslips carry their super due date (business days, public holidays): the holiday calendars load
 * with the first task, not at the cold start.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records)) {
    await loadHolidayCalendars();
    return handleQueuedStreamRecords(event, runPayRunTaskRecord);
  }
  const requeued = await requeueStalledPayRunTasks();
  if (requeued > 0) console.info(JSON.stringify({ payRunWorker: 'requeued', requeued }));
  return undefined;
}
