import { SAFF_COLUMNS, SAFF_SECTION_ROW, type SaffSection, saffIndex } from '@wattle/shared/saff';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/core/csv.ts';
import { createEmployee, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { addMember } from './role-support.ts';
import { app, type Json, request, type TestUser } from './support.ts';

/**
 * Issue 30 §6: what a run owes each fund and by when, and its super contributions CSV (payroll
 * export; each download an audit event like the bank file's).
 */

let { owner, f, org } = {} as OwnerWorkspace;
let manager: TestUser;
let run: Awaited<ReturnType<typeof seedReleasedRun>>;
let review: Awaited<ReturnType<typeof seedReleasedRun>>;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Sue Super'));
  manager = await addMember(org, 'Manny Manager', 'manager');
  const ann = await createEmployee(owner, f, { first_name: 'Ann', last_name: 'Account', date_of_birth: '1990-04-05' });
  const bob = await createEmployee(owner, f, { first_name: 'Bob', last_name: 'Builder' });
  await seedPayrollSettings(org);
  await seedEmployeePay(org, ann.id);
  await seedEmployeePay(org, bob.id);
  const payees = [
    { employee_id: ann.id, name: 'Ann Account', shape: 'salary' as const },
    { employee_id: bob.id, name: 'Bob Builder', shape: 'hourly' as const },
  ];
  run = await seedReleasedRun(org, payees, {
    payDate: '2026-12-02',
    periodStart: '2026-11-16',
    periodEnd: '2026-11-29',
  });
  review = await seedReleasedRun(org, payees, {
    payDate: '2026-12-16',
    periodStart: '2026-11-30',
    periodEnd: '2026-12-13',
    status: 'review',
  });
}, 120_000);

describe('super owing', () => {
  it('answers per fund the employees, the amounts and the due date', async () => {
    const answer = await request('GET', `/payroll/pay-runs/${run.payRunId}/super`, { token: owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const funds = answer.body.data as Json[];
    expect(funds.map((fund) => fund.fund_name)).toEqual(['AustralianSuper', 'Hostplus']);
    // Seeded payslips keep no due date: counted by the pay date's rule, national holidays only.
    expect(funds[0]).toMatchObject({ fund_usi: 'STA0100AU', employees: 1, due_date: '2026-12-11' });
    expect(String(funds[0]?.due_note)).toContain('national public holidays only');
    expect((await request('GET', `/payroll/pay-runs/${review.payRunId}/super`, { token: owner.token })).status).toBe(
      200,
    );
    expect((await request('GET', `/payroll/pay-runs/${run.payRunId}/super`, { token: manager.token })).status).toBe(
      403,
    );
  });
});

describe('the super contributions file', () => {
  it('is a CSV of one row per employee and fund, and its download is audited', async () => {
    const answer = await app.request(`/api/v1/payroll/pay-runs/${run.payRunId}/super-file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain(`pay-run-${run.payRunId}-2026-12-02-super.csv`);
    // SAFF v1.0: the version line, the sections, the 133 columns, then a row per employee and fund.
    const [version = '', sections = '', ...rest] = (await answer.text()).split('\r\n');
    // No empty line between the header rows (readCsv below would skip one).
    expect(sections.startsWith('Line ID,Header,')).toBe(true);
    const { headers, rows } = await readCsv([sections, ...rest].join('\r\n'));
    expect(version).toBe(`VERSION,1.0,Negatives Supported,False,File ID,PR${run.payRunId}D20261202`);
    expect(headers).toEqual(SAFF_SECTION_ROW);
    expect(rows[0]).toEqual(SAFF_COLUMNS);
    expect(rows).toHaveLength(3);
    const ann = rows.slice(1).find((row) => row.join(',').includes('Account')) ?? [];
    const cell = (section: SaffSection, column: string) => ann[saffIndex(section, column)];
    expect(ann).toHaveLength(133);
    expect(cell('Payee/Receiver', 'USI')).toBe('STA0100AU');
    expect(cell('Payee/Receiver', 'Organisational Name Text')).toBe('AustralianSuper');
    expect(cell('Payee/Receiver', 'Transaction Date')).toBe('2026-12-02');
    expect(cell('Super Fund Member Contributions', 'Pay Period Start Date')).toBe('2026-11-16');
    expect(cell('Super Fund Member Contributions', 'Pay Period End Date')).toBe('2026-11-29');
    expect(cell('Super Fund Member Common', 'Birth Date')).toBe('1990-04-05');
    expect(cell('Super Fund Member Common', 'TFN')).toBe('');
    const sg = Number(cell('Super Fund Member Contributions', 'Superannuation Guarantee Amount'));
    const sacrificed = Number(cell('Super Fund Member Contributions', 'Salary Sacrificed Amount'));
    expect(sg).toBeGreaterThan(0);
    expect(Number(cell('Payee/Receiver', 'Payment Amount'))).toBeCloseTo(sg + sacrificed, 2);
    const audit = await request(
      'GET',
      `/organizations/${org}/audit-log?record_type=pay_run&record_id=${run.payRunId}`,
      {
        token: owner.token,
      },
    );
    expect(JSON.stringify(audit.body.data)).toContain('Super contributions file');
  });

  it('is refused for a run in review (409), and to a role without payroll export (403)', async () => {
    const inReview = await request('GET', `/payroll/pay-runs/${review.payRunId}/super-file`, { token: owner.token });
    expect(inReview.status).toBe(409);
    const denied = await request('GET', `/payroll/pay-runs/${run.payRunId}/super-file`, { token: manager.token });
    expect(denied.status).toBe(403);
  });
});
