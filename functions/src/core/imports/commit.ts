import type { ImportSummary } from '@wattle/shared/imports';
import { batchDelete, batchPut } from '../db/batch.ts';
import { tableNames } from '../db/client.ts';
import { VisibleError } from '../error.ts';
import { type ImportItem, importChangeEntity, importEntity } from './import-entities.ts';
import { readImportFile } from './import-files.ts';
import { finishImportJob, type ImportJob, nextImportStep, startImportJob } from './import-jobs.ts';
import { auditImport, kindFor, resolveImport, toImportSummary } from './imports.ts';
import { emptyCounts, runRows } from './run-rows.ts';
import type { Sheet } from './sheet.ts';

/**
 * Committing an import runs through the queue (import-jobs.ts), CHUNK_ROWS rows a step: each step
 * plans and applies its rows with the kind's create and update (run-rows.ts: side by side in
 * waves where the kind allows, each row its own write), records what each wrote (for revert), adds
 * to the import's counts and progress, and writes the job's next step. Applying a row twice
 * changes nothing the second time (re-importing is idempotent by design), so a step run again
 * after a failure finds its written rows unchanged (each row's change record is keyed by its row,
 * so it too is written once); a step that already finished is not run again.
 */
export const CHUNK_ROWS = 1000;

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
  await startImportJob(item, 'import-commit');
  await auditImport(item, `Committed import ${item.file_name} (${item.total} rows)`);
  return toImportSummary(updated.data as ImportItem);
}

/**
 * The file of the commit the last step ran, parsed: the steps run one after another, often in the
 * same warm worker, and each would otherwise fetch and parse the whole file again (an import's file
 * never changes: its key is the import's own).
 */
let lastFile: { key: string; sheet: Promise<Sheet> } | null = null;

function stepSheet(item: ImportItem): Promise<Sheet> {
  if (lastFile?.key === item.file_key) return lastFile.sheet;
  const sheet = readImportFile(item);
  lastFile = { key: item.file_key, sheet };
  sheet.catch(() => {
    if (lastFile?.sheet === sheet) lastFile = null;
  });
  return sheet;
}

/** One step of a commit. */
export async function runCommitStep(job: ImportJob): Promise<void> {
  const key = { organization_id: job.organization_id, import_id: job.import_id };
  const item = (await importEntity().get(key).go({ consistent: true })).data;
  if (!item || (item.status !== 'queued' && item.status !== 'committing')) return finishImportJob(job);
  const from = job.step * CHUNK_ROWS;
  const to = Math.min(item.total, from + CHUNK_ROWS);
  // A message delivered again after its step finished (the queue delivers at least once): its rows
  // and counts are recorded, and the job's next step written.
  if (to > from && item.done >= to) return;
  const kind = await kindFor(item.kind);
  const sheet = await stepSheet(item);
  const { counts } = await runRows({
    kind,
    item,
    sheet,
    from,
    to,
    dryRun: false,
    record: (written) =>
      batchPut(
        tableNames().employees,
        written.map(
          ({ row, change }) =>
            importChangeEntity()
              .put({ ...key, row, ...change })
              .params().Item,
        ),
      ),
    unrecord: (failed) =>
      batchDelete(
        tableNames().employees,
        failed.map(
          (row) =>
            importChangeEntity()
              .delete({ ...key, row })
              .params().Key,
        ),
      ),
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
      attempts: 0,
      version: item.version + 1,
      updated_at: now,
    })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go();
  if (last) return finishImportJob(job);
  await nextImportStep(job);
}
