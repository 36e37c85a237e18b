import { todayIn } from '@wattle/shared/calendar';
import { type ExportKind, exportFileName } from '@wattle/shared/search';
import type { Context } from 'hono';
import type { CsvExport } from '../core/csv.ts';
import { organizationTimezone } from '../core/tenancy/memberships.ts';

/**
 * An export as a CSV download named for what it holds and the organization's day, with how many
 * rows it holds and whether more matched (`X-Export-Truncated`). A byte-order mark first, so
 * spreadsheet programs read the UTF-8 (names, arrows) as UTF-8.
 */
export function csvAttachment(c: Context, kind: ExportKind, organizationId: number, result: CsvExport): Response {
  const day = todayIn(organizationTimezone(organizationId));
  return c.body(`\uFEFF${result.csv}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName(kind, day)}"`,
    'X-Export-Rows': String(result.rows),
    'X-Export-Truncated': String(result.truncated),
  });
}
