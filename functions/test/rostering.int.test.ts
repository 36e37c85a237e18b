import { beforeAll, describe, expect, it } from 'vitest';
import { leaveCalendarEntryEntity } from '../src/core/leave/request-entities.ts';
import { runPendingRosterNotifications } from './roster-publishing-support.ts';
import { retailCasual } from './roster-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';
import { entry, submittedTimesheet, type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * Issue 28 §1 "How it is checked", the API's part: a retail casual (MA000004, Level 1) rostered
 * back 10 hours after a shift raises the break check naming 12 hours; a 2-hour casual shift raises
 * minimum engagement; a shift on approved leave is refused until confirmed; overlaps answer 422 and
 * stale versions 409; a manager reaches their reports only, another organization nothing; and the
 * week's cost equals what the timesheet of the same shifts pays.
 */

let world: TimesheetWorld;
let org: number;
let department: number;
let cass: { id: number };

const shift = (user: TestUser, body: Record<string, unknown>) =>
  request('POST', '/shifts', {
    token: user.token,
    body: { organization_id: org, department_id: department, break_minutes: 0, ...body },
  });

async function created(user: TestUser, body: Record<string, unknown>): Promise<Json> {
  const answer = await shift(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function roster(user: TestUser, from: string, to: string, path = '/rosters'): Promise<Json> {
  const answer = await request(
    'GET',
    `${path}?organization_id=${org}&department_id=${department}&from=${from}&to=${to}`,
    { token: user.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  department = world.fixture.sales.id;
  cass = await retailCasual(world, 'Ual');
}, 180_000);

describe('roster checks under the retail award', () => {
  it('flags shifts 10 hours apart with the 12-hour break, and a 2-hour casual shift with minimum engagement', async () => {
    const evening = await created(world.owner, {
      employee_id: cass.id,
      date: '2026-12-07',
      start_time: '13:00',
      end_time: '21:00',
      break_minutes: 30,
    });
    const morning = await created(world.owner, {
      employee_id: cass.id,
      date: '2026-12-08',
      start_time: '07:00',
      end_time: '15:00',
      break_minutes: 30,
    });
    const short = await created(world.owner, {
      employee_id: cass.id,
      date: '2026-12-10',
      start_time: '10:00',
      end_time: '12:00',
    });
    const view = await roster(world.owner, '2026-12-07', '2026-12-13');
    const checks = view.checks.filter((check: Json) => check.employee_id === cass.id);
    const rest = checks.find((check: Json) => check.rule === 'break_between_shifts');
    expect(rest).toMatchObject({ shift_id: morning.id, date: '2026-12-08', severity: 'warn' });
    expect(rest.message).toContain('12 hours');
    expect(rest.clause).toContain('MA000004');
    const minimum = checks.find((check: Json) => check.rule === 'minimum_engagement');
    expect(minimum).toMatchObject({ shift_id: short.id, clause: expect.stringContaining('MA000004') });
    expect(checks.some((check: Json) => check.shift_id === evening.id && check.rule === 'break_between_shifts')).toBe(
      false,
    );
    // The checks route answers the same.
    const only = await roster(world.owner, '2026-12-07', '2026-12-13', '/rosters/checks');
    expect(only.checks).toEqual(view.checks);
    // A cost for each shift, with the minimum engagement top-up in the short one.
    const cost = view.costs.find((row: Json) => row.shift_id === short.id);
    expect(cost.lines.some((line: Json) => line.category === 'minimum_engagement')).toBe(true);
  });

  it('blocks a rule when the organization says so', async () => {
    const settings = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: { break_between_shifts: 'block' }, version: 0 },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const view = await roster(world.owner, '2026-12-07', '2026-12-13');
    expect(view.checks.find((check: Json) => check.rule === 'break_between_shifts').severity).toBe('block');
    const stale = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: {}, version: 0 },
    });
    expect(stale.status).toBe(409);
  });

  it('costs the week as the timesheet of the same shifts pays it', async () => {
    const view = await roster(world.owner, '2026-12-07', '2026-12-13');
    const week = view.week_totals.find((row: Json) => row.week_start === '2026-12-07');
    const own = view.costs.filter((row: Json) =>
      view.shifts.some((s: Json) => s.id === row.shift_id && s.employee_id === cass.id),
    );
    const ownTotal = own.reduce((sum: number, row: Json) => sum + row.cost_cents, 0);
    expect(ownTotal).toBeGreaterThan(0);
    const sheet = await submittedTimesheet(
      world.owner,
      org,
      cass.id,
      {
        '2026-12-07': [entry('13:00', '21:00', 30)],
        '2026-12-08': [entry('07:00', '15:00', 30)],
        '2026-12-10': [entry('10:00', '12:00')],
      },
      '2026-12-07',
    );
    const lines = await request('GET', `/timesheets/${sheet.timesheet_id}/pay-lines`, { token: world.owner.token });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    expect(ownTotal).toBe(lines.body.data.total_cents);
    expect(week.cost_cents).toBeGreaterThanOrEqual(ownTotal);
  });
});

