import type { ImportRowResult } from '@wattle/shared/imports';

/**
 * The chosen file read in the browser, for the mapping screen (its headers) and for the download
 * with an `errors` column: CSV with papaparse, XLSX with exceljs, each loaded only when a file of
 * its kind is chosen. The server reads the uploaded copy itself; this never decides anything.
 */
export interface LocalSheet {
  headers: string[];
  rows: string[][];
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return text(cell.result);
    return text(cell.text);
  }
  return String(value);
};

export const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

export async function readLocalSheet(file: File): Promise<LocalSheet> {
  if (!isXlsx(file)) {
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    const [headers = [], ...rows] = parsed.data;
    return { headers: headers.map((header) => header.trim()), rows };
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const lines: string[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    lines.push((row.values as unknown[]).slice(1).map(text));
  });
  const [headers = [], ...rows] = lines;
  return { headers: headers.map((header) => header.trim()), rows };
}

/** The file's rows with an `errors` column (the dry run's messages for each row), as a CSV. */
export async function withErrorsColumn(sheet: LocalSheet, results: readonly ImportRowResult[]): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const byRow = new Map(results.map((result) => [result.row, result]));
  const rows = sheet.rows
    .filter((row) => row.some((cell) => String(cell ?? '').trim() !== ''))
    .map((row, index) => {
      const result = byRow.get(index + 2);
      const errors = (result?.errors ?? []).map((error) => `${error.column}: ${error.message}`).join('; ');
      return [...sheet.headers.map((_, column) => String(row[column] ?? '')), errors];
    });
  const csv = Papa.unparse({ fields: [...sheet.headers, 'errors'], data: rows }, { escapeFormulae: /^[=+\-@\t\r]/ });
  return new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
}
