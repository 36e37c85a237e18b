import { IMPORT_REVERT_DAYS, type ImportSummary, REVERT_CHANGED_MESSAGE } from '@wattle/shared/imports';
import { VisibleError } from '../error.ts';
import { type ImportChangeItem, type ImportItem, importChangeEntity, importEntity } from './import-entities.ts';
import { finishImportJob, type ImportJob, nextImportStep, startImportJob } from './import-jobs.ts';
import { auditImport, kindFor, resolveImport, toImportSummary } from './imports.ts';
import type { ImportKindDefinition } from './kinds/kind.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A revert of more records than this runs through the queue (import-jobs.ts), REVERT_CHUNK a step. */
export const REVERT_IN_REQUEST = 200;
export const REVERT_CHUNK = 100;
/** The records a revert could not restore, named in the import's message (the rest counted). */
const NAMED_FAILURES = 20;

/**
 * POST /imports/{id}/revert, within IMPORT_REVERT_DAYS of the commit (or of a commit that failed
 * part way): first every record the import wrote is checked (unchanged since, by its version); if
 * any changed, nothing is reverted and the answer names them. Otherwise each is restored by its
 * kind (created records removed, updated ones given their previous values back, each with its own
 * history and audit events), newest row first: in the request for up to REVERT_IN_REQUEST records,
 * through the queue beyond (status `reverting`, progress as for a commit; 202).
 */
export async function revertImport(importId: number): Promise<ImportSummary> {
  const item = await resolveImport(importId);
  const kind = await kindFor(item.kind);
  if ((item.status !== 'committed' && item.status !== 'failed') || !item.committed_at) {
    throw VisibleError.conflict(
      item.status === 'reverted' || item.status === 'reverting'
        ? 'This import was already reverted.'
        : 'Only a committed import can be reverted.',
    );
  }
  if (Date.now() - Date.parse(item.committed_at) > IMPORT_REVERT_DAYS * DAY_MS) {
    throw VisibleError.conflict(`An import can be reverted for ${IMPORT_REVERT_DAYS} days after its commit.`);
  }
  const changes = (
    await importChangeEntity()
      .query.byOrganization({ organization_id: item.organization_id, import_id: importId })
      .go({ pages: 'all' })
  ).data
    .filter((change) => !change.reverted_at)
    .reverse();
  const changed = await kind.changedSince(changes);
  if (changed.length > 0) {
    throw new VisibleError('conflict', `${REVERT_CHANGED_MESSAGE} ${changed.join(' ')}`, { conflicts: changed });
  }
  const reverting = (
    await importEntity()
      .patch({ organization_id: item.organization_id, import_id: importId })
      .set({
        status: 'reverting',
        done: 0,
        attempts: 0,
        version: item.version + 1,
        updated_at: new Date().toISOString(),
      })
      .remove(['message'])
      .where(({ version }, { eq }) => eq(version, item.version))
      .go({ response: 'all_new' })
      .catch(() => {
        throw VisibleError.conflict('This import was already reverted.');
      })
  ).data as ImportItem;
  if (changes.length > REVERT_IN_REQUEST) {
    await startImportJob(reverting, 'import-revert');
    return toImportSummary(reverting);
  }
  const failures = await restore(kind, changes);
  return toImportSummary(await finishRevert(reverting, failures, changes.length, changes.length - failures.length));
}

/** Restores each change not restored yet, marking it restored; the messages of those that could not be. */
async function restore(kind: ImportKindDefinition, changes: readonly ImportChangeItem[]): Promise<string[]> {
  const failures: string[] = [];
  for (const change of changes) {
    if (change.reverted_at) continue;
    const failure = await kind.revert(change);
    if (failure) failures.push(failure);
    else {
      await importChangeEntity()
        .patch({ organization_id: change.organization_id, import_id: change.import_id, row: change.row })
        .set({ reverted_at: new Date().toISOString() })
        .go();
    }
  }
  return failures;
}

/** The import's message with `failures` added (the first NAMED_FAILURES named, the rest counted). */
function withFailures(message: string | undefined, failures: readonly string[]): string | undefined {
  if (failures.length === 0) return message;
  const named = failures.slice(0, NAMED_FAILURES).join(' ');
  const more = failures.length > NAMED_FAILURES ? ` And ${failures.length - NAMED_FAILURES} more.` : '';
  return `${message ? `${message} ` : 'Not reverted: '}${named}${more}`;
}

/** Marks the import reverted (`count` records handled last, `restored` of all restored) and audits it. */
async function finishRevert(
  item: ImportItem,
  failures: readonly string[],
  count: number,
  restored: number,
): Promise<ImportItem> {
  const now = new Date().toISOString();
  const message = withFailures(item.message, failures);
  const updated = await importEntity()
    .patch({ organization_id: item.organization_id, import_id: item.import_id })
    .set({
      status: 'reverted',
      reverted_at: now,
      done: item.done + count,
      ...(message ? { message } : {}),
      version: item.version + 1,
      updated_at: now,
    })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go({ response: 'all_new' });
  await auditImport(item, `Reverted import ${item.file_name} (${restored} records restored)`);
  return updated.data as ImportItem;
}

/** One step of a queued revert: the next REVERT_CHUNK change records, newest row first. */
export async function runRevertStep(job: ImportJob): Promise<void> {
  const key = { organization_id: job.organization_id, import_id: job.import_id };
  const item = (await importEntity().get(key).go({ consistent: true })).data;
  if (item?.status !== 'reverting') return finishImportJob(job);
  const kind = await kindFor(item.kind);
  const page = await importChangeEntity()
    .query.byOrganization(key)
    .go({ order: 'desc', limit: REVERT_CHUNK, cursor: job.cursor ?? null });
  const failures = await restore(kind, page.data);
  const restored = (job.restored ?? 0) + page.data.filter((change) => !change.reverted_at).length - failures.length;
  if (!page.cursor) {
    await finishRevert(item, failures, page.data.length, restored);
    return finishImportJob(job);
  }
  const message = withFailures(item.message, failures);
  await importEntity()
    .patch(key)
    .set({
      done: item.done + page.data.length,
      ...(message ? { message } : {}),
      attempts: 0,
      version: item.version + 1,
      updated_at: new Date().toISOString(),
    })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go();
  await nextImportStep(job, { cursor: page.cursor, restored });
}