describe('shift rules', () => {
  it('refuses a shift on approved leave unless confirmed, naming the leave', async () => {
    const rory = world.people.Rory.id;
    for (const month of ['2026-12'])
      await leaveCalendarEntryEntity()
        .put({
          organization_id: org,
          month,
          request_id: 900_001,
          employee_id: rory,
          leave_type_code: 'annual',
          leave_type_name: 'Annual leave',
          confidential: false,
          start_date: '2026-12-14',
          end_date: '2026-12-16',
          status: 'approved',
        })
        .go();
    const body = { employee_id: rory, date: '2026-12-15', start_time: '09:00', end_time: '17:00', break_minutes: 30 };
    const refused = await shift(world.owner, body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.confirm_leave[0]).toContain(
      'On approved Annual leave 14 December 2026 to 16 December 2026',
    );
    const confirmed = await created(world.owner, { ...body, confirm_leave: true });
    const view = await roster(world.owner, '2026-12-14', '2026-12-20');
    expect(view.checks.find((check: Json) => check.shift_id === confirmed.id)?.rule).toBe('on_leave');
    const person = view.people.find((row: Json) => row.employee_id === rory);
    expect(person.leave.map((day: Json) => day.date)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
  });

  it('refuses overlaps (the night before included), zero-length shifts and dates before starting', async () => {
    const otto = world.people.Otto.id;
    await created(world.owner, { employee_id: otto, date: '2026-12-21', start_time: '22:00', end_time: '06:00' });
    const overlap = await shift(world.owner, {
      employee_id: otto,
      date: '2026-12-22',
      start_time: '05:00',
      end_time: '09:00',
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.start_time[0]).toContain('Overlaps the shift 10:00 pm – 6:00 am');
    const zero = await shift(world.owner, {
      employee_id: otto,
      date: '2026-12-23',
      start_time: '09:00',
      end_time: '09:00',
    });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.end_time).toBeDefined();
    const early = await shift(world.owner, {
      employee_id: otto,
      date: '2025-12-01',
      start_time: '09:00',
      end_time: '17:00',
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.date[0]).toContain('Not yet started');
    const open = await created(world.owner, {
      employee_id: null,
      date: '2026-12-22',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(open.employee_id).toBeNull();
    const view = await roster(world.owner, '2026-12-21', '2026-12-27');
    expect(view.open_shifts.map((row: Json) => row.id)).toEqual([open.id]);
    expect(view.costs.find((row: Json) => row.shift_id === open.id)).toMatchObject({ cost_cents: 0 });
  });

  it('changes a shift on its version (409 when stale) and deletes it', async () => {
    const first = await created(world.owner, {
      employee_id: world.people.Ivy.id,
      date: '2026-12-28',
      start_time: '09:00',
      end_time: '13:00',
    });
    const body = {
      employee_id: world.people.Ivy.id,
      department_id: department,
      date: '2026-12-29',
      start_time: '10:00',
      end_time: '14:00',
      break_minutes: 0,
    };
    const moved = await request('PUT', `/shifts/${first.id}`, {
      token: world.owner.token,
      body: { ...body, version: first.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ date: '2026-12-29', start_time: '10:00', version: 2 });
    const stale = await request('PUT', `/shifts/${first.id}`, {
      token: world.owner.token,
      body: { ...body, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await request('DELETE', `/shifts/${first.id}?version=1`, { token: world.owner.token })).status).toBe(409);
    expect((await request('DELETE', `/shifts/${first.id}?version=2`, { token: world.owner.token })).status).toBe(204);
    expect((await request('DELETE', `/shifts/${first.id}?version=2`, { token: world.owner.token })).status).toBe(404);
    // Each change is audited in its own transaction: created, changed, removed (the stale tries wrote nothing).
    const log = await request(
      'GET',
      `/organizations/${org}/audit-log?per_page=100&module=rostering&record_type=shift&record_id=${first.id}`,
      { token: world.owner.token },
    );
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.data.map((event: Json) => event.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});

describe('reach', () => {
  it('shows a manager the roster notifications of their reports only', async () => {
    // A week of its own: Ivy (Maya's report) and Otto (not) rostered, published by the owner.
    for (const employee_id of [world.people.Ivy.id, world.people.Otto.id])
      await created(world.owner, { employee_id, date: '2027-01-12', start_time: '09:00', end_time: '13:00' });
    const published = await request('POST', '/rosters/publish', {
      token: world.owner.token,
      body: { organization_id: org, department_id: department, from: '2027-01-11', to: '2027-01-17' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(202);
    expect(await runPendingRosterNotifications(org)).toBeGreaterThan(0);
    const sentTo = async (user: TestUser) => {
      const answer = await request('GET', `/rosters/notifications?organization_id=${org}`, { token: user.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.data.map((row: Json) => row.employee_id);
    };
    expect(await sentTo(world.owner)).toEqual(expect.arrayContaining([world.people.Ivy.id, world.people.Otto.id]));
    const seen = await sentTo(world.maya);
    expect(seen).toContain(world.people.Ivy.id);
    expect(seen).not.toContain(world.people.Otto.id);
  });

  it('lets a manager roster and see only their reports', async () => {
    const view = await roster(world.maya, '2026-12-14', '2026-12-20');
    const ids = view.people.map((row: Json) => row.employee_id).sort();
    expect(ids).toEqual([world.people.Maya.id, world.people.Rory.id, world.people.Ivy.id].sort());
    expect(view.costs_visible).toBe(false);
    expect(view.costs).toEqual([]);
    const mine = await shift(world.maya, {
      employee_id: world.people.Ivy.id,
      date: '2026-12-17',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const otto = await shift(world.maya, {
      employee_id: world.people.Otto.id,
      date: '2026-12-17',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(otto.status).toBe(404);
    const ottos = await created(world.owner, {
      employee_id: world.people.Otto.id,
      date: '2026-12-18',
      start_time: '09:00',
      end_time: '13:00',
    });
    const edit = await request('PUT', `/shifts/${ottos.id}`, {
      token: world.maya.token,
      body: {
        employee_id: world.people.Ivy.id,
        department_id: department,
        date: '2026-12-18',
        start_time: '09:00',
        end_time: '13:00',
        version: 1,
      },
    });
    expect(edit.status).toBe(404);
    // An employee sees only their own (view self) and cannot roster.
    const refused = await shift(world.ivy, {
      employee_id: world.people.Ivy.id,
      date: '2026-12-19',
      start_time: '09:00',
      end_time: '13:00',
    });
    expect(refused.status).toBe(403);
  });

  it('answers 404 for another organization’s shift', async () => {
    const mine = await created(world.owner, {
      employee_id: world.people.Otto.id,
      date: '2026-12-30',
      start_time: '09:00',
      end_time: '13:00',
    });
    const stranger = await signUp('Rostering Stranger');
    const answer = await request('PUT', `/shifts/${mine.id}`, {
      token: stranger.token,
      body: {
        employee_id: null,
        department_id: department,
        date: '2026-12-30',
        start_time: '09:00',
        end_time: '13:00',
        version: 1,
      },
    });
    expect(answer.status).toBe(404);
    expect((await request('DELETE', `/shifts/${mine.id}?version=1`, { token: stranger.token })).status).toBe(404);
  });
});
