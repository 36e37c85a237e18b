import { todayIn } from '@wattle/shared/calendar';
import { IMPORT_CONTENT_TYPES, IMPORT_KINDS, type ImportKind, importTemplateQuery } from '@wattle/shared/imports';
import { VisibleError } from '../error.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { kindFor } from './imports.ts';
import { writeSheet } from './sheet.ts';

/**
 * GET /imports/templates/{kind}: a CSV or XLSX whose header row is the kind's field labels (the
 * same definitions the import reads, so template and import never drift), empty or, with
 * `with_data`, one row per existing record (payroll identifiers left blank).
 */
export async function importTemplate(kindName: string | undefined, query: unknown) {
  if (!IMPORT_KINDS.includes(kindName as ImportKind)) throw VisibleError.notFound('Import kind');
  const data = parseInput(importTemplateQuery, query);
  requireMembership(data.organization_id);
  const kind = await kindFor(kindName as ImportKind);
  const rows = data.with_data ? await kind.rows(data.organization_id) : [];
  const bytes = await writeSheet(
    data.format,
    kind.fields.map((field) => field.label),
    rows,
  );
  const day = todayIn(organizationTimezone(data.organization_id));
  return {
    bytes,
    contentType: IMPORT_CONTENT_TYPES[data.format],
    fileName: `${kindName}-import-${day}.${data.format}`,
  };
}
