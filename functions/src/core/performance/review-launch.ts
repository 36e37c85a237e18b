import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ReviewRelationship } from '@wattle/shared/reviews';
import { dynamo, tableNames } from '../db/client.ts';
import { committed, rawItem, transactWrite } from '../db/transactions.ts';
import { type DirectoryEntry, readDirectory } from '../employees/directory.ts';
import { requeueStalledTasks } from '../jobs/stalled-tasks.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { performanceCounter, performanceLocator } from './performance-entities.ts';
import { fullName } from './review-access.ts';
import {
  type ReviewCycleItem,
  type ReviewItem,
  type ReviewLaunchTaskItem,
  reviewCycleEntity,
  reviewEntity,
  reviewLaunchTaskEntity,
  reviewSubjectEntity,
} from './review-entities.ts';

/**
 * Launching a cycle fans out as bulk timesheet approval does: the request writes launch tasks of
 * LAUNCH_TASK_SIZE reviewees each (a 1,000-person cycle: 40 writes); each task's stream record
 * reaches the performance worker through the queue, which writes each reviewee's record and forms
 * (self, manager, upward) with their locators in one transaction per reviewee, conditional on the
 * reviewee not being there yet, so a task run twice writes nothing twice. Peer forms follow the
 * manager's approval of the nominations (review-nominations.ts).
 */
export const LAUNCH_TASK_SIZE = 25;
/** Upward forms per reviewee at most (a transaction holds 100 items: each form is two). */
export const MAX_UPWARD_FORMS = 40;
/** The sparse index of pending launch tasks (gsi1, every organization's) the hourly sweep reads. */
export const PENDING_LAUNCHES_KEY = 'review_launches#pending';

/** Writes the cycle's launch tasks (each its own write: its stream record is its queue message). */
export async function writeLaunchTasks(cycle: ReviewCycleItem, now: string): Promise<number> {
  const tasks: ReviewLaunchTaskItem[] = [];
  for (let start = 0; start < cycle.reviewee_ids.length; start += LAUNCH_TASK_SIZE) {
    tasks.push({
      organization_id: cycle.organization_id,
      cycle_id: cycle.cycle_id,
      task_number: tasks.length + 1,
      status: 'pending',
      employee_ids: cycle.reviewee_ids.slice(start, start + LAUNCH_TASK_SIZE),
      created_at: now,
      updated_at: now,
    });
  }
  await Promise.all(
    tasks.map(async (task) => {
      const params = reviewLaunchTaskEntity().create(task).params<{ Item: Record<string, unknown> }>();
      await dynamo().send(
        new PutCommand({
          ...(params as ConstructorParameters<typeof PutCommand>[0]),
          Item: { ...params.Item, gsi1pk: PENDING_LAUNCHES_KEY, gsi1sk: now },
        }),
      );
    }),
  );
  return tasks.length;
}

/** Allocates `count` consecutive review ids; returns the first. */
async function reviewIds(count: number): Promise<number> {
  const result = await performanceCounter()
    .update({ name: 'review' })
    .add({ value: count })
    .go({ response: 'all_new' });
  return (result.data.value as number) - count + 1;
}

interface Form {
  reviewer: DirectoryEntry;
  relationship: ReviewRelationship;
}

/** The forms a reviewee gets at launch, by the cycle's stages. */
function formsOf(cycle: ReviewCycleItem, person: DirectoryEntry, directory: readonly DirectoryEntry[]): Form[] {
  const stages = new Set(cycle.stages.map((item) => item.stage));
  const byId = new Map(directory.map((entry) => [entry.employee_id, entry]));
  const forms: Form[] = [];
  if (stages.has('self')) forms.push({ reviewer: person, relationship: 'self' });
  const manager = person.reporting_manager_id ? byId.get(person.reporting_manager_id) : undefined;
  if (stages.has('manager') && manager) forms.push({ reviewer: manager, relationship: 'manager' });
  if (stages.has('upward')) {
    const reports = directory.filter(
      (entry) =>
        entry.reporting_manager_id === person.employee_id &&
        !['Inactive', 'Terminated'].includes(entry.status) &&
        !entry.trashed_at,
    );
    for (const report of reports.slice(0, MAX_UPWARD_FORMS)) forms.push({ reviewer: report, relationship: 'upward' });
  }
  return forms;
}

