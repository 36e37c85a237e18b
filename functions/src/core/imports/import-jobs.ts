import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Actor, useActor } from '../actor.ts';
import { dynamo, tableNames } from '../db/client.ts';
import type { ImportItem } from './import-entities.ts';

/**
 * An import's queued work (its commit, a large revert) is a job in the jobs table whose stream
 * record reaches the imports worker through its queue: each step does a chunk and writes the job's
 * next step, which is the next record. A step runs only for the step its record names (the job's
 * write is conditional). The job runs as the user who asked, with the access they were authorized
 * with.
 */
const JOB_DAYS = 7;

export type ImportJobType = 'import-commit' | 'import-revert';

export interface ImportJob {
  pk: string;
  sk: string;
  type: ImportJobType;
  status: 'running' | 'done';
  organization_id: number;
  import_id: number;
  step: number;
  /** A revert's place in the import's change records (the query's cursor), after its first step. */
  cursor?: string | null;
  /** A revert's records restored so far. */
  restored?: number;
  /**
   * Who asked, with the access the request was authorized with (each step runs as them), as JSON
   * text: the access holds empty maps, which a stream image does not carry back intact.
   */
  actor: string;
  updated_at: string;
  expires_at: number;
}

const jobKey = (organizationId: number, importId: number) => ({
  pk: `org#${organizationId}`,
  sk: `import#${importId}`,
});

/** Writes the job's first step (a commit's, or a revert's over the commit's finished job). */
export async function startImportJob(item: ImportItem, type: ImportJobType): Promise<void> {
  const job: ImportJob = {
    ...jobKey(item.organization_id, item.import_id),
    type,
    status: 'running',
    organization_id: item.organization_id,
    import_id: item.import_id,
    step: 0,
    actor: JSON.stringify(useActor() as Actor),
    updated_at: new Date().toISOString(),
    expires_at: Math.floor(Date.now() / 1000) + JOB_DAYS * 24 * 60 * 60,
  };
  await dynamo().send(new PutCommand({ TableName: tableNames().jobs, Item: job }));
}

/** Writes the job's next step (the next queue message), only from the step it is at; `progress`: a revert's place. */
export async function nextImportStep(
  job: ImportJob,
  progress: { cursor: string | null; restored: number } = { cursor: null, restored: 0 },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().jobs,
      Key: jobKey(job.organization_id, job.import_id),
      UpdateExpression: 'SET step = :next, #cursor = :cursor, restored = :restored, updated_at = :now',
      ConditionExpression: 'step = :step',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ':next': job.step + 1,
        ':step': job.step,
        ':cursor': progress.cursor,
        ':restored': progress.restored,
        ':now': new Date().toISOString(),
      },
    }),
  );
}

export async function finishImportJob(job: ImportJob): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().jobs,
      Key: jobKey(job.organization_id, job.import_id),
      UpdateExpression: 'SET #status = :done, updated_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':now': new Date().toISOString() },
    }),
  );
}
