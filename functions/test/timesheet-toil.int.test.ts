import { TEST_SET, testSource } from '@wattle/shared/pay-conditions/test-set';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBalances } from '../src/core/leave/ledger.ts';
import { timesheetEntity, timesheetLocator, timesheetPeriodEntity } from '../src/core/timesheets/timesheet-entities.ts';
import { type AttendanceWorld, member } from './attendance-support.ts';
import { createEmployee } from './employee-support.ts';
import {
  calculatedPayRun,
  type PayrollWorkspace,
  payRunOf,
  payrollWorkspace,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 27 §2 Overtime, "approve or convert to time off in lieu where the set allows it": a week's
 * overtime decided `time_off` under a set that allows it is not paid (a zero-amount line with its
 * hours and rule), and the finalised run credits the hours to the employee's time-off-in-lieu
 * balance; a set that does not allow it answers 422; nobody decides their own.
 *
 * Period 2–15 November 2026; the second week (from 9 Nov) is 5 × 8 h = 40 h: 2 h of casual
 * overtime at 175% of $30.00 = $105.00 (TEST_SET).
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let toilSet: string;
let plainSet: string;
// Locators are global: ids far from the counter's and from other runs'.
let nextTimesheet = 8_000_000 + Math.floor(Math.random() * 100_000) * 10;
const ids: Record<string, number> = {};

const entry = (start_time: string, end_time: string, break_minutes = 0) => ({ start_time, end_time, break_minutes });
const day = (date: string, ...entries: ReturnType<typeof entry>[]) => ({ date, source: 'manual' as const, entries });
const WEEK2 = ['09', '10', '11', '12', '13'].map((date) => day(`2026-11-${date}`, entry('09:00', '17:30', 30)));

async function approvedTimesheet(employeeId: number) {
  nextTimesheet += 1;
  const now = new Date().toISOString();
  await timesheetLocator().put({ kind: 'timesheet', id: nextTimesheet, organization_id: org }).go();
  await timesheetPeriodEntity()
    .create({ organization_id: org, period_start: '2026-11-02', employee_id: employeeId, timesheet_id: nextTimesheet })
    .go();
  await timesheetEntity()
    .create({
      organization_id: org,
      timesheet_id: nextTimesheet,
      employee_id: employeeId,
      employee_name: 'Someone',
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      status: 'approved',
      days: [day('2026-11-03', entry('09:00', '13:00')), ...WEEK2],
      worked_minutes: 44 * 60,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return nextTimesheet;
}

async function createSet(name: string, withToil: boolean) {
  const { id: _id, built_in: _builtIn, ...body } = TEST_SET;
  const versions = TEST_SET.versions.map((version) => ({
    ...version,
    time_off_in_lieu: withToil ? { allowed: true, basis: 'hour_for_hour', source: testSource('12') } : null,
  }));
  const created = await request('POST', `/organizations/${org}/pay-conditions`, {
    token: owner.token,
    body: { ...body, name, versions },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

async function casual(first: string, setId: string) {
  const created = await createEmployee(owner, f, {
    first_name: first,
    last_name: 'Toil',
    joining_date: '2026-01-12',
    employment_type: 'Casual',
  });
  await setPay(org, created.id, {
    basis: 'hourly',
    ordinary_hours_per_week: 0,
    pay_schedule_id: scheduleId,
    pay_condition_set_id: setId,
    classification: 'A',
  });
  ids[first] = created.id;
  return created.id as number;
}

const decide = (user: TestUser, timesheetId: number, week: string, body: Json) =>
  request('PATCH', `/timesheets/${timesheetId}/overtime/${week}`, { token: user.token, body });

const versionOf = async (timesheetId: number) =>
  (await timesheetEntity().get({ organization_id: org, timesheet_id: timesheetId }).go({ consistent: true })).data
    ?.version as number;

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Time Off Owner'));
  toilSet = await createSet('Agreement with time off in lieu', true);
  plainSet = await createSet('Agreement without time off', false);
  ids.tessSheet = await approvedTimesheet(await casual('Tess', toilSet));
  ids.nedSheet = await approvedTimesheet(await casual('Ned', plainSet));
  ids.eddaSheet = await approvedTimesheet(await casual('Edda', toilSet));
}, 120_000);

describe('overtime taken as time off in lieu', () => {
  it('lists the overtime rows with the rule that allows time off, or none', async () => {
    const answer = await request('GET', `/timesheets/overtime?organization_id=${org}&from=2026-11-02&to=2026-11-15`, {
      token: owner.token,
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Json[];
    expect(rows.find((row) => row.timesheet_id === ids.tessSheet)).toMatchObject({
      week_start: '2026-11-09',
      minutes: 120,
      decision: null,
      time_off_rule: 'TEST cl. 12: time off in lieu hour for hour',
      locked: false,
    });
    expect(rows.find((row) => row.timesheet_id === ids.nedSheet)).toMatchObject({ time_off_rule: null });
  });

  it('refuses time off where the set does not allow it (422 naming the rule), and a week without overtime', async () => {
    const sheet = ids.nedSheet as number;
    const refused = await decide(owner, sheet, '2026-11-09', { decision: 'time_off', version: await versionOf(sheet) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.decision).toEqual([
      'Agreement without time off does not allow time off instead of payment for overtime (its rule “Time off instead of payment for overtime” is off): the overtime is paid.',
    ]);
    const noOvertime = await decide(owner, sheet, '2026-11-02', { decision: 'pay', version: await versionOf(sheet) });
    expect(noOvertime.status).toBe(422);
    expect(noOvertime.body.errors.week_start).toEqual(['This week has no overtime to decide.']);
    const paid = await decide(owner, sheet, '2026-11-09', { decision: 'pay', version: await versionOf(sheet) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('never lets the employee decide their own overtime, and answers 404 in another organization', async () => {
    const world = { organizationId: org, owner } as unknown as AttendanceWorld;
    const sheet = ids.tessSheet as number;
    const body = { decision: 'time_off', version: await versionOf(sheet) };
    const employee = await member(world, 'employee', ids.Tess);
    expect((await decide(employee, sheet, '2026-11-09', body)).status).toBe(403);
    // A manager deciding their own timesheet's overtime: refused like approving it.
    const managerSelf = await member(world, 'manager', ids.Ned);
    const ned = ids.nedSheet as number;
    const own = await decide(managerSelf, ned, '2026-11-09', { decision: 'pay', version: await versionOf(ned) });
    expect(own.status).toBe(409);
    const other = await payrollWorkspace('Other Time Off Owner');
    expect((await decide(other.owner, sheet, '2026-11-09', body)).status).toBe(404);
  });

  it('clears the decisions when the timesheet is edited (back to draft)', async () => {
    const sheet = ids.eddaSheet as number;
    const decided = await decide(owner, sheet, '2026-11-09', { decision: 'time_off', version: await versionOf(sheet) });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const edited = await request('PUT', `/timesheets/${sheet}/days/2026-11-03`, {
      token: owner.token,
      body: { entries: [entry('09:00', '12:00')], version: decided.body.data.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { data } = await timesheetEntity()
      .get({ organization_id: org, timesheet_id: sheet })
      .go({ consistent: true });
    expect(data).toMatchObject({ status: 'draft' });
    expect(data?.overtime_decisions).toBeUndefined();
    const again = await decide(owner, sheet, '2026-11-09', { decision: 'pay', version: data?.version });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only an approved timesheet’s overtime can be decided.');
  });

  it('takes a week as time off: the run pays it as a zero-amount line, and finalising credits the hours', async () => {
    const sheet = ids.tessSheet as number;
    const decided = await decide(owner, sheet, '2026-11-09', {
      decision: 'time_off',
      comment: 'Agreed in writing on 16 Nov',
      version: await versionOf(sheet),
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data.decision).toMatchObject({ decision: 'time_off', comment: 'Agreed in writing on 16 Nov' });

    const runId = await calculatedPayRun(owner.token, org, scheduleId);
    const slips = (await payRunOf(owner.token, runId)).payslips as Json[];
    const tess = slips.find((slip) => slip.employee_id === ids.Tess) as Json;
    const ned = slips.find((slip) => slip.employee_id === ids.Ned) as Json;
    // Ned: 4 h + 38 h at $37.50 + 2 h overtime at $52.50 = $1,680.00; Tess the same less the $105.00.
    expect(ned.gross).toBe('1680.00');
    expect(tess.gross).toBe('1575.00');
    expect(tess.lines.find((line: Json) => line.description.startsWith('Overtime taken'))).toMatchObject({
      kind: 'overtime',
      description: 'Overtime taken as time off in lieu (TEST cl. 12: time off in lieu hour for hour)',
      hours: '2.00',
      amount: '0.00',
    });

    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    // The credit is dated the day it is posted (the organization's today).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const balances = (await readBalances(org, [ids.Tess as number], tomorrow)).get(ids.Tess as number) ?? [];
    const toil = balances.find((row) => row.type.name === 'Time off in lieu');
    expect(toil?.figures).toMatchObject({ adjusted: 2 * 2_184_000, balance: 2 * 2_184_000 });
    const nedBalances = (await readBalances(org, [ids.Ned as number], tomorrow)).get(ids.Ned as number) ?? [];
    expect(nedBalances.find((row) => row.type.name === 'Time off in lieu')?.figures.balance ?? 0).toBe(0);
  });
});
