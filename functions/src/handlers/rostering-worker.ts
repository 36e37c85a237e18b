import type { QueueBatchResponse, QueueEvent } from '../core/jobs/queue-event.ts';
import { handleQueuedStreamRecords } from '../core/jobs/queue-event.ts';
import { requeueStalledNotifyTasks } from '../core/rostering/notify-sweep.ts';
import { runNotifyTaskRecord } from '../core/rostering/notify-worker.ts';

/**
 * The rostering worker. Its queue delivers notification tasks (a publication's employees, up to 100
 * a task, or one changed shift's), one stream record per message: it sends each employee's e-mail
 * and bell notification and records the delivery. The hourly schedule queues again the tasks left
 * pending (a message lost, or dead-lettered after five failures). Locally `npm start` calls this
 * same handler from the rostering table's stream and a timer.
 */
export async function handler(event: QueueEvent | { source?: string }): Promise<QueueBatchResponse | undefined> {
  if ('Records' in event && Array.isArray(event.Records)) return handleQueuedStreamRecords(event, runNotifyTaskRecord);
  const requeued = await requeueStalledNotifyTasks();
  if (requeued > 0) console.info(JSON.stringify({ rosteringWorker: 'requeued', requeued }));
  return undefined;
}
