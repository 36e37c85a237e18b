import { todayIn } from '@wattle/shared/calendar';
import { DEFAULT_TIMEZONE } from '@wattle/shared/constants';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildStack } from '../../infra/test/build-stack.ts';
import { functionGrants } from '../../infra/test/grants.ts';
import { createUser } from '../src/core/identity/users.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { FUNCTIONS } from '../src/handlers/manifest.ts';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { sydneyIn } from './recruitment-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Issue 13 §5: one organization audit log of every change and access event. */

async function addMember(
  organizationId: number,
  role: 'admin' | 'hr_manager' | 'manager',
  email?: string,
  name = 'A Member',
) {
  const password = 'Member-Password-123';
  const user = await createUser({
    name,
    email: email ?? `member-${Date.now()}-${Math.random()}@example.test`,
    password,
  });
  await membershipEntity()
    .create({ organization_id: organizationId, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  const login = await request('POST', '/login', { body: { email: user.email, password } });
  return { id: user.id, email: user.email, password, token: login.body.data.token as string };
}

async function auditLog(user: TestUser | { token: string }, organizationId: number, query = '') {
  const response = await request('GET', `/organizations/${organizationId}/audit-log?per_page=100${query}`, {
    token: user.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.data as Json[];
}

let owner: TestUser;
let fixture: EmployeeFixture;
let organizationId: number;

beforeAll(async () => {
  owner = await signUp('Olivia Owner');
  fixture = await employeeFixture(owner);
  organizationId = fixture.organization.id;
});

describe('the organization audit log', () => {
  it('records creates, updates and deletes with who, what and before → after', async () => {
    const created = (
      await request('POST', `/organizations/${organizationId}/departments`, {
        token: owner.token,
        body: { name: 'Bakery', description: 'Ovens' },
      })
    ).body.data;
    const renamed = await request('PUT', `/departments/${created.id}`, {
      token: owner.token,
      body: { name: 'Bakehouse', version: created.version },
    });
    expect(renamed.status).toBe(200);
    expect((await request('DELETE', `/departments/${created.id}`, { token: owner.token })).status).toBe(204);

    const events = await auditLog(owner, organizationId, `&record_type=department&record_id=${created.id}`);
    expect(events.map((event) => event.action)).toEqual(['delete', 'update', 'create']);
    expect(events[1]).toMatchObject({
      actor_id: owner.id,
      actor_name: 'Olivia Owner',
      module: 'organizations',
      record_type: 'department',
      record_id: String(created.id),
      record_label: 'Bakehouse',
      summary: 'Updated department Bakehouse',
      changes: [
        { field: 'name', label: 'Name', before: 'Bakery', after: 'Bakehouse' },
        { field: 'description', label: 'Description', before: 'Ovens', after: null },
      ],
    });
    expect(events[2].changes).toContainEqual({ field: 'name', label: 'Name', before: null, after: 'Bakery' });
  });

  it('a refused change records nothing', async () => {
    const before = await auditLog(owner, organizationId, '&module=organizations');
    const stale = await request('PUT', `/departments/${fixture.sales.id}`, {
      token: owner.token,
      body: { name: 'Stale', version: 99 },
    });
    expect(stale.status).toBe(409);
    expect(await auditLog(owner, organizationId, '&module=organizations')).toHaveLength(before.length);
  });

  it('shows payroll identifiers only masked, before → after; the employee history still says "changed"', async () => {
    const employee = await createEmployee(owner, fixture, { tax_file_number: '123456782' });
    const updated = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: { ...employee, tax_file_number: '876543210', bank_bsb: '062-000', version: employee.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [update, hired] = await auditLog(owner, organizationId, `&record_type=employee&record_id=${employee.id}`);
    expect(hired).toMatchObject({ action: 'create', module: 'employees' });
    expect(hired.changes).toContainEqual({
      field: 'tax_file_number',
      label: expect.any(String),
      before: null,
      after: '••••6782',
    });
    expect(update.changes).toContainEqual({
      field: 'tax_file_number',
      label: expect.any(String),
      before: '••••6782',
      after: '••••3210',
    });
    expect(update.changes).toContainEqual({
      field: 'bank_bsb',
      label: expect.any(String),
      before: null,
      after: '••••-000',
    });
    expect(JSON.stringify([update, hired])).not.toMatch(/123456782|876543210/);
    const history = await request('GET', `/employees/${employee.id}/history`, { token: owner.token });
    const profileUpdate = history.body.data.data.find((event: Json) => event.event_type === 'Profile Update');
    expect(profileUpdate.details).toContain('changed');
    expect(JSON.stringify(profileUpdate)).not.toContain('••••');

    const reveal = await request('POST', `/employees/${employee.id}/payroll/reveal`, { token: owner.token });
    expect(reveal.status).toBe(200);
    const [revealed] = await auditLog(owner, organizationId, '&action=payroll_reveal');
    expect(revealed).toMatchObject({ module: 'employees', record_id: String(employee.id), actor_id: owner.id });
  });

  it('records sign-ins, failed sign-ins, password changes and session ends in every organization of the user', async () => {
    const user = await signUp('Sam Signer');
    const first = (
      await request('POST', '/organizations', {
        token: user.token,
        body: { name: 'One', contact_email: 'a@example.test' },
      })
    ).body.data;
    const second = (
      await request('POST', '/organizations', {
        token: user.token,
        body: { name: 'Two', contact_email: 'a@example.test' },
      })
    ).body.data;
    const wrong = await request('POST', '/login', { body: { email: user.email, password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(401);
    const login = await request('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    const changed = await request('POST', '/password', {
      token,
      body: { current_password: user.password, new_password: 'Another-Long-Passphrase-77' },
    });
    expect(changed.status).toBe(204);
    expect((await request('POST', '/logout', { token })).status).toBe(204);

    const owner2 = await request('POST', '/login', {
      body: { email: user.email, password: 'Another-Long-Passphrase-77' },
    });
    for (const organization of [first, second]) {
      const events = await auditLog({ token: owner2.body.data.token }, organization.id, '&module=access');
      const actions = events.map((event) => event.action);
      expect(actions.slice(0, 4)).toEqual(['sign_in', 'session_end', 'password_change', 'sign_in']);
      expect(actions).toContain('sign_in_failed');
      const failed = events.find((event) => event.action === 'sign_in_failed');
      expect(failed).toMatchObject({
        actor_id: null,
        actor_name: 'Unknown',
        record_type: 'user',
        record_id: String(user.id),
      });
    }
    // Organizations the user does not belong to record nothing of it.
    expect((await auditLog(owner, organizationId, `&actor_id=${user.id}`)).length).toBe(0);
  });

  it('filters by actor, module, action and the organization’s days; pages with a cursor', async () => {
    const admin = await addMember(organizationId, 'admin', undefined, 'Adam Admin');
    await request('POST', `/organizations/${organizationId}/departments`, {
      token: admin.token,
      body: { name: 'Ad-hoc' },
    });
    const byAdmin = await auditLog(owner, organizationId, `&actor_id=${admin.id}`);
    expect(byAdmin.map((event) => event.action)).toEqual(['create', 'sign_in']);
    // The actor's index (a raw Query of gsi1) pages without an empty last page.
    const actorPage = (perPage: number, cursor = '') =>
      request('GET', `/organizations/${organizationId}/audit-log?actor_id=${admin.id}&per_page=${perPage}${cursor}`, {
        token: owner.token,
      });
    const whole = await actorPage(2);
    expect(whole.body.data.data).toHaveLength(2);
    expect(whole.body.data.next_cursor).toBeNull();
    const firstOfTwo = await actorPage(1);
    expect(firstOfTwo.body.data.data.map((event: Json) => event.action)).toEqual(['create']);
    const lastOfTwo = await actorPage(1, `&cursor=${firstOfTwo.body.data.next_cursor}`);
    expect(lastOfTwo.body.data.data.map((event: Json) => event.action)).toEqual(['sign_in']);
    expect(lastOfTwo.body.data.next_cursor).toBeNull();
    const creates = await auditLog(owner, organizationId, `&actor_id=${admin.id}&action=create`);
    expect(creates).toHaveLength(1);
    const today = todayIn('Asia/Kolkata');
    expect((await auditLog(owner, organizationId, `&start_date=${today}&end_date=${today}`)).length).toBeGreaterThan(3);
    expect(await auditLog(owner, organizationId, '&start_date=2020-01-01&end_date=2020-01-31')).toEqual([]);

    const first = await request('GET', `/organizations/${organizationId}/audit-log?per_page=2`, { token: owner.token });
    expect(first.body.data.data).toHaveLength(2);
    const next = await request(
      'GET',
      `/organizations/${organizationId}/audit-log?per_page=2&cursor=${first.body.data.next_cursor}`,
      { token: owner.token },
    );
    expect(next.body.data.data[0].id).not.toBe(first.body.data.data[1].id);
    const foreign = await request(
      'GET',
      `/organizations/${organizationId}/audit-log?per_page=2&module=access&cursor=${first.body.data.next_cursor}`,
      { token: owner.token },
    );
    expect(foreign.status).toBe(422);
    const bad = await request('GET', `/organizations/${organizationId}/audit-log?action=hack`, { token: owner.token });
    expect(bad.status).toBe(422);
  });

  it('exports CSV, with formula-looking text neutralised', async () => {
    await request('POST', `/organizations/${organizationId}/departments`, {
      token: owner.token,
      body: { name: '=HYPERLINK("http://evil")' },
    });
    const response = await request('GET', `/organizations/${organizationId}/audit-log/export?module=organizations`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const parsed = Papa.parse<string[]>(String(response.body).replace(/^\uFEFF/, ''));
    const [header, ...rows] = parsed.data.filter((row) => row.length > 1);
    expect(header?.slice(0, 3)).toEqual(['Time (UTC)', 'Local time (Asia/Kolkata)', 'User']);
    expect(rows.length).toBe(Number(response.headers.get('x-export-rows')));
    expect(rows.every((row) => row[4] === 'Organization')).toBe(true);
    const injected = rows.find((row) => row[8]?.includes('HYPERLINK'));
    expect(injected?.[8]?.startsWith("'=")).toBe(true);
  });

  it('is for owners and admins only', async () => {
    const member = await addMember(organizationId, 'hr_manager');
    for (const path of ['audit-log', 'audit-log/export']) {
      const refused = await request('GET', `/organizations/${organizationId}/audit-log${path.slice(9)}`, {
        token: member.token,
      });
      expect(refused.status).toBe(403);
    }
  });

  it('is append-only: functions may Put into it and nothing else that changes items', () => {
    const { stack, template } = buildStack();
    for (const fn of FUNCTIONS) {
      const grants = functionGrants(stack, template, fn.name);
      const audit = { kind: 'table' as const, table: 'audit' as const };
      expect(grants.allows('dynamodb:PutItem', audit), fn.name).toBe(Boolean(fn.tables.audit));
      for (const action of ['UpdateItem', 'DeleteItem', 'BatchWriteItem'])
        expect(grants.allows(`dynamodb:${action}`, audit), `${fn.name} ${action}`).toBe(false);
    }
    // Every API function records its changes.
    expect(FUNCTIONS.filter((fn) => fn.routes.length > 0).every((fn) => fn.tables.audit)).toBe(true);
  });
});

describe('interview feedback', () => {
  it('only the interviewer, or an owner or admin entering it for them', async () => {
    const f = fixture;
    const job = (
      await request('POST', '/recruitment/job-openings', {
        token: owner.token,
        body: {
          organization_id: organizationId,
          title: 'Baker',
          department_id: f.sales.id,
          designation_id: f.salesRep.id,
        },
      })
    ).body.data;
    // Interviewers are members: Alice and Bob sign in as themselves.
    const alice = await addMember(organizationId, 'manager', undefined, 'Alice Interviewer');
    const bob = await addMember(organizationId, 'manager', undefined, 'Bob Interviewer');
    const applicant = (
      await request('POST', '/recruitment/applicants', {
        token: owner.token,
        body: {
          organization_id: organizationId,
          first_name: 'Carla',
          last_name: 'Candidate',
          email: 'c@example.test',
          job_opening_id: job.id,
        },
      })
    ).body.data;
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token: owner.token,
        body: {
          organization_id: organizationId,
          applicant_id: applicant.id,
          starts_at: sydneyIn(5, DEFAULT_TIMEZONE), // the workspace keeps the default time zone
          duration_minutes: 30,
          interview_type: 'Video',
          interviewer_ids: [alice.id, bob.id],
        },
      })
    ).body.data;
    const aliceUser = alice;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(interview.starts_at) + 60_000);
    const own = await request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
      token: aliceUser.token,
      body: { interviewer_id: alice.id, score: 4, notes: 'Strong' },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.feedback).toContainEqual(
      expect.objectContaining({ interviewer_user_id: alice.id, entered_by: null }),
    );
    const forBob = await request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
      token: aliceUser.token,
      body: { interviewer_id: bob.id, score: 1 },
    });
    expect(forBob.status).toBe(403);
    expect(forBob.body.message).toBe(
      'Only the interviewer, or someone who may edit recruitment, can record this feedback.',
    );
    vi.setSystemTime(Date.now() + 1000); // the frozen clock moves on: events keep their order
    const entered = await request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
      token: owner.token,
      body: { interviewer_id: bob.id, score: 3.5 },
    });
    expect(entered.status).toBe(200);
    expect(entered.body.data.feedback).toContainEqual(
      expect.objectContaining({ interviewer_user_id: bob.id, score: 3.5, entered_by: 'Olivia Owner' }),
    );
    const [event] = await auditLog(owner, organizationId, `&record_type=interview&record_id=${interview.id}`);
    expect(event.summary).toBe(
      'Recorded feedback of Bob Interviewer on Carla Candidate: 3.5 (entered by Olivia Owner)',
    );
  });
});
