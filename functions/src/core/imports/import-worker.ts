import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type Actor, withActor } from '../actor.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { runCommitStep } from './commit.ts';
import { importEntity } from './import-entities.ts';
import { finishImportJob, type ImportJob } from './import-jobs.ts';
import { runRevertStep } from './revert.ts';
import { FIRST_ROW } from './run-rows.ts';

/**
 * A step that fails (not a row's own error, which the row's result holds) is run again by the
 * queue; after this many failed runs the import is marked failed with the reason, before the
 * queue's own limit (maxReceives 5, handlers/manifest/people.ts) would dead-letter it and leave it
 * `committing` for ever. A failed commit keeps what its earlier steps wrote, and can be reverted.
 */
export const MAX_STEP_ATTEMPTS = 3;

/** One step of an import's job (commit or revert), from its stream record (the queue's message). */
export async function runImportStepRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const job = unmarshall(image as Record<string, AttributeValue>) as ImportJob;
  if (job.status !== 'running' || (job.type !== 'import-commit' && job.type !== 'import-revert')) return;
  await withActor(JSON.parse(job.actor) as Actor, async () => {
    try {
      await (job.type === 'import-commit' ? runCommitStep(job) : runRevertStep(job));
    } catch (error) {
      if (!(await stepFailed(job, error))) throw error;
    }
  });
}

/** Counts a failed run of the step; at MAX_STEP_ATTEMPTS marks the import failed (true: no retry). */
async function stepFailed(job: ImportJob, error: unknown): Promise<boolean> {
  const key = { organization_id: job.organization_id, import_id: job.import_id };
  const counted = await importEntity().patch(key).add({ attempts: 1 }).go({ response: 'all_new' });
  const item = counted.data;
  if ((item.attempts ?? 0) < MAX_STEP_ATTEMPTS) return false;
  // A wave's rows failing together (p-map) arrive as one AggregateError: the first says why.
  const cause = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const now = new Date().toISOString();
  const message =
    job.type === 'import-commit'
      ? `The import stopped at row ${(item.done ?? 0) + FIRST_ROW} (${reason}). The rows before it were written; revert them, or import the file again to write the rest.`
      : `The revert stopped (${reason}). Revert again to restore the records it has not restored yet.`;
  await importEntity()
    .patch(key)
    .set({
      // A stopped revert leaves the import committed, so that it can be reverted again.
      status: job.type === 'import-commit' ? 'failed' : 'committed',
      message,
      attempts: 0,
      // A failed commit is revertible for as long as a committed one.
      ...(job.type === 'import-commit' ? { committed_at: now } : {}),
      version: (item.version ?? 0) + 1,
      updated_at: now,
    })
    .go();
  await finishImportJob(job);
  return true;
}
