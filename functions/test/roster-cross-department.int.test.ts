import { beforeAll, describe, expect, it } from 'vitest';
import { updateBodyOf } from './employee-support.ts';
import { createdShift, retailCasual } from './roster-support.ts';
import { type Json, request, type TestUser } from './support.ts';
import { entry, submittedTimesheet, type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * Issue 28: a person's shifts in other departments count in their roster's checks and costs, and
 * their unavailability follows them. Cass (retail casual, MA000004 Level 1) works Monday to Thursday
 * and Saturday in Sales, then moves to Engineering and is rostered there on Friday evening: Sales'
 * Saturday comes 9.5 hours after Engineering's Friday (the 12-hour break), the week passes 38 hours
 * on Friday, and the hours past 38 are overtime wherever they fall, so both departments' costs
 * together are what the timesheet of the week pays.
 */

let world: TimesheetWorld;
let org: number;
let sales: number;
let engineering: number;
let cass: { id: number };
const MONDAY = '2026-11-16';

const created = (departmentId: number, employeeId: number, body: Record<string, unknown>) =>
  createdShift(world.owner, {
    organization_id: org,
    department_id: departmentId,
    employee_id: employeeId,
    break_minutes: 0,
    ...body,
  });

async function roster(user: TestUser, departmentId: number, path = '/rosters', from = MONDAY): Promise<Json> {
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const answer = await request(
    'GET',
    `${path}?organization_id=${org}&department_id=${departmentId}&from=${from}&to=${to}`,
    { token: user.token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function moveTo(employeeId: number, departmentId: number, designationId: number) {
  const current = (await request('GET', `/employees/${employeeId}`, { token: world.owner.token })).body.data;
  const answer = await request('PUT', `/employees/${employeeId}`, {
    token: world.owner.token,
    body: { ...updateBodyOf(current), department_id: departmentId, designation_id: designationId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const sum = (rows: Json[]) => rows.reduce((total: number, row: Json) => total + row.cost_cents, 0);

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  sales = world.fixture.sales.id;
  engineering = world.fixture.engineering.id;
  cass = await retailCasual(world, 'Crossover');
}, 180_000);

describe('a person rostered in two departments', () => {
  let saturday: Json;
  let friday: Json;

  beforeAll(async () => {
    // Sales, Monday to Thursday 8 hours each (32) and Saturday 7:00–12:00 (5).
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'])
      await created(sales, cass.id, { date, start_time: '09:00', end_time: '17:30', break_minutes: 30 });
    saturday = await created(sales, cass.id, { date: '2026-11-21', start_time: '07:00', end_time: '12:00' });
    await moveTo(cass.id, engineering, world.fixture.engineer.id);
    // Engineering, Friday 12:30–21:00 (8 hours): the week passes 38 hours here, 10 hours before Saturday.
    friday = await created(engineering, cass.id, {
      date: '2026-11-20',
      start_time: '12:30',
      end_time: '21:00',
      break_minutes: 30,
    });
  }, 60_000);

  it('checks each department’s shifts against the whole week and shows the other department’s', async () => {
    const view = await roster(world.owner, sales);
    const checks = view.checks.filter((check: Json) => check.employee_id === cass.id);
    const rest = checks.find((check: Json) => check.rule === 'break_between_shifts');
    expect(rest, JSON.stringify(checks)).toMatchObject({ shift_id: saturday.id, date: '2026-11-21' });
    expect(rest.message).toContain('12 hours');
    // The Friday shift that passes 38 hours is Engineering's: shown here beside it, with its check.
    expect(view.other_department_shifts).toEqual([
      expect.objectContaining({ id: friday.id, employee_id: cass.id, department_name: 'Engineering' }),
    ]);
    expect(view.other_department_checks).toEqual([
      expect.objectContaining({ shift_id: friday.id, rule: 'weekly_hours' }),
    ]);
    const person = view.people.find((row: Json) => row.employee_id === cass.id);
    expect(person).toMatchObject({ rostered_minutes: 37 * 60, other_department_minutes: 8 * 60 });
    // The checks route (and so publishing's block check) reads the same week.
    expect((await roster(world.owner, sales, '/rosters/checks')).checks).toEqual(view.checks);

    const other = await roster(world.owner, engineering);
    const theirs = other.checks.filter((check: Json) => check.employee_id === cass.id);
    expect(theirs.map((check: Json) => [check.shift_id, check.rule])).toContainEqual([friday.id, 'weekly_hours']);
    expect(other.other_department_shifts.map((shift: Json) => shift.department_name)).toEqual(Array(5).fill('Sales'));
    expect(other.people.find((row: Json) => row.employee_id === cass.id)).toMatchObject({
      rostered_minutes: 8 * 60,
      other_department_minutes: 37 * 60,
    });
  });

  it('blocks publishing on a check another department’s shift causes', async () => {
    const settings = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: { break_between_shifts: 'block' }, version: 0 },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const publish = await request('POST', '/rosters/publish', {
      token: world.owner.token,
      body: { organization_id: org, department_id: sales, from: MONDAY, to: '2026-11-22' },
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(422);
    expect(JSON.stringify(publish.body)).toContain('12 hours');
    const back = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: world.owner.token,
      body: { roster_check_severity: {}, version: settings.body.data.version },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('costs overtime past 38 hours of the whole week where it falls, as the timesheet pays the week', async () => {
    const [salesView, engineeringView] = [await roster(world.owner, sales), await roster(world.owner, engineering)];
    const overtime = (view: Json, shiftId: number) =>
      view.costs
        .find((cost: Json) => cost.shift_id === shiftId)
        .lines.filter((line: Json) => line.category.startsWith('overtime'))
        .reduce((total: number, line: Json) => total + line.minutes, 0);
    // 32 hours to Thursday: Friday's last 2 hours and all of Saturday's 5 are past 38.
    expect(overtime(engineeringView, friday.id)).toBe(2 * 60);
    expect(overtime(salesView, saturday.id)).toBe(5 * 60);
    const cassCosts = (view: Json) =>
      view.costs.filter((cost: Json) =>
        view.shifts.some((shift: Json) => shift.id === cost.shift_id && shift.employee_id === cass.id),
      );
    const sheet = await submittedTimesheet(
      world.owner,
      org,
      cass.id,
      {
        '2026-11-16': [entry('09:00', '17:30', 30)],
        '2026-11-17': [entry('09:00', '17:30', 30)],
        '2026-11-18': [entry('09:00', '17:30', 30)],
        '2026-11-19': [entry('09:00', '17:30', 30)],
        '2026-11-20': [entry('12:30', '21:00', 30)],
        '2026-11-21': [entry('07:00', '12:00')],
      },
      MONDAY,
    );
    const lines = await request('GET', `/timesheets/${sheet.timesheet_id}/pay-lines`, { token: world.owner.token });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    expect(sum(cassCosts(salesView)) + sum(cassCosts(engineeringView))).toBe(lines.body.data.total_cents);
  });
});

describe('unavailability after a department move', () => {
  it('still shows on the person’s row and still raises the check', async () => {
    const recorded = await request('POST', '/self-service/unavailability', {
      token: world.ivy.token,
      body: { organization_id: org, kind: 'weekly', weekday: 3, start_time: '08:00', end_time: '12:00', note: 'Uni' },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    await moveTo(world.people.Ivy.id, engineering, world.fixture.engineer.id);
    const wednesday = await created(engineering, world.people.Ivy.id, {
      date: '2026-11-25',
      start_time: '10:00',
      end_time: '14:00',
    });
    const view = await roster(world.hr, engineering, '/rosters', '2026-11-23');
    expect(view.unavailability.map((item: Json) => item.id)).toEqual([recorded.body.data.id]);
    expect(view.checks).toContainEqual(
      expect.objectContaining({ shift_id: wednesday.id, rule: 'unavailable', message: expect.stringContaining('Uni') }),
    );
    // Sales, where it was recorded, no longer shows Ivy (nor her unavailability).
    const before = await roster(world.hr, sales, '/rosters', '2026-11-23');
    expect(before.unavailability).toEqual([]);
  });
});

describe('swap eligibility across departments', () => {
  it('counts a colleague’s shift in another department, and their unavailability', async () => {
    // Otto works Wednesday 10 March 2027 in Sales, then moves to Engineering (where Ivy now is).
    await created(sales, world.people.Otto.id, { date: '2027-03-10', start_time: '09:00', end_time: '17:00' });
    await moveTo(world.people.Otto.id, engineering, world.fixture.engineer.id);
    const offered = await created(engineering, cass.id, { date: '2027-03-10', start_time: '10:00', end_time: '14:00' });
    const answer = await request('GET', `/shift-swaps/eligible?organization_id=${org}&shift_id=${offered.id}`, {
      token: world.owner.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const byId = new Map(answer.body.data.candidates.map((candidate: Json) => [candidate.employee_id, candidate]));
    expect(byId.get(world.people.Otto.id)).toMatchObject({
      eligible: false,
      reasons: [expect.stringContaining('Already rostered 09:00–17:00')],
    });
    // Ivy's Wednesday mornings (recorded while in Sales) are a warning to whoever approves.
    expect(byId.get(world.people.Ivy.id)).toMatchObject({
      eligible: true,
      warnings: [expect.objectContaining({ rule: 'unavailable', message: expect.stringContaining('Uni') })],
    });
  });
});
