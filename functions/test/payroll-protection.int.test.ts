import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { todayIn } from '@wattle/shared/dates';
import { VISA_EXPIRY_PAST_MESSAGE } from '@wattle/shared/employees';
import { MASKED_VALUE_MESSAGE } from '@wattle/shared/payroll';
import { NO_ACCESS_CODE, NO_ACCESS_MESSAGE } from '@wattle/shared/permissions';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture, employeeBody, employeeFixture } from './employee-support.ts';
import { seedCustomRole } from './role-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** What a client sends, and the normalized clear values the reveal returns. */
const SENT = {
  tax_file_number: '123 456 782',
  superannuation_member_number: 'SM-99887766',
  bank_bsb: '062000',
  bank_account_number: '1234 5678',
};
const CLEAR = {
  tax_file_number: '123456782',
  superannuation_member_number: 'SM-99887766',
  bank_bsb: '062-000',
  bank_account_number: '12345678',
};
const MASKED = {
  tax_file_number: '••••6782',
  superannuation_member_number: '••••7766',
  bank_bsb: '••••-000',
  bank_account_number: '••••5678',
};
/** Any of these in stored data would be a leak. */
const SECRETS = ['123456782', '123 456 782', '99887766', '062-000', '062000', '12345678', '1234 5678'];
const FIELDS = Object.keys(CLEAR) as (keyof typeof CLEAR)[];

async function rawEmployee(organizationId: number, employeeId: number) {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableNames().employees,
      Key: { pk: `org#${organizationId}`, sk: `employee#${String(employeeId).padStart(12, '0')}` },
    }),
  );
  if (!result.Item) throw new Error('no item');
  return result.Item;
}

/** Every item of the organization in the employees table: record, history, directory, counters. */
async function rawPartition(organizationId: number) {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().employees,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
    }),
  );
  return result.Items ?? [];
}

