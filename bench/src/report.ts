/** The benchmark's table (figure | value | budget | result) and bench/results.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Row {
  /** Issue 6 figure number (1–6), 7 for issue 7's load check, 0 for context. */
  section: number;
  figure: string;
  value: string;
  budget: string;
  /** null: reported, no budget. */
  pass: boolean | null;
}

export const resultOf = (row: Row) => (row.pass === null ? '—' : row.pass ? 'pass' : 'FAIL');

export function formatTable(rows: Row[]): string {
  const lines = ['| # | figure | value | budget | result |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(`| ${row.section || ''} | ${row.figure} | ${row.value} | ${row.budget} | ${resultOf(row)} |`);
  }
  return lines.join('\n');
}

export function writeResults(file: string, results: Record<string, unknown>): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
