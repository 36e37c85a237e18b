import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { calculateSlips } from './pay-run-calculate.ts';
import {
  type PayRunItem,
  type PayRunTaskItem,
  payRunEntity,
  payRunTaskEntity,
  payslipEntity,
} from './pay-run-entities.ts';
import { postTask } from './pay-run-posting.ts';
import { addTotalsExpression, PENDING_TASKS_KEY, runKey, taskDone } from './pay-run-store.ts';

/**
 * The pay-run worker: one task is a slice of a run's employees. A calculate task works out their
 * payslips; a finalise task posts them (pay-run-posting.ts). Either ends with ONE transaction that
 * writes its results, marks the task done and adds to the run's counts, on condition that the task
 * is still pending: a message delivered twice, or retried after a crash, finds the task done (or
 * fails that condition) and changes nothing. The last task of a phase moves the run on.
 */

async function readRun(organizationId: number, payRunId: number): Promise<PayRunItem | null> {
  const { data } = await payRunEntity()
    .get({ organization_id: organizationId, pay_run_id: payRunId })
    .go({ consistent: true });
  return data;
}

/** Moves a run whose tasks are all done on: calculating → review, finalising → finalised. */
export async function finishPhase(organizationId: number, payRunId: number): Promise<void> {
  const run = await readRun(organizationId, payRunId);
  if (!run || run.tasks_done < run.tasks_total) return;
  const next = run.status === 'calculating' ? 'review' : run.status === 'finalising' ? 'finalised' : undefined;
  if (!next) return;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().payroll,
        Key: runKey(organizationId, payRunId),
        UpdateExpression: 'SET #status = :next, version = version + :one, updated_at = :now',
        ConditionExpression: '#status = :current AND tasks_done = tasks_total',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':next': next,
          ':current': run.status,
          ':one': 1,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    // Another task's worker moved it first.
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Works out the payslips of one calculate task and commits them with the task's completion. */
async function calculateTask(task: PayRunTaskItem, run: PayRunItem): Promise<void> {
  const organizationId = run.organization_id;
  const { slips, totals, problems } = await calculateSlips(run, task.employee_ids);
  const now = new Date().toISOString();
  const writes: TransactionItem[] = slips.map((slip) => committed(payslipEntity().put(slip)));
  const { add, values } = addTotalsExpression(totals);
  const runUpdate = rawItem({
    Update: {
      TableName: tableNames().payroll,
      Key: runKey(organizationId, run.pay_run_id),
      UpdateExpression: `SET problems = list_append(if_not_exists(problems, :none), :problems), updated_at = :now ADD tasks_done :one, employee_count :slips, ${add.join(', ')}`,
      ConditionExpression: '#status = :calculating',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ...values,
        ':none': [],
        ':problems': problems,
        ':now': now,
        ':one': 1,
        ':slips': writes.length,
        ':calculating': 'calculating',
      },
    },
  });
  const result = await transactWrite([...writes, taskDone(task), runUpdate]);
  if (result.canceled) {
    // The task was done by an earlier delivery, or the run was deleted: nothing to add.
    const taskFailed = result.data[writes.length]?.code === 'ConditionalCheckFailed';
    const runFailed = result.data[writes.length + 1]?.code === 'ConditionalCheckFailed';
    if (taskFailed || runFailed) return;
    throw new Error(`Pay run ${run.pay_run_id} task ${task.task_number} could not be written.`);
  }
  await finishPhase(organizationId, run.pay_run_id);
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
  if (!task || task.status === 'done') return;
  const run = await readRun(task.organization_id, task.pay_run_id);
  if (!run) return;
  if (task.kind === 'calculate' && run.status === 'calculating') await calculateTask(task, run);
  else if (task.kind === 'finalise' && run.status === 'finalising') {
    await postTask(task, run);
    await finishPhase(run.organization_id, run.pay_run_id);
  }
}

/** Tasks pending longer than this are re-queued by the hourly sweep. */
const STALLED_AFTER_MS = 15 * 60_000;

/**
 * Re-queues tasks still pending long after they were written (a lost or dead-lettered message):
 * one Query of the sparse pending index, and an update of each stalled task (its new image is
 * queued again). Also moves on a run whose last task finished but whose phase step was lost.
 */
export async function requeueStalledPayRunTasks(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  let requeued = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().payroll,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
        ExpressionAttributeValues: { ':pending': PENDING_TASKS_KEY, ':before': before },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableNames().payroll,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi1sk = :now, updated_at = :now ADD queued :one',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':now': now.toISOString(), ':one': 1, ':pending': 'pending' },
          }),
        );
        requeued += 1;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return requeued;
}
