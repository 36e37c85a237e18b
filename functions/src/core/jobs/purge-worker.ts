import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { PURGE_PHASES, purgeStep, type StepLimits } from './purge.ts';
import { ACTIVE_QUEUE, DONE_JOB_RETENTION_DAYS, DUE_QUEUE, type PurgeJob, purgeJobKey } from './purge-job.ts';

/** A purging job whose heartbeat is older than this gets a nudge from the scheduler (its chain of steps broke). */
export const STALLED_AFTER_MS = 60 * 60 * 1000;

export type StepOutcome = 'advanced' | 'finished' | 'stale';

export const stepLimits = (): StepLimits => ({
  maxItems: config().PURGE_STEP_ITEMS,
  maxMillis: config().PURGE_STEP_MILLIS,
});

/**
 * Runs one purge step of the organization's job, for the job version a stream record showed
 * (`seenStep`). The job is read again (strongly consistent): a record that is no longer the job's
 * latest state (a replay, or a step another invocation already recorded) does nothing. The step's
 * progress is written conditionally on the same `step`, so two invocations of one step record it
 * once; that write is itself the stream record that triggers the next step.
 */
export async function runPurgeStep(
  organizationId: number,
  seenStep: number,
  limits: StepLimits = stepLimits(),
): Promise<StepOutcome> {
  const table = tableNames().jobs;
  const job = (
    await dynamo().send(new GetCommand({ TableName: table, Key: purgeJobKey(organizationId), ConsistentRead: true }))
  ).Item as PurgeJob | undefined;
  if (job?.status !== 'purging' || job.step !== seenStep) return 'stale';
  const progress = await purgeStep(organizationId, { phase: job.phase, cursor: job.cursor }, limits);
  const now = new Date();
  const finished = progress.phase === undefined;
  const values: Record<string, unknown> = {
    ':step': job.step,
    ':next': job.step + 1,
    ':purging': 'purging',
    ':deleted': progress.deleted,
    ':now': now.toISOString(),
  };
  let update: string;
  if (finished) {
    update =
      'SET #status = :done, step = :next, deleted_items = deleted_items + :deleted, updated_at = :now, finished_at = :now, expires_at = :expires REMOVE gsi1pk, gsi1sk, phase, #cursor';
    values[':done'] = 'done';
    values[':expires'] = Math.floor(now.getTime() / 1000) + DONE_JOB_RETENTION_DAYS * 86_400;
  } else {
    // The heartbeat (gsi1sk) moves with every step: the scheduler nudges only jobs whose chain broke.
    update = `SET step = :next, deleted_items = deleted_items + :deleted, updated_at = :now, gsi1sk = :now, phase = :phase${progress.cursor ? ', #cursor = :cursor' : ''}${progress.cursor ? '' : ' REMOVE #cursor'}`;
    values[':phase'] = progress.phase;
    if (progress.cursor) values[':cursor'] = progress.cursor;
  }
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: purgeJobKey(organizationId),
        UpdateExpression: update,
        ConditionExpression: '#status = :purging AND step = :step',
        ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (isConditionalFailure(error)) return 'stale';
    throw error;
  }
  return finished ? 'finished' : 'advanced';
}

async function queue(name: string, before: string): Promise<PurgeJob[]> {
  const jobs: PurgeJob[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().jobs,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :queue AND gsi1sk <= :before',
        ExpressionAttributeValues: { ':queue': name, ':before': before },
        ExclusiveStartKey: cursor,
      }),
    );
    jobs.push(...((page.Items ?? []) as PurgeJob[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return jobs;
}

/**
 * The scheduler (hourly in AWS, at start and hourly locally). Queries the jobs that are due (an
 * index sorted by due instant: no Scan) and starts each: `scheduled` → `purging`, conditionally,
 * so a restore in the same moment either wins (the job is gone) or loses (409). Jobs whose purge
 * stalled (no step for an hour: its stream record went to the dead-letter queue, say) get a
 * nudge, a write that produces a new stream record for the same step. Returns the organizations
 * started and nudged.
 */
export async function runPurgeScheduler(now = new Date()): Promise<{ started: number[]; nudged: number[] }> {
  const table = tableNames().jobs;
  const at = now.toISOString();
  const started: number[] = [];
  for (const job of await queue(DUE_QUEUE, at)) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: purgeJobKey(job.organization_id),
          UpdateExpression:
            'SET #status = :purging, gsi1pk = :active, gsi1sk = :now, phase = :phase, started_at = :now, updated_at = :now',
          ConditionExpression: '#status = :scheduled AND due_at <= :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':purging': 'purging',
            ':scheduled': 'scheduled',
            ':active': ACTIVE_QUEUE,
            ':now': at,
            ':phase': PURGE_PHASES[0]?.name,
          },
        }),
      );
      started.push(job.organization_id);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error; // restored, or started by another run
    }
  }
  const nudged: number[] = [];
  for (const job of await queue(ACTIVE_QUEUE, new Date(now.getTime() - STALLED_AFTER_MS).toISOString())) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: purgeJobKey(job.organization_id),
          UpdateExpression: 'SET gsi1sk = :now, nudged_at = :now',
          ConditionExpression: '#status = :purging AND step = :step',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':purging': 'purging', ':step': job.step, ':now': at },
        }),
      );
      nudged.push(job.organization_id);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error; // it moved on meanwhile
    }
  }
  return { started, nudged };
}
