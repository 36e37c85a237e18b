import {
  IMPORT_REVERT_DAYS,
  type ImportDryRun,
  type ImportKind,
  type ImportPage,
  type ImportSummary,
  importInput,
} from '@wattle/shared/imports';
import { allows } from '@wattle/shared/permissions';
import * as z from 'zod';
import { holdsField, noAccess, organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { appendAudit } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { employeeCounter, employeeLocator } from '../employees/service.ts';
import { VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { parseInput } from '../validation.ts';
import { type ImportItem, importEntity, importMappingEntity } from './import-entities.ts';
import { readImportFile, takeImportUpload } from './import-files.ts';
import { importKind } from './kinds/registry.ts';
import { runRows } from './run-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toImportSummary(item: ImportItem): ImportSummary {
  return {
    id: item.import_id,
    organization_id: item.organization_id,
    kind: item.kind,
    key: item.key_field,
    file_name: item.file_name,
    status: item.status,
    counts: item.counts,
    // A revert's progress counts the records to restore (every row the commit created or updated).
    progress:
      item.status === 'reverting'
        ? { done: item.done, total: item.counts.create + item.counts.update }
        : { done: item.done, total: item.total },
    created_by: item.created_by,
    created_at: item.created_at,
    committed_at: item.committed_at ?? null,
    reverted_at: item.reverted_at ?? null,
    revertible_until:
      (item.status === 'committed' || item.status === 'failed') && item.committed_at
        ? new Date(Date.parse(item.committed_at) + IMPORT_REVERT_DAYS * DAY_MS).toISOString()
        : null,
    message: item.message ?? null,
    version: item.version,
  };
}

/**
 * The kind, if the caller holds the field groups it writes (the pay kind needs `pay`) and meets the
 * rules of the routes it writes through (the pay kind: payroll edit over the organization).
 */
export async function kindFor(kind: ImportKind) {
  const definition = await importKind(kind);
  if (!definition.fieldGroups.every((group) => holdsField(group))) throw noAccess();
  const { role, permissions } = organizationAccess();
  if (!(definition.rules ?? []).every((rule) => allows(role, permissions, rule))) throw noAccess();
  return definition;
}

/**
 * POST /imports: the dry run. The file is verified and kept, every row planned by the same code
 * the commit runs (nothing is written but the import's own record and the remembered mapping),
 * and each row's result answered.
 */
export async function dryRunImport(input: unknown): Promise<ImportDryRun> {
  const data = parseInput(importInput, input);
  const organizationId = data.organization_id;
  requireMembership(organizationId);
  const kind = await kindFor(data.kind);
  const known = new Set(kind.fields.map((field) => field.key));
  const mapping = Object.fromEntries(Object.entries(data.mapping).filter(([, field]) => field !== ''));
  const unknown = Object.values(mapping).filter((field) => !known.has(field));
  if (unknown.length > 0) throw VisibleError.validation({ mapping: [`Unknown fields: ${unknown.join(', ')}.`] });
  const targets = Object.values(mapping);
  if (new Set(targets).size !== targets.length) {
    throw VisibleError.validation({ mapping: ['Each field can be mapped from one column only.'] });
  }
  if (!targets.includes(data.key)) {
    const label = kind.fields.find((field) => field.key === data.key)?.label ?? data.key;
    throw VisibleError.validation({ mapping: [`Map a column to ${label}: rows are matched on it.`] });
  }
  const file = await takeImportUpload(organizationId, data.upload_id);
  const sheet = await readImportFile({ file_key: file.key, content_type: file.content_type });
  const missing = Object.keys(mapping).filter((header) => !sheet.headers.includes(header));
  if (missing.length > 0) throw VisibleError.validation({ mapping: [`The file has no column ${missing.join(', ')}.`] });
  const item = {
    organization_id: organizationId,
    key_field: data.key,
    create_references: data.create_references,
    mapping,
  };
  const { rows, counts } = await runRows({ kind, item, sheet, from: 0, to: sheet.rows.length, dryRun: true });
  const user = useUser();
  const importId = await nextId(employeeCounter(), 'import');
  const now = new Date().toISOString();
  const record = {
    ...item,
    import_id: importId,
    kind: data.kind,
    file_key: file.key,
    file_name: file.file_name,
    content_type: file.content_type,
    status: 'dry_run' as const,
    counts,
    done: 0,
    total: sheet.rows.length,
    created_by_id: user.id,
    created_by: user.name,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await Promise.all([
    importEntity().create(record).go(),
    employeeLocator().create({ kind: 'import', id: importId, organization_id: organizationId }).go(),
    importMappingEntity()
      .put({ organization_id: organizationId, kind: data.kind, mapping: data.mapping, updated_at: now })
      .go(),
  ]);
  return { ...toImportSummary(record as ImportItem), rows };
}

/** The import a route names (its locator), in the organization the request was authorized for. */
export async function resolveImport(importId: number): Promise<ImportItem> {
  return resolveItem(
    'Import',
    (organizationId) =>
      importEntity().get({ organization_id: organizationId, import_id: importId }).go({ consistent: true }),
    { kind: 'import', id: importId },
  );
}

export async function getImport(importId: number): Promise<ImportSummary> {
  return toImportSummary(await resolveImport(importId));
}

const IMPORTS_PER_PAGE = 20;

const listQuery = z.object({
  organization_id: z.coerce.number().int().positive(),
  cursor: z.string().max(400).optional(),
});

/** GET /imports: the organization's imports, newest first, and the mappings last used per kind. */
export async function listImports(query: unknown): Promise<ImportPage> {
  const data = parseInput(listQuery, query);
  const organizationId = data.organization_id;
  requireMembership(organizationId);
  const [page, mappings] = await Promise.all([
    storePage(['imports', organizationId], data.cursor, {
      perPage: IMPORTS_PER_PAGE,
      read: (cursor, limit) =>
        importEntity().query.byOrganization({ organization_id: organizationId }).go({ order: 'desc', limit, cursor }),
      cursorOf: entityCursor(importEntity(), 'byOrganization'),
    }),
    importMappingEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
  ]);
  return {
    data: page.data.map(toImportSummary),
    next_cursor: page.nextCursor,
    mappings: Object.fromEntries(mappings.data.map((item) => [item.kind, item.mapping as Record<string, string>])),
  };
}

/** Audits an import's step (committed, reverted) in the organization's log. */
export const auditImport = (item: ImportItem, summary: string, action: 'create' | 'update' = 'update') =>
  appendAudit({
    organizationId: item.organization_id,
    module: 'employees',
    action,
    record: { type: 'import', id: item.import_id, label: `${item.file_name} (${item.kind})` },
    summary,
  });
