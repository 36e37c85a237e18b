import { EXPORT_ROW_LIMIT } from '@wattle/shared/search';

export type CsvCell = string | number | null | undefined;

/** An export: the CSV text, how many rows it holds and whether more matched than it holds. */
export interface CsvExport {
  csv: string;
  rows: number;
  truncated: boolean;
}

/**
 * Cells a spreadsheet would run as a formula start with = + - @ or a tab or carriage return
 * (OWASP's list). papaparse's `escapeFormulae` prefixes such text with a single quote; numbers
 * are left alone (a negative number is a number, not a formula).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV of `rows` under `fields` with formula-looking text escaped. At most EXPORT_ROW_LIMIT rows
 * are kept; `truncated` says when there were more. papaparse loads with the first export, not with
 * every request of the function.
 */
export async function toCsv(fields: readonly string[], rows: readonly CsvCell[][]): Promise<CsvExport> {
  const { default: Papa } = await import('papaparse');
  const kept = rows.slice(0, EXPORT_ROW_LIMIT).map((row) => row.map((cell) => cell ?? ''));
  const csv = Papa.unparse({ fields: [...fields], data: kept }, { escapeFormulae: FORMULA_START });
  return { csv, rows: kept.length, truncated: rows.length > EXPORT_ROW_LIMIT };
}

/**
 * A CSV's header row and data rows (papaparse; a byte-order mark dropped, blank lines skipped,
 * every cell trimmed and each row as wide as the header). For small files sent as text (a
 * calibration sheet); imports of records go through `imports/sheet.ts` and the upload.
 */
export async function readCsv(text: string): Promise<{ headers: string[]; rows: string[][] }> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return {
    headers: headers.map((header) => header.trim()),
    rows: rows.map((row) => Array.from({ length: headers.length }, (_, index) => (row[index] ?? '').trim())),
  };
}
