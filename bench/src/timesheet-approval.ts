/**
 * Bulk approval (issue 27 "Performance": 1,000 timesheets in under 30 s). 1,000 submitted timesheets
 * are seeded (their own id block, a period no other part uses); the clock runs from the real
 * `POST /timesheets/bulk-approve` over HTTP until every one is approved, the `timesheets-worker`'s
 * own handler fed its tasks from DynamoDB Local's stream as queue messages, as `npm start` feeds it
 * (functions/src/local/workers.ts).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { timesheetEntity } from '../../functions/src/core/timesheets/timesheet-entities.ts';
import { TIMESHEET_APPROVAL_FILTER } from '../../functions/src/core/timesheets/timesheet-task-filter.ts';
import type { LocalServices } from '../../functions/src/local/stack.ts';
import type { HttpApi } from './http.ts';
import { startQueueWorker } from './queue-worker.ts';
import { seedTimesheets } from './timesheets.ts';
import { progress, round } from './util.ts';

/** A Monday fortnight no other bench part writes timesheets for. */
const PERIOD = '2027-02-01';
const TIMEOUT_MS = 10 * 60_000;

export interface BulkApprovalFigures {
  timesheets: number;
  tasks: number;
  /** From the request to the last task done. */
  seconds: number;
  /** The request's own answer (202): checking the ids and writing the tasks. */
  requestSeconds: number;
}

/** The organization's approval tasks: how many, and how many done (one strongly consistent Query a page). */
async function taskProgress(organizationId: number): Promise<{ total: number; done: number }> {
  let total = 0;
  let done = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().timesheets,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':task': 'approval#' },
        ProjectionExpression: '#status',
        ExpressionAttributeNames: { '#status': 'status' },
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      total += 1;
      if (item.status === 'done') done += 1;
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return { total, done };
}

/** How many of `ids` are approved (a BatchGet of 100 at a time, after the clock stopped). */
async function approvedOf(organizationId: number, ids: readonly number[]): Promise<number> {
  let approved = 0;
  for (let start = 0; start < ids.length; start += 100) {
    const { data } = await timesheetEntity()
      .get(ids.slice(start, start + 100).map((timesheet_id) => ({ organization_id: organizationId, timesheet_id })))
      .go({ consistent: true });
    approved += data.filter((item) => item.status === 'approved').length;
  }
  return approved;
}

export async function measureBulkApproval(
  api: HttpApi,
  services: LocalServices,
  organizationId: number,
  count = 1000,
): Promise<BulkApprovalFigures> {
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const employees = ((options.body?.data ?? []) as { id: number }[])
    .map((option) => option.id)
    .sort((a, b) => a - b)
    .slice(0, count);
  if (employees.length === 0) throw new Error('bulk-approve bench: no employees');
  progress(`bulk-approve: seeding ${employees.length} submitted timesheets`);
  const ids = await seedTimesheets(organizationId, employees, PERIOD, 'submitted');
  const { handler } = await import('../../functions/src/handlers/timesheets-worker.ts');
  // The queue's stand-in, as local/workers.ts: the stream's task records, as queue messages, to the worker.
  const poller = startQueueWorker(services, 'timesheets', TIMESHEET_APPROVAL_FILTER, handler);
  try {
    progress(`bulk-approve: approving ${ids.length} timesheets`);
    const started = performance.now();
    const answer = await api.call('POST', '/timesheets/bulk-approve', { organization_id: organizationId, ids });
    const requestSeconds = (performance.now() - started) / 1000;
    if (answer.status !== 202) throw new Error(`bulk-approve bench: answered ${answer.status}`);
    const accepted = answer.body?.data?.accepted as number;
    if (accepted !== ids.length) throw new Error(`bulk-approve bench: ${accepted} of ${ids.length} accepted`);
    let tasks = { total: 0, done: 0 };
    for (;;) {
      tasks = await taskProgress(organizationId);
      if (tasks.total > 0 && tasks.done === tasks.total) break;
      progress(`bulk-approve: ${tasks.done}/${tasks.total} tasks done`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error('bulk-approve bench: not approved in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const approved = await approvedOf(organizationId, ids);
    if (approved !== ids.length) throw new Error(`bulk-approve bench: ${approved} of ${ids.length} approved`);
    return {
      timesheets: ids.length,
      tasks: tasks.total,
      seconds: round(seconds, 2),
      requestSeconds: round(requestSeconds, 2),
    };
  } finally {
    await poller.stop();
  }
}