async function addMember(organizationId: number, role: 'admin' | 'hr_manager' | 'manager', name: string) {
  const user = await signUp(name);
  await membershipEntity()
    .create({
      organization_id: organizationId,
      user_id: user.id,
      role,
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

const reveal = (user: TestUser, employeeId: number) =>
  request('POST', `/employees/${employeeId}/payroll/reveal`, { token: user.token });

async function history(user: TestUser, employeeId: number) {
  const response = await request('GET', `/employees/${employeeId}/history?per_page=100`, { token: user.token });
  return response.body.data.data as Json[];
}

/** The editable fields of an answer, as an update body (payroll identifiers as they came: masked). */
function editable(employee: Json, overrides: Record<string, unknown> = {}) {
  const {
    id: _id,
    department: _d,
    designation: _g,
    reporting_manager: _m,
    trashed_at: _t,
    created_at: _c,
    updated_at: _u,
    applicant_id: _a,
    ...fields
  } = employee;
  return { ...fields, ...overrides };
}

function omit(employee: Json, fields: readonly string[]) {
  return Object.fromEntries(Object.entries(employee).filter(([key]) => !fields.includes(key)));
}

let owner: TestUser;
let fixture: EmployeeFixture;
beforeAll(async () => {
  owner = await signUp('Olive Owner');
});
// A workspace per test: a TFN may be on one employee of an organization only.
beforeEach(async () => {
  fixture = await employeeFixture(owner);
});

describe('payroll identifiers at rest', () => {
  it('are encrypted before they reach DynamoDB: no stored item holds a clear value', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    const item = await rawEmployee(fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(item[field]).toMatch(/^enc:v1:local\.[0-9a-f]{16}:[A-Za-z0-9_-]{40,}$/);
    // Updates and their history events, the directory shards and the counters: still nothing.
    const update = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(employee, { phone_number: '0499 999 999', bank_account_number: '8765 4321' }),
    });
    expect(update.status).toBe(200);
    const text = JSON.stringify(await rawPartition(fixture.organization.id));
    for (const secret of [...SECRETS, '87654321', '8765 4321']) expect(text, secret).not.toContain(secret);
    expect(text).toContain('Bank Account Number: changed');
  });

  it('are masked in every answer: create, read, update, status and list', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    expect(employee).toMatchObject(MASKED);
    const read = await request('GET', `/employees/${employee.id}`, { token: owner.token });
    expect(read.body.data).toMatchObject(MASKED);
    const status = await request('PATCH', `/employees/${employee.id}/status`, {
      token: owner.token,
      body: { status: 'Active', version: read.body.data.version },
    });
    expect(status.body.data).toMatchObject(MASKED);
    const list = await request('GET', `/employees?organization_id=${fixture.organization.id}`, { token: owner.token });
    const text = JSON.stringify(list.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('••••');
  });
});

describe('revealing payroll identifiers', () => {
  it('returns the clear values to owners and admins and audits every reveal', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    const admin = await addMember(fixture.organization.id, 'admin', 'Adam Admin');
    const before = Date.now();
    const byOwner = await reveal(owner, employee.id);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data).toEqual(CLEAR);
    expect(byOwner.headers.get('cache-control')).toBe('no-store');
    const byAdmin = await reveal(admin, employee.id);
    expect(byAdmin.body.data).toEqual(CLEAR);

    const events = (await history(owner, employee.id)).filter((event) => event.event_type === 'Payroll Revealed');
    expect(events.map((event) => event.changed_by)).toEqual(['Adam Admin', 'Olive Owner']);
    expect(events[1]).toMatchObject({
      employee_id: employee.id,
      employee_name: `${employee.first_name} ${employee.last_name}`,
      changed_by_id: owner.id,
      details:
        'Payroll identifiers revealed: Tax File Number (TFN), Super Member Number, Bank BSB, Bank Account Number',
      changes: [],
    });
    expect(Date.parse(events[1].occurred_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(events[1].occurred_at)).toBeLessThanOrEqual(Date.now());
    // The organization's log and its event-type filter show it too.
    const log = await request(
      'GET',
      `/employees/history?organization_id=${fixture.organization.id}&employee_id=${employee.id}&event_type=Payroll%20Revealed`,
      { token: owner.token },
    );
    expect(log.body.data.data).toHaveLength(2);
    for (const secret of SECRETS) expect(JSON.stringify(log.body)).not.toContain(secret);
  });

  it('refuses other members (403) and other organizations (404), without an audit event', async () => {
    // A manager (no payroll identifiers group) whose report the employee is.
    const managerRecord = await createEmployee(owner, fixture, { first_name: 'Mia', last_name: 'Manager' });
    const employee = await createEmployee(owner, fixture, { ...SENT, reporting_manager_id: managerRecord.id });
    const member = await addMember(fixture.organization.id, 'manager', 'Mia Member');
    await membershipEntity()
      .patch({ organization_id: fixture.organization.id, user_id: member.id })
      .set({ employee_id: managerRecord.id })
      .go();
    const forbidden = await reveal(member, employee.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: NO_ACCESS_MESSAGE, code: NO_ACCESS_CODE });
    // The manager sees the report's record without the identifiers, not even masked.
    const seen = await request('GET', `/employees/${employee.id}`, { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject(Object.fromEntries(Object.keys(MASKED).map((field) => [field, null])));

    const stranger = await signUp('Sam Stranger');
    await employeeFixture(stranger);
    const elsewhere = await reveal(stranger, employee.id);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'Employee not found.' });
    expect((await reveal(owner, 99_999_999)).status).toBe(404);
    expect((await reveal(owner, 0)).status).toBe(404);
    expect((await request('POST', `/employees/${employee.id}/payroll/reveal`)).status).toBe(401);

    const events = await history(owner, employee.id);
    expect(events.map((event) => event.event_type)).toEqual(['Hired']);
  });

  it('reveals nulls for an employee with none on record', async () => {
    const employee = await createEmployee(owner, fixture);
    const response = await reveal(owner, employee.id);
    expect(response.body.data).toEqual({
      tax_file_number: null,
      superannuation_member_number: null,
      bank_bsb: null,
      bank_account_number: null,
    });
    const [event] = await history(owner, employee.id);
    expect(event.details).toBe('Payroll identifiers revealed: none on record');
  });
});

