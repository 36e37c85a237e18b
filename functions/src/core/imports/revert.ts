import { IMPORT_REVERT_DAYS, type ImportSummary, REVERT_CHANGED_MESSAGE } from '@wattle/shared/imports';
import { VisibleError } from '../error.ts';
import { type ImportItem, importChangeEntity, importEntity } from './import-entities.ts';
import { auditImport, kindFor, resolveImport, toImportSummary } from './imports.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /imports/{id}/revert, within IMPORT_REVERT_DAYS of the commit: first every record the import
 * wrote is checked (unchanged since, by its version); if any changed, nothing is reverted and the
 * answer names them. Otherwise each is restored by its kind (created records removed, updated ones
 * given their previous values back, each with its own history and audit events), newest row first.
 */
export async function revertImport(importId: number): Promise<ImportSummary> {
  const item = await resolveImport(importId);
  const kind = await kindFor(item.kind);
  if (item.status !== 'committed' || !item.committed_at) {
    throw VisibleError.conflict(
      item.status === 'reverted' ? 'This import was already reverted.' : 'Only a committed import can be reverted.',
    );
  }
  if (Date.now() - Date.parse(item.committed_at) > IMPORT_REVERT_DAYS * DAY_MS) {
    throw VisibleError.conflict(`An import can be reverted for ${IMPORT_REVERT_DAYS} days after its commit.`);
  }
  const changes = (
    await importChangeEntity()
      .query.byOrganization({ organization_id: item.organization_id, import_id: importId })
      .go({ pages: 'all' })
  ).data.reverse();
  const changed = await kind.changedSince(changes);
  if (changed.length > 0) {
    throw new VisibleError('conflict', `${REVERT_CHANGED_MESSAGE} ${changed.join(' ')}`, { conflicts: changed });
  }
  const failures: string[] = [];
  for (const change of changes) {
    const failure = await kind.revert(change);
    if (failure) failures.push(failure);
  }
  const now = new Date().toISOString();
  const updated = await importEntity()
    .patch({ organization_id: item.organization_id, import_id: importId })
    .set({
      status: 'reverted',
      reverted_at: now,
      ...(failures.length > 0 ? { message: `Not reverted: ${failures.join(' ')}` } : {}),
      version: item.version + 1,
      updated_at: now,
    })
    .go({ response: 'all_new' });
  await auditImport(item, `Reverted import ${item.file_name} (${changes.length - failures.length} records restored)`);
  return toImportSummary(updated.data as ImportItem);
}
