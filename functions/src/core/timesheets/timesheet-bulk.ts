import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type BulkApproveResult, bulkApproveInput } from '@wattle/shared/timesheets';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { parseInput } from '../validation.ts';
import { withPaidLocks } from './paid-periods.ts';
import {
  type TimesheetApprovalItem,
  type TimesheetItem,
  timesheetApprovalEntity,
  timesheetCounter,
  timesheetEntity,
} from './timesheet-entities.ts';
import { TIMESHEET_MESSAGES } from './timesheet-rules.ts';
import { timesheetLabel } from './timesheet-store.ts';
import { mayApprove } from './timesheet-views.ts';

/**
 * Bulk approval, fanned out as pay runs are: the request checks every id (submitted, in the
 * caller's approval reach, not their own) and writes approval tasks of at most APPROVAL_TASK_SIZE
 * timesheets each; each task's stream record reaches the worker through the queue, which approves
 * its timesheets (each conditional on the version the approver saw and still being submitted) with
 * one audit event each and the task's completion, in ONE transaction. A transaction holds 100
 * items: 49 approvals and their 49 events and the task.
 */
export const APPROVAL_TASK_SIZE = 49;

/**
 * The sparse index of pending tasks (gsi1, every organization's): a task is written with it, keyed
 * by when it was last queued, and loses it when done, so the hourly sweep
 * (timesheet-approval-sweep.ts) finds the ones whose messages were lost in one Query.
 */
export const PENDING_APPROVALS_KEY = 'timesheet_approvals#pending';

/** Writes a pending task with its pending-index key (one write: its stream record is its queue message). */
async function writeTask(task: TimesheetApprovalItem): Promise<void> {
  const params = timesheetApprovalEntity().create(task).params<{ Item: Record<string, unknown> }>();
  await dynamo().send(
    new PutCommand({
      ...(params as ConstructorParameters<typeof PutCommand>[0]),
      Item: { ...params.Item, gsi1pk: PENDING_APPROVALS_KEY, gsi1sk: task.created_at },
    }),
  );
}

/** The key of a task as stored. */
export const approvalTaskKey = (task: Pick<TimesheetApprovalItem, 'organization_id' | 'job_id' | 'task_number'>) =>
  timesheetApprovalEntity()
    .get({ organization_id: task.organization_id, job_id: task.job_id, task_number: task.task_number })
    .params<{ Key: Record<string, unknown> }>().Key;

/**
 * Reads timesheets of one organization by id (ElectroDB's batch get, strongly consistent), with
 * their periods' locks. A paid timesheet is approved, never submitted, so the approval's own
 * condition (submitted, at the version seen) is all its write needs; the lock only names why.
 */
async function readMany(organizationId: number, ids: readonly number[]): Promise<Map<number, TimesheetItem>> {
  if (ids.length === 0) return new Map();
  const { data } = await timesheetEntity()
    .get(ids.map((id) => ({ organization_id: organizationId, timesheet_id: id })))
    .go({ consistent: true });
  const locked = await withPaidLocks(organizationId, data);
  return new Map(locked.map((item) => [item.timesheet_id, item]));
}

/** POST /timesheets/bulk-approve: 202 with what was accepted (approved by the worker) and what was refused, with why. */
export async function bulkApproveTimesheets(input: unknown): Promise<BulkApproveResult> {
  const data = parseInput(bulkApproveInput, input);
  const organizationId = data.organization_id;
  const ids = [...new Set(data.ids)];
  const [found, directory] = await Promise.all([readMany(organizationId, ids), readDirectory(organizationId)]);
  const own = organizationAccess().employeeId;
  const refused: BulkApproveResult['refused'] = [];
  const accepted: TimesheetItem[] = [];
  for (const id of ids) {
    const item = found.get(id);
    // Another organization's, or outside the caller's reach: not found, as its route would answer.
    if (!item || (item.employee_id !== own && !mayApprove(item.employee_id, directory)))
      refused.push({ timesheet_id: id, message: TIMESHEET_MESSAGES.notFound });
    else if (item.employee_id === own) refused.push({ timesheet_id: id, message: TIMESHEET_MESSAGES.ownTimesheet });
    else if (item.status !== 'submitted') refused.push({ timesheet_id: id, message: TIMESHEET_MESSAGES.notSubmitted });
    else if (item.locked_by_pay_run_id) refused.push({ timesheet_id: id, message: TIMESHEET_MESSAGES.locked });
    else accepted.push(item);
  }
  if (accepted.length > 0) {
    const user = useUser();
    const jobId = await nextId(timesheetCounter(), 'timesheet_approval');
    const now = new Date().toISOString();
    const tasks: TimesheetApprovalItem[] = [];
    for (let start = 0; start < accepted.length; start += APPROVAL_TASK_SIZE) {
      tasks.push({
        organization_id: organizationId,
        job_id: jobId,
        task_number: tasks.length + 1,
        status: 'pending',
        items: accepted.slice(start, start + APPROVAL_TASK_SIZE).map((item) => ({
          timesheet_id: item.timesheet_id,
          version: item.version,
          employee_name: item.employee_name,
        })),
        approved_by: user.name,
        approved_by_user_id: user.id,
        version: 1,
        created_at: now,
        updated_at: now,
      });
    }
    // Each task is its own write: its stream record is its queue message.
    await Promise.all(tasks.map(writeTask));
  }
  return { accepted: accepted.length, refused };
}

