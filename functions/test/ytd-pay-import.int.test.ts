import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, ownerWorkspace } from './employee-support.ts';
import { commitAndRun, dryRun } from './import-support.ts';
import { type PayrollWorkspace, payrollWorkspace } from './pay-run-support.ts';
import { addMember } from './role-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 31 §1: the year-to-date pay import kind, written through the screen's service: dry run
 * (nothing written), commit, re-import unchanged, a blank cell never clears, #CLEAR does, revert.
 */

let w = {} as PayrollWorkspace;
const ids = { ann: 0, ben: 0 };
const MAPPING = {
  Code: 'employee_code',
  FY: 'financial_year',
  Gross: 'gross',
  Tax: 'withholding',
  Super: 'super_guarantee',
  'Tool allowance': 'allowance_TD',
  'Last pay': 'last_pay_date_elsewhere',
};
const HEADER = Object.keys(MAPPING).join(',');
const csvOf = (rows: string[][]) => [HEADER, ...rows.map((row) => row.join(','))].join('\n');
const ytdRun = (csv: string) => dryRun(w.owner, w.org, csv, MAPPING, { kind: 'ytd-pay' });
const figures = async (employeeId: number) =>
  (await request('GET', `/employees/${employeeId}/ytd-brought-in?financial_year=2026-27`, { token: w.owner.token }))
    .body.data as Json;

const ROWS = [
  ['YA-01', '2026-27', '20000.00', '4000.00', '2400.00', '100', '31/10/2026'],
  ['YA-02', '2026-2027', '"$12,500.50"', '2500', '', '', '2026-10-31'],
  ['YA-03', '2026-27', '1.00', '', '', '', ''],
  ['YA-01', '2026-27', '-5', '', '', '', 'yesterday'],
];

beforeAll(async () => {
  w = await payrollWorkspace('Imelda Import');
  const [ann, ben] = await Promise.all([
    createEmployee(w.owner, w.f, { first_name: 'Ann', last_name: 'Able', employee_code: 'YA-01' }),
    createEmployee(w.owner, w.f, { first_name: 'Ben', last_name: 'Baker', employee_code: 'YA-02' }),
  ]);
  Object.assign(ids, { ann: ann.id, ben: ben.id });
}, 120_000);

describe('importing year-to-date pay', { timeout: 120_000 }, () => {
  let firstImport = 0;

  it('dry-runs: creates, errors with row and column, and writes nothing', async () => {
    const answer = await ytdRun(csvOf(ROWS));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body.data;
    expect(result.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
    const errors = result.rows.filter((row: Json) => row.action === 'error');
    expect(errors.map((row: Json) => [row.row, row.errors.map((error: Json) => error.column)])).toEqual([
      [4, ['Code']],
      [5, ['Code']],
    ]);
    expect(errors[0].errors[0].message).toBe('No employee has this code or e-mail.');
    const ben = result.rows.find((row: Json) => row.key === 'YA-02');
    expect(ben.changes).toContainEqual({
      field: 'gross',
      label: 'Gross (salary and wages)',
      before: null,
      after: '12500.50',
    });
    expect((await figures(ids.ann)).version).toBe(0);
    firstImport = result.id;
  });

  it('reports each bad cell of a row it can match', async () => {
    const answer = await ytdRun(csvOf([['YA-01', '2026-27', '-5', 'abc', '', '', 'yesterday']]));
    const row = answer.body.data.rows[0];
    expect(row.errors.map((error: Json) => error.column)).toEqual(['Gross', 'Tax', 'Last pay']);
    const year = await ytdRun(csvOf([['YA-01', '2026', '1.00', '', '', '', '']]));
    expect(year.body.data.rows[0].errors[0]).toMatchObject({
      column: 'FY',
      message: 'Enter the financial year like 2026-27.',
    });
  });

  it('commits through the screen’s service; re-importing the same file changes nothing', async () => {
    const done = await commitAndRun(w.owner, firstImport);
    expect(done).toMatchObject({ status: 'committed', counts: { create: 2, error: 2 } });
    expect(await figures(ids.ann)).toMatchObject({
      version: 1,
      last_pay_date_elsewhere: '2026-10-31',
      amounts: { gross: '20000.00', withholding: '4000.00', super_guarantee: '2400.00', allowance_TD: '100.00' },
    });
    expect((await figures(ids.ben)).amounts.gross).toBe('12500.50');
    const again = await ytdRun(csvOf(ROWS));
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 2 });
  });

  let sparseImport = 0;
  it('a blank cell never clears; #CLEAR does; revert puts the figures back', async () => {
    const answer = await ytdRun(csvOf([['YA-01', '2026-27', '21000', '', '#CLEAR', '', '']]));
    expect(answer.body.data.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    expect(answer.body.data.rows[0].changes).toEqual([
      { field: 'gross', label: 'Gross (salary and wages)', before: '20000.00', after: '21000.00' },
      { field: 'super_guarantee', label: 'Super guarantee (liability)', before: '2400.00', after: '0.00' },
    ]);
    sparseImport = answer.body.data.id;
    await commitAndRun(w.owner, sparseImport);
    expect((await figures(ids.ann)).amounts).toMatchObject({
      gross: '21000.00',
      withholding: '4000.00',
      super_guarantee: '0.00',
    });
    const reverted = await request('POST', `/imports/${sparseImport}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await figures(ids.ann)).amounts).toMatchObject({ gross: '20000.00', super_guarantee: '2400.00' });
    // Ann's figures changed since the first import: it cannot be reverted.
    const refused = await request('POST', `/imports/${firstImport}/revert`, { token: w.owner.token });
    expect(refused.status).toBe(409);
  });

  it('asks for payroll edit with the pay field group, and hides other organizations’ employees', async () => {
    const hr = await addMember(w.org, 'Hal HR', 'hr_manager');
    const refused = await dryRun(hr, w.org, csvOf(ROWS.slice(0, 1)), MAPPING, { kind: 'ytd-pay' });
    expect(refused.status).toBe(403);
    const other = await ownerWorkspace('Olga Other');
    const elsewhere = await dryRun(other.owner, other.org, csvOf(ROWS.slice(0, 1)), MAPPING, { kind: 'ytd-pay' });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.data.counts.error).toBe(1);
  });
});
