import { IMPORT_KEYS, IMPORT_KINDS, IMPORT_STATUSES } from '@wattle/shared/imports';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationIndex,
  organizationScopedEntity,
  timestampAttributes,
} from '../db/entity-parts.ts';
import { pendingUploadAttributes } from '../storage/upload-attributes.ts';

/**
 * Imports (issue 31 §1), kept with the employees they write: the import (its file, mapping,
 * counts, progress and status), one change record per row it wrote (what to restore on revert:
 * the record's stored values before, and its version after), the mapping last used per kind, and
 * the pending uploads of import files (storage/uploads.ts).
 */
const counts = {
  type: 'map',
  required: true,
  properties: {
    create: { type: 'number', required: true },
    update: { type: 'number', required: true },
    unchanged: { type: 'number', required: true },
    error: { type: 'number', required: true },
  },
} as const;

export const importEntity = organizationScopedEntity('employees', 'import', {
  attributes: {
    import_id: keyIdAttribute,
    kind: { type: IMPORT_KINDS, required: true, readOnly: true },
    key_field: { type: IMPORT_KEYS, required: true, readOnly: true },
    create_references: { type: 'boolean', required: true, readOnly: true },
    mapping: { type: 'any', required: true, readOnly: true },
    file_key: { type: 'string', required: true, readOnly: true },
    file_name: { type: 'string', required: true, readOnly: true },
    content_type: { type: 'string', required: true, readOnly: true },
    status: { type: IMPORT_STATUSES, required: true },
    counts,
    done: { type: 'number', required: true },
    total: { type: 'number', required: true },
    message: { type: 'string' },
    /** Failed runs of the current queued step (import-worker.ts): at MAX_STEP_ATTEMPTS the import fails. */
    attempts: { type: 'number' },
    created_by_id: { type: 'number', required: true, readOnly: true },
    created_by: { type: 'string', required: true, readOnly: true },
    committed_at: { type: 'string' },
    reverted_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('import#${import_id}'),
  },
});
export type ImportItem = EntityItem<ReturnType<typeof importEntity>>;

export const importChangeEntity = organizationScopedEntity('employees', 'import_change', {
  attributes: {
    import_id: keyIdAttribute,
    row: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    record_id: { type: 'number', required: true, readOnly: true },
    action: { type: ['created', 'updated'] as const, required: true, readOnly: true },
    /** The stored attributes the import changed, as they were (payroll identifiers still sealed). */
    before: { type: 'any', readOnly: true },
    /**
     * The record's version the row was planned against (an update recorded before its write): a
     * record still at it was never written by the import (its worker stopped first), and a revert
     * skips it.
     */
    version_before: { type: 'number', readOnly: true },
    /** The record's version after the import wrote it: a revert needs it unchanged. */
    version_after: { type: 'number', required: true, readOnly: true },
    /** Set once a revert restored it: a revert run again (a queued step retried) skips it. */
    reverted_at: { type: 'string' },
  },
  indexes: {
    byOrganization: organizationIndex('import_change#${import_id}#${row}'),
  },
});
export type ImportChangeItem = EntityItem<ReturnType<typeof importChangeEntity>>;

export const importMappingEntity = organizationScopedEntity('employees', 'import_mapping', {
  attributes: {
    kind: { type: IMPORT_KINDS, required: true, readOnly: true },
    mapping: { type: 'any', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byOrganization: organizationIndex('import_mapping#${kind}'),
  },
});

export const importUploadEntity = organizationScopedEntity('employees', 'import_upload', {
  attributes: {
    ...pendingUploadAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('import_upload#${upload_id}'),
  },
});