/** Marks the task done (out of the pending index), on condition it is still pending. */
const taskDone = (task: TimesheetApprovalItem, skipped: number[]) =>
  rawItem({
    Update: {
      TableName: tableNames().timesheets,
      Key: approvalTaskKey(task),
      UpdateExpression:
        'SET #status = :done, skipped = :skipped, #version = :version, updated_at = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':pending': 'pending',
        ':skipped': skipped,
        ':version': task.version + 1,
        ':now': new Date().toISOString(),
      },
    },
  });

/**
 * Approves one task's timesheets from its stream record. Safe to run again: a task already done
 * changes nothing. A timesheet changed since the approver saw it (its version moved on, or it is no
 * longer submitted) is skipped (recorded on the task) and the rest approved.
 */
export async function runApprovalTaskRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const raw = unmarshall(image as Record<string, AttributeValue>) as {
    organization_id: number;
    job_id: number;
    task_number: number;
  };
  const { data: task } = await timesheetApprovalEntity()
    .get({ organization_id: raw.organization_id, job_id: raw.job_id, task_number: raw.task_number })
    .go({ consistent: true });
  if (task?.status !== 'pending') return;
  const skipped = new Set<number>();
  const found = await readMany(
    task.organization_id,
    task.items.map((item) => item.timesheet_id),
  );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = new Date().toISOString();
    const approving = task.items.filter((wanted) => {
      const item = found.get(wanted.timesheet_id);
      const still =
        item && item.version === wanted.version && item.status === 'submitted' && !item.locked_by_pay_run_id;
      if (!still) skipped.add(wanted.timesheet_id);
      return still;
    });
    const writes: TransactionItem[] = approving.flatMap((wanted) => {
      const item = found.get(wanted.timesheet_id) as TimesheetItem;
      const after: TimesheetItem = {
        ...item,
        status: 'approved',
        decided_by: task.approved_by,
        decided_by_user_id: task.approved_by_user_id,
        decided_at: now,
        version: item.version + 1,
        updated_at: now,
      };
      return [
        committed(
          timesheetEntity()
            .put(after)
            .where(
              ({ version, status, locked_by_pay_run_id }, { eq, notExists }) =>
                `${eq(version, wanted.version)} AND ${eq(status, 'submitted')} AND ${notExists(locked_by_pay_run_id)}`,
            ),
        ),
        auditPut({
          organizationId: task.organization_id,
          module: 'timesheets',
          action: 'update',
          record: { type: 'timesheet', id: item.timesheet_id, label: timesheetLabel(item) },
          summary: `Approved the timesheet of ${item.employee_name} (bulk approval)`,
          changes: [{ field: 'status', label: 'Status', before: 'submitted', after: 'approved' }],
          actor: { id: task.approved_by_user_id, name: task.approved_by },
        }),
      ];
    });
    const result = await transactWrite([...writes, taskDone(task, [...skipped])]);
    if (!result.canceled) return;
    if (result.data[writes.length]?.code === 'ConditionalCheckFailed') return;
    // A timesheet changed in between: read them again and skip the ones no longer as seen.
    const failed = approving.filter((_, index) => result.data[index * 2]?.code === 'ConditionalCheckFailed');
    if (failed.length === 0)
      throw new Error(`Timesheet approval ${task.job_id}/${task.task_number} could not be written.`);
    const again = await readMany(
      task.organization_id,
      failed.map((item) => item.timesheet_id),
    );
    for (const item of failed) {
      const fresh = again.get(item.timesheet_id);
      if (fresh) found.set(item.timesheet_id, fresh);
      else found.delete(item.timesheet_id);
    }
  }
  throw new Error(`Timesheet approval ${task.job_id}/${task.task_number} kept conflicting.`);
}
