import type { CoefficientRowJson } from './payroll-withholding.ts';

/**
 * PAYG withholding coefficient rows as text, one a line as the ATO prints them: "weekly earnings
 * less than, a, b", the last line "over, a, b" ("& over"). Separators: spaces, commas or tabs; "$"
 * and thousands commas inside numbers are not accepted, so "1,282" must be written 1282. The same
 * form serves the tables an owner loads (typed in payroll settings) and the built-in schedules.
 */

/** The rows of `text`, or null where a line is not "limit a b" (the API validates the figures). */
export function parseRows(text: string): CoefficientRowJson[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/^&\s*over\b/i, 'over'))
    .filter(Boolean);
  const rows: CoefficientRowJson[] = [];
  for (const line of lines) {
    const parts = line.split(/[\s,]+/).filter(Boolean);
    if (parts.length !== 3) return null;
    const [limit, a, b] = parts as [string, string, string];
    const open = /^over$/i.test(limit);
    if (!open && !/^\d+$/.test(limit)) return null;
    rows.push({ less_than: open ? null : Number(limit), a, b });
  }
  return rows;
}

export const rowsText = (rows: readonly CoefficientRowJson[]) =>
  rows.map((row) => `${row.less_than ?? 'over'} ${row.a} ${row.b}`).join('\n');
