import { beforeAll, describe, expect, it } from 'vitest';
import { readPayrollSettings } from '../src/core/payroll/run-people.ts';
import { getPayrollSettings } from '../src/core/payroll/setup.ts';
import { payrollSettingsEntity } from '../src/core/payroll/setup-entities.ts';
import { addSchedule, as, payrollSetupWorld, schedulesPath, VALID_ABN } from './payroll-setup-support.ts';
import { dataOf, type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 17 §1: payroll settings (ABN checksum, bank account, default super rate) and pay schedules;
 * versions, another organization, roles. Employees' effective-dated pay:
 * payroll-employee-pay.int.test.ts. Pay items: payroll-pay-items.int.test.ts.
 */

let owner: TestUser;
let org: number;
let payrollOfficer: TestUser;
let hr: TestUser;
let self: TestUser;
let manager: TestUser;
let stranger: TestUser;
let strangerOrg: number;

const settingsPath = () => `/organizations/${org}/payroll-settings`;

beforeAll(async () => {
  ({ owner, org, payrollOfficer, hr, self, manager, stranger, strangerOrg } = await payrollSetupWorld());
}, 120_000);

describe('payroll settings', () => {
  it('answers the defaults before they are saved, then saves a valid ABN and bank account with an audit event', async () => {
    const before = await as(owner, 'GET', settingsPath());
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ abn: null, default_super_rate: '12.00', version: null });
    const saved = await as(payrollOfficer, 'PUT', settingsPath(), {
      abn: VALID_ABN,
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      bank_account_name: 'Wattle Pty Ltd',
      apca_user_id: '301500',
      bank_code: 'cba',
    });
    expect(dataOf(saved)).toMatchObject({
      abn: '51824753556',
      bank_bsb: '062-000',
      bank_code: 'CBA',
      default_super_rate: '12.00',
      version: 1,
    });
    const log = await as(owner, 'GET', `/organizations/${org}/audit-log?record_type=payroll_settings`);
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(JSON.stringify(log.body.data)).toContain('Payroll settings');
    expect((await getPayrollSettingsAs(org)).abn).toBe('51824753556');
  });

  it('refuses a bad ABN, BSB, APCA id and bank code with 422', async () => {
    const answer = await as(owner, 'PUT', settingsPath(), {
      abn: '51 824 753 557',
      bank_bsb: '06200',
      apca_user_id: '12',
      bank_code: 'C1',
      version: 1,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['abn', 'apca_user_id', 'bank_bsb', 'bank_code']);
    expect(answer.body.errors.abn).toEqual(['Enter a valid ABN (11 digits).']);
  });

  it('answers 409 for a stale version and a first save that names one', async () => {
    const stale = await as(owner, 'PUT', settingsPath(), { abn: VALID_ABN, default_super_rate: '11.50', version: 9 });
    expect(stale.status).toBe(409);
    const fresh = await as(stranger, 'PUT', `/organizations/${strangerOrg}/payroll-settings`, {
      abn: VALID_ABN,
      version: 3,
    });
    expect(fresh.status).toBe(409);
    const updated = await as(owner, 'PUT', settingsPath(), { abn: VALID_ABN, default_super_rate: '11.50', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ default_super_rate: '11.50', version: 2, bank_bsb: null });
  });

  it('keeps the employer state or territory (audited) and refuses one that is not an Australian state', async () => {
    expect((await as(owner, 'GET', settingsPath())).body.data.state).toBeNull();
    const bad = await as(owner, 'PUT', settingsPath(), { abn: VALID_ABN, state: 'XX', version: 2 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['state']);
    const saved = await as(owner, 'PUT', settingsPath(), { abn: VALID_ABN, state: 'NT', version: 2 });
    expect(dataOf(saved)).toMatchObject({ state: 'NT', version: 3 });
    const log = await as(owner, 'GET', `/organizations/${org}/audit-log?record_type=payroll_settings`);
    expect(JSON.stringify(log.body.data)).toContain('Employer state or territory');
    const cleared = await as(owner, 'PUT', settingsPath(), { abn: VALID_ABN, state: '', version: 3 });
    expect(cleared.body.data).toMatchObject({ state: null, version: 4 });
  });

  it('lets HR read but not change them, and refuses employees and other organizations', async () => {
    expect((await as(hr, 'GET', settingsPath())).status).toBe(200);
    expect((await as(hr, 'PUT', settingsPath(), { abn: VALID_ABN, version: 4 })).status).toBe(403);
    expect((await as(self, 'GET', settingsPath())).status).toBe(403);
    expect((await as(stranger, 'GET', settingsPath())).status).toBe(404);
  });
});

describe('the payroll ABN', () => {
  it('is the workspace’s registration number unless payroll names another: typed once, still editable', async () => {
    const own = await signUp('ABN Owner');
    const created = await request('POST', '/organizations', {
      token: own.token,
      body: organizationBody({ registration_number: '51 824 753 556' }),
    });
    const id = created.body.data.id;
    const path = `/organizations/${id}/payroll-settings`;
    const first = await as(own, 'GET', path);
    expect(first.body.data).toMatchObject({ abn: '51824753556', abn_from_registration: true, version: null });
    // What payslips and STP read before payroll settings are ever saved.
    expect((await readPayrollSettings(id))?.abn).toBe('51824753556');
    // Saving the same ABN keeps none of payroll's own: it follows the registration number.
    const saved = await as(own, 'PUT', path, { abn: '51 824 753 556' });
    expect(saved.body.data).toMatchObject({ abn: '51824753556', abn_from_registration: true, version: 1 });
    expect((await payrollSettingsEntity().get({ organization_id: id }).go()).data?.abn).toBeUndefined();
    const organization = (await request('GET', `/organizations/${id}`, { token: own.token })).body.data;
    const renumbered = await request('PUT', `/organizations/${id}`, {
      token: own.token,
      body: { ...organization, registration_number: '53 004 085 616' },
    });
    expect(renumbered.status, JSON.stringify(renumbered.body)).toBe(200);
    expect((await as(own, 'GET', path)).body.data).toMatchObject({ abn: '53004085616', abn_from_registration: true });
    expect((await readPayrollSettings(id))?.abn).toBe('53004085616');
    // Another ABN for payroll is payroll's own, and stays when the registration number changes.
    const other = await as(own, 'PUT', path, { abn: '33 051 775 556', version: 1 });
    expect(other.body.data).toMatchObject({ abn: '33051775556', abn_from_registration: false, version: 2 });
    await request('PUT', `/organizations/${id}`, {
      token: own.token,
      body: { ...organization, registration_number: '83 914 571 673', version: renumbered.body.data.version },
    });
    expect((await as(own, 'GET', path)).body.data).toMatchObject({ abn: '33051775556', abn_from_registration: false });
    expect((await readPayrollSettings(id))?.abn).toBe('33051775556');
  });

  it('is empty when the registration number is no ABN', async () => {
    const own = await signUp('No ABN Owner');
    const created = await request('POST', '/organizations', {
      token: own.token,
      body: organizationBody({ registration_number: 'ACN 004 085 616' }),
    });
    const answer = await as(own, 'GET', `/organizations/${created.body.data.id}/payroll-settings`);
    expect(answer.body.data).toMatchObject({ abn: null, abn_from_registration: false });
  });
});

async function getPayrollSettingsAs(organizationId: number) {
  // The export the pay-run slice uses: no request context needed.
  return getPayrollSettings(organizationId);
}

describe('pay schedules', () => {
  it('adds a schedule with its period end, lists it, edits it with a version and refuses nonsense', async () => {
    const created = await addSchedule(owner, org, {
      name: 'Monthly salaried',
      frequency: 'monthly',
      period_start: '2026-07-01',
      pay_date: '2026-07-31',
    });
    expect(created).toMatchObject({
      frequency: 'monthly',
      period_start: '2026-07-01',
      period_end: '2026-07-31',
      version: 1,
    });
    const list = await as(owner, 'GET', schedulesPath(org));
    expect(list.body.data.map((entry: Json) => entry.name)).toContain('Monthly salaried');
    const before = await as(owner, 'POST', schedulesPath(org), {
      name: 'Backwards',
      frequency: 'weekly',
      period_start: '2026-07-06',
      pay_date: '2026-07-01',
    });
    expect(before.status).toBe(422);
    expect(before.body.errors.pay_date).toEqual(['The pay date cannot be before the period starts.']);
    const badFrequency = await as(owner, 'POST', schedulesPath(org), {
      name: 'X',
      frequency: 'daily',
      period_start: '2026-07-06',
      pay_date: '2026-07-08',
    });
    expect(badFrequency.status).toBe(422);
    const path = `${schedulesPath(org)}/${created.id}`;
    const renamed = await as(owner, 'PATCH', path, { name: 'Monthly', version: 1 });
    expect(dataOf(renamed)).toMatchObject({ name: 'Monthly', version: 2 });
    expect((await as(owner, 'PATCH', path, { name: 'Stale', version: 1 })).status).toBe(409);
    expect((await as(owner, 'PATCH', path, { pay_date: '2026-10-01', version: 2 })).status).toBe(422);
  });

  it("answers 404 for another organization's schedule and refuses roles without payroll edit", async () => {
    const created = await addSchedule(owner, org, { name: 'Private' });
    const foreign = await as(stranger, 'PATCH', `/organizations/${strangerOrg}/pay-schedules/${created.id}`, {
      name: 'Hijacked',
      version: 1,
    });
    expect(foreign.status).toBe(404);
    expect((await as(stranger, 'DELETE', `/organizations/${strangerOrg}/pay-schedules/${created.id}`)).status).toBe(
      404,
    );
    expect(
      (
        await as(hr, 'POST', schedulesPath(org), {
          name: 'HR',
          frequency: 'weekly',
          period_start: '2026-07-06',
          pay_date: '2026-07-08',
        })
      ).status,
    ).toBe(403);
    expect((await as(manager, 'DELETE', `${schedulesPath(org)}/${created.id}`)).status).toBe(403);
    expect((await as(owner, 'DELETE', `${schedulesPath(org)}/${created.id}`)).status).toBe(204);
    expect((await as(owner, 'DELETE', `${schedulesPath(org)}/${created.id}`)).status).toBe(404);
  });
});
