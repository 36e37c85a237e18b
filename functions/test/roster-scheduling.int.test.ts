import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, request, type TestUser } from './support.ts';
import { type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * Issue 28 §1's scheduling aids: an employee's unavailability (self-service; the roster shades it
 * and raises `unavailable` with their note) and a department's shift templates (validation, the
 * department's reach, versions).
 */

let world: TimesheetWorld;
let org: number;
let department: number;

const own = (user: TestUser, body: Record<string, unknown>) =>
  request('POST', '/self-service/unavailability', { token: user.token, body: { organization_id: org, ...body } });

async function roster(user: TestUser, from: string, to: string): Promise<Json> {
  const answer = await request(
    'GET',
    `/rosters?organization_id=${org}&department_id=${department}&from=${from}&to=${to}`,
    { token: user.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const template = (user: TestUser, body: Record<string, unknown>) =>
  request('POST', '/rosters/templates', {
    token: user.token,
    body: { organization_id: org, department_id: department, break_minutes: 30, ...body },
  });

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  department = world.fixture.sales.id;
}, 180_000);

describe('unavailability', () => {
  it('refuses what cannot be recorded, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'sometimes' }, 'kind', 'Choose weekly or dates.'],
      [{ kind: 'weekly' }, 'weekday', 'Choose a weekday.'],
      [{ kind: 'weekly', weekday: 8 }, 'weekday', 'Choose a weekday.'],
      [{ kind: 'dated' }, 'start_date', 'Choose the first day.'],
      [
        { kind: 'dated', start_date: '2026-12-10', end_date: '2026-12-09' },
        'end_date',
        'The last day cannot be before the first.',
      ],
      [
        { kind: 'weekly', weekday: 1, start_time: '09:00' },
        'end_time',
        'Enter the end time, or leave both times empty.',
      ],
      [
        { kind: 'weekly', weekday: 1, start_time: '13:00', end_time: '09:00' },
        'end_time',
        'The end time must be after the start.',
      ],
      [
        { kind: 'weekly', weekday: 1, start_time: '25:00', end_time: '26:00' },
        'start_time',
        'Enter a time as HH:MM (24-hour).',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await own(world.ivy, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field], JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('is the caller’s own: recorded, listed, shaded on the roster, checked, and removed by them alone', async () => {
    const weekly = await own(world.ivy, {
      kind: 'weekly',
      weekday: 3,
      start_time: '08:00',
      end_time: '12:00',
      note: 'Uni lecture',
    });
    expect(weekly.status, JSON.stringify(weekly.body)).toBe(201);
    const dated = await own(world.ivy, { kind: 'dated', start_date: '2026-12-18', end_date: '2026-12-19' });
    expect(dated.status, JSON.stringify(dated.body)).toBe(201);
    expect(dated.body.data).toMatchObject({ start_time: null, end_time: null, employee_id: world.people.Ivy.id });

    const mine = await request('GET', `/self-service/unavailability?organization_id=${org}`, {
      token: world.ivy.token,
    });
    expect(mine.body.data.map((entry: Json) => entry.kind)).toEqual(['weekly', 'dated']);
    const rorys = await request('GET', `/self-service/unavailability?organization_id=${org}`, {
      token: world.rory.token,
    });
    expect(rorys.body.data).toEqual([]);

    // Wednesday 16 December 10:00–14:00 falls in the weekly lecture; Friday 18th on the dated days; Thursday is free.
    for (const [date, start_time, end_time] of [
      ['2026-12-16', '10:00', '14:00'],
      ['2026-12-18', '09:00', '13:00'],
      ['2026-12-17', '09:00', '13:00'],
    ] as const) {
      const answer = await request('POST', '/shifts', {
        token: world.owner.token,
        body: {
          organization_id: org,
          department_id: department,
          employee_id: world.people.Ivy.id,
          date,
          start_time,
          end_time,
          break_minutes: 0,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const view = await roster(world.hr, '2026-12-14', '2026-12-20');
    expect(view.unavailability.map((entry: Json) => entry.id).sort()).toEqual(
      [weekly.body.data.id, dated.body.data.id].sort(),
    );
    const checks = view.checks.filter((check: Json) => check.rule === 'unavailable');
    expect(checks.map((check: Json) => [check.date, check.message])).toEqual([
      ['2026-12-16', 'Unavailable Wednesdays, 8:00 am – 12:00 pm: Uni lecture'],
      ['2026-12-18', 'Unavailable 18 Dec 2026 – 19 Dec 2026, all day'],
    ]);
    expect(checks[0]).toMatchObject({ severity: 'warn', clause: 'Recorded unavailability' });

    // Set to block, it blocks.
    const settings = await request('GET', `/rosters/settings?organization_id=${org}`, { token: world.owner.token });
    const put = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: { unavailable: 'block' }, version: settings.body.data.version },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const blocked = await roster(world.owner, '2026-12-14', '2026-12-20');
    expect(blocked.checks.find((check: Json) => check.rule === 'unavailable').severity).toBe('block');
    await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: {}, version: put.body.data.version },
    });

    // Another's: 404; own with a stale version: 409; then removed.
    const id = weekly.body.data.id;
    const theirs = await request('DELETE', `/self-service/unavailability/${id}?organization_id=${org}&version=1`, {
      token: world.rory.token,
    });
    expect(theirs.status).toBe(404);
    const stale = await request('DELETE', `/self-service/unavailability/${id}?organization_id=${org}&version=7`, {
      token: world.ivy.token,
    });
    expect(stale.status).toBe(409);
    const gone = await request('DELETE', `/self-service/unavailability/${id}?organization_id=${org}&version=1`, {
      token: world.ivy.token,
    });
    expect(gone.status).toBe(204);
    const after = await roster(world.owner, '2026-12-14', '2026-12-20');
    expect(after.checks.filter((check: Json) => check.rule === 'unavailable')).toHaveLength(1);
  });

  it('answers 404 to a member without an employee record', async () => {
    const answer = await own(world.hr, { kind: 'weekly', weekday: 1 });
    expect(answer.status).toBe(404);
  });
});

describe('shift templates', () => {
  it('validates each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', start_time: '07:00', end_time: '15:00' }, 'name', 'Name the template.'],
      [{ name: 'Open', start_time: '', end_time: '15:00' }, 'start_time', 'Enter the start time.'],
      [
        { name: 'Open', start_time: '07:00', end_time: '07:00' },
        'end_time',
        'The end time must differ from the start.',
      ],
      [
        { name: 'Open', start_time: '07:00', end_time: '07:20' },
        'break_minutes',
        'The break must be shorter than the shift.',
      ],
      [
        { name: 'Open', start_time: '07:00', end_time: '15:00', weekdays: [0] },
        'weekdays.0',
        'Choose weekdays from 1 (Monday) to 7 (Sunday).',
      ],
      [
        { name: 'Open', start_time: '07:00', end_time: '15:00', department_id: 999_999 },
        'department_id',
        'Choose a department.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await template(world.owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field] ?? answer.body.errors.weekdays, JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('is kept per department, within the department’s reach, and versioned', async () => {
    const created = await template(world.owner, {
      name: 'Weekday opening',
      start_time: '07:00',
      end_time: '15:00',
      role: 'Front counter',
      weekdays: [5, 1, 2, 3, 4, 1],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ weekdays: [1, 2, 3, 4, 5], role: 'Front counter', version: 1 });
    const list = await request('GET', `/rosters/templates?organization_id=${org}&department_id=${department}`, {
      token: world.maya.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((each: Json) => each.name)).toContain('Weekday opening');

    // Maya (a manager) reaches Sales (her reports'), not Engineering; an employee cannot add one.
    const engineering = world.fixture.engineering.id;
    const elsewhere = await template(world.owner, {
      department_id: engineering,
      name: 'Late',
      start_time: '14:00',
      end_time: '22:00',
    });
    expect(elsewhere.status).toBe(201);
    const notHers = await request('GET', `/rosters/templates?organization_id=${org}&department_id=${engineering}`, {
      token: world.maya.token,
    });
    expect(notHers.status).toBe(404);
    const notHersEither = await request(
      'DELETE',
      `/rosters/templates/${elsewhere.body.data.id}?organization_id=${org}&version=1`,
      { token: world.maya.token },
    );
    expect(notHersEither.status).toBe(404);
    const refused = await template(world.ivy, { name: 'Mine', start_time: '07:00', end_time: '15:00' });
    expect(refused.status).toBe(403);

    const id = created.body.data.id;
    const body = { name: 'Weekday opening', start_time: '06:30', end_time: '14:30', break_minutes: 30, weekdays: [] };
    const stale = await request('PUT', `/rosters/templates/${id}?organization_id=${org}`, {
      token: world.owner.token,
      body: { ...body, version: 5 },
    });
    expect(stale.status).toBe(409);
    const saved = await request('PUT', `/rosters/templates/${id}?organization_id=${org}`, {
      token: world.owner.token,
      body: { ...body, version: 1 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ start_time: '06:30', role: null, weekdays: [], version: 2 });
    const other = await request('PUT', `/rosters/templates/${id}?organization_id=${org + 1_000_000}`, {
      token: world.owner.token,
      body: { ...body, version: 2 },
    });
    expect(other.status).toBe(404);
    const removed = await request('DELETE', `/rosters/templates/${id}?organization_id=${org}&version=2`, {
      token: world.owner.token,
    });
    expect(removed.status).toBe(204);
  });
});
