import { EXPORT_ROW_LIMIT } from '@wattle/shared/search';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('escapes every cell a spreadsheet would run as a formula, multi-line ones too', async () => {
    const risky = ['=1+2', '+61 400', '-5+3', '@SUM(A1)', '\tTab', '\rReturn', '=HYPERLINK("http://x")\nsecond line'];
    const { csv } = await toCsv(
      ['Value'],
      risky.map((value) => [value]),
    );
    const values = cellsOf(csv)
      .slice(1)
      .map((row) => row[0]);
    expect(values).toEqual(risky.map((value) => `'${value}`));
  });

  it('leaves plain text, numbers and empty cells as they are', async () => {
    const { csv } = await toCsv(['A', 'B', 'C', 'D'], [["Mia O'Neil, RN", -42, null, 'a=b']]);
    expect(cellsOf(csv)).toEqual([
      ['A', 'B', 'C', 'D'],
      ["Mia O'Neil, RN", '-42', '', 'a=b'],
    ]);
  });

  it(`keeps at most ${EXPORT_ROW_LIMIT} rows and says when more matched`, async () => {
    const rows = Array.from({ length: EXPORT_ROW_LIMIT + 1 }, (_, index) => [index]);
    const over = await toCsv(['N'], rows);
    expect(over).toMatchObject({ rows: EXPORT_ROW_LIMIT, truncated: true });
    expect(cellsOf(over.csv)).toHaveLength(EXPORT_ROW_LIMIT + 1);
    const exact = await toCsv(['N'], rows.slice(0, EXPORT_ROW_LIMIT));
    expect(exact).toMatchObject({ rows: EXPORT_ROW_LIMIT, truncated: false });
  });
});

describe('readCsv', () => {
  it('reads the header and rows, trimmed, as wide as the header, without a byte-order mark or blank lines', async () => {
    const { readCsv } = await import('./csv.ts');
    expect(await readCsv('\uFEFFEmployee Id, Potential\n7, High ,extra\n\n8\n')).toEqual({
      headers: ['Employee Id', 'Potential'],
      rows: [
        ['7', 'High'],
        ['8', ''],
      ],
    });
  });
});
