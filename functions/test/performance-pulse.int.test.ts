import { todayIn } from '@wattle/shared/calendar';
import { weekStart } from '@wattle/shared/shift-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { allocateIds } from '../src/core/db/counter-entity.ts';
import { employeeCounter } from '../src/core/employees/service.ts';
import { PULSES_PER_PAGE } from '../src/core/performance/pulse.ts';
import { pulseEntity } from '../src/core/performance/pulse-entities.ts';
import { createEmployee } from './employee-support.ts';
import { type ReviewWorld, reviewWorld } from './review-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 29 §1: the weekly pulse, optional per organization — priorities each week, last week's
 * unfinished ones carried forward; the manager reads their reports' pulses, nobody else's.
 */
let world: ReviewWorld;
const thisWeek = weekStart(todayIn('Australia/Sydney'));
const weekBefore = (week: string, weeks = 1) => {
  const date = new Date(`${week}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7 * weeks);
  return date.toISOString().slice(0, 10);
};
const lastWeek = weekBefore(thisWeek);

beforeAll(async () => {
  world = await reviewWorld();
}, 300_000);

const org = () => `organization_id=${world.organizationId}`;
const mine = (user: TestUser, week?: string) =>
  request('GET', `/performance/pulses/mine?${org()}${week ? `&week=${week}` : ''}`, { token: user.token });
const write = (user: TestUser, body: Record<string, unknown>) =>
  request('PUT', '/performance/pulses/mine', {
    token: user.token,
    body: { organization_id: world.organizationId, ...body },
  });
const weekOf = (user: TestUser, week = thisWeek) =>
  request('GET', `/performance/pulses?${org()}&week=${week}`, { token: user.token });

describe('the weekly pulse', () => {
  it('is off until HR turns it on', async () => {
    const { users } = world;
    expect((await request('GET', `/performance/settings?${org()}`, { token: users.rory.token })).body.data).toEqual({
      weekly_pulse: false,
      version: 0,
    });
    expect((await mine(users.rory)).status).toBe(409);
    const body = { organization_id: world.organizationId, weekly_pulse: true };
    for (const user of [users.maya, users.rory]) {
      const refused = await request('PUT', '/performance/settings', { token: user.token, body });
      expect(refused.status).toBe(403);
    }
    const on = await request('PUT', '/performance/settings', { token: users.hr.token, body });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ weekly_pulse: true, version: 1 });
  });

  it('carries last week’s unfinished priorities forward', async () => {
    const { users, ids } = world;
    const empty = await mine(users.rory, lastWeek);
    expect(empty.body.data).toMatchObject({ week: lastWeek, priorities: [], version: 0, employee_id: ids.Rory });
    const written = await write(users.rory, {
      week: lastWeek,
      priorities: [{ text: 'Close the Acme deal' }, { text: 'Hire a barista', done: true }],
      last_week: 'A quiet week',
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data.version).toBe(1);
    const stale = await write(users.rory, { week: lastWeek, priorities: [{ text: 'Again' }], version: 0 });
    expect(stale.status).toBe(409);

    const draft = await mine(users.rory);
    expect(draft.body.data).toMatchObject({
      week: thisWeek,
      version: 0,
      priorities: [{ text: 'Close the Acme deal', done: false, carried_from: lastWeek }],
    });
    const saved = await write(users.rory, {
      week: thisWeek,
      priorities: [...draft.body.data.priorities, { text: 'Plan the rosters' }],
      last_week: 'Acme slipped a week',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await mine(users.rory)).body.data).toMatchObject({
      version: 1,
      last_week: 'Acme slipped a week',
      priorities: [
        { text: 'Close the Acme deal', done: false, carried_from: lastWeek },
        { text: 'Plan the rosters', done: false },
      ],
    });
    const bad = await write(users.rory, { week: '2026-12-02', priorities: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['priorities', 'week']);
  });

  it('is read by the manager reaching the writer, not by others', async () => {
    const { users, ids } = world;
    expect((await write(users.otto, { week: thisWeek, priorities: [{ text: 'Otto’s own' }] })).status).toBe(200);
    const names = async (user: TestUser) => ((await weekOf(user)).body.data.data as Json[]).map((p) => p.employee_id);
    // Maya manages Rory (and, through him, Ivy): she sees Rory's, not Otto's.
    expect(await names(users.maya)).toEqual([ids.Rory]);
    // An employee reads only their own.
    expect(await names(users.otto)).toEqual([ids.Otto]);
    expect(await names(users.ivy)).toEqual([]);
    expect((await names(users.hr)).sort()).toEqual([ids.Rory, ids.Otto].sort());
    // A member without an employee record writes no pulse.
    expect((await mine(users.hr)).status).toBe(404);
  });

  it('fills a manager’s page with the pulses in reach however many others the week holds; HR pages by cursor', async () => {
    const { users, ids } = world;
    const week = weekBefore(thisWeek, 5);
    // 147 pulses of people outside Maya's reach, every one before her new reports in employee order
    // (ids taken from the employee counter, so no employee has them), then her 3 new reports'.
    const others = await allocateIds(employeeCounter(), 'employee', 147);
    const reports: number[] = [];
    for (const name of ['Ada', 'Bo', 'Cy']) {
      const added = await createEmployee(world.owner, world.fixture, {
        first_name: name,
        last_name: 'Pulse',
        reporting_manager_id: ids.Maya,
      });
      reports.push(added.id);
    }
    const now = new Date().toISOString();
    const pulse = (employeeId: number) => ({
      organization_id: world.organizationId,
      employee_id: employeeId,
      week,
      employee_name: `Person ${employeeId}`,
      priorities: [{ text: 'Ship it', done: false }],
      version: 1,
      created_at: now,
      updated_at: now,
    });
    const all = [...others, ...reports];
    for (let start = 0; start < all.length; start += 25)
      await pulseEntity()
        .put(all.slice(start, start + 25).map(pulse))
        .go();

    const maya = await weekOf(users.maya, week);
    expect(maya.status, JSON.stringify(maya.body)).toBe(200);
    expect((maya.body.data.data as Json[]).map((item) => item.employee_id)).toEqual(reports);
    expect(maya.body.data.next_cursor).toBeNull();

    const first = await weekOf(users.hr, week);
    expect(first.body.data.data).toHaveLength(PULSES_PER_PAGE);
    const cursor = first.body.data.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await request(
      'GET',
      `/performance/pulses?${org()}&week=${week}&cursor=${encodeURIComponent(cursor)}`,
      { token: users.hr.token },
    );
    expect(second.body.data.next_cursor).toBeNull();
    const read = [...first.body.data.data, ...second.body.data.data].map((item: Json) => item.employee_id);
    expect(read).toEqual(all);
    // A cursor of HR's list is not one of a manager's (422, never another page).
    const mixed = await request(
      'GET',
      `/performance/pulses?${org()}&week=${week}&cursor=${encodeURIComponent(cursor)}`,
      { token: users.maya.token },
    );
    expect(mixed.status).toBe(422);
  });
});
