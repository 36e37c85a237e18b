import { formatLongDate } from '@wattle/shared/calendar';
import type { ImportChange, ImportField, ImportKey, ImportRowError } from '@wattle/shared/imports';
import { type DirectoryEntry, readDirectory } from '../../employees/directory.ts';
import { normalizeUnique } from '../../employees/employee-checks.ts';
import { cellValue } from './employee-lookups.ts';
import { fieldError, type PlannedRow, type RowCells } from './kind.ts';

/**
 * What the kinds about existing employees (employee pay, opening balances) share: the row's
 * employee by the import's key (code or e-mail, from the directory, loaded once per run), a key
 * repeated in the file refused on the later row, the cells read as the API's schema takes them,
 * and field-level before → after.
 */
export async function keyedEmployees(organizationId: number, key: ImportKey, fields: readonly ImportField[]) {
  const directory = await readDirectory(organizationId);
  const byKey = new Map<string, DirectoryEntry>();
  for (const entry of directory) {
    byKey.set(normalizeUnique(key === 'personal_email' ? entry.personal_email : entry.employee_code), entry);
  }
  const label = fields.find((field) => field.key === key)?.label ?? key;
  const seen = new Set<string>();
  const peek = (cells: RowCells) => byKey.get(normalizeUnique((cells[key] ?? '').trim()));
  return {
    /** The employee a row names, if any (no checks: for reading the rows' records in one batch). */
    peek,
    directory,
    byId: new Map(directory.map((entry) => [entry.employee_id, entry])),
    /**
     * The row's employee (not in the trash), or the row's error. `also` is what else makes a row
     * unique in the file (the leave type of an opening balance).
     */
    find(
      cells: RowCells,
      column: (field: string) => string,
      also = '',
    ): { keyValue: string; entry: DirectoryEntry } | { error: PlannedRow } {
      const keyValue = (cells[key] ?? '').trim();
      const fail = (message: string) => ({
        error: { action: 'error', key: keyValue, errors: [fieldError(column(key), message)] } as PlannedRow,
      });
      if (!keyValue) return fail(`${label} is required to match rows.`);
      const unique = `${normalizeUnique(keyValue)}#${also.trim().toLowerCase()}`;
      if (seen.has(unique)) return fail('This appears in an earlier row of the file.');
      seen.add(unique);
      const entry = peek(cells);
      if (!entry) return fail(`No employee has this ${key === 'personal_email' ? 'e-mail' : 'code'}.`);
      if (entry.trashed_at) return fail('This employee is in the trash. Restore them first.');
      return { keyValue, entry };
    },
  };
}

const KEY_FIELDS = new Set(['employee_code', 'personal_email']);

/** The row's cells of `fields` (the key columns left out) as values, `#CLEAR` as null, and each cell's error. */
export function readCells(fields: readonly ImportField[], cells: RowCells, column: (field: string) => string) {
  const values: Record<string, unknown> = {};
  const errors: ImportRowError[] = [];
  for (const field of fields) {
    const text = cells[field.key];
    if (text === undefined || KEY_FIELDS.has(field.key)) continue;
    const converted = cellValue(field, text, column(field.key));
    if ('error' in converted) errors.push(converted.error);
    else values[field.key] = converted.value;
  }
  return { values, errors };
}

/** Before → after of every field whose value differs; days read as people write them ("30 June 2026"). */
export function changesBetween(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
  fields: readonly ImportField[],
  label: (field: ImportField) => string = (field) => field.label,
): ImportChange[] {
  const shown = (field: ImportField, value: string | null | undefined) =>
    value === null || value === undefined ? null : field.type === 'date' ? formatLongDate(value) : value;
  return fields.flatMap((field) =>
    KEY_FIELDS.has(field.key) || (before[field.key] ?? null) === (after[field.key] ?? null)
      ? []
      : [
          {
            field: field.key,
            label: label(field),
            before: shown(field, before[field.key]),
            after: shown(field, after[field.key]),
          },
        ],
  );
}
