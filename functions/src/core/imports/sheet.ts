import { IMPORT_MAX_ROWS, type ImportFormat } from '@wattle/shared/imports';
import { FORMULA_START } from '../csv.ts';
import { VisibleError } from '../error.ts';

/**
 * Reading and writing the files of an import: CSV with papaparse, XLSX with exceljs (never the
 * npm `xlsx`, whose 0.18.5 has unfixed advisories). Both load on first use, not at a cold start.
 * A sheet is its header row and its data rows, every cell text (a spreadsheet's date cell becomes
 * its ISO day).
 */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const tooMany = () =>
  VisibleError.validation({ upload_id: [`A file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows.`] });

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return '';
  }
  return String(value);
}

function trimmed(headers: string[], rows: string[][]): Sheet {
  const width = headers.length;
  const kept = rows
    .map((row) => Array.from({ length: width }, (_, index) => (row[index] ?? '').trim()))
    .filter((row) => row.some((cell) => cell !== ''));
  if (kept.length > IMPORT_MAX_ROWS) throw tooMany();
  return { headers: headers.map((header) => header.trim()), rows: kept };
}

export async function readSheet(format: ImportFormat, bytes: Uint8Array): Promise<Sheet> {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    const [headers = [], ...rows] = parsed.data;
    return trimmed(headers, rows);
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw VisibleError.validation({ upload_id: ['The file is not a readable XLSX workbook.'] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw tooMany();
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    lines.push(values.slice(1).map(cellText));
  });
  const [headers = [], ...rows] = lines;
  return trimmed(headers, rows);
}

/** Text a spreadsheet would run as a formula gets a leading quote (OWASP). */
const safe = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A file of `headers` and `rows` in `format`, as bytes. */
export async function writeSheet(
  format: ImportFormat,
  headers: string[],
  rows: string[][],
): Promise<Uint8Array<ArrayBuffer>> {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    return new TextEncoder().encode(Papa.unparse({ fields: headers, data: rows }, { escapeFormulae: FORMULA_START }));
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow(headers);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(safe));
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
