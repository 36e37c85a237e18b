import type { ImportCounts, ImportRowResult } from '@wattle/shared/imports';
import pMap from 'p-map';
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

/** The row's error result from a VisibleError its plan or apply threw (each field named by its column). */
function errorResult(row: number, error: VisibleError, column: (field: string) => string): ImportRowResult {
  const fields = error.details.errors ?? {};
  const errors = Object.entries(fields).flatMap(([field, messages]) =>
    messages.map((message) => ({ column: column(field), message })),
  );
  return {
    row,
    action: 'error',
    key: '',
    errors: errors.length > 0 ? errors : [{ column: '', message: error.message }],
  };
}

/**
 * In a commit the planned rows are applied in waves: a row is planned, its write waits in the
 * wave, and the wave's writes run side by side (the kind's `applyConcurrency`, each row still its
 * own write through the kind's create or update). A row that names what a waiting row writes (a
 * reporting manager created by an earlier row, or the same code, e-mail or TFN) first waits for the
 * wave to be written, so it is planned against it as if the rows ran one after another.
 */
export async function runRows(options: {
  kind: ImportKindDefinition;
  item: Pick<ImportItem, 'organization_id' | 'key_field' | 'create_references' | 'mapping'>;
  sheet: Sheet;
  from: number;
  to: number;
  dryRun: boolean;
  /** Told what the rows of each wave wrote (once the wave is written; also when one of its rows failed). */
  applied?: (written: { row: number; change: AppliedRow }[]) => Promise<void>;
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
  const all = cellsOf({ ...sheet, rows: sheet.rows.slice(from, to) }, mapping);
  const planner = await kind.planner(
    {
      organizationId: item.organization_id,
      key: item.key_field,
      createReferences: item.create_references,
      dryRun,
    },
    all,
  );
  const rows: ImportRowResult[] = [];
  const wave: { index: number; apply: () => Promise<AppliedRow> }[] = [];
  const waiting = new Set<string>();
  const write = async () => {
    const applying = wave.splice(0);
    waiting.clear();
    const written: { row: number; change: AppliedRow }[] = [];
    try {
      // Every row of the wave is tried (one failing does not stop the others) before what they wrote is recorded.
      await pMap(
        applying,
        async ({ index, apply }) => {
          const row = rows[index] as ImportRowResult;
          try {
            written.push({ row: row.row, change: await apply() });
          } catch (error) {
            if (!(error instanceof VisibleError)) throw error;
            rows[index] = { ...errorResult(row.row, error, column), key: row.key };
          }
        },
        { concurrency: kind.applyConcurrency ?? 1, stopOnError: false },
      );
    } finally {
      if (written.length > 0) await options.applied?.(written);
    }
  };
  for (const [index, cells] of all.entries()) {
    const row = from + index + FIRST_ROW;
    const names = dryRun ? [] : (kind.names?.(cells) ?? []);
    if (names.some((name) => waiting.has(name)) || (kind.applyConcurrency ?? 1) === 1) await write();
    let result: ImportRowResult;
    try {
      const planned = await planner.plan(cells, column);
      if (planned.action === 'error') result = { row, action: 'error', key: planned.key, errors: planned.errors };
      else if (planned.action === 'unchanged') result = { row, action: 'unchanged', key: planned.key };
      else {
        if (!dryRun) {
          wave.push({ index, apply: planned.apply });
          for (const name of kind.writes?.(cells) ?? []) waiting.add(name);
        }
        result = { row, action: planned.action, key: planned.key, changes: planned.changes };
      }
    } catch (error) {
      if (!(error instanceof VisibleError)) throw error;
      result = errorResult(row, error, column);
    }
    rows.push(result);
  }
  await write();
  if (!dryRun) await planner.finish?.();
  const counts = emptyCounts();
  for (const result of rows) counts[result.action] += 1;
  return { rows, counts };
}
