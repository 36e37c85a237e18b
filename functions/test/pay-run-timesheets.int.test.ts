import { TEST_SET } from '@wattle/shared/pay-conditions/test-set';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceTimesheets, SALARIED } from '../src/core/payroll/timesheet-pay-service.ts';
import { timesheetsOfPeriod } from '../src/core/timesheets/period-timesheets.ts';
import { timesheetEntity, timesheetPeriodEntity } from '../src/core/timesheets/timesheet-entities.ts';
import { readTimesheet } from '../src/core/timesheets/timesheet-store.ts';
import { createEmployee } from './employee-support.ts';
import {
  calculatedPayRun,
  type PayrollWorkspace,
  payRunOf,
  payrollWorkspace,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 27 §2 "Pay runs pay hourly employees from these lines": approved timesheets flow into a
 * run's gross to the cent, one payslip line per category and rate naming its rule; hours not yet
 * approved are not paid and review says so; finalising locks the timesheets paid, and refuses while
 * a timesheet changed after its payslip was calculated.
 *
 * The run pays 2–15 November 2026 (7 Nov a Saturday, 8 Nov a Sunday). The set is the unit tests'
 * (TEST_SET): $30.00 an hour, casual 125%, casual Saturday 150%, Sunday 175%, overtime after 38 h
 * a week (casual 175% for 2 h), casual minimum engagement 3 h.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let runId: number;
let setId: string;
const people: Record<string, number> = {};
let nextTimesheet = 900_000;

const entry = (start_time: string, end_time: string, break_minutes = 0) => ({ start_time, end_time, break_minutes });
const day = (date: string, ...entries: ReturnType<typeof entry>[]) => ({ date, source: 'manual' as const, entries });

/** A timesheet as the timesheets API stores it (its period guard in the same write). */
async function timesheet(
  employeeId: number,
  status: 'draft' | 'submitted' | 'approved',
  days: ReturnType<typeof day>[],
) {
  nextTimesheet += 1;
  const timesheetId = nextTimesheet;
  const now = new Date().toISOString();
  await timesheetPeriodEntity()
    .create({ organization_id: org, period_start: '2026-11-02', employee_id: employeeId, timesheet_id: timesheetId })
    .go();
  await timesheetEntity()
    .create({
      organization_id: org,
      timesheet_id: timesheetId,
      employee_id: employeeId,
      employee_name: 'Someone',
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      status,
      days,
      worked_minutes: 0,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return timesheetId;
}

const slipOf = async (name: string) =>
  (await payRunOf(owner.token, runId)).payslips.find((slip: Json) => slip.employee_id === people[name]);

const casualPay = () => ({
  basis: 'hourly' as const,
  ordinary_hours_per_week: 0,
  pay_schedule_id: scheduleId,
  pay_condition_set_id: setId,
  classification: 'A',
});

async function employee(first: string, overrides: Record<string, unknown> = {}) {
  const created = await createEmployee(owner, f, {
    first_name: first,
    last_name: 'Hours',
    joining_date: '2026-01-12',
    ...overrides,
  });
  people[first] = created.id;
  return created.id as number;
}

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Timesheet Pay Owner'));
  const { id: _id, built_in: _builtIn, ...body } = TEST_SET;
  const created = await request('POST', `/organizations/${org}/pay-conditions`, { token: owner.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  setId = created.body.data.id;

  const cass = await employee('Cass', { employment_type: 'Casual' });
  await setPay(org, cass, casualPay());
  const week2 = ['09', '10', '11', '12', '13'].map((date) => day(`2026-11-${date}`, entry('09:00', '17:30', 30)));
  people.cassTimesheet = await timesheet(cass, 'approved', [
    day('2026-11-07', entry('09:00', '13:00')),
    day('2026-11-08', entry('09:00', '11:00')),
    ...week2,
  ]);

  await setPay(org, await employee('Waiting', { employment_type: 'Casual' }), casualPay());
  await timesheet(people.Waiting as number, 'submitted', [day('2026-11-03', entry('09:00', '13:00'))]);
  await setPay(org, await employee('Idle', { employment_type: 'Casual' }), casualPay());

  // Award-free, fixed hours, with an approved timesheet: paid from the timesheet at the agreed rate.
  await setPay(org, await employee('Flat'), { basis: 'hourly', hourly_rate_e4: 264_433, pay_schedule_id: scheduleId });
  await timesheet(people.Flat as number, 'approved', [day('2026-11-03', entry('09:00', '17:00', 30))]);

  // Salaried with an approved timesheet: still paid the salary.
  await setPay(org, await employee('Sal'), {
    basis: 'salary',
    annual_salary_cents: 5_200_000,
    pay_schedule_id: scheduleId,
  });
  await timesheet(people.Sal as number, 'approved', [day('2026-11-03', entry('09:00', '17:00', 30))]);

  runId = await calculatedPayRun(owner.token, org, scheduleId);
}, 120_000);

describe('a pay run pays approved timesheets', () => {
  it("pays a casual's Saturday, Sunday, minimum engagement and weekly overtime at the set's rates, to the cent", async () => {
    const slip = await slipOf('Cass');
    const lines = slip.lines
      .filter((line: Json) => line.kind === 'ordinary' || line.kind === 'overtime')
      .map((line: Json) => [line.kind, line.description, line.hours, line.rate, line.amount]);
    expect(lines).toEqual([
      ['ordinary', 'Saturday (TEST cl. 6: Saturday 150%)', '4.00', '45.0000', '180.00'],
      ['ordinary', 'Sunday (TEST cl. 6: Sunday 175%)', '2.00', '52.5000', '105.00'],
      ['ordinary', 'Minimum engagement top-up (TEST cl. 8: minimum engagement 3 h)', '1.00', '52.5000', '52.50'],
      ['ordinary', 'Ordinary hours (TEST cl. 4: ordinary + casual loading 125%)', '38.00', '37.5000', '1425.00'],
      ['overtime', expect.stringMatching(/^Overtime \(first hours\) \(TEST cl\. 7: /), '2.00', '52.5000', '105.00'],
    ]);
    expect(slip.gross).toBe('1867.50');
    expect(slip.notice).toBeUndefined();
  });

  it('prices a timesheet as the run pays it, and says why one cannot be priced', async () => {
    const sheets = await timesheetsOfPeriod(org, [people.Cass as number, people.Sal as number], {
      period_start: '2026-11-02',
      period_end: '2026-11-15',
    });
    const priced = await priceTimesheets(org, [...sheets.values()].flat());
    const cass = priced.get(people.cassTimesheet as number);
    expect(cass?.pay?.total_cents).toBe(186_750);
    expect(cass?.pay_condition_set_name).toBe('Test conditions');
    const salaried = [...priced.values()].find((sheet) => sheet !== cass);
    expect(salaried).toMatchObject({ pay: null, unpriced: SALARIED });
  });

  it('pays no ordinary hours without an approved timesheet, and review says why', async () => {
    const waiting = await slipOf('Waiting');
    expect(waiting.gross).toBe('0.00');
    expect(waiting.notice).toBe(
      'The timesheet for 2 November 2026 to 15 November 2026 is submitted, not approved: its hours are not paid.',
    );
    const idle = await slipOf('Idle');
    expect(idle.gross).toBe('0.00');
    expect(idle.notice).toBe('No approved timesheet in this period: no ordinary hours are paid.');
  });

  it('pays an award-free hourly employee from their approved timesheet at the agreed rate, a salary as a salary', async () => {
    const flat = await slipOf('Flat');
    // 7 h 30 min × $26.4433 = $198.32475 → $198.32.
    expect(flat.gross).toBe('198.32');
    expect(flat.lines.find((line: Json) => line.kind === 'ordinary')).toMatchObject({
      description: 'Ordinary hours (Award-free: the agreed hourly rate)',
      hours: '7.50',
    });
    expect((await slipOf('Sal')).gross).toBe('2000.00');
  });

  it('refuses to finalise after a timesheet changed, recalculates, then finalising locks the timesheets paid', async () => {
    await timesheetEntity()
      .patch({ organization_id: org, timesheet_id: people.cassTimesheet as number })
      .set({ version: 2 })
      .go();
    const refused = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(refused.status).toBe(422);
    // Refused after locking the period: the lock is taken back, the timesheet still unpaid.
    expect((await readTimesheet(org, people.cassTimesheet as number)).locked_by_pay_run_id).toBeUndefined();
    expect(refused.body.message).toBe(
      'Timesheets were approved or changed in this period after this payslip was calculated: Cass Hours. Recalculate it before finalising.',
    );
    const again = await request('POST', `/payroll/pay-runs/${runId}/recalculate`, { token: owner.token, body: {} });
    expect(again.body.data.recalculated.map((slip: Json) => slip.employee_name)).toEqual(['Cass Hours']);
    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    // The period is locked for the run (one lock item), not the timesheet item itself.
    expect((await readTimesheet(org, people.cassTimesheet as number)).locked_by_pay_run_id).toBe(runId);
    const { data } = await timesheetEntity()
      .get({ organization_id: org, timesheet_id: people.cassTimesheet as number })
      .go({ consistent: true });
    expect(data?.locked_by_pay_run_id).toBeUndefined();
  });
});
