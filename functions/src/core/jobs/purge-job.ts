import { tableNames } from '../db/client.ts';

export { PURGING_JOB_FILTER } from './purge-filter.ts';

/**
 * The purge job of a deleted organization, one item in the jobs table (raw attributes, not an
 * ElectroDB entity: the worker reads it from stream images). Its life:
 *
 * - `scheduled` when the organization is deleted, due at `due_at` (its `purge_after`), in the index
 *   queue `purge#due` sorted by due instant; restoring the organization deletes it.
 * - `purging` once the scheduler finds it due: in the queue `purge#active` sorted by its last
 *   heartbeat. Every write of a purging job produces a stream record that runs one bounded
 *   purge step, and each step ends by writing its progress (`phase`, `cursor`, `step` + 1), which
 *   produces the next record.
 * - `done` after the last step, out of both queues; it expires after `DONE_JOB_RETENTION_DAYS`.
 */
export interface PurgeJob {
  pk: string;
  sk: typeof PURGE_JOB_SK;
  type: 'organization-purge';
  organization_id: number;
  status: 'scheduled' | 'purging' | 'done';
  due_at: string;
  deleted_at: string;
  deleted_by: number;
  /** Steps completed; a step runs only for the job version its stream record saw. */
  step: number;
  /** The phase the next step starts in (see purge.ts), and where in it. */
  phase?: string;
  cursor?: string;
  deleted_items: number;
  gsi1pk?: string;
  gsi1sk?: string;
  started_at?: string;
  finished_at?: string;
  updated_at: string;
  expires_at?: number;
}

export const PURGE_JOB_SK = 'purge' as const;
export const DUE_QUEUE = 'purge#due';
export const ACTIVE_QUEUE = 'purge#active';
export const DONE_JOB_RETENTION_DAYS = 90;

export const purgeJobKey = (organizationId: number) => ({ pk: `org#${organizationId}`, sk: PURGE_JOB_SK });

/** The Put of a new scheduled job, for the transaction that deletes the organization. */
export function schedulePurgeItem(input: { organizationId: number; deletedAt: string; dueAt: string; userId: number }) {
  const job: PurgeJob = {
    ...purgeJobKey(input.organizationId),
    type: 'organization-purge',
    organization_id: input.organizationId,
    status: 'scheduled',
    due_at: input.dueAt,
    deleted_at: input.deletedAt,
    deleted_by: input.userId,
    step: 0,
    deleted_items: 0,
    gsi1pk: DUE_QUEUE,
    gsi1sk: input.dueAt,
    updated_at: input.deletedAt,
  };
  return {
    Put: {
      TableName: tableNames().jobs,
      Item: job,
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The Delete of a job that has not started, for the transaction that restores the organization. */
export function cancelPurgeItem(organizationId: number) {
  return {
    Delete: {
      TableName: tableNames().jobs,
      Key: purgeJobKey(organizationId),
      ConditionExpression: '#status = :scheduled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':scheduled': 'scheduled' },
    },
  };
}