describe('updating payroll identifiers', () => {
  it('reads a value stored in clear before encryption existed, and encrypts it on the next change', async () => {
    const employee = await createEmployee(owner, fixture);
    const key = { pk: `org#${fixture.organization.id}`, sk: `employee#${String(employee.id).padStart(12, '0')}` };
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().employees,
        Key: key,
        UpdateExpression: 'SET tax_file_number = :tfn',
        ExpressionAttributeValues: { ':tfn': CLEAR.tax_file_number },
      }),
    );
    const read = await request('GET', `/employees/${employee.id}`, { token: owner.token });
    expect(read.body.data.tax_file_number).toBe(MASKED.tax_file_number);
    const updated = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(read.body.data, { phone_number: '0400 123 456' }),
    });
    expect(updated.status).toBe(200);
    expect((await rawEmployee(fixture.organization.id, employee.id)).tax_file_number).toMatch(/^enc:v1:/);
    expect((await reveal(owner, employee.id)).body.data.tax_file_number).toBe(CLEAR.tax_file_number);
  });

  it('keeps them when the update leaves them out or sends back their masks', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    const stored = await rawEmployee(fixture.organization.id, employee.id);
    const without = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(omit(employee, FIELDS), { phone_number: '0411 000 001' }),
    });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body.data).toMatchObject(MASKED);
    // The very same ciphertexts: nothing was decrypted and written again.
    const after = await rawEmployee(fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(after[field]).toBe(stored[field]);

    const echoed = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(without.body.data, { phone_number: '0411 000 002' }),
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    const afterEcho = await rawEmployee(fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(afterEcho[field]).toBe(stored[field]);
    expect((await reveal(owner, employee.id)).body.data).toEqual(CLEAR);

    const details = (await history(owner, employee.id))
      .filter((event) => event.event_type === 'Profile Update')
      .map((event) => event.details);
    expect(details).toEqual(['Phone Number: 0411 000 001 → 0411 000 002', 'Phone Number: 0400 000 000 → 0411 000 001']);
  });

  it('replaces one value, removes with null or blank, and refuses any other masked text', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    const replaced = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(employee, { tax_file_number: '876 543 210' }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ ...MASKED, tax_file_number: '••••3210' });
    expect((await reveal(owner, employee.id)).body.data).toEqual({ ...CLEAR, tax_file_number: '876543210' });

    const removed = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(replaced.body.data, { bank_bsb: null, superannuation_member_number: '' }),
    });
    expect(removed.body.data).toMatchObject({ bank_bsb: null, superannuation_member_number: null });
    const item = await rawEmployee(fixture.organization.id, employee.id);
    expect(item.bank_bsb).toBeUndefined();
    expect(item.superannuation_member_number).toBeUndefined();

    const events = (await history(owner, employee.id)).map((event) => event.details);
    expect(events.slice(0, 3)).toEqual([
      'Super Member Number: changed; Bank BSB: changed',
      'Payroll identifiers revealed: Tax File Number (TFN), Super Member Number, Bank BSB, Bank Account Number',
      'Tax File Number (TFN): changed',
    ]);

    const current = removed.body.data;
    for (const [field, value] of [
      ['tax_file_number', '••••0000'],
      ['bank_account_number', '•••• 5678'],
      ['bank_bsb', '••••-000'],
      ['superannuation_member_number', '•'],
    ] as const) {
      const refused = await request('PUT', `/employees/${employee.id}`, {
        token: owner.token,
        body: editable(current, { [field]: value }),
      });
      expect(refused.status, field).toBe(422);
      expect(refused.body.errors).toEqual({ [field]: [MASKED_VALUE_MESSAGE] });
    }
    const invalid = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(current, { tax_file_number: '123456789' }),
    });
    expect(invalid.body.errors).toEqual({ tax_file_number: ['The tax file number is not valid.'] });
    const masked = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(fixture, { bank_account_number: '••••5678' }),
    });
    expect(masked.body.errors).toEqual({ bank_account_number: [MASKED_VALUE_MESSAGE] });
  });

  it('validates TFNs with the ATO check digits and BSBs as six digits', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ tax_file_number: '123456782' }, 201],
      [{ tax_file_number: '12345678' }, 422],
      [{ tax_file_number: '37118629' }, 201],
      [{ tax_file_number: '123456789' }, 422],
      [{ tax_file_number: '1234567890' }, 422],
      [{ bank_bsb: '062-000' }, 201],
      [{ bank_bsb: '062 000' }, 201],
      [{ bank_bsb: '06200' }, 422],
      [{ bank_bsb: '062-0000' }, 422],
      [{ bank_bsb: 'abc-def' }, 422],
    ];
    for (const [fields, status] of cases) {
      const response = await request('POST', '/employees', { token: owner.token, body: employeeBody(fixture, fields) });
      expect(response.status, JSON.stringify(fields)).toBe(status);
      if (status === 422 && fields.tax_file_number) {
        expect(response.body.errors).toEqual({ tax_file_number: ['The tax file number is not valid.'] });
      }
      if (status === 422 && fields.bank_bsb) {
        expect(response.body.errors).toEqual({ bank_bsb: ['The BSB must be six digits (e.g. 062-000).'] });
      }
    }
  });
});

