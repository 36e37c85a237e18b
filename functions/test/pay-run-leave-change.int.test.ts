import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { decide, madeRequest } from './leave-request-support.ts';
import { balancesOf, entriesOf, pattern, setWorkPattern } from './leave-support.ts';
import { setClock } from './lifecycle-support.ts';
import { payrollSetup, runPendingTasks, setPay } from './pay-run-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Leave approved or cancelled in a run's period while the run is in review: the payslips calculated
 * before it are refused at finalising (422 naming the employees), recalculating works them out
 * again, and the accrual posted on the hours paid leaves each period accruing on what was paid.
 */

let owner: TestUser;
let f: EmployeeFixture;
let org: number;
let scheduleId: number;
let approved: Json;
let cancelled: Json;
let control: Json;
let retro: Json;
let cancelledRequest: Json;
let runId: number;

const ANNUAL = 1;
const UNPAID_CARERS = 4;
// Review starts the day before the leave (approved leave is cancelled only before it starts)...
const BEFORE = '2026-11-03T00:00:00Z';
// ... and ends after the period, when the ledger has posted its days.
const AFTER = '2026-11-27T02:00:00Z';

afterEach(() => {
  vi.useRealTimers();
});

const slipOf = async (employeeId: number) =>
  (await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token })).body.data.payslips.find(
    (slip: Json) => slip.employee_id === employeeId,
  );

const unpaidDay = (employeeId: number, day = '2026-11-04') =>
  madeRequest(owner, {
    organization_id: org,
    employee_id: employeeId,
    leave_type_id: UNPAID_CARERS,
    start_date: day,
    end_date: day,
  });

