import { formatAudRate, formatHourlyRate, parseHourlyRate } from '@wattle/shared/money';
import { SELF_PAY_APPROVAL_MESSAGE } from '@wattle/shared/performance-feedback';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../src/core/config.ts';
import { resetFieldKeys } from '../src/core/crypto/keys.ts';
import { ownerWorkspace } from './employee-support.ts';
import { addSchedule, payBody } from './payroll-setup-support.ts';
import { addMember, linkedEmployee } from './self-service-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 29 §3 as a client: feedback visibility (praise public or private, requests, manager notes),
 * 1:1s whose private notes no route returns to anyone but their author, and a pay change that needs
 * a payroll approver (never the proposer) and is applied as effective-dated pay.
 */

type Person = { employee: Json; user: TestUser };
let owner: TestUser;
let org: number;
let manny: Person;
let eve: Person;
let sam: Person;
let zed: Person;
let hr: TestUser;
let payroll: TestUser;
let stranger: TestUser;

const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  request(method, path, { token: user.token, body });
const feed = (user: TestUser, employeeId?: number, view = 'about') =>
  as(
    user,
    'GET',
    `/performance/feedback?organization_id=${org}${employeeId ? `&employee_id=${employeeId}` : ''}&view=${view}`,
  );
const give = async (user: TestUser, body: Json, status = 201) => {
  const answer = await as(user, 'POST', '/performance/feedback', { organization_id: org, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};
const bodies = (answer: Json) => (answer.body.data.data as Json[]).map((item) => item.body as string);

/** Runs `call` with no field key configured (FIELD_KEY_FILE unset), as a function without `usesFieldKey` runs in AWS. */
async function withoutFieldKey<T>(call: () => Promise<T>): Promise<T> {
  const file = process.env.FIELD_KEY_FILE;
  delete process.env.FIELD_KEY_FILE;
  resetConfig();
  resetFieldKeys();
  try {
    return await call();
  } finally {
    process.env.FIELD_KEY_FILE = file;
    resetConfig();
    resetFieldKeys();
  }
}

beforeAll(async () => {
  const workspace = await ownerWorkspace('Olivia Owner');
  owner = workspace.owner;
  org = workspace.org;
  const f = workspace.f;
  manny = await linkedEmployee(owner, f, { first_name: 'Manny' });
  const promoted = await as(owner, 'PATCH', `/organizations/${org}/members/${manny.user.id}`, { role: 'manager' });
  expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
  eve = await linkedEmployee(owner, f, {
    first_name: 'Eve',
    reporting_manager_id: manny.employee.id,
    // Encrypted on the record: approving her pay change must not need the field key (below).
    superannuation_member_number: '99887766',
  });
  sam = await linkedEmployee(owner, f, { first_name: 'Sam', reporting_manager_id: manny.employee.id });
  // Zed works in another department, outside Manny's reach.
  zed = await linkedEmployee(owner, f, {
    first_name: 'Zed',
    department_id: f.engineering.id,
    designation_id: f.engineer.id,
  });
  hr = await addMember(org, 'Hana HR', 'hr_manager');
  payroll = await addMember(org, 'Pat Payroll', 'payroll_officer');
  stranger = (await ownerWorkspace('Other Owner')).owner;
});

describe('continuous feedback', () => {
  it('shows praise to the team, private praise only to the two, requests to the asker and the asked', async () => {
    await give(sam.user, { kind: 'praise', employee_id: eve.employee.id, body: 'Public thanks', visibility: 'team' });
    await give(sam.user, { kind: 'praise', employee_id: eve.employee.id, body: 'Quiet thanks', visibility: 'private' });
    await give(manny.user, {
      kind: 'request',
      employee_id: eve.employee.id,
      asked_employee_id: sam.employee.id,
      body: 'How did Eve run the launch?',
    });
    expect(bodies(await feed(eve.user))).toEqual(expect.arrayContaining(['Public thanks', 'Quiet thanks']));
    expect(bodies(await feed(eve.user))).not.toContain('How did Eve run the launch?');
    expect(bodies(await feed(manny.user, eve.employee.id))).toEqual(
      expect.arrayContaining(['Public thanks', 'How did Eve run the launch?']),
    );
    expect(bodies(await feed(manny.user, eve.employee.id))).not.toContain('Quiet thanks');
    expect(bodies(await feed(hr, eve.employee.id))).not.toContain('Quiet thanks');
    // Sam is asked: the request is in their inbox, and they answer it.
    const asked = await feed(sam.user, undefined, 'asked');
    const request = (asked.body.data.data as Json[]).find((item) => item.kind === 'request');
    expect(request?.body).toBe('How did Eve run the launch?');
    const answered = await give(sam.user, { kind: 'response', request_id: request.id, body: 'Calmly.' }, 201);
    expect(answered.data.response).toBe('Calmly.');
    await give(eve.user, { kind: 'response', request_id: request.id, body: 'Me!' }, 404);
    const recent = await as(owner, 'GET', `/performance/feedback/praise?organization_id=${org}`);
    expect(bodies(recent)).toEqual(['Public thanks']);
    expect((await as(eve.user, 'GET', `/performance/feedback/praise?organization_id=${org}`)).status).toBe(403);
  });

  it('keeps a manager note from its subject and outside the manager reach', async () => {
    await give(manny.user, { kind: 'note', employee_id: eve.employee.id, body: 'Ready for a bigger role' });
    await give(manny.user, { kind: 'note', employee_id: zed.employee.id, body: 'Not mine' }, 404);
    await give(eve.user, { kind: 'note', employee_id: sam.employee.id, body: 'Peer note' }, 404);
    expect(bodies(await feed(eve.user))).not.toContain('Ready for a bigger role');
    expect(bodies(await feed(hr, eve.employee.id))).toContain('Ready for a bigger role');
    expect(bodies(await feed(manny.user, eve.employee.id))).toContain('Ready for a bigger role');
    // Sam, Eve's teammate (and the one asked about her), never her private praise nor the note.
    const asSam = bodies(await feed(sam.user, eve.employee.id));
    expect(asSam).toContain('Public thanks');
    expect(asSam).not.toContain('Ready for a bigger role');
    // Zed is outside: 404; another organization: 404.
    expect((await feed(zed.user, eve.employee.id)).status).toBe(
      zed.employee.department_id === eve.employee.department_id ? 200 : 404,
    );
    expect((await feed(stranger, eve.employee.id)).status).toBe(404);
    expect(
      (await give(stranger, { kind: 'praise', employee_id: eve.employee.id, body: 'x' }, 404)).message,
    ).toBeDefined();
  });

  it('lists the organization by name to an employee (whose directory holds only themselves), not to payroll or a stranger', async () => {
    const people = await as(eve.user, 'GET', `/performance/feedback/people?organization_id=${org}`);
    expect(people.status, JSON.stringify(people.body)).toBe(200);
    const ids = (people.body.data as Json[]).map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([manny.employee.id, sam.employee.id, zed.employee.id, eve.employee.id]));
    // Names and the reporting line only.
    const mine = (people.body.data as Json[]).find((person) => person.id === eve.employee.id);
    expect(Object.keys(mine ?? {}).sort()).toEqual(['first_name', 'id', 'last_name', 'reporting_manager_id']);
    expect(mine?.reporting_manager_id).toBe(manny.employee.id);
    expect((await as(payroll, 'GET', `/performance/feedback/people?organization_id=${org}`)).status).toBe(403);
    expect((await as(stranger, 'GET', `/performance/feedback/people?organization_id=${org}`)).status).toBe(404);
  });

  it('refuses bad input with 422', async () => {
    await give(eve.user, { kind: 'praise', employee_id: eve.employee.id, body: 'Me' }, 422);
    await give(eve.user, { kind: 'praise', employee_id: sam.employee.id, body: '   ' }, 422);
    await give(eve.user, { kind: 'shout', employee_id: sam.employee.id, body: 'x' }, 422);
  });
});

describe('1:1s', () => {
  it('shares the agenda, carries open items forward and keeps each side note private on every route', async () => {
    const created = await as(manny.user, 'POST', '/performance/one-on-ones', {
      organization_id: org,
      employee_id: eve.employee.id,
      date: '2026-12-07',
      agenda: ['Launch retro', 'Training budget'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const meeting = created.body.data;
    const path = (rest: string) => `/performance/one-on-ones/${meeting.id}${rest}?organization_id=${org}`;
    const added = await as(eve.user, 'POST', path('/items'), { text: 'Career path' });
    expect(added.status).toBe(201);
    expect(added.body.data.agenda.map((item: Json) => item.text)).toEqual([
      'Launch retro',
      'Training budget',
      'Career path',
    ]);
    const retro = added.body.data.agenda[0];
    expect((await as(eve.user, 'PATCH', path(`/items/${retro.id}`), { done: true })).status).toBe(200);
    const mannyNote = await as(manny.user, 'PUT', path('/note'), { body: 'SECRET-MANAGER: flight risk?' });
    expect(mannyNote.status, JSON.stringify(mannyNote.body)).toBe(200);
    expect((await as(eve.user, 'PUT', path('/note'), { body: 'SECRET-EVE: ask for a raise' })).status).toBe(200);
    // Every route that returns 1:1s or notes, as the other side, HR, the owner, a teammate, a stranger.
    const everything = async (user: TestUser) => {
      const answers = [
        await as(user, 'GET', `/performance/one-on-ones?organization_id=${org}&employee_id=${eve.employee.id}`),
        await as(user, 'GET', `/performance/one-on-ones?organization_id=${org}`),
        await as(user, 'POST', path('/items'), { text: 'peek' }),
        await as(user, 'PATCH', path(`/items/${retro.id}`), { done: true }),
        await as(user, 'PUT', path('/note'), { body: 'x', version: 1 }),
        await feed(user, eve.employee.id),
        await as(user, 'GET', `/performance/pay-changes?organization_id=${org}`),
      ];
      return answers.map((answer) => JSON.stringify(answer.body)).join('\n');
    };
    const asEve = await everything(eve.user);
    expect(asEve).toContain('SECRET-EVE');
    expect(asEve).not.toContain('SECRET-MANAGER');
    for (const user of [hr, owner, sam.user, stranger, payroll]) {
      const seen = await everything(user);
      expect(seen).not.toContain('SECRET-MANAGER');
      expect(seen).not.toContain('SECRET-EVE');
    }
    const asManny = await as(
      manny.user,
      'GET',
      `/performance/one-on-ones?organization_id=${org}&employee_id=${eve.employee.id}`,
    );
    expect(JSON.stringify(asManny.body)).toContain('SECRET-MANAGER');
    expect(JSON.stringify(asManny.body)).not.toContain('SECRET-EVE');
    // HR is not a side: 404.
    expect(
      (await as(hr, 'GET', `/performance/one-on-ones?organization_id=${org}&employee_id=${eve.employee.id}`)).status,
    ).toBe(404);
    // The next 1:1 (Eve opens it with her manager) carries the open items forward.
    const next = await as(eve.user, 'POST', '/performance/one-on-ones', { organization_id: org, date: '2026-12-14' });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.data.manager_employee_id).toBe(manny.employee.id);
    expect(next.body.data.agenda.map((item: Json) => [item.text, item.carried_from])).toEqual([
      ['Training budget', meeting.id],
      ['Career path', meeting.id],
      // Eve's own item from the every-route sweep above, still open.
      ['peek', meeting.id],
    ]);
    expect(next.body.data.my_note).toBeNull();
    // Manny may not hold a 1:1 with someone not his report.
    const outside = await as(manny.user, 'POST', '/performance/one-on-ones', {
      organization_id: org,
      employee_id: zed.employee.id,
      date: '2026-12-07',
    });
    expect(outside.status).toBe(404);
  });
});

describe('appraisal outcome', () => {
  it('a proposed pay change needs a payroll approver', async () => {
    const schedule = await addSchedule(owner, org);
    const set = await as(owner, 'PUT', `/employees/${eve.employee.id}/pay`, payBody(schedule.id));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const proposal = {
      organization_id: org,
      employee_id: eve.employee.id,
      basis: 'salary',
      kind: 'increase',
      amount: '5000.00',
      effective_from: '2027-01-01',
      reason: 'Exceeded her goals this cycle',
    };
    expect(
      (await as(manny.user, 'POST', '/performance/pay-changes', { ...proposal, employee_id: zed.employee.id })).status,
    ).toBe(404);
    expect((await as(eve.user, 'POST', '/performance/pay-changes', proposal)).status).toBe(422);
    expect((await as(manny.user, 'POST', '/performance/pay-changes', { ...proposal, amount: '-3' })).status).toBe(422);
    const proposed = await as(manny.user, 'POST', '/performance/pay-changes', proposal);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const change = proposed.body.data;
    expect(change.status).toBe('proposed');
    expect(change.current_pay).toBeNull();
    const approve = (user: TestUser, version = change.version) =>
      as(user, 'POST', `/performance/pay-changes/${change.id}/approve?organization_id=${org}`, { version });
    // The manager cannot apply it: payroll's approval needs payroll edit and the pay group.
    expect((await approve(manny.user)).status).toBe(403);
    expect((await approve(hr)).status).toBe(403);
    expect(
      (await as(stranger, 'POST', `/performance/pay-changes/${change.id}/approve?organization_id=${org}`, {})).status,
    ).toBe(404);
    // Nothing changed yet.
    const before = await as(owner, 'GET', `/employees/${eve.employee.id}/pay`);
    expect(JSON.stringify(before.body)).not.toContain('90000.00');
    // Payroll sees it with the figures, and approves it.
    const list = await as(payroll, 'GET', `/performance/pay-changes/approvals?organization_id=${org}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const listed = (list.body.data as Json[]).find((item) => item.id === change.id);
    expect(listed.current_pay).toBe('$85,000.00 a year');
    expect(listed.new_pay).toBe('$90,000.00 a year');
    // As in AWS, where the performance function has no field key (its manifest): approving applies
    // the pay without opening the member number on Eve's record.
    const approved = await withoutFieldKey(() => approve(payroll));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const after = await as(owner, 'GET', `/employees/${eve.employee.id}/pay`);
    const periods = JSON.stringify(after.body.data);
    expect(periods).toContain('2027-01-01');
    expect(periods).toContain('90000.00');
    expect((await approve(payroll, approved.body.data.version)).status).toBe(409);
  });

  it('an increase for someone paid the award minimum (no agreed rate) adds to that minimum', async () => {
    const schedule = await addSchedule(owner, org, { name: 'Weekly award staff' });
    const award = { basis: 'hourly', annual_salary: null, pay_condition_set_id: 'MA000004', classification: 'L1' };
    const set = await as(owner, 'PUT', `/employees/${zed.employee.id}/pay`, payBody(schedule.id, award));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.current.hourly_rate).toBeNull();
    const minimum = parseHourlyRate(set.body.data.current.minimum_rate.hourly_rate) as number;
    const proposed = await as(owner, 'POST', '/performance/pay-changes', {
      organization_id: org,
      employee_id: zed.employee.id,
      basis: 'hourly',
      kind: 'increase',
      amount: '1.50',
      effective_from: '2027-01-04',
      reason: 'Leading hand on Saturdays',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const list = await as(payroll, 'GET', `/performance/pay-changes/approvals?organization_id=${org}`);
    const listed = (list.body.data as Json[]).find((item) => item.id === proposed.body.data.id);
    expect(listed.current_pay).toBe(`${formatAudRate(minimum)} an hour (minimum)`);
    expect(listed.new_pay).toBe(`${formatAudRate(minimum + 15_000)} an hour`);
    const approved = await as(
      payroll,
      'POST',
      `/performance/pay-changes/${proposed.body.data.id}/approve?organization_id=${org}`,
      { version: proposed.body.data.version },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await as(owner, 'GET', `/employees/${zed.employee.id}/pay`);
    const from = (after.body.data.periods as Json[]).find((period) => period.effective_from === '2027-01-04');
    expect(from).toMatchObject({
      basis: 'hourly',
      hourly_rate: formatHourlyRate(minimum + 15_000),
      classification: 'L1',
    });
  });

  it('the proposer cannot approve their own proposal, even holding payroll', async () => {
    const proposed = await as(owner, 'POST', '/performance/pay-changes', {
      organization_id: org,
      employee_id: sam.employee.id,
      basis: 'hourly',
      kind: 'new_rate',
      amount: '40.0000',
      effective_from: '2027-01-01',
      reason: 'Promotion',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const approved = await as(
      owner,
      'POST',
      `/performance/pay-changes/${proposed.body.data.id}/approve?organization_id=${org}`,
      {
        version: 1,
      },
    );
    expect(approved.status).toBe(403);
    expect(JSON.stringify(approved.body)).toContain(SELF_PAY_APPROVAL_MESSAGE);
    const declined = await as(
      payroll,
      'POST',
      `/performance/pay-changes/${proposed.body.data.id}/decline?organization_id=${org}`,
      {
        version: 1,
        note: 'Budget closed',
      },
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.status).toBe('declined');
  });
});
