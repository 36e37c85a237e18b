import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, ownerWorkspace } from './employee-support.ts';
import { addSchedule, payrollSetup, setPay } from './pay-run-support.ts';
import { request, type TestUser } from './support.ts';
import { createTimesheet, type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * `GET /timesheets/period`: the period of the employee's pay schedule holding a day, where the entry
 * screen lands (today) and moves (the day before or after a period). A fortnightly schedule whose
 * next period is 2–15 November 2026, a monthly one from the 15th, and the Monday week of an employee
 * without pay set up; the view reach of the employee's timesheets; 404 for another organization; 422
 * on a bad date.
 */

let world: TimesheetWorld;
let org: number;
let fortnightly: number;
let monthly: number;

const periodOf = (user: TestUser, employeeId: number, date: string, organizationId = org) =>
  request(
    'GET',
    `/timesheets/period?organization_id=${organizationId}&employee_id=${employeeId}&date=${encodeURIComponent(date)}`,
    { token: user.token },
  );

async function expectPeriod(employeeId: number, date: string, period_start: string, period_end: string) {
  const answer = await periodOf(world.owner, employeeId, date);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data).toEqual({ period_start, period_end });
}

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  const fortnightlyId = await payrollSetup(org);
  const monthlyId = await addSchedule(org, 'Monthly from the 15th', {
    frequency: 'monthly',
    next_period_start: '2026-11-15',
    next_pay_date: '2026-12-16',
  });
  const hourly = async (first: string, scheduleId: number) => {
    const created = await createEmployee(world.owner, world.fixture, {
      first_name: first,
      last_name: 'Period',
      joining_date: '2026-01-12',
    });
    await setPay(org, created.id, { basis: 'hourly', hourly_rate_e4: 300_000, pay_schedule_id: scheduleId });
    return created.id as number;
  };
  fortnightly = await hourly('Fern', fortnightlyId);
  monthly = await hourly('Monty', monthlyId);
}, 120_000);

describe('the period holding a day', () => {
  it('answers the fortnight of the employee’s schedule, before and after its next period', async () => {
    await expectPeriod(fortnightly, '2026-11-09', '2026-11-02', '2026-11-15');
    await expectPeriod(fortnightly, '2026-11-02', '2026-11-02', '2026-11-15');
    await expectPeriod(fortnightly, '2026-11-16', '2026-11-16', '2026-11-29');
    await expectPeriod(fortnightly, '2026-11-01', '2026-10-19', '2026-11-01');
    // The period answered is the one a timesheet is created for; the day guessed as a Monday is refused.
    expect((await createTimesheet(world.owner, org, fortnightly, '2026-11-09')).status).toBe(422);
    expect((await createTimesheet(world.owner, org, fortnightly, '2026-11-16')).status).toBe(201);
  });

  it('answers the month of a monthly schedule, and a Monday week without pay set up', async () => {
    await expectPeriod(monthly, '2026-12-02', '2026-11-15', '2026-12-14');
    await expectPeriod(monthly, '2026-12-15', '2026-12-15', '2027-01-14');
    await expectPeriod(monthly, '2026-11-14', '2026-10-15', '2026-11-14');
    expect((await createTimesheet(world.owner, org, monthly, '2026-11-15')).status).toBe(201);
    await expectPeriod(world.people.Otto.id, '2026-11-04', '2026-11-02', '2026-11-08');
    await expectPeriod(world.people.Otto.id, '2026-11-08', '2026-11-02', '2026-11-08');
  });

  it('answers within the caller’s view reach of timesheets, 404 outside it or another organization', async () => {
    const own = await periodOf(world.rory, world.people.Rory.id, '2026-11-04');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await periodOf(world.rory, world.people.Otto.id, '2026-11-04')).status).toBe(404);
    expect((await periodOf(world.maya, world.people.Ivy.id, '2026-11-04')).status).toBe(200);
    const stranger = await ownerWorkspace('Period Stranger');
    expect((await periodOf(stranger.owner, fortnightly, '2026-11-04')).status).toBe(404);
    // Their own organization, someone else's employee: not theirs.
    const other = await periodOf(stranger.owner, fortnightly, '2026-11-04', stranger.org);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Employee not found.');
  });

  it('answers 422 on a bad date or a missing employee', async () => {
    const bad = await periodOf(world.owner, fortnightly, '2026-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date).toEqual(['Enter a valid date (YYYY-MM-DD).']);
    const none = await request('GET', `/timesheets/period?organization_id=${org}&date=2026-11-04`, {
      token: world.owner.token,
    });
    expect(none.status).toBe(422);
    expect(none.body.errors.employee_id).toEqual(['Choose an employee.']);
  });
});
