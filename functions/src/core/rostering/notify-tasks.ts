import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { zonedToUtc } from '@wattle/shared/calendar';
import {
  ROSTER_CHANGE_NOTICE,
  ROSTER_NOTIFY_TASK_SIZE,
  type RosterNotificationKind,
  type ShiftSummary,
} from '@wattle/shared/roster-publishing-constants';
import { dynamo } from '../db/client.ts';
import { fieldsOf } from '../item-fields.ts';
import { type RosterNotifyTaskItem, rosterNotifyTaskEntity } from './publish-entities.ts';

/**
 * Notification tasks: each is one write whose stream record is its queue message (as timesheets'
 * bulk approval), carrying up to ROSTER_NOTIFY_TASK_SIZE employees and what to tell each; the
 * rostering worker (notify-worker.ts) sends them. Pending tasks also carry the sparse gsi2 key
 * PENDING_NOTIFY_KEY, which the hourly sweep reads to queue again the ones whose message was lost.
 */
export const PENDING_NOTIFY_KEY = 'roster_notify#pending';

/** Kept here for the rostering callers; it lives with the counters. */
export { allocateIds } from '../db/counter-entity.ts';

export type NotifyRecipient = RosterNotifyTaskItem['items'][number];

/** Writes a pending task with its pending-index key. */
async function writeTask(task: RosterNotifyTaskItem): Promise<void> {
  const params = rosterNotifyTaskEntity().create(task).params<{ Item: Record<string, unknown> }>();
  await dynamo().send(
    new PutCommand({
      ...(params as ConstructorParameters<typeof PutCommand>[0]),
      Item: { ...params.Item, gsi2pk: PENDING_NOTIFY_KEY, gsi2sk: task.created_at },
    }),
  );
}

/** Splits `recipients` into tasks of the job and writes them (in parallel: each is its own message). */
export async function queueNotifications(job: {
  organizationId: number;
  jobId: number;
  kind: RosterNotificationKind;
  publication: boolean;
  from: string;
  to: string;
  organizationName: string;
  timezone: string;
  recipients: readonly NotifyRecipient[];
}): Promise<number> {
  const now = new Date().toISOString();
  const tasks: RosterNotifyTaskItem[] = [];
  for (let start = 0; start < job.recipients.length; start += ROSTER_NOTIFY_TASK_SIZE) {
    tasks.push({
      organization_id: job.organizationId,
      job_id: job.jobId,
      task_number: tasks.length + 1,
      kind: job.kind,
      status: 'pending',
      from: job.from,
      to: job.to,
      organization_name: job.organizationName,
      timezone: job.timezone,
      publication: job.publication,
      items: job.recipients.slice(start, start + ROSTER_NOTIFY_TASK_SIZE),
      version: 1,
      created_at: now,
      updated_at: now,
    });
  }
  await Promise.all(tasks.map(writeTask));
  return tasks.length;
}

/** A shift as a task carries it: no empty strings (ElectroDB drops them), role and department when known. */
export function summaryOf(
  shift: {
    shift_id: number;
    date: string;
    start_time: string;
    end_time: string;
    break_minutes: number;
    role?: string | null;
  },
  departmentName: string | null,
): ShiftSummary {
  return {
    ...fieldsOf(shift, 'shift_id', 'date', 'start_time', 'end_time', 'break_minutes'),
    role: shift.role || null,
    department_name: departmentName,
  };
}

/** The task's stored form of a summary (nulls left out). */
export function storedSummary(summary: ShiftSummary): NotifyRecipient['shifts'][number] {
  return {
    ...fieldsOf(summary, 'shift_id', 'date', 'start_time', 'end_time', 'break_minutes'),
    ...(summary.role ? { role: summary.role } : {}),
    ...(summary.department_name ? { department_name: summary.department_name } : {}),
  };
}

/**
 * Whether a change of a shift starting on `date` at `startTime` (the organization's wall clock) is
 * inside the notice period: it starts within `noticeDays` of now. The pay condition sets name no
 * notice period yet, so every change is measured against ROSTER_CHANGE_NOTICE (7 days, unverified).
 */
export function withinNotice(
  starts: readonly { date: string; start_time: string }[],
  timezone: string,
  now = new Date(),
  noticeDays: number = ROSTER_CHANGE_NOTICE.days,
): boolean {
  const limit = now.getTime() + noticeDays * 86_400_000;
  return starts.some((start) => zonedToUtc(`${start.date}T${start.start_time}`, timezone).getTime() < limit);
}