beforeAll(async () => {
  owner = await signUp('Leave Change Owner');
  f = await employeeFixture(owner);
  org = f.organization.id;
  scheduleId = await payrollSetup(org);
  approved = await createEmployee(owner, f, { first_name: 'Ana', last_name: 'Approved' });
  cancelled = await createEmployee(owner, f, { first_name: 'Cal', last_name: 'Cancelled' });
  control = await createEmployee(owner, f, { first_name: 'Col', last_name: 'Control' });
  retro = await createEmployee(owner, f, { first_name: 'Rita', last_name: 'Retro' });
  for (const employee of [approved, cancelled, control, retro]) {
    await setWorkPattern(org, employee.id, [pattern({ effective_from: '2026-01-12' })]);
    await setPay(org, employee.id, { basis: 'hourly', hourly_rate_e4: 400_000, pay_schedule_id: scheduleId });
  }
  setClock(BEFORE);
  // Cal's day of unpaid carer's leave is approved before the run is drafted, and cancelled in review.
  cancelledRequest = await unpaidDay(cancelled.id);
  const decided = await decide(owner, cancelledRequest, 'approve');
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  cancelledRequest = decided.body.data;
  const created = await request('POST', '/payroll/pay-runs', {
    token: owner.token,
    body: {
      organization_id: org,
      pay_schedule_id: scheduleId,
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      pay_date: '2026-11-18',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  runId = created.body.data.id;
  await runPendingTasks(org, runId);
}, 120_000);

describe('a leave change in a pay run’s period during review', () => {
  it('refuses to finalise payslips calculated before it, naming the employees', async () => {
    setClock(BEFORE);
    expect(await slipOf(approved.id)).toMatchObject({ ordinary_hours: '76.00' });
    expect(await slipOf(cancelled.id)).toMatchObject({ ordinary_hours: '68.40', unpaid_leave_hours: '7.60' });
    // In review: Ana's day of unpaid leave is approved, Cal's is cancelled before it comes.
    expect((await decide(owner, await unpaidDay(approved.id), 'approve')).status).toBe(200);
    const cancel = await decide(owner, cancelledRequest, 'cancel');
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // After the period, Rita's day of unpaid leave is recorded and approved (its days already posted).
    setClock(AFTER);
    expect((await decide(owner, await unpaidDay(retro.id, '2026-11-05'), 'approve')).status).toBe(200);

    const refused = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Leave was approved, cancelled or changed in this period after these 3 payslips were calculated: Ana Approved, Cal Cancelled, Rita Retro. Recalculate them before finalising.',
    );
    expect(refused.body.errors.stale_leave).toEqual(['Ana Approved', 'Cal Cancelled', 'Rita Retro']);
    const run = await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token });
    expect(run.body.data.status).toBe('review');
  });

  it('recalculates those payslips from the leave approved now, keeping lines added in review', async () => {
    setClock(AFTER);
    const slip = await slipOf(approved.id);
    const bonus = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${approved.id}`, {
      token: owner.token,
      body: { version: slip.version, add: [{ kind: 'bonus', description: 'Spot bonus', amount: '50.00' }] },
    });
    expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);

    const bad = await request('POST', `/payroll/pay-runs/${runId}/recalculate`, {
      token: owner.token,
      body: { employee_ids: [] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.employee_ids).toEqual(['List the employees whose payslips to recalculate.']);

    const done = await request('POST', `/payroll/pay-runs/${runId}/recalculate`, { token: owner.token, body: {} });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.recalculated.map((row: Json) => row.employee_name)).toEqual([
      'Ana Approved',
      'Cal Cancelled',
      'Rita Retro',
    ]);
    // Ana: 68.40 h at $40 and the bonus; Cal: the whole 76 h.
    const ana = await slipOf(approved.id);
    expect(ana).toMatchObject({ ordinary_hours: '68.40', unpaid_leave_hours: '7.60', gross: '2786.00' });
    expect(ana.lines.find((line: Json) => line.kind === 'bonus')).toMatchObject({ description: 'Spot bonus' });
    expect(await slipOf(cancelled.id)).toMatchObject({ ordinary_hours: '76.00', gross: '3040.00' });
    expect((await slipOf(control.id)).version).toBe(1);
    const run = (await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token })).body.data;
    expect(await slipOf(retro.id)).toMatchObject({ ordinary_hours: '68.40', gross: '2736.00' });
    expect(run.gross).toBe('11602.00');
    expect(run.employee_count).toBe(4);

    // Nothing is stale now: recalculating again touches nothing.
    const again = await request('POST', `/payroll/pay-runs/${runId}/recalculate`, { token: owner.token, body: {} });
    expect(again.body.data.recalculated).toEqual([]);
  });

  it('finalises, and each period then accrues on the hours it paid', async () => {
    setClock(AFTER);
    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    const accrued = async (employeeId: number) =>
      Number((await balancesOf(owner, employeeId, '2026-11-27')).annual.accrued_hours);
    const base = await accrued(control.id);
    // Ana and Rita were paid 7.6 h less: 7.6 × 4/52 = 0.58 h less annual leave. Cal accrues like Col.
    expect(base - (await accrued(approved.id))).toBeCloseTo(0.58, 2);
    expect(base - (await accrued(retro.id))).toBeCloseTo(0.58, 2);
    expect(await accrued(cancelled.id)).toBe(base);
    for (const employee of [approved, cancelled, control, retro]) {
      const entries = await entriesOf(owner, employee.id, ANNUAL);
      expect(entries.filter((entry: Json) => entry.kind === 'pay_run')).toEqual([]);
    }
    // Rita's days were posted before her leave was approved: the ledger took their accrual back
    // itself, so the hours paid are the pattern's estimate and no pay-run entry is needed.
    const entries = await entriesOf(owner, retro.id, ANNUAL);
    expect(entries.find((entry: Json) => entry.reason?.startsWith('Unpaid leave'))).toMatchObject({
      kind: 'accrual',
      hours: '-0.58',
      reason: 'Unpaid leave 5 November 2026 approved after accrual was posted: those days accrue nothing',
    });
  });
});
