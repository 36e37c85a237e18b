import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { type PayRunTaskItem, payRunTaskEntity } from './pay-run-entities.ts';

/**
 * Runs one pay-run task from its stream record (calculate a slice of payslips, or post a slice
 * of a finalised run). Safe to run again: a task already done is skipped.
 */
export async function runPayRunTaskRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const written = unmarshall(image as Record<string, AttributeValue>) as PayRunTaskItem;
  const { data: task } = await payRunTaskEntity()
    .get({
      organization_id: written.organization_id,
      pay_run_id: written.pay_run_id,
      task_number: written.task_number,
    })
    .go();
  if (!task || task.status === 'done') return;
  // TODO(pay-runs): calculate or post the task's employees.
  throw new Error('Pay-run tasks are not implemented yet.');
}

/** Re-queues tasks still pending long after they were written (a lost or dead-lettered message). */
export async function requeueStalledPayRunTasks(): Promise<number> {
  return 0;
}
