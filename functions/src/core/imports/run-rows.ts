import type { ImportCounts, ImportRowResult } from '@wattle/shared/imports';
import { VisibleError } from '../error.ts';
import type { ImportItem } from './import-entities.ts';
import type { AppliedRow, ImportKindDefinition, RowCells } from './kinds/kind.ts';
import type { Sheet } from './sheet.ts';

/**
 * Rows through a kind, the one code path of the dry run and the commit: each row is mapped to
 * cells, planned (create / update with its changes / unchanged / error with column and message)
 * and, in a commit, applied with the kind's own create and update; `applied` is told what each
 * applied row wrote. A dry run writes nothing.
 */
export const emptyCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

/** Row numbers as a spreadsheet shows them: the header is row 1. */
export const FIRST_ROW = 2;

export function cellsOf(sheet: Sheet, mapping: Record<string, string>): RowCells[] {
  const columns = sheet.headers.map((header) => mapping[header] ?? '');
  return sheet.rows.map((row) => {
    const cells: RowCells = {};
    columns.forEach((field, index) => {
      const text = row[index] ?? '';
      if (field && text.trim() !== '' && cells[field] === undefined) cells[field] = text;
    });
    return cells;
  });
}

export async function runRows(options: {
  kind: ImportKindDefinition;
  item: Pick<ImportItem, 'organization_id' | 'key_field' | 'create_references' | 'mapping'>;
  sheet: Sheet;
  from: number;
  to: number;
  dryRun: boolean;
  applied?: (row: number, change: AppliedRow) => Promise<void>;
}): Promise<{ rows: ImportRowResult[]; counts: ImportCounts }> {
  const { kind, item, sheet, from, to, dryRun } = options;
  const mapping = item.mapping as Record<string, string>;
  const headerOf = new Map(Object.entries(mapping).flatMap(([header, field]) => (field ? [[field, header]] : [])));
  const labels = new Map(kind.fields.map((field) => [field.key, field.label]));
  // A form field (department_id) is reported under the column it was read from (department).
  const column = (field: string) => {
    const named = field.replace(/_id$/, '');
    return headerOf.get(field) ?? headerOf.get(named) ?? labels.get(field) ?? labels.get(named) ?? field;
  };
  const all = cellsOf(sheet, mapping).slice(from, to);
  const planner = await kind.planner(
    {
      organizationId: item.organization_id,
      key: item.key_field,
      createReferences: item.create_references,
      dryRun,
    },
    all,
  );
  const counts = emptyCounts();
  const rows: ImportRowResult[] = [];
  for (const [index, cells] of all.entries()) {
    const row = from + index + FIRST_ROW;
    let result: ImportRowResult;
    try {
      const planned = await planner.plan(cells, column);
      if (planned.action === 'error') result = { row, action: 'error', key: planned.key, errors: planned.errors };
      else if (planned.action === 'unchanged') result = { row, action: 'unchanged', key: planned.key };
      else {
        if (!dryRun) await options.applied?.(row, await planned.apply());
        result = { row, action: planned.action, key: planned.key, changes: planned.changes };
      }
    } catch (error) {
      if (!(error instanceof VisibleError)) throw error;
      const fields = error.details.errors ?? {};
      const errors = Object.entries(fields).flatMap(([field, messages]) =>
        messages.map((message) => ({ column: column(field), message })),
      );
      result = {
        row,
        action: 'error',
        key: '',
        errors: errors.length > 0 ? errors : [{ column: '', message: error.message }],
      };
    }
    counts[result.action] += 1;
    rows.push(result);
  }
  return { rows, counts };
}
