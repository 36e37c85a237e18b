import { scale2TableInput } from '@wattle/shared/test-inputs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { calculatedPayRun, payRunOf, payrollSetup, setPay } from './pay-run-support.ts';
import { addMember } from './role-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 25 §1: the built-in 2026 tables could not be checked against the ATO's publication: the
 * API says so beside each built-in table, and a table an owner loads over their dates wins, in the
 * calculator and in a pay run alike.
 */

let { owner, f, org } = {} as OwnerWorkspace;
let hr: TestUser;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Tara Tables'));
  hr = await addMember(org, 'Harriet HR', 'hr_manager');
}, 60_000);

const withholding = (gross: string, payDate: string) =>
  request('POST', '/payroll/withholding', {
    token: owner.token,
    body: {
      organization_id: org,
      gross,
      period: 'fortnightly',
      pay_date: payDate,
      tfn_provided: true,
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: false,
    },
  });

/** Scale 2 for 2026–27 as an owner would load it (figures of the test's own, so a change shows). */
const replacement = scale2TableInput('Scale 2 from 1 July 2026 (loaded)', 2026, '0.2000', '50.0000');

describe('built-in tax tables and their provenance', () => {
  it('lists the built-in tables with whether each was verified, and why not', async () => {
    const page = await request('GET', `/organizations/${org}/tax-tables`, { token: hr.token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const builtIn = page.body.data.built_in as Json[];
    expect(builtIn.map((table) => [table.schedule, table.applies_from, table.verified])).toEqual([
      ['Schedule 1', '2024-07-01', true],
      ['Schedule 1', '2026-07-01', false],
      ['Schedule 8', '2024-07-01', false],
      ['Schedule 8', '2025-09-24', false],
      ['Schedule 8', '2026-07-01', false],
      // Working holiday makers (issue 30 §3): the 2026-27 rates are not confirmed here.
      ['Schedule 15', '2024-07-01', true],
      ['Schedule 15', '2026-07-01', false],
      // Issue 30 §3: the declaration's Medicare levy adjustment and the 53rd (27th) pay's extra.
      ['Medicare levy adjustment', '2024-07-01', false],
      ['Medicare levy adjustment', '2026-07-01', false],
      ['53rd or 27th pay', '2015-07-01', false],
    ]);
    expect(builtIn[0]?.source_url).toContain('ato.gov.au');
    expect(builtIn[1]).toMatchObject({ source_url: null, applies_to: '2027-06-30' });
    expect(builtIn[1]?.verification).toContain('Not checked against the ATO’s publication');
  });
});

describe('a loaded table replaces the built-in one for its dates', () => {
  it('changes POST /payroll/withholding for a pay date the built-in table covers', async () => {
    // $3,000 a fortnight → x = 1,500.99. Built-in 2026 scale 2: 0.32 × 1,500.99 − 181.7319 = 298.585 → $299 × 2.
    const before = await withholding('3000.00', '2026-11-18');
    expect(before.body.data).toMatchObject({ withholding: '598.00', unverified: true });

    const loaded = await request('POST', `/organizations/${org}/tax-tables`, { token: owner.token, body: replacement });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);

    // Loaded: 0.2 × 1,500.99 − 50 = 250.198 → $250 × 2.
    const after = await withholding('3000.00', '2026-11-18');
    expect(after.body.data).toMatchObject({ withholding: '500.00', scale: 'Scale 2', unverified: false });
    expect(after.body.data.schedule).toBe(
      'Loaded table “Scale 2 from 1 July 2026 (loaded)” for payments from 1 July 2026 to 30 June 2027',
    );
    // Before its dates the built-in (verified) 2024 schedule still answers.
    const earlier = await withholding('3000.00', '2026-06-24');
    expect(earlier.body.data).toMatchObject({ unverified: false });
    expect(earlier.body.data.schedule).toContain('Schedule 1 (NAT 1004) for payments from 1 July 2024');
  });

  it('is the table a pay run withholds by', async () => {
    const scheduleId = await payrollSetup(org);
    const employee = await createEmployee(owner, f, { first_name: 'Lou', last_name: 'Loaded' });
    await setPay(org, employee.id, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
    const run = await payRunOf(owner.token, await calculatedPayRun(owner.token, org, scheduleId));
    const slip = run.payslips.find((candidate: Json) => candidate.employee_id === employee.id);
    // $78,000 a year is $3,000.00 a fortnight: the loaded table's $500, not the built-in $598.
    expect(slip).toMatchObject({ gross: '3000.00', withholding: '500.00' });
    const calculator = await withholding(slip.gross, '2026-11-18');
    expect(slip.withholding).toBe(calculator.body.data.withholding);
  });
});
