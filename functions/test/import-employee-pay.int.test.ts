import { EMPLOYEE_PAY_IMPORT_FIELDS } from '@wattle/shared/import-fields/employee-pay';
import { NO_FUND_ON_RECORD_MESSAGE } from '@wattle/shared/payroll-setup';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { commitAndRun, dryRun } from './import-support.ts';
import { addSchedule, as, type PayrollSetupWorld, payrollSetupWorld } from './payroll-setup-support.ts';
import { addMember, seedCustomRole } from './role-support.ts';
import type { Json } from './support.ts';

/**
 * Issue 31 §1, the employee pay kind: a row is the pay setup form's body, checked by its schema and
 * written by its service. Errors name the row and column; re-importing changes nothing; a blank
 * cell keeps, `#CLEAR` clears; revert restores the pay before (or removes pay the import created);
 * the kind needs the `pay` field group and the pay route's payroll edit grant.
 */
let w: PayrollSetupWorld;
let noFund: Json;
let mo: Json;

const HEADERS = [
  'Code',
  'Effective Date',
  'Basis',
  'Salary',
  'Hourly Rate',
  'Hours per Week',
  'Pay Schedule',
  'TFN Provided',
  'Residency for Tax',
  'Tax-free Threshold',
  'Medicare Levy Exemption',
  'Study Loan',
  'Super Rate',
];
const MAPPING = {
  Code: 'employee_code',
  'Effective Date': 'effective_from',
  Basis: 'basis',
  Salary: 'annual_salary',
  'Hourly Rate': 'hourly_rate',
  'Hours per Week': 'ordinary_hours_per_week',
  'Pay Schedule': 'pay_schedule',
  'TFN Provided': 'tfn_provided',
  'Residency for Tax': 'residency',
  'Tax-free Threshold': 'tax_free_threshold',
  'Medicare Levy Exemption': 'medicare_levy_exemption',
  'Study Loan': 'study_loan',
  'Super Rate': 'super_rate',
};
const csvOf = (rows: string[][]) =>
  [HEADERS, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
const payDryRun = (csv: string, user = w.owner) => dryRun(user, w.org, csv, MAPPING, { kind: 'employee-pay' });
const payOf = async (employee: Json) => (await as(w.owner, 'GET', `/employees/${employee.id}/pay`)).body.data;

const salaried = (code: string, extra: Partial<Record<number, string>> = {}) => {
  const row = [
    code,
    '01/07/2026',
    'Salary',
    '85000',
    '',
    '38',
    'Weekly pay',
    'yes',
    'resident',
    'yes',
    'none',
    'no',
    '',
  ];
  for (const [index, value] of Object.entries(extra)) row[Number(index)] = value as string;
  return row;
};

beforeAll(async () => {
  w = await payrollSetupWorld();
  await addSchedule(w.owner, w.org, { name: 'Weekly pay' });
  noFund = await createEmployee(w.owner, w.fixture, {
    first_name: 'Nora',
    superannuation_fund_name: null,
    superannuation_fund_usi: null,
  });
  mo = await createEmployee(w.owner, w.fixture, { first_name: 'Moe', superannuation_fund_name: 'Hostplus' });
}, 120_000);

describe('importing employee pay', { timeout: 120_000 }, () => {
  let first: number;
  const rows = () => [
    salaried(w.employee.employee_code, { 12: '12.50' }),
    [
      w.casual.employee_code,
      '2026-07-01',
      'hourly',
      '',
      '40.00',
      '',
      'weekly pay',
      'yes',
      'resident',
      'no',
      'none',
      'no',
      '',
    ],
  ];
  it('dry-runs with the bad rows named by row and column, writing nothing', async () => {
    const file = [
      ...rows(),
      salaried('NOBODY-1'),
      salaried(noFund.employee_code),
      salaried(w.employee.employee_code.toLowerCase()),
      salaried(mo.employee_code, { 1: '31/02/2026' }),
    ];
    const answer = await payDryRun(csvOf(file));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body.data;
    expect(result.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 4 });
    const errors = result.rows.filter((row: Json) => row.action === 'error');
    expect(errors.map((row: Json) => [row.row, row.errors.map((error: Json) => error.column)])).toEqual([
      [4, ['Code']],
      [5, ['Code']],
      [6, ['Code']],
      [7, ['Effective Date']],
    ]);
    expect(errors[0].errors[0].message).toBe('No employee has this code.');
    expect(errors[1].errors[0].message).toBe(NO_FUND_ON_RECORD_MESSAGE);
    expect(errors[2].errors[0].message).toBe('This appears in an earlier row of the file.');
    const created = result.rows.find((row: Json) => row.row === 2);
    expect(created.changes).toEqual(
      expect.arrayContaining([{ field: 'annual_salary', label: 'Annual Salary', before: null, after: '85000.00' }]),
    );
    expect((await payOf(w.employee)).current).toBeNull();
  });

  it('names the column of a bad cell: a date, a schedule, a rate below the minimum', async () => {
    const answer = await payDryRun(
      csvOf([
        salaried(w.employee.employee_code, { 1: '31/02/2026' }),
        salaried(w.casual.employee_code, { 6: 'Monthly' }),
        [
          mo.employee_code,
          '2026-07-01',
          'hourly',
          '',
          '5.00',
          '38',
          'Weekly pay',
          'yes',
          'resident',
          'yes',
          'none',
          'no',
          '',
        ],
      ]),
    );
    const errors = answer.body.data.rows.map((row: Json) => [row.row, row.errors?.map((error: Json) => error.column)]);
    expect(errors).toEqual([
      [2, ['Effective Date']],
      [3, ['Pay Schedule']],
      [4, ['Hourly Rate']],
    ]);
    expect(answer.body.data.rows[0].errors[0].message).toMatch(/dd\/mm\/yyyy/);
  });

  it('commits through the pay service; re-importing the same file changes nothing', async () => {
    const file = csvOf(rows().slice(0, 2));
    const answer = await payDryRun(file);
    expect(answer.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    first = answer.body.data.id;
    const done = await commitAndRun(w.owner, first);
    expect(done).toMatchObject({ status: 'committed', counts: { create: 2, error: 0 } });
    const pay = await payOf(w.employee);
    expect(pay.current).toMatchObject({
      effective_from: '2026-07-01',
      basis: 'salary',
      annual_salary: '85000.00',
      ordinary_hours_per_week: '38.00',
      super_rate: '12.50',
      tfn_provided: true,
      tax_free_threshold: true,
    });
    expect((await payOf(w.casual)).current).toMatchObject({ basis: 'hourly', hourly_rate: '40.0000' });
    const history = await as(w.owner, 'GET', `/employees/${w.employee.id}/history`);
    expect(history.body.data.data.map((event: Json) => event.details)).toContain('Set pay from 1 July 2026');
    const again = await payDryRun(file);
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  let sparse: number;
  it('a blank cell keeps the stored value, #CLEAR clears it; the dry run says before → after', async () => {
    const blank = (code: string, salary: string, superRate: string) => [
      code,
      '',
      '',
      salary,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      superRate,
    ];
    const answer = await payDryRun(
      csvOf([blank(w.employee.employee_code, '95000', '#CLEAR'), blank(w.casual.employee_code, '', '')]),
    );
    expect(answer.body.data.counts).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    expect(answer.body.data.rows[0].changes).toEqual([
      { field: 'annual_salary', label: 'Annual Salary', before: '85000.00', after: '95000.00' },
      { field: 'super_rate', label: 'Super Rate', before: '12.50', after: null },
    ]);
    sparse = answer.body.data.id;
    await commitAndRun(w.owner, sparse);
    const pay = await payOf(w.employee);
    expect(pay.periods).toHaveLength(1);
    expect(pay.current).toMatchObject({ annual_salary: '95000.00', super_rate: null, tfn_provided: true });
  });

  it('revert restores the pay before, refuses an import whose pay changed since, and removes pay it created', async () => {
    const reverted = await as(w.owner, 'POST', `/imports/${sparse}/revert`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await payOf(w.employee)).current).toMatchObject({ annual_salary: '85000.00', super_rate: '12.50' });
    const refused = await as(w.owner, 'POST', `/imports/${first}/revert`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(w.employee.employee_code);

    const fresh = await payDryRun(csvOf([salaried(mo.employee_code)]));
    expect(fresh.body.data.counts.create).toBe(1);
    await commitAndRun(w.owner, fresh.body.data.id);
    expect((await payOf(mo)).current).toMatchObject({ annual_salary: '85000.00' });
    const undone = await as(w.owner, 'POST', `/imports/${fresh.body.data.id}/revert`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await payOf(mo)).toMatchObject({ current: null, periods: [], version: null });
  });

  it('needs the pay field group and the payroll edit grant; templates carry the columns and the data', async () => {
    const file = csvOf([salaried(w.employee.employee_code)]);
    // HR managers import employees and see pay, but do not change it (payroll edit is not theirs).
    expect((await payDryRun(file, w.hr)).status).toBe(403);
    const role = await seedCustomRole(w.org, 1, 'Importer', {
      employees: { view: 'organization', import: 'organization' },
      payroll: { view: 'organization', edit: 'organization' },
    });
    const importer = await addMember(w.org, 'No Pay Importer', role);
    expect((await payDryRun(file, importer)).status).toBe(403);
    const template = (user = w.owner, query = '&with_data=true') =>
      as(user, 'GET', `/imports/templates/employee-pay?organization_id=${w.org}&format=csv${query}`);
    expect((await template(importer)).status).toBe(403);
    const filled = await template();
    expect(filled.status).toBe(200);
    const text = typeof filled.body === 'string' ? filled.body : JSON.stringify(filled.body);
    expect(text).toContain('Pay Schedule');
    expect(text).toContain(w.employee.employee_code);
    expect(text).toContain('Weekly pay');
    expect((await template(w.owner, '&format=xlsx')).status).toBe(200);
    // The template with data imports back as it is: every row unchanged.
    const labels = Object.fromEntries(EMPLOYEE_PAY_IMPORT_FIELDS.map((field) => [field.label, field.key]));
    const back = await dryRun(w.owner, w.org, text, labels, { kind: 'employee-pay' });
    expect(back.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });
});

describe('the withholding declaration adjustments as columns (issue 30 §3)', () => {
  const EXTRA = ['Tax Offsets', 'Medicare Levy Spouse', 'Medicare Levy Children'];
  const extraCsv = (rows: string[][]) =>
    [[...HEADERS, ...EXTRA], ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
  const extraMapping = {
    ...MAPPING,
    'Tax Offsets': 'tax_offsets',
    'Medicare Levy Spouse': 'medicare_levy_spouse',
    'Medicare Levy Children': 'medicare_levy_children',
  };

  it('takes tax offsets and the Medicare levy adjustment, validated as the pay route does', async () => {
    const answer = await dryRun(
      w.owner,
      w.org,
      extraCsv([
        [...salaried(w.employee.employee_code), '1200.00', 'yes', '2'],
        [...salaried(w.casual.employee_code), '', 'no', 'two'],
        [...salaried(mo.employee_code, { 9: 'no' }), '500.00', '', ''],
      ]),
      extraMapping,
      { kind: 'employee-pay' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [ok, count, scale] = answer.body.data.rows;
    expect(ok.action, JSON.stringify(ok)).not.toBe('error');
    expect(ok.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tax_offsets', after: '1200.00' }),
        expect.objectContaining({ field: 'medicare_levy_spouse', after: 'yes' }),
        expect.objectContaining({ field: 'medicare_levy_children', after: '2' }),
      ]),
    );
    expect(count.errors.map((error: Json) => error.column)).toEqual(['Medicare Levy Children']);
    expect(scale.errors).toEqual([
      {
        column: 'Tax Offsets',
        message: 'Tax offsets are allowed only with a TFN, as a resident claiming the tax-free threshold.',
      },
    ]);
  });
});
