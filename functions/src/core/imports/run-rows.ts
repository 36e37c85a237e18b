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

export interface WrittenRow {
  row: number;
  change: AppliedRow;
}

const sameChange = (a: AppliedRow, b: AppliedRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Test seams (integration tests only): a worker that stops after a wave's records are written and
 * before its rows, or after its rows, the way a killed worker would (an error no row catches).
 */
export const commitSeams: { afterRecords?: () => void; afterRows?: () => void } = {};

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
  /**
   * Records what rows write, for revert: before each wave, what its rows will write (the kinds that
   * know it, PlannedRow.record), and after it, what the others wrote (also when one of its rows
   * failed) and any row whose write differed from its record.
   */
  record?: (rows: WrittenRow[]) => Promise<void>;
  /** Removes the records of rows recorded before their write that then failed (a row's own error). */
  unrecord?: (rows: number[]) => Promise<void>;
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
  const wave: { index: number; record?: () => Promise<AppliedRow>; apply: () => Promise<AppliedRow> }[] = [];
  const waiting = new Set<string>();
  const write = async () => {
    const applying = wave.splice(0);
    waiting.clear();
    if (applying.length === 0) return;
    const rowOf = (index: number) => (rows[index] as ImportRowResult).row;
    // What the rows will write, durable before any of them is written (one BatchWrite a wave).
    const ahead = new Map<number, AppliedRow>();
    for (const { index, record } of applying) if (record) ahead.set(rowOf(index), await record());
    if (ahead.size > 0) await options.record?.([...ahead].map(([row, change]) => ({ row, change })));
    commitSeams.afterRecords?.();
    const written: WrittenRow[] = [];
    const failed: number[] = [];
    try {
      // Every row of the wave is tried (one failing does not stop the others) before what they wrote is recorded.
      await pMap(
        applying,
        async ({ index, apply }) => {
          const row = rows[index] as ImportRowResult;
          try {
            const change = await apply();
            const recorded = ahead.get(row.row);
            if (!recorded || !sameChange(recorded, change)) written.push({ row: row.row, change });
          } catch (error) {
            if (!(error instanceof VisibleError)) throw error;
            if (ahead.has(row.row)) failed.push(row.row);
            rows[index] = { ...errorResult(row.row, error, column), key: row.key };
          }
        },
        { concurrency: kind.applyConcurrency ?? 1, stopOnError: false },
      );
    } finally {
      if (written.length > 0) await options.record?.(written);
      if (failed.length > 0) await options.unrecord?.(failed);
    }
    commitSeams.afterRows?.();
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
          wave.push({ index, record: planned.record, apply: planned.apply });
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
