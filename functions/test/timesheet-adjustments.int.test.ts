import { TEST_SET } from '@wattle/shared/pay-conditions/test-set';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  timesheetEntity,
  timesheetLocator,
  timesheetOpenAdjustmentEntity,
  timesheetPeriodEntity,
} from '../src/core/timesheets/timesheet-entities.ts';
import { member } from './attendance-support.ts';
import { createEmployee, ownerWorkspace } from './employee-support.ts';
import { payRunOf, payrollSetup, postPayRun, runPendingTasks, setPay } from './pay-run-support.ts';
import { type Json, request, type TestUser } from './support.ts';
import { entry, getTimesheet, putDay, step, type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * Issue 27 §2 "Periods lock when a pay run that paid them is finalised; a later change becomes an
 * adjustment". A run for 2–15 November 2026 pays and locks two casuals' timesheets; their
 * adjustments are opened, changed and approved; the run for 16–29 November pays the difference to
 * the cent, one line per category and rate naming the period and rule (negative for a reduction,
 * with a review notice), and finalising it locks the adjustments.
 *
 * The set is the unit tests' (TEST_SET): $30.00 an hour, casual 125% ($37.50), casual Saturday
 * 150% ($45.00), minimum engagement 3 h.
 */

let world: TimesheetWorld;
let org: number;
let scheduleId: number;
let setId: string;
let dana: { id: number; user: TestUser };
let rex: number;
const sheets: Record<string, number> = {};
let firstRun: number;
let secondRun: number;
let nextTimesheet = 800_000;

const day = (date: string, ...entries: ReturnType<typeof entry>[]) => ({ date, source: 'manual' as const, entries });

/** A timesheet as the timesheets API stores it (period guard and locator in the same writes). */
async function timesheet(employeeId: number, periodStart: string, periodEnd: string, days: ReturnType<typeof day>[]) {
  nextTimesheet += 1;
  const timesheetId = nextTimesheet;
  const now = new Date().toISOString();
  await timesheetPeriodEntity()
    .create({ organization_id: org, period_start: periodStart, employee_id: employeeId, timesheet_id: timesheetId })
    .go();
  await timesheetLocator().create({ kind: 'timesheet', id: timesheetId, organization_id: org }).go();
  await timesheetEntity()
    .create({
      organization_id: org,
      timesheet_id: timesheetId,
      employee_id: employeeId,
      employee_name: 'Someone',
      period_start: periodStart,
      period_end: periodEnd,
      status: 'approved',
      days,
      worked_minutes: 0,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return timesheetId;
}

const stored = async (timesheetId: number) =>
  (await timesheetEntity().get({ organization_id: org, timesheet_id: timesheetId }).go({ consistent: true })).data;

const openAdjustment = (user: TestUser, timesheetId: number, version = 1) =>
  request('POST', `/timesheets/${timesheetId}/adjustment`, { token: user.token, body: { version } });

async function finalise(payRunId: number) {
  const finalised = await request('POST', `/payroll/pay-runs/${payRunId}/finalise`, { token: world.owner.token });
  expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
  await runPendingTasks(org, payRunId);
}

const slipOf = async (payRunId: number, employeeId: number) =>
  (await payRunOf(world.owner.token, payRunId)).payslips.find((slip: Json) => slip.employee_id === employeeId);

const earnings = (slip: Json) =>
  slip.lines
    .filter((line: Json) => line.kind === 'ordinary' || line.kind === 'overtime')
    .map((line: Json) => [line.description, line.hours, line.rate, line.amount]);

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  scheduleId = await payrollSetup(org);
  const { id: _id, built_in: _builtIn, ...body } = TEST_SET;
  const created = await request('POST', `/organizations/${org}/pay-conditions`, { token: world.owner.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  setId = created.body.data.id;
  const casual = async (first: string) => {
    const made = await createEmployee(world.owner, world.fixture, {
      first_name: first,
      last_name: 'Adjusted',
      joining_date: '2026-01-12',
      employment_type: 'Casual',
    });
    await setPay(org, made.id, {
      basis: 'hourly',
      ordinary_hours_per_week: 0,
      pay_schedule_id: scheduleId,
      pay_condition_set_id: setId,
      classification: 'A',
    });
    return made.id as number;
  };
  const danaId = await casual('Dana');
  // Dana is a manager too: she may approve timesheets, never her own.
  dana = { id: danaId, user: await member(world, 'manager', danaId) };
  rex = await casual('Rex');
  // Dana: Tuesday 3 November, 4 h at $37.50. Rex: Wednesday 4 November, 8 h at $37.50.
  sheets.dana = await timesheet(dana.id, '2026-11-02', '2026-11-15', [day('2026-11-03', entry('09:00', '13:00'))]);
  sheets.rex = await timesheet(rex, '2026-11-02', '2026-11-15', [day('2026-11-04', entry('09:00', '17:00', 0))]);
  // Rex works in the next period too (so a recovery leaves him paid something).
  await timesheet(rex, '2026-11-16', '2026-11-29', [day('2026-11-17', entry('09:00', '17:00', 0))]);

  const drafted = await postPayRun(world.owner.token, org, scheduleId);
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  firstRun = drafted.body.data.id;
  await runPendingTasks(org, firstRun);
  expect((await slipOf(firstRun, dana.id)).gross).toBe('150.00');
  await finalise(firstRun);
}, 180_000);

describe('correcting a paid period', () => {
  it('locks what a finalised run paid: a direct change is still refused', async () => {
    const locked = await getTimesheet(world.owner, sheets.dana as number);
    expect(locked.body.data).toMatchObject({ locked_by_pay_run_id: firstRun, adjusted_by_timesheet_id: null });
    const edit = await putDay(world.owner, { timesheet_id: sheets.dana as number, version: 1 }, '2026-11-07', [
      entry('09:00', '13:00'),
    ]);
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe('This period was paid in a finalised pay run; record a change as an adjustment.');
  });

  it('opens one adjustment of a locked timesheet (days copied, draft), answering the open one again', async () => {
    const opened = await openAdjustment(world.owner, sheets.dana as number);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data).toMatchObject({
      employee_id: dana.id,
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      status: 'draft',
      adjusts_timesheet_id: sheets.dana,
      adjusts_pay_run_id: firstRun,
      locked_by_pay_run_id: null,
      worked_minutes: 240,
    });
    expect(opened.body.data.days[1].entries).toEqual([
      { start_time: '09:00', end_time: '13:00', break_minutes: 0, notes: null },
    ]);
    sheets.danaAdjustment = opened.body.data.timesheet_id;
    const again = await openAdjustment(world.owner, sheets.dana as number);
    expect(again.status).toBe(200);
    expect(again.body.data.timesheet_id).toBe(sheets.danaAdjustment);
    expect((await getTimesheet(world.owner, sheets.dana as number)).body.data.adjusted_by_timesheet_id).toBe(
      sheets.danaAdjustment,
    );
    // The original stays as it was paid.
    expect((await stored(sheets.dana as number))?.version).toBe(1);
  });

  it('refuses an unlocked timesheet, a stale version and another organization', async () => {
    const adjustment = await openAdjustment(world.owner, sheets.danaAdjustment as number);
    expect(adjustment.status).toBe(409);
    expect(adjustment.body.message).toBe(
      'Only a period paid in a finalised pay run is corrected by an adjustment: change this timesheet itself.',
    );
    expect((await openAdjustment(world.owner, sheets.rex as number, 7)).status).toBe(409);
    const stranger = await ownerWorkspace('Adjustment Stranger');
    expect((await openAdjustment(stranger.owner, sheets.dana as number)).status).toBe(404);
  });

  it('is entered, submitted and approved like a timesheet, never by its own employee', async () => {
    let sheet = (await getTimesheet(world.owner, sheets.danaAdjustment as number)).body.data;
    const saturday = await putDay(dana.user, sheet, '2026-11-07', [entry('09:00', '13:00')]);
    expect(saturday.status, JSON.stringify(saturday.body)).toBe(200);
    sheet = saturday.body.data;
    const submitted = await step(dana.user, sheet, 'submit');
    expect(submitted.status).toBe(200);
    const own = await step(dana.user, submitted.body.data, 'approve');
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot approve or reject your own timesheet.');
    const approved = await step(world.owner, submitted.body.data, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // The report counts the period once: the approved adjustment stands in for what it corrects.
    const report = await request('GET', `/timesheets/reports?organization_id=${org}&from=2026-11-02&to=2026-11-15`, {
      token: world.owner.token,
    });
    expect(report.body.data.rows.find((row: Json) => row.label === 'Dana Adjusted')).toMatchObject({
      minutes: 480,
      amount_cents: 33_000,
      timesheets: 1,
    });

    // Rex's: the Wednesday cut to 4 h, submitted (approved only after the next run is calculated).
    const rexAdjustment = (await openAdjustment(world.owner, sheets.rex as number)).body.data;
    sheets.rexAdjustment = rexAdjustment.timesheet_id;
    const cut = await putDay(world.owner, rexAdjustment, '2026-11-04', [entry('09:00', '13:00')]);
    expect((await step(world.owner, cut.body.data, 'submit')).status).toBe(200);
  });
});

describe('the next pay run pays the difference', () => {
  it('pays an approved adjustment of an earlier period to the cent, naming the period and rule', async () => {
    const drafted = await postPayRun(world.owner.token, org, scheduleId, {
      period_start: '2026-11-16',
      period_end: '2026-11-29',
      pay_date: '2026-12-02',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    secondRun = drafted.body.data.id;
    await runPendingTasks(org, secondRun);
    const slip = await slipOf(secondRun, dana.id);
    expect(earnings(slip)).toEqual([
      [
        'Adjustment 2 November 2026 to 15 November 2026: Saturday (TEST cl. 6: Saturday 150%)',
        '4.00',
        '45.0000',
        '180.00',
      ],
    ]);
    // No timesheet of her own in this period: the adjustment is all she is paid.
    expect(slip.gross).toBe('180.00');
    // Rex's is not approved yet: only his own period is paid (8 h × $37.50).
    expect((await slipOf(secondRun, rex)).gross).toBe('300.00');
  });

  it('refuses to finalise after an adjustment is approved; recalculating pays the recovery with a notice', async () => {
    const sheet = (await getTimesheet(world.owner, sheets.rexAdjustment as number)).body.data;
    expect((await step(world.owner, sheet, 'approve')).status).toBe(200);
    const refused = await request('POST', `/payroll/pay-runs/${secondRun}/finalise`, { token: world.owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.stale_timesheets).toEqual(['Rex Adjusted']);
    const again = await request('POST', `/payroll/pay-runs/${secondRun}/recalculate`, {
      token: world.owner.token,
      body: {},
    });
    expect(again.body.data.recalculated.map((slip: Json) => slip.employee_name)).toEqual(['Rex Adjusted']);
    const slip = await slipOf(secondRun, rex);
    expect(earnings(slip)).toEqual([
      ['Ordinary hours (TEST cl. 4: ordinary + casual loading 125%)', '8.00', '37.5000', '300.00'],
      [
        'Adjustment 2 November 2026 to 15 November 2026: Ordinary hours (TEST cl. 4: ordinary + casual loading 125%)',
        '-4.00',
        '37.5000',
        '-150.00',
      ],
    ]);
    expect(slip.gross).toBe('150.00');
    expect(slip.notice).toBe(
      "The adjustment for 2 November 2026 to 15 November 2026 lowers pay by $150.00: recovering an overpayment from wages needs the employee's written agreement to the amount, unless an award, agreement or law allows it (Fair Work Act 2009 s 324).",
    );
  });

  it('locks the adjustments once the run is finalised, and no later run pays them again', async () => {
    await finalise(secondRun);
    expect((await stored(sheets.danaAdjustment as number))?.locked_by_pay_run_id).toBe(secondRun);
    expect((await stored(sheets.rexAdjustment as number))?.locked_by_pay_run_id).toBe(secondRun);
    const { data: open } = await timesheetOpenAdjustmentEntity().query.byEmployee({ organization_id: org }).go();
    expect(open).toEqual([]);
    // A further correction adjusts the adjustment (what was last paid).
    const further = await openAdjustment(world.owner, sheets.dana as number);
    expect(further.status).toBe(201);
    expect(further.body.data).toMatchObject({
      adjusts_timesheet_id: sheets.danaAdjustment,
      adjusts_pay_run_id: secondRun,
    });
  });
});
