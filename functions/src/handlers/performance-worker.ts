import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { requeueStalledLaunchTasks, runLaunchTaskRecord, sendDueReminders } from '../core/performance/index.ts';

/**
 * The performance worker. Its queue delivers review-cycle launch tasks (up to 25 reviewees each),
 * one stream record per message; the hourly schedule queues again the tasks left pending and sends
 * the stage reminders due (core/performance/review-reminder-worker.ts). Locally
 * `npm start` calls this same handler from the performance table's stream and a timer.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records)) return handleQueuedStreamRecords(event, runLaunchTaskRecord);
  const requeued = await requeueStalledLaunchTasks();
  if (requeued > 0) console.info(JSON.stringify({ performanceWorker: 'requeued', requeued }));
  const reminders = await sendDueReminders();
  if (reminders.reminders > 0) console.info(JSON.stringify({ performanceWorker: 'reminders', ...reminders }));
  return undefined;
}
