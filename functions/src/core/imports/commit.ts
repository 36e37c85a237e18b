import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ImportSummary } from '@wattle/shared/imports';
import { type Actor, useActor, withActor } from '../actor.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { VisibleError } from '../error.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { type ImportItem, importChangeEntity, importEntity } from './import-entities.ts';
import { readImportFile } from './import-files.ts';
import { auditImport, kindFor, resolveImport, toImportSummary } from './imports.ts';
import { emptyCounts, runRows } from './run-rows.ts';

/**
 * Committing an import runs through the queue, a chunk of rows at a time: the commit request
 * writes a job (jobs table) whose stream record reaches the imports worker through its queue; each
 * step plans and applies CHUNK_ROWS rows with the kind's create and update (each row its own
 * transaction, far under DynamoDB's 100 items), records what each wrote (for revert), adds to the
 * import's counts and progress, and writes the job's next step, which is the next record. A step
 * runs only for the step its record names (the job's write is conditional), and applying a row
 * twice changes nothing the second time (re-importing is idempotent by design).
 */
export const CHUNK_ROWS = 100;
const JOB_DAYS = 7;

interface CommitJob {
  pk: string;
  sk: string;
  type: 'import-commit';
  status: 'running' | 'done';
  organization_id: number;
  import_id: number;
  step: number;
  /**
   * Who committed, with the access the commit request was authorized with (each step runs as them),
   * as JSON text: the access holds empty maps, which a stream image does not carry back intact.
   */
  actor: string;
  updated_at: string;
  expires_at: number;
}

const jobKey = (organizationId: number, importId: number) => ({
  pk: `org#${organizationId}`,
  sk: `import#${importId}`,
});

/** POST /imports/{id}/commit: 202; the worker writes the rows. */
export async function commitImport(importId: number): Promise<ImportSummary> {
  const item = await resolveImport(importId);
  await kindFor(item.kind);
  if (item.status !== 'dry_run') throw VisibleError.conflict('This import was already committed.');
  const now = new Date().toISOString();
  const updated = await importEntity()
    .patch({ organization_id: item.organization_id, import_id: importId })
    .set({ status: 'queued', counts: emptyCounts(), done: 0, version: item.version + 1, updated_at: now })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go({ response: 'all_new' })
    .catch(() => {
      throw VisibleError.conflict('This import was already committed.');
    });
  const actor = useActor() as Actor;
  const job: CommitJob = {
    ...jobKey(item.organization_id, importId),
    type: 'import-commit',
    status: 'running',
    organization_id: item.organization_id,
    import_id: importId,
    step: 0,
    actor: JSON.stringify(actor),
    updated_at: now,
    expires_at: Math.floor(Date.now() / 1000) + JOB_DAYS * 24 * 60 * 60,
  };
  await dynamo().send(new PutCommand({ TableName: tableNames().jobs, Item: job }));
  await auditImport(item, `Committed import ${item.file_name} (${item.total} rows)`);
  return toImportSummary(updated.data as ImportItem);
}

/** One step of a commit, from its job's stream record (the queue's message). */
export async function runImportStepRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const job = unmarshall(image as Record<string, AttributeValue>) as CommitJob;
  if (job.type !== 'import-commit' || job.status !== 'running') return;
  await withActor(JSON.parse(job.actor) as Actor, () => runStep(job));
}

async function runStep(job: CommitJob): Promise<void> {
  const key = { organization_id: job.organization_id, import_id: job.import_id };
  const item = (await importEntity().get(key).go({ consistent: true })).data;
  if (!item || (item.status !== 'queued' && item.status !== 'committing')) return finishJob(job);
  const from = job.step * CHUNK_ROWS;
  const to = Math.min(item.total, from + CHUNK_ROWS);
  const kind = await kindFor(item.kind);
  const sheet = await readImportFile(item);
  const { counts } = await runRows({
    kind,
    item,
    sheet,
    from,
    to,
    dryRun: false,
    applied: async (row, change) => {
      await importChangeEntity()
        .put({ ...key, row, ...change })
        .go();
    },
  });
  const last = to >= item.total;
  const now = new Date().toISOString();
  await importEntity()
    .patch(key)
    .set({
      counts: {
        create: item.counts.create + counts.create,
        update: item.counts.update + counts.update,
        unchanged: item.counts.unchanged + counts.unchanged,
        error: item.counts.error + counts.error,
      },
      done: to,
      status: last ? 'committed' : 'committing',
      ...(last ? { committed_at: now } : {}),
      version: item.version + 1,
      updated_at: now,
    })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go();
  if (last) return finishJob(job);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().jobs,
      Key: jobKey(job.organization_id, job.import_id),
      UpdateExpression: 'SET step = :next, updated_at = :now',
      ConditionExpression: 'step = :step',
      ExpressionAttributeValues: { ':next': job.step + 1, ':step': job.step, ':now': now },
    }),
  );
}

async function finishJob(job: CommitJob): Promise<void> {
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
