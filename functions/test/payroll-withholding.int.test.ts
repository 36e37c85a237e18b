import { scale2TableInput } from '@wattle/shared/test-inputs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, workspace } from './role-support.ts';
import { dataOf, type Json, request, signUp, type TestUser } from './support.ts';

/** Issue 17 §2: PAYG withholding (the calculator) and the tax tables a payroll officer loads. */

let owner: TestUser;
let officer: TestUser;
let hr: TestUser;
let manager: TestUser;
let org: number;
let other: number;

beforeAll(async () => {
  owner = await signUp('Wanda Owner');
  org = await workspace(owner);
  officer = await addMember(org, 'Percy Payroll', 'payroll_officer');
  hr = await addMember(org, 'Harriet HR', 'hr_manager');
  manager = await addMember(org, 'Manny Manager', 'manager');
  const stranger = await signUp('Stella Stranger');
  other = await workspace(stranger);
}, 60_000);

const declaration = {
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
};
const withholding = (user: TestUser, body: Json) =>
  request('POST', '/payroll/withholding', {
    token: user.token,
    body: { organization_id: org, ...declaration, ...body },
  });

const table2027 = scale2TableInput('Schedule 1 scale 2, 2027–28', 2027, '0.3000', '100.0000');

describe('POST /payroll/withholding', () => {
  it('computes Schedule 1 to the dollar, with the scale and schedule used', async () => {
    // Scale 2 (2024): 0.3200 × 1,500.99 − 176.5769 = 303.7399 → $304.
    const answer = await withholding(officer, { gross: '1500.00', period: 'weekly', pay_date: '2025-03-14' });
    expect(dataOf(answer)).toEqual({
      withholding: '304.00',
      study_loan: '0.00',
      scale: 'Scale 2',
      schedule: 'Schedule 1 (NAT 1004) for payments from 1 July 2024, published 16 June 2024',
      unverified: false,
      tax_offset: '0.00',
      medicare_levy_adjustment: '0.00',
    });
  });

  it('adds the Schedule 8 component and converts monthly pay', async () => {
    const study = await withholding(hr, {
      gross: '1500.00',
      period: 'weekly',
      pay_date: '2025-10-01',
      study_loan: true,
    });
    expect(study.body.data).toMatchObject({ withholding: '336.00', study_loan: '32.00' });
    // $4,500.33 a month → x = 1,038.99 → $155 a week → $672 a month.
    const monthly = await withholding(owner, { gross: '4500.33', period: 'monthly', pay_date: '2025-03-14' });
    expect(monthly.body.data.withholding).toBe('672.00');
  });

  it('answers 422 naming the missing table, and validates the body', async () => {
    const missing = await withholding(officer, { gross: '1000.00', period: 'weekly', pay_date: '2027-07-14' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(
      'No PAYG withholding table (Schedule 1) for payments on 14 July 2027: load one in payroll settings.',
    );
    expect(missing.body.errors.pay_date).toEqual([missing.body.message]);
    const bad = await withholding(officer, { gross: '12.345', period: 'daily', pay_date: '2025-02-30' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['gross', 'pay_date', 'period']);
  });

  it('is for roles that view the whole organization’s payroll', async () => {
    const denied = await withholding(manager, { gross: '1000.00', period: 'weekly', pay_date: '2025-03-14' });
    expect(denied.status).toBe(403);
    const foreign = await request('POST', '/payroll/withholding', {
      token: officer.token,
      body: { organization_id: other, ...declaration, gross: '1000.00', period: 'weekly', pay_date: '2025-03-14' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('loaded tax tables', () => {
  const path = (id = org) => `/organizations/${id}/tax-tables`;

  it('a payroll officer loads a table, the calculator uses it, and deleting it removes it', async () => {
    const created = await request('POST', path(), { token: officer.token, body: table2027 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ ...table2027, version: 1 });
    const id = created.body.data.tax_table_id;

    const list = await request('GET', path(), { token: hr.token });
    expect(list.body.data.data.map((table: Json) => table.tax_table_id)).toEqual([id]);

    const answer = await withholding(officer, { gross: '1000.00', period: 'weekly', pay_date: '2027-07-14' });
    expect(answer.body.data).toMatchObject({ withholding: '200.00', scale: 'Scale 2' });
    expect(answer.body.data.schedule).toContain('Loaded table');

    const events = await request('GET', `/organizations/${org}/audit-log?record_type=tax_table&per_page=100`, {
      token: owner.token,
    });
    expect(events.body.data.data.map((event: Json) => event.action)).toContain('create');

    expect((await request('DELETE', `${path()}/${id}`, { token: hr.token })).status).toBe(403);
    expect((await request('DELETE', `${path(other)}/${id}`, { token: officer.token })).status).toBe(404);
    expect((await request('DELETE', `${path()}/${id}`, { token: officer.token })).status).toBe(204);
    expect((await request('DELETE', `${path()}/${id}`, { token: officer.token })).status).toBe(404);
    expect((await request('GET', path(), { token: officer.token })).body.data.data).toEqual([]);
    const gone = await withholding(officer, { gross: '1000.00', period: 'weekly', pay_date: '2027-07-14' });
    expect(gone.status).toBe(422);
  });

  it('refuses rows out of order, overlaps with another loaded table and other roles', async () => {
    const badRows = await request('POST', path(), {
      token: officer.token,
      body: {
        ...table2027,
        rows: [
          { less_than: 500, a: '0.1', b: '0' },
          { less_than: 400, a: '0.2', b: '1' },
          { less_than: null, a: '2', b: 'x' },
        ],
      },
    });
    expect(badRows.status).toBe(422);
    expect((await request('POST', path(), { token: hr.token, body: table2027 })).status).toBe(403);

    const first = await request('POST', path(), { token: officer.token, body: table2027 });
    expect(first.status).toBe(201);
    const clash = await request('POST', path(), {
      token: officer.token,
      body: { ...table2027, applies_from: '2028-01-01' },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.applies_from[0]).toContain('already covers');
  });
});
