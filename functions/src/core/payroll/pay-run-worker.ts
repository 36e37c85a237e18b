import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { committed, type TransactionItem, transactWrite } from '../db/transactions.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { calculateSlips } from './pay-run-calculate.ts';
import { type PayRunItem, type PayRunTaskItem, payRunTaskEntity, payslipEntity } from './pay-run-entities.ts';
import { postTask } from './pay-run-posting.ts';
import {
  addTotalsExpression,
  findPayRun,
  pendingTasksBefore,
  requeueTask,
  runUpdate,
  taskDone,
  updateIfStill,
} from './pay-run-store.ts';

/**
 * The pay-run worker: one task is a slice of a run's employees. A calculate task works out their
 * payslips; a finalise task posts them (pay-run-posting.ts). Either ends with ONE transaction that
 * writes its results, marks the task done and adds to the run's counts, on condition that the task
 * is still pending: a message delivered twice, or retried after a crash, finds the task done (or
 * fails that condition) and changes nothing. Every delivery then moves the run on if all its tasks
 * of the phase are done, so a step lost after the last task's write is taken on the next delivery.
 */

/** Moves a run whose tasks are all done on: calculating → review, finalising → finalised. */
export async function finishPhase(organizationId: number, payRunId: number): Promise<void> {
  const run = await findPayRun(organizationId, payRunId);
  if (!run || run.tasks_done < run.tasks_total) return;
  const next = run.status === 'calculating' ? 'review' : run.status === 'finalising' ? 'finalised' : undefined;
  if (!next) return;
  // Not moved when another task's worker moved it first.
  await updateIfStill(
    runUpdate(organizationId, payRunId, {
      expression: 'SET #status = :next, version = version + :one, updated_at = :now',
      condition: '#status = :current AND tasks_done = tasks_total',
      values: { ':next': next, ':current': run.status, ':one': 1, ':now': new Date().toISOString() },
    }),
  );
}

/** Works out the payslips of one calculate task and commits them with the task's completion. */
async function calculateTask(task: PayRunTaskItem, run: PayRunItem): Promise<void> {
  const organizationId = run.organization_id;
  const { slips, totals, problems } = await calculateSlips(run, task.employee_ids);
  const now = new Date().toISOString();
  const writes: TransactionItem[] = slips.map((slip) => committed(payslipEntity().put(slip)));
  const { add, values } = addTotalsExpression(totals);
  const counted = runUpdate(organizationId, run.pay_run_id, {
    expression: `SET problems = list_append(if_not_exists(problems, :none), :problems), updated_at = :now ADD tasks_done :one, employee_count :slips, ${add.join(', ')}`,
    condition: '#status = :calculating',
    values: {
      ...values,
      ':none': [],
      ':problems': problems,
      ':now': now,
      ':one': 1,
      ':slips': writes.length,
      ':calculating': 'calculating',
    },
  });
  const result = await transactWrite([...writes, taskDone(task), counted]);
  if (result.canceled) {
    // The task was done by an earlier delivery, or the run was deleted: nothing to add.
    const taskFailed = result.data[writes.length]?.code === 'ConditionalCheckFailed';
    const runFailed = result.data[writes.length + 1]?.code === 'ConditionalCheckFailed';
    if (taskFailed || runFailed) return;
    throw new Error(`Pay run ${run.pay_run_id} task ${task.task_number} could not be written.`);
  }
}

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
    .go({ consistent: true });
  if (!task) return;
  const run = await findPayRun(task.organization_id, task.pay_run_id);
  if (!run) return;
  if (task.status !== 'done') {
    if (task.kind === 'calculate' && run.status === 'calculating') await calculateTask(task, run);
    else if (task.kind === 'finalise' && run.status === 'finalising') await postTask(task, run);
  }
  // Every delivery ends by moving the run on when all its tasks are done, also when this task was
  // done before: the step may have been lost after the task's write (a crash, a throw, or a resent
  // write that found its own first attempt done), and the redelivery is then what takes it.
  await finishPhase(run.organization_id, run.pay_run_id);
}

/** Tasks pending longer than this are re-queued by the hourly sweep. */
const STALLED_AFTER_MS = 15 * 60_000;

/**
 * Re-queues tasks still pending long after they were written (a lost or dead-lettered message):
 * one Query of the sparse pending index, and an update of each stalled task (its new image is
 * queued again, and its delivery also takes a phase step that was lost).
 */
export async function requeueStalledPayRunTasks(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  let requeued = 0;
  for await (const key of pendingTasksBefore(before)) {
    if (await requeueTask(key, now.toISOString())) requeued += 1;
  }
  return requeued;
}
