import type { RoleKey } from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture, ownerWorkspace } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 29 §1 "How it is checked", the API's part: a manager creates a goal for a report but not for
 * someone outside their reach (404); an employee proposes their own and their manager approves it;
 * check-ins move progress and keep the history; visibility (everyone, department, owner and
 * managers, private) holds on reads and lists; alignment lists one level; tracking puts at-risk
 * goals first and exports CSV; bad input answers 422, stale versions 409.
 */

let owner: TestUser;
let org: number;
let f: EmployeeFixture;
const people = {} as Record<'mia' | 'rae' | 'oli' | 'eng', { id: number }>;
const users = {} as Record<'mia' | 'rae' | 'oli' | 'eve', TestUser>;

async function member(role: RoleKey, employeeId: number): Promise<TestUser> {
  const user = await signUp(`Goals ${role}`);
  await membershipEntity()
    .create({ organization_id: org, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  const linked = await request('PATCH', `/organizations/${org}/members/${user.id}`, {
    token: owner.token,
    body: { employee_id: employeeId },
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return user;
}

const goalBody = (overrides: Record<string, unknown> = {}) => ({
  organization_id: org,
  title: 'Grow repeat sales',
  level: 'person',
  key_results: [
    { title: 'Repeat customers', kind: 'numeric', start: 0, target: 10, weight: 3 },
    { title: 'Playbook written', kind: 'boolean', target: 1, weight: 1 },
  ],
  ...overrides,
});

async function post(user: TestUser, body: Record<string, unknown>) {
  return request('POST', '/performance/goals', { token: user.token, body: goalBody(body) });
}

async function created(user: TestUser, body: Record<string, unknown>): Promise<Json> {
  const answer = await post(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const get = (user: TestUser, id: number) => request('GET', `/performance/goals/${id}`, { token: user.token });
const list = async (user: TestUser, query = '') => {
  const answer = await request('GET', `/performance/goals?organization_id=${org}${query}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.data as Json[]).map((goal) => goal.id as number);
};

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace());
  const add = async (first_name: string, extra: Record<string, unknown> = {}) =>
    createEmployee(owner, f, { first_name, last_name: 'Goal', ...extra });
  people.mia = await add('Mia');
  people.rae = await add('Rae', { reporting_manager_id: people.mia.id });
  people.oli = await add('Oli');
  people.eng = await add('Eve', { department_id: f.engineering.id, designation_id: f.engineer.id });
  users.mia = await member('manager', people.mia.id);
  users.rae = await member('employee', people.rae.id);
  users.oli = await member('employee', people.oli.id);
  users.eve = await member('employee', people.eng.id);
}, 180_000);

describe('goals: who sets them', () => {
  it('lets a manager set a goal for a report (active) but not for someone outside their reach (404)', async () => {
    const goal = await created(users.mia, { employee_id: people.rae.id });
    expect(goal).toMatchObject({ status: 'active', owner_name: 'Rae Goal', progress: 0, level: 'person' });
    expect(goal.key_results.map((result: Json) => result.id)).toEqual([1, 2]);
    const outside = await post(users.mia, { employee_id: people.oli.id });
    expect(outside.status).toBe(404);
    const organization = await post(users.mia, { level: 'organization' });
    expect(organization.status).toBe(403);
  });

  it('lets an employee propose their own goal, which their manager approves (not they themselves)', async () => {
    const proposed = await created(users.rae, { employee_id: people.rae.id, title: 'Learn the CRM' });
    expect(proposed.status).toBe('proposed');
    expect((await post(users.rae, { employee_id: people.oli.id })).status).toBe(404);
    const { id, version } = proposed;
    const body = { ...goalBody({ employee_id: people.rae.id, title: 'Learn the CRM' }), status: 'active', version };
    const self = await request('PUT', `/performance/goals/${id}`, { token: users.rae.token, body });
    expect(self.status).toBe(403);
    const approved = await request('PUT', `/performance/goals/${id}`, { token: users.mia.token, body });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'active', version: version + 1 });
    // Once approved, the employee moves it by check-ins, not by changing it.
    const changed = await request('PUT', `/performance/goals/${id}`, {
      token: users.rae.token,
      body: { ...body, title: 'Something easier', version: version + 1 },
    });
    expect(changed.status).toBe(403);
  });

  it('answers 422 on bad input and 409 on a stale version, never 500', async () => {
    const bad = await post(users.mia, { employee_id: people.rae.id, key_results: [], due_date: '2026-13-01' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['key_results', 'due_date']));
    const noOwner = await post(owner, { level: 'team' });
    expect(noOwner.status).toBe(422);
    expect(noOwner.body.errors.employee_id).toEqual(["Choose the team's manager."]);
    const goal = await created(owner, { employee_id: people.rae.id });
    const body = { ...goalBody({ employee_id: people.rae.id }), version: goal.version + 5 };
    expect((await request('PUT', `/performance/goals/${goal.id}`, { token: owner.token, body })).status).toBe(409);
  });
});

describe('check-ins', () => {
  it('move progress and confidence, keep the history, and refuse stale versions and unknown key results', async () => {
    const goal = await created(users.mia, { employee_id: people.rae.id, title: 'Check-in goal' });
    const checkIn = (user: TestUser, body: Record<string, unknown>) =>
      request('POST', `/performance/goals/${goal.id}/check-ins`, { token: user.token, body });
    const first = await checkIn(users.rae, {
      values: [{ key_result_id: 1, value: 5 }],
      confidence: 'at_risk',
      comment: 'Halfway',
      version: goal.version,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 3 × 50% + 1 × 0% over a weight of 4: 37.5%.
    expect(first.body.data.goal).toMatchObject({ progress: 37.5, confidence: 'at_risk', version: goal.version + 1 });
    const second = await checkIn(users.mia, {
      values: [
        { key_result_id: 1, value: 10 },
        { key_result_id: 2, value: 1 },
      ],
      confidence: 'on_track',
      version: goal.version + 1,
    });
    expect(second.body.data.goal.progress).toBe(100);
    expect((await checkIn(users.rae, { values: [], confidence: 'on_track', version: goal.version })).status).toBe(409);
    const unknown = await checkIn(users.rae, {
      values: [{ key_result_id: 9, value: 1 }],
      confidence: 'on_track',
      version: goal.version + 2,
    });
    expect(unknown.status).toBe(422);
    // Someone who only sees the goal (visible to everyone) cannot check in on it.
    expect((await checkIn(users.oli, { values: [], confidence: 'on_track', version: goal.version + 2 })).status).toBe(
      403,
    );
    const history = await request('GET', `/performance/goals/${goal.id}/check-ins`, { token: users.rae.token });
    expect(history.body.data.map((entry: Json) => [entry.progress, entry.confidence])).toEqual([
      [37.5, 'at_risk'],
      [100, 'on_track'],
    ]);
  });
});

describe('visibility', () => {
  it('shows each goal only to those its visibility names, on reads and lists', async () => {
    const everyone = await created(users.mia, { employee_id: people.rae.id, visibility: 'everyone' });
    const department = await created(users.mia, { employee_id: people.rae.id, visibility: 'department' });
    const managers = await created(users.mia, { employee_id: people.rae.id, visibility: 'managers' });
    const secret = await created(users.rae, { employee_id: people.rae.id, visibility: 'private' });
    const sees = async (user: TestUser) => {
      const ids = await list(user, `&employee_id=${people.rae.id}`);
      const reads = await Promise.all(
        [everyone, department, managers, secret].map(async (goal) => (await get(user, goal.id)).status),
      );
      return { listed: [everyone, department, managers, secret].map((goal) => ids.includes(goal.id)), reads };
    };
    // Rae owns them all; Mia (her manager) all but the private one; Oli (same department) everyone and
    // department; Eve (another department) only everyone; the owner (whole organization) all but private.
    expect(await sees(users.rae)).toEqual({ listed: [true, true, true, true], reads: [200, 200, 200, 200] });
    expect(await sees(users.mia)).toEqual({ listed: [true, true, true, false], reads: [200, 200, 200, 404] });
    expect(await sees(users.oli)).toEqual({ listed: [true, true, false, false], reads: [200, 200, 404, 404] });
    expect(await sees(users.eve)).toEqual({ listed: [true, false, false, false], reads: [200, 404, 404, 404] });
    expect(await sees(owner)).toEqual({ listed: [true, true, true, false], reads: [200, 200, 200, 404] });
    const history = await request('GET', `/performance/goals/${secret.id}/check-ins`, { token: users.mia.token });
    expect(history.status).toBe(404);
  });
});

describe('alignment and tracking', () => {
  it('lists one level of the tree, refuses a loop, and keeps a parent with sub-goals', async () => {
    const top = await created(owner, { level: 'organization', title: 'Top goal' });
    const dept = await created(owner, {
      level: 'department',
      department_id: f.sales.id,
      parent_id: top.id,
      title: 'Sales goal',
    });
    const mine = await created(users.mia, { employee_id: people.rae.id, parent_id: dept.id, title: 'Rae goal' });
    expect(await list(owner, `&parent_id=${top.id}`)).toEqual([dept.id]);
    expect(await list(owner, `&parent_id=${dept.id}`)).toEqual([mine.id]);
    expect(await list(owner, '&parent_id=0&level=organization')).toContain(top.id);
    const loop = await request('PUT', `/performance/goals/${top.id}`, {
      token: owner.token,
      body: { ...goalBody({ level: 'organization', title: 'Top goal', parent_id: mine.id }), version: top.version },
    });
    expect(loop.status).toBe(422);
    const removed = await request('DELETE', `/performance/goals/${dept.id}?version=${dept.version}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(422);
  });

  it('puts off-track and at-risk goals first, groups by department and team, and exports CSV', async () => {
    const risky = await created(users.mia, { employee_id: people.rae.id, title: 'Risky goal' });
    const checked = await request('POST', `/performance/goals/${risky.id}/check-ins`, {
      token: users.mia.token,
      body: { values: [], confidence: 'off_track', version: risky.version },
    });
    expect(checked.status).toBe(201);
    const tracking = await request('GET', `/performance/goals/tracking?organization_id=${org}`, { token: owner.token });
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.goals[0].id).toBe(risky.id);
    expect(tracking.body.data.totals.off_track).toBeGreaterThanOrEqual(1);
    expect(tracking.body.data.teams.map((team: Json) => team.name)).toContain("Mia Goal's team");
    expect(tracking.body.data.departments.map((row: Json) => row.name)).toContain('Sales');
    const csv = await request('GET', `/performance/goals/export?organization_id=${org}`, { token: owner.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(
      'Goal,Level,Owner,Department,Status,Confidence,Progress (%),Due Date,Last Check-in',
    );
    expect(String(csv.body)).toContain('Risky goal');
    // An employee has no export; their tracking holds only what they may see.
    expect(
      (await request('GET', `/performance/goals/export?organization_id=${org}`, { token: users.eve.token })).status,
    ).toBe(403);
  });
});
