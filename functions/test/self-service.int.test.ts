import { NOT_LINKED_MESSAGE } from '@wattle/shared/self-service';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEmployee } from '../src/core/employees/employee-links.ts';
import { createEmployee, historyOf, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { latestMail } from './mail-inbox.ts';
import { addMember, linkedEmployee, PASSWORD, profileOf, tokenOf } from './self-service-support.ts';
import { type Json, request } from './support.ts';

/** Issue 14 §3: employee self-service — linking, the own profile, bank details with re-authentication. */

let { owner, f, org } = {} as OwnerWorkspace;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olivia Owner'));
}, 60_000);

describe('linking a user to an employee record', () => {
  it('invite → accept links the new Employee member to the record, in both directions', async () => {
    const { employee, user, answer } = await linkedEmployee(owner, f);
    expect(answer.organizations).toContainEqual(
      expect.objectContaining({ id: org, role: 'employee', employee_id: employee.id }),
    );
    const record = await request('GET', `/employees/${employee.id}`, { token: owner.token });
    expect(record.body.data.user_id).toBe(user.id);
    const members = (await request('GET', `/organizations/${org}/members`, { token: owner.token })).body.data as Json[];
    expect(members.find((member) => member.user_id === user.id)).toMatchObject({
      role: 'employee',
      employee_id: employee.id,
      employee_name: `${employee.first_name} ${employee.last_name}`,
    });
    const events = await historyOf(owner, org, `&employee_id=${employee.id}&event_type=Self-Service`);
    expect(events.map((event) => event.details)).toEqual([
      `Accepted the self-service invitation as ${employee.first_name} ${employee.last_name}`,
      `Invited to self-service at ${employee.personal_email}`,
    ]);
    const me = await request('GET', '/me', { token: user.token });
    expect(me.body.data.organizations).toContainEqual(expect.objectContaining({ id: org, employee_id: employee.id }));
  });

  it('refuses a second link: inviting a linked record (409), a trashed one (422), a bad e-mail (422)', async () => {
    const { employee } = await linkedEmployee(owner, f);
    const again = await request('POST', `/employees/${employee.id}/self-service-invitation`, {
      token: owner.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This employee record is already linked to a member.');

    const trashed = await createEmployee(owner, f);
    await request('DELETE', `/employees/${trashed.id}`, { token: owner.token });
    const toTrash = await request('POST', `/employees/${trashed.id}/self-service-invitation`, {
      token: owner.token,
      body: {},
    });
    expect(toTrash.status).toBe(422);

    const other = await createEmployee(owner, f);
    const bad = await request('POST', `/employees/${other.id}/self-service-invitation`, {
      token: owner.token,
      body: { email: 'not an e-mail' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Email address is invalid.']);
  });

  it('an accept whose record was linked meanwhile is refused with 409 and keeps the invitation', async () => {
    const employee = await createEmployee(owner, f);
    const email = `late-${Date.now()}@example.test`;
    const invited = await request('POST', `/employees/${employee.id}/self-service-invitation`, {
      token: owner.token,
      body: { email },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: 'employee', employee_id: employee.id });
    const token = tokenOf(await latestMail(email, `Join ${f.organization.name} on Wattle HR`));
    // Meanwhile an existing member is linked to the record.
    const manager = await addMember(org, 'Max Manager', 'manager');
    const linked = await request('PATCH', `/organizations/${org}/members/${manager.id}`, {
      token: owner.token,
      body: { employee_id: employee.id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const refused = await request('POST', `/invitations/${token}/accept`, {
      body: { name: 'Late', password: PASSWORD },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already linked to an account/);
    expect((await request('GET', `/invitations/${token}`)).status).toBe(200);
  });

  it('links and unlinks an existing member (access.edit), one record per member and one member per record', async () => {
    const manager = await addMember(org, 'Mia Manager', 'manager');
    const other = await addMember(org, 'Oscar Other', 'manager');
    const record = await createEmployee(owner, f, { first_name: 'Mia', last_name: 'Manager' });
    const second = await createEmployee(owner, f);
    const patch = (userId: number, body: unknown, token = owner.token) =>
      request('PATCH', `/organizations/${org}/members/${userId}`, { token, body });

    const linked = await patch(manager.id, { employee_id: record.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({ employee_id: record.id, employee_name: 'Mia Manager', role: 'manager' });
    expect((await readEmployee(org, record.id))?.user_id).toBe(manager.id);
    // The same record for someone else, or another record for a linked member while it is linked.
    const taken = await patch(other.id, { employee_id: record.id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This employee record is already linked to a member.');
    // A manager has no access.edit.
    expect((await patch(other.id, { employee_id: second.id }, manager.token)).status).toBe(403);
    // Moving the link: the old record is free again.
    const moved = await patch(manager.id, { employee_id: second.id });
    expect(moved.status).toBe(200);
    expect((await readEmployee(org, record.id))?.user_id).toBeUndefined();
    expect((await readEmployee(org, second.id))?.user_id).toBe(manager.id);
    // Role and link in one request; the role behaviour is unchanged.
    const both = await patch(manager.id, { role: 'payroll_officer', employee_id: null });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ role: 'payroll_officer', employee_id: null, employee_name: null });
    expect((await readEmployee(org, second.id))?.user_id).toBeUndefined();
    await patch(manager.id, { role: 'manager' });
    expect((await patch(manager.id, { employee_id: 'abc' })).status).toBe(422);
    expect((await patch(manager.id, {})).status).toBe(422);
    expect((await patch(manager.id, { employee_id: 999_999_999 })).status).toBe(422);

    const audit = await request(
      'GET',
      `/organizations/${org}/audit-log?per_page=100&record_type=membership&record_id=${manager.id}`,
      {
        token: owner.token,
      },
    );
    const summaries = (audit.body.data.data as Json[]).map((event) => event.summary);
    expect(summaries).toContain(`Linked Mia Manager to the employee record of Mia Manager (${record.employee_code})`);

    // Removing the member frees the record.
    await patch(manager.id, { employee_id: record.id });
    expect(
      (await request('DELETE', `/organizations/${org}/members/${manager.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await readEmployee(org, record.id))?.user_id).toBeUndefined();
  });
});

describe('my profile', () => {
  it('answers 404 with a clear message when no record is linked', async () => {
    const answer = await profileOf(org, owner);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(NOT_LINKED_MESSAGE);
  });

  it("reads the caller's own record with payroll identifiers masked", async () => {
    const { employee, user } = await linkedEmployee(owner, f, {
      tax_file_number: '123456782',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      emergency_contact_name: 'Pat Citizen',
    });
    const answer = await profileOf(org, user);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: employee.id,
      employee_code: employee.employee_code,
      department: { name: 'Sales' },
      designation: { title: 'Sales Representative' },
      tax_file_number: '••••6782',
      bank_bsb: '••••-000',
      bank_account_number: '••••5678',
      emergency_contact_name: 'Pat Citizen',
      user_id: user.id,
    });
    expect(answer.body.data).not.toHaveProperty('applicant_id');
    expect(JSON.stringify(answer.body)).not.toContain('12345678');
  });

  it('edits personal, contact and emergency details: version-checked, only those fields, written to history', async () => {
    const { employee, user } = await linkedEmployee(owner, f);
    const patch = (body: Record<string, unknown>) =>
      request('PATCH', '/self-service/profile', { token: user.token, body: { organization_id: org, ...body } });

    const noVersion = await patch({ phone_number: '0411 111 111' });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors.version).toBeDefined();
    expect((await patch({ phone_number: '0411 111 111', version: employee.version + 5 })).status).toBe(409);
    const forbidden = await patch({ status: 'Active', version: employee.version });
    expect(forbidden.status).toBe(422);
    expect(forbidden.body.message).toMatch(/Only your personal, contact and emergency details/);
    expect((await patch({ bank_account_number: '99999999', version: employee.version })).status).toBe(422);
    const blank = await patch({ first_name: ' ', version: employee.version });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.first_name).toEqual(['First Name is required']);

    const saved = await patch({
      phone_number: '0411 111 111',
      emergency_contact_name: 'Sam Sibling',
      emergency_contact_phone: '0422 222 222',
      version: employee.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      phone_number: '0411 111 111',
      emergency_contact_name: 'Sam Sibling',
      status: employee.status,
      version: employee.version + 1,
    });
    const [event] = await historyOf(owner, org, `&employee_id=${employee.id}&event_type=Profile Update`);
    expect(event?.details).toBe(
      'Phone Number: 0400 000 000 → 0411 111 111; Contact Name: (none) → Sam Sibling; Contact Phone: (none) → 0422 222 222',
    );
    expect(event?.changed_by).toBe(`${employee.first_name} ${employee.last_name}`);
    // The directory shows the new phone number.
    const list = await request('GET', `/employees?organization_id=${org}&search=${employee.employee_code}`, {
      token: owner.token,
    });
    expect(list.body.data.data[0]?.phone_number).toBe('0411 111 111');
    // An Employee member cannot use the HR routes to do more.
    const hr = await request('PUT', `/employees/${employee.id}`, { token: user.token, body: {} });
    expect(hr.status).toBe(403);
  });
});
