import { NO_ACCESS_CODE, NO_ACCESS_MESSAGE } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import {
  addMember,
  CLEAR,
  editable,
  FIELDS,
  history,
  MASKED,
  rawEmployee,
  rawPartition,
  reveal,
  SECRETS,
  SENT,
  workspacePerTest,
} from './payroll-identifiers-support.ts';
import { request, signUp } from './support.ts';

/**
 * Payroll identifiers encrypted at rest, masked in answers and revealed only to those allowed, with
 * an audit event. Updating them, visa expiry and custom roles: payroll-identifier-updates.int.test.ts.
 */

const world = workspacePerTest();

describe('payroll identifiers at rest', () => {
  it('are encrypted before they reach DynamoDB: no stored item holds a clear value', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    const item = await rawEmployee(world.fixture.organization.id, employee.id);
    for (const field of FIELDS) expect(item[field]).toMatch(/^enc:v1:local\.[0-9a-f]{16}:[A-Za-z0-9_-]{40,}$/);
    // Updates and their history events, the directory shards and the counters: still nothing.
    const update = await request('PUT', `/employees/${employee.id}`, {
      token: world.owner.token,
      body: editable(employee, { phone_number: '0499 999 999', bank_account_number: '8765 4321' }),
    });
    expect(update.status).toBe(200);
    const text = JSON.stringify(await rawPartition(world.fixture.organization.id));
    for (const secret of [...SECRETS, '87654321', '8765 4321']) expect(text, secret).not.toContain(secret);
    expect(text).toContain('Bank Account Number: changed');
  });

  it('are masked in every answer: create, read, update, status and list', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    expect(employee).toMatchObject(MASKED);
    const read = await request('GET', `/employees/${employee.id}`, { token: world.owner.token });
    expect(read.body.data).toMatchObject(MASKED);
    const status = await request('PATCH', `/employees/${employee.id}/status`, {
      token: world.owner.token,
      body: { status: 'Active', version: read.body.data.version },
    });
    expect(status.body.data).toMatchObject(MASKED);
    const list = await request('GET', `/employees?organization_id=${world.fixture.organization.id}`, {
      token: world.owner.token,
    });
    const text = JSON.stringify(list.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('••••');
  });
});

describe('revealing payroll identifiers', () => {
  it('returns the clear values to owners and admins and audits every reveal', async () => {
    const employee = await createEmployee(world.owner, world.fixture, SENT);
    const admin = await addMember(world.fixture.organization.id, 'admin', 'Adam Admin');
    const before = Date.now();
    const byOwner = await reveal(world.owner, employee.id);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data).toEqual(CLEAR);
    expect(byOwner.headers.get('cache-control')).toBe('no-store');
    const byAdmin = await reveal(admin, employee.id);
    expect(byAdmin.body.data).toEqual(CLEAR);

    const events = (await history(world.owner, employee.id)).filter((event) => event.event_type === 'Payroll Revealed');
    expect(events.map((event) => event.changed_by)).toEqual(['Adam Admin', 'Olive Owner']);
    expect(events[1]).toMatchObject({
      employee_id: employee.id,
      employee_name: `${employee.first_name} ${employee.last_name}`,
      changed_by_id: world.owner.id,
      details:
        'Payroll identifiers revealed: Tax File Number (TFN), Super Member Number, Bank BSB, Bank Account Number',
      changes: [],
    });
    expect(Date.parse(events[1].occurred_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(events[1].occurred_at)).toBeLessThanOrEqual(Date.now());
    // The organization's log and its event-type filter show it too.
    const log = await request(
      'GET',
      `/employees/history?organization_id=${world.fixture.organization.id}&employee_id=${employee.id}&event_type=Payroll%20Revealed`,
      { token: world.owner.token },
    );
    expect(log.body.data.data).toHaveLength(2);
    for (const secret of SECRETS) expect(JSON.stringify(log.body)).not.toContain(secret);
  });

  it('refuses other members (403) and other organizations (404), without an audit event', async () => {
    // A manager (no payroll identifiers group) whose report the employee is.
    const managerRecord = await createEmployee(world.owner, world.fixture, { first_name: 'Mia', last_name: 'Manager' });
    const employee = await createEmployee(world.owner, world.fixture, {
      ...SENT,
      reporting_manager_id: managerRecord.id,
    });
    const member = await addMember(world.fixture.organization.id, 'manager', 'Mia Member');
    await membershipEntity()
      .patch({ organization_id: world.fixture.organization.id, user_id: member.id })
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
    expect((await reveal(world.owner, 99_999_999)).status).toBe(404);
    expect((await reveal(world.owner, 0)).status).toBe(404);
    expect((await request('POST', `/employees/${employee.id}/payroll/reveal`)).status).toBe(401);

    const events = await history(world.owner, employee.id);
    expect(events.map((event) => event.event_type)).toEqual(['Hired']);
  });

  it('reveals nulls for an employee with none on record', async () => {
    const employee = await createEmployee(world.owner, world.fixture);
    const response = await reveal(world.owner, employee.id);
    expect(response.body.data).toEqual({
      tax_file_number: null,
      superannuation_member_number: null,
      bank_bsb: null,
      bank_account_number: null,
    });
    const [event] = await history(world.owner, employee.id);
    expect(event.details).toBe('Payroll identifiers revealed: none on record');
  });
});
