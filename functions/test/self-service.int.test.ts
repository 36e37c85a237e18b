import { NOT_LINKED_MESSAGE } from '@wattle/shared/self-service';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readEmployee } from '../src/core/organizations/employee-links.ts';
import { membershipEntity } from '../src/core/organizations/membership-entity.ts';
import { createEmployee, type EmployeeFixture, employeeFixture, historyOf } from './employee-support.ts';
import { latestMail, mailTo } from './mail-inbox.ts';
import { seedCustomRole } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §3: employee self-service — linking, the own profile, bank details with re-authentication. */

const PASSWORD = 'Self-Service-Wombat-42';

function tokenOf(mail: { text: string }): string {
  const match = /\/invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match?.[1] as string;
}

let owner: TestUser;
let f: EmployeeFixture;
let org: number;

beforeAll(async () => {
  owner = await signUp('Olivia Owner');
  f = await employeeFixture(owner);
  org = f.organization.id;
}, 60_000);

/** A new employee record invited to self-service and accepted by a new person: their session. */
async function linkedEmployee(overrides: Record<string, unknown> = {}) {
  const employee = await createEmployee(owner, f, { first_name: 'Eve', ...overrides });
  const invited = await request('POST', `/employees/${employee.id}/self-service-invitation`, {
    token: owner.token,
    body: {},
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await latestMail(employee.personal_email, `Join ${f.organization.name} on Wattle HR`);
  const accepted = await request('POST', `/invitations/${tokenOf(mail)}/accept`, {
    body: { name: `${employee.first_name} ${employee.last_name}`, password: PASSWORD },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return {
    employee,
    user: {
      id: accepted.body.data.user.id as number,
      email: employee.personal_email as string,
      password: PASSWORD,
      token: accepted.body.data.token as string,
    },
    answer: accepted.body.data,
  };
}

async function addMember(name: string, role: 'manager' | 'payroll_officer' | 'employee' | 'admin') {
  const user = await signUp(name);
  await membershipEntity()
    .create({ organization_id: org, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

const profileOf = (user: TestUser) =>
  request('GET', `/self-service/profile?organization_id=${org}`, { token: user.token });

describe('linking a user to an employee record', () => {
  it('invite → accept links the new Employee member to the record, in both directions', async () => {
    const { employee, user, answer } = await linkedEmployee();
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
    const { employee } = await linkedEmployee();
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
    const manager = await addMember('Max Manager', 'manager');
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
    const manager = await addMember('Mia Manager', 'manager');
    const other = await addMember('Oscar Other', 'manager');
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
    const answer = await profileOf(owner);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(NOT_LINKED_MESSAGE);
  });

  it("reads the caller's own record with payroll identifiers masked", async () => {
    const { employee, user } = await linkedEmployee({
      tax_file_number: '123456782',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      emergency_contact_name: 'Pat Citizen',
    });
    const answer = await profileOf(user);
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
    const { employee, user } = await linkedEmployee();
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

describe('bank details', () => {
  it('a wrong password changes nothing; the right one changes them, writes history and e-mails payroll and the employee', async () => {
    const officer = await addMember('Paula Payroll', 'payroll_officer');
    const { employee, user } = await linkedEmployee({ bank_bsb: '062-000', bank_account_number: '11112222' });
    const body = {
      organization_id: org,
      version: employee.version,
      bank_bsb: '082-001',
      bank_account_number: '98765432',
    };
    const wrong = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, password: 'Not-The-Password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The password is not correct.']);
    expect((await profileOf(user)).body.data).toMatchObject({
      bank_account_number: '••••2222',
      version: employee.version,
    });

    const invalid = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, bank_bsb: '12', password: PASSWORD },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.bank_bsb).toEqual(['The BSB must be six digits (e.g. 062-000).']);

    const changed = await request('PUT', '/self-service/bank-details', {
      token: user.token,
      body: { ...body, password: PASSWORD },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ bank_bsb: '••••-001', bank_account_number: '••••5432' });
    const revealed = await request('POST', `/employees/${employee.id}/payroll/reveal`, { token: owner.token });
    expect(revealed.body.data).toMatchObject({ bank_bsb: '082-001', bank_account_number: '98765432' });

    const [event] = await historyOf(owner, org, `&employee_id=${employee.id}&event_type=Bank Details Changed`);
    expect(event?.details).toBe('Bank BSB: changed; Bank Account Number: changed');
    const audit = await request(
      'GET',
      `/organizations/${org}/audit-log?per_page=100&record_type=employee&record_id=${employee.id}`,
      {
        token: owner.token,
      },
    );
    expect(JSON.stringify(audit.body)).not.toContain('98765432');
    expect(JSON.stringify(audit.body)).toContain('••••5432');

    const payroll = await latestMail(
      officer.email,
      `Bank details changed: ${employee.first_name} ${employee.last_name}`,
    );
    expect(payroll.text).toContain('account ••••5432');
    const alert = await latestMail(employee.personal_email, 'Your bank details were changed');
    expect(alert.text).toContain("If this wasn't you");
    for (const mail of [payroll, alert]) {
      expect(mail.text).not.toContain('98765432');
      expect(mail.html).not.toContain('98765432');
    }
    // The owner is not told while there is a payroll officer.
    expect((await mailTo(owner.email)).some((mail) => mail.subject.startsWith('Bank details changed'))).toBe(false);
  });

  it('asks an account with MFA for a current code or a recovery code as well', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { employee, user } = await linkedEmployee();
      const started = await request('POST', '/mfa/enrolment', { token: user.token });
      const secret = new URL(started.body.data.otpauth_uri).searchParams.get('secret') as string;
      const confirmed = await request('POST', '/mfa/enrolment/confirm', {
        token: user.token,
        body: { code: await generate({ secret }) },
      });
      expect(confirmed.status).toBe(200);
      const recovery = confirmed.body.data.recovery_codes[0] as string;
      vi.setSystemTime(Date.now() + 30_000);
      const put = (extra: Record<string, unknown>, version = employee.version) =>
        request('PUT', '/self-service/bank-details', {
          token: user.token,
          body: {
            organization_id: org,
            version,
            bank_bsb: '062-000',
            bank_account_number: '5556667',
            password: PASSWORD,
            ...extra,
          },
        });
      const missing = await put({});
      expect(missing.status).toBe(422);
      expect(missing.body.errors.code).toBeDefined();
      const wrong = await put({ code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code).toEqual(['The code is not correct.']);
      const ok = await put({ code: await generate({ secret }) });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const again = await put({ bank_account_number: '5556668', code: recovery }, ok.body.data.version);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.bank_account_number).toBe('••••6668');
      // Used up: the same recovery code works once.
      const reused = await put({ bank_account_number: '5556669', code: recovery }, again.body.data.version);
      expect(reused.status).toBe(422);
    } finally {
      vi.useRealTimers();
    }
  });

  it('e-mails the owners when the organization has no payroll officer', async () => {
    const owner2 = await signUp('Owen Owner');
    const f2 = await employeeFixture(owner2);
    const employee = await createEmployee(owner2, f2);
    await request('POST', `/employees/${employee.id}/self-service-invitation`, { token: owner2.token, body: {} });
    const token = tokenOf(await latestMail(employee.personal_email, `Join ${f2.organization.name} on Wattle HR`));
    const accepted = await request('POST', `/invitations/${token}/accept`, {
      body: { name: 'Ed Employee', password: PASSWORD },
    });
    const changed = await request('PUT', '/self-service/bank-details', {
      token: accepted.body.data.token,
      body: {
        organization_id: f2.organization.id,
        version: employee.version,
        bank_bsb: '062-000',
        bank_account_number: '12121212',
        password: PASSWORD,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const mail = await latestMail(owner2.email, `Bank details changed: ${employee.first_name} ${employee.last_name}`);
    expect(mail.text).toContain('confirm the change with the employee in person');
  });
});

describe('interview feedback by the linked interviewer', () => {
  it('a member enters feedback as the employee record they are linked to, not as anyone else', async () => {
    const alice = await createEmployee(owner, f, { first_name: 'Alice', last_name: 'Interviewer' });
    const bob = await createEmployee(owner, f, { first_name: 'Bob', last_name: 'Interviewer' });
    const job = (
      await request('POST', '/recruitment/job-openings', {
        token: owner.token,
        body: { organization_id: org, title: 'Baker', department_id: f.sales.id, designation_id: f.salesRep.id },
      })
    ).body.data;
    const applicant = (
      await request('POST', '/recruitment/applicants', {
        token: owner.token,
        body: {
          organization_id: org,
          first_name: 'Carla',
          last_name: 'Candidate',
          email: 'cc@example.test',
          job_opening_id: job.id,
        },
      })
    ).body.data;
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token: owner.token,
        body: {
          organization_id: org,
          applicant_id: applicant.id,
          starts_at: '2026-12-01T09:30',
          interview_type: 'Video',
          interviewer_ids: [alice.id, bob.id],
        },
      })
    ).body.data;
    const member = await addMember('Alice Interviewer', 'manager');
    const feedback = (interviewerId: number) =>
      request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
        token: member.token,
        body: { interviewer_id: interviewerId, score: 4 },
      });
    // Not linked yet: not the interviewer.
    expect((await feedback(alice.id)).status).toBe(403);
    await request('PATCH', `/organizations/${org}/members/${member.id}`, {
      token: owner.token,
      body: { employee_id: alice.id },
    });
    const own = await feedback(alice.id);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.feedback).toContainEqual(
      expect.objectContaining({ interviewer_id: alice.id, entered_by: null }),
    );
    expect((await feedback(bob.id)).status).toBe(403);
  });
});

describe('the link stays consistent and cannot widen anyone’s reach', () => {
  it('deleting a linked record for good frees its member', async () => {
    const { employee, user } = await linkedEmployee({ first_name: 'Gone' });
    expect((await request('DELETE', `/employees/${employee.id}`, { token: owner.token })).status).toBe(204);
    expect((await request('DELETE', `/employees/${employee.id}/force`, { token: owner.token })).status).toBe(204);
    const membership = (await membershipEntity().get({ organization_id: org, user_id: user.id }).go()).data;
    expect(membership?.employee_id).toBeUndefined();
    expect((await profileOf(user)).status).toBe(404);
  });

  it('a scoped role may not move its own link (it decides whose records the role reaches)', async () => {
    const lead = await seedCustomRole(org, 3, 'Team lead', {
      access: { view: 'organization', edit: 'organization' },
      employees: { view: 'reports' },
    });
    const manager = await addMember('Moe Manager', 'admin');
    const record = await createEmployee(owner, f, { first_name: 'Moe' });
    // As an admin (every record in reach) linking oneself is fine; with a scoped role it is not.
    const self = `/organizations/${org}/members/${manager.id}`;
    expect((await request('PATCH', self, { token: manager.token, body: { employee_id: record.id } })).status).toBe(200);
    await membershipEntity().patch({ organization_id: org, user_id: manager.id }).set({ role: lead }).go();
    const refused = await request('PATCH', self, { token: manager.token, body: { employee_id: null } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ask an owner or admin to link your own employee record.');
  });
});
