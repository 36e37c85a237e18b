import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { todayIn } from '@wattle/shared/dates';
import { VISA_EXPIRY_PAST_MESSAGE } from '@wattle/shared/employees';
import { MASKED_VALUE_MESSAGE } from '@wattle/shared/payroll';
import { describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeBody } from './employee-support.ts';
import {
  CLEAR,
  editable,
  FIELDS,
  history,
  MASKED,
  omit,
  rawEmployee,
  reveal,
  SENT,
  workspacePerTest,
} from './payroll-identifiers-support.ts';
import { seedCustomRole } from './role-support.ts';
import { organizationBody, request, signUp } from './support.ts';

/**
 * Updating payroll identifiers (masked values kept, clear values replaced), visa expiry on create,
 * and a custom role that edits employees without the payroll identifiers group. At rest and
 * revealing: payroll-protection.int.test.ts.
 */

const world = workspacePerTest();

describe('updating payroll identifiers', () => {
  it('reads a value stored in clear before encryption existed, and encrypts it on the next change', async () => {
    const employee = await createEmployee(world.owner, world.fixture);
    const key = { pk: `org#${world.fixture.organization.id}`, sk: `employee#${String(employee.id).padStart(12, '0')}` };
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().employees,
        Key: key,
        UpdateExpression: 'SET tax_file_number = :tfn',
        ExpressionAttributeValues: { ':tfn': CLEAR.tax_file_number },
      }),
    );
    const read = await request('GET', `/employees/${employee.id}`, { token: world.owner.token });
    expect(read.body.data.tax_file_number).toBe(MASKED.tax_file_number);
    const updated = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(read.body.data, { phone_number: '0400 123 456' }),
    });
    expect(updated.status).toBe(200);
    expect((await rawEmployee(world.fixture.organization.id, employee.id)).tax_file_number).toMatch(/^enc:v1:/);
    expect((await reveal(world.owner, employee.id)).body.data.tax_file_number).toBe(CLEAR.tax_file_number);
  });

  it('keeps them when the update leaves them out or sends back their masks', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    const stored = await rawEmployee(world.fixture.organization.id, employee.id);
    const without = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(omit(employee, FIELDS), { phone_number: '0411 000 001' }),
    });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body.data).toMatchObject(MASKED);
    // The very same ciphertexts: nothing was decrypted and written again.
    const after = await rawEmployee(world.fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(after[field]).toBe(stored[field]);

    const echoed = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(without.body.data, { phone_number: '0411 000 002' }),
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    const afterEcho = await rawEmployee(world.fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(afterEcho[field]).toBe(stored[field]);
    expect((await reveal(world.owner, employee.id)).body.data).toEqual(CLEAR);

    const details = (await history(world.owner, employee.id))
      .filter((event) => event.event_type === 'Profile Update')
      .map((event) => event.details);
    expect(details).toEqual(['Phone Number: 0411 000 001 → 0411 000 002', 'Phone Number: 0400 000 000 → 0411 000 001']);
  });

  it('replaces one value, removes with null or blank, and refuses any other masked text', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    const replaced = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(employee, { tax_file_number: '876 543 210' }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ ...MASKED, tax_file_number: '••••3210' });
    expect((await reveal(world.owner, employee.id)).body.data).toEqual({ ...CLEAR, tax_file_number: '876543210' });

    const removed = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(replaced.body.data, { bank_bsb: null, superannuation_member_number: '' }),
    });
    expect(removed.body.data).toMatchObject({ bank_bsb: null, superannuation_member_number: null });
    const item = await rawEmployee(world.fixture.organization.id, employee.id);
    expect(item.bank_bsb).toBeUndefined();
    expect(item.superannuation_member_number).toBeUndefined();

    const events = (await history(world.owner, employee.id)).map((event) => event.details);
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
        token: world.owner.token,
        body: editable(current, { [field]: value }),
      });
      expect(refused.status, field).toBe(422);
      expect(refused.body.errors).toEqual({ [field]: [MASKED_VALUE_MESSAGE] });
    }
    const invalid = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(current, { tax_file_number: '123456789' }),
    });
    expect(invalid.body.errors).toEqual({ tax_file_number: ['The tax file number is not valid.'] });
    const masked = await request('POST', '/employees', {
      token: world.owner.token,
      body: employeeBody(world.fixture, { bank_account_number: '••••5678' }),
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
      const response = await request('POST', '/employees', {
        token: world.owner.token,
        body: employeeBody(world.fixture, fields),
      });
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
      await request('POST', '/organizations', { token: world.owner.token, body: organizationBody({ timezone }) })
    ).body.data;
    const department = (
      await request('POST', `/organizations/${organization.id}/departments`, {
        token: world.owner.token,
        body: { name: 'Ops' },
      })
    ).body.data;
    const designation = (
      await request('POST', `/departments/${department.id}/designations`, {
        token: world.owner.token,
        body: { title: 'Operator' },
      })
    ).body.data;
    return { ...world.fixture, organization, sales: department, salesRep: designation };
  }

  it("may not be before today in the organization's timezone; updates may keep a past date", async () => {
    // Kiritimati (UTC+14) is always a day or more ahead of Pago Pago (UTC−11).
    const ahead = await organizationIn('Pacific/Kiritimati');
    const behind = await organizationIn('Pacific/Pago_Pago');
    const behindToday = todayIn('Pacific/Pago_Pago');
    const refused = await request('POST', '/employees', {
      token: world.owner.token,
      body: employeeBody(ahead, { visa_type: 'Subclass 482', visa_expiry_date: behindToday }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE] });
    await createEmployee(world.owner, behind, { visa_expiry_date: behindToday });
    const employee = await createEmployee(world.owner, ahead, { visa_expiry_date: todayIn('Pacific/Kiritimati') });

    // Only on create: a record whose visa has since expired can still be edited.
    const updated = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(employee, { visa_expiry_date: '2020-01-31' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.visa_expiry_date).toBe('2020-01-31');
  });

  it('reports a past visa expiry with the other errors at once', async () => {
    const response = await request('POST', '/employees', {
      token: world.owner.token,
      body: employeeBody(world.fixture, { visa_expiry_date: '2001-01-01', designation_id: world.fixture.engineer.id }),
    });
    expect(response.body.errors).toEqual({
      visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE],
      designation_id: ['The designation does not belong to the selected department.'],
    });
  });
});

describe('a role with employee edits but without the payroll identifiers group', () => {
  it('reads them as null, keeps them when it sends null back, and may not set them (403)', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    await seedCustomRole(world.fixture.organization.id, 1, 'Records clerk', {
      employees: { view: 'organization', edit: 'organization' },
    });
    const clerk = await signUp('Cleo Clerk');
    await membershipEntity()
      .create({
        organization_id: world.fixture.organization.id,
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
      body: { ...seen.body.data, organization_id: world.fixture.organization.id, phone_number: '0400 111 222' },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await reveal(world.owner, employee.id)).body.data).toEqual(CLEAR);
    const setting = await request('PUT', `/employees/${employee.id}`, {
      token: clerk.token,
      body: { ...kept.body.data, organization_id: world.fixture.organization.id, bank_bsb: '062-000' },
    });
    expect(setting.status).toBe(403);
    expect((await reveal(clerk, employee.id)).status).toBe(403);
  });
});