describe('visa expiry on create', () => {
  async function organizationIn(timezone: string) {
    const organization = (
      await request('POST', '/organizations', { token: owner.token, body: organizationBody({ timezone }) })
    ).body.data;
    const department = (
      await request('POST', `/organizations/${organization.id}/departments`, {
        token: owner.token,
        body: { name: 'Ops' },
      })
    ).body.data;
    const designation = (
      await request('POST', `/departments/${department.id}/designations`, {
        token: owner.token,
        body: { title: 'Operator' },
      })
    ).body.data;
    return { ...fixture, organization, sales: department, salesRep: designation };
  }

  it("may not be before today in the organization's timezone; updates may keep a past date", async () => {
    // Kiritimati (UTC+14) is always a day or more ahead of Pago Pago (UTC−11).
    const ahead = await organizationIn('Pacific/Kiritimati');
    const behind = await organizationIn('Pacific/Pago_Pago');
    const behindToday = todayIn('Pacific/Pago_Pago');
    const refused = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(ahead, { visa_type: 'Subclass 482', visa_expiry_date: behindToday }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE] });
    await createEmployee(owner, behind, { visa_expiry_date: behindToday });
    const employee = await createEmployee(owner, ahead, { visa_expiry_date: todayIn('Pacific/Kiritimati') });

    // Only on create: a record whose visa has since expired can still be edited.
    const updated = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: editable(employee, { visa_expiry_date: '2020-01-31' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.visa_expiry_date).toBe('2020-01-31');
  });

  it('reports a past visa expiry with the other errors at once', async () => {
    const response = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(fixture, { visa_expiry_date: '2001-01-01', designation_id: fixture.engineer.id }),
    });
    expect(response.body.errors).toEqual({
      visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE],
      designation_id: ['The designation does not belong to the selected department.'],
    });
  });
});

describe('a role with employee edits but without the payroll identifiers group', () => {
  it('reads them as null, keeps them when it sends null back, and may not set them (403)', async () => {
    const employee = await createEmployee(owner, fixture, SENT);
    await seedCustomRole(fixture.organization.id, 1, 'Records clerk', {
      employees: { view: 'organization', edit: 'organization' },
    });
    const clerk = await signUp('Cleo Clerk');
    await membershipEntity()
      .create({
        organization_id: fixture.organization.id,
        user_id: clerk.id,
        role: 'custom-1',
        created_at: new Date().toISOString(),
      })
      .go();
    const seen = await request('GET', `/employees/${employee.id}`, { token: clerk.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject(Object.fromEntries(FIELDS.map((field) => [field, null])));
    const kept = await request('PUT', `/employees/${employee.id}`, {
      token: clerk.token,
      body: { ...seen.body.data, organization_id: fixture.organization.id, phone_number: '0400 111 222' },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await reveal(owner, employee.id)).body.data).toEqual(CLEAR);
    const setting = await request('PUT', `/employees/${employee.id}`, {
      token: clerk.token,
      body: { ...kept.body.data, organization_id: fixture.organization.id, bank_bsb: '062-000' },
    });
    expect(setting.status).toBe(403);
    expect((await reveal(clerk, employee.id)).status).toBe(403);
  });
});