/** A new open form and its locator (for a transaction). */
export function newForm(
  cycle: Pick<ReviewCycleItem, 'organization_id' | 'cycle_id'>,
  reviewId: number,
  reviewee: { employee_id: number; name: string },
  reviewer: { employee_id: number; name: string },
  relationship: ReviewRelationship,
  now: string,
) {
  const form: ReviewItem = {
    organization_id: cycle.organization_id,
    cycle_id: cycle.cycle_id,
    review_id: reviewId,
    reviewee_employee_id: reviewee.employee_id,
    reviewee_name: reviewee.name,
    reviewer_employee_id: reviewer.employee_id,
    reviewer_name: reviewer.name,
    relationship,
    status: 'open',
    answers: [],
    version: 1,
    created_at: now,
    updated_at: now,
  };
  return [
    committed(reviewEntity().create(form)),
    committed(
      performanceLocator().create({
        kind: 'review',
        id: reviewId,
        organization_id: cycle.organization_id,
        parent_id: cycle.cycle_id,
      }),
    ),
  ];
}

/** One reviewee's record and forms, unless already written. */
async function launchReviewee(cycle: ReviewCycleItem, person: DirectoryEntry, directory: readonly DirectoryEntry[]) {
  const forms = formsOf(cycle, person, directory);
  const first = forms.length > 0 ? await reviewIds(forms.length) : 0;
  const now = new Date().toISOString();
  const reviewee = { employee_id: person.employee_id, name: fullName(person) };
  const result = await transactWrite([
    committed(
      reviewSubjectEntity().create({
        organization_id: cycle.organization_id,
        cycle_id: cycle.cycle_id,
        employee_id: person.employee_id,
        employee_name: reviewee.name,
        manager_employee_id: person.reporting_manager_id ?? 0,
        department_id: person.department_id,
        peers: [],
        forms_total: forms.length,
        forms_submitted: 0,
        version: 1,
        created_at: now,
        updated_at: now,
      }),
    ),
    ...forms.flatMap((form, index) =>
      newForm(
        cycle,
        first + index,
        reviewee,
        { employee_id: form.reviewer.employee_id, name: fullName(form.reviewer) },
        form.relationship,
        now,
      ),
    ),
  ]);
  if (result.canceled && result.data[0]?.code !== 'ConditionalCheckFailed')
    throw new Error(`Review launch for employee ${person.employee_id} could not be written.`);
}

/** Runs one launch task from its stream record. Safe to run again (a reviewee already launched is skipped). */
export async function runLaunchTaskRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const raw = unmarshall(image as Record<string, AttributeValue>) as {
    organization_id: number;
    cycle_id: number;
    task_number: number;
  };
  const key = { organization_id: raw.organization_id, cycle_id: raw.cycle_id, task_number: raw.task_number };
  const { data: task } = await reviewLaunchTaskEntity().get(key).go({ consistent: true });
  if (task?.status !== 'pending') return;
  const [{ data: cycle }, directory] = await Promise.all([
    reviewCycleEntity()
      .get({ organization_id: task.organization_id, cycle_id: task.cycle_id })
      .go({ consistent: true }),
    readDirectory(task.organization_id),
  ]);
  if (cycle) {
    const byId = new Map(directory.map((entry) => [entry.employee_id, entry]));
    for (const employeeId of task.employee_ids) {
      const person = byId.get(employeeId);
      if (person) await launchReviewee(cycle, person, directory);
    }
  }
  const params = reviewLaunchTaskEntity().get(key).params<{ Key: Record<string, unknown> }>();
  const cycleKey = reviewCycleEntity()
    .get({ organization_id: task.organization_id, cycle_id: task.cycle_id })
    .params<{ Key: Record<string, unknown> }>().Key;
  const now = new Date().toISOString();
  // The task is marked done and its reviewees counted on the cycle together, once (the task's
  // condition): the screen's "Launching… n of N" reads the count, whatever page it shows.
  await transactWrite([
    rawItem({
      Update: {
        TableName: tableNames().performance,
        Key: params.Key,
        UpdateExpression: 'SET #status = :done, updated_at = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':pending': 'pending', ':now': now },
      },
    }),
    ...(cycle
      ? [
          rawItem({
            Update: {
              TableName: tableNames().performance,
              Key: cycleKey,
              UpdateExpression: 'ADD reviewees_launched :count',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':count': task.employee_ids.length },
            },
          }),
        ]
      : []),
  ]);
}

/** The performance worker's hourly sweep: launch tasks pending over 15 minutes are queued again. */
export async function requeueStalledLaunchTasks(now = new Date()): Promise<number> {
  return requeueStalledTasks({ table: tableNames().performance, index: 'gsi1', pendingKey: PENDING_LAUNCHES_KEY }, now);
}
