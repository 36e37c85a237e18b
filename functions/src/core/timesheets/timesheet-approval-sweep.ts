import { tableNames } from '../db/client.ts';
import { requeueStalledTasks } from '../jobs/stalled-tasks.ts';
import { PENDING_APPROVALS_KEY } from './timesheet-bulk.ts';

/**
 * The timesheets worker's hourly sweep (jobs/stalled-tasks.ts): bulk-approval tasks pending for more
 * than 15 minutes are queued again, found in one Query of the sparse pending index (gsi1).
 */
export async function requeueStalledApprovalTasks(now = new Date()): Promise<number> {
  return requeueStalledTasks({ table: tableNames().timesheets, index: 'gsi1', pendingKey: PENDING_APPROVALS_KEY }, now);
}
