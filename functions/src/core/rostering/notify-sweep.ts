import { tableNames } from '../db/client.ts';
import { requeueStalledTasks } from '../jobs/stalled-tasks.ts';
import { PENDING_NOTIFY_KEY } from './notify-tasks.ts';

/**
 * The rostering worker's hourly sweep (jobs/stalled-tasks.ts): notification tasks pending for more
 * than 15 minutes are queued again, found in one Query of the sparse pending index (gsi2).
 */
export async function requeueStalledNotifyTasks(now = new Date()): Promise<number> {
  return requeueStalledTasks({ table: tableNames().rostering, index: 'gsi2', pendingKey: PENDING_NOTIFY_KEY }, now);
}
