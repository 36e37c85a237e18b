import { PAY_LINE_EFFECT, PAY_LINE_KINDS } from '@wattle/shared/payroll-constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { runUpdate, updateIfStill } from '../src/core/payroll/pay-run-store.ts';
import { requeueStalledPayRunTasks, runPayRunTaskRecord } from '../src/core/payroll/pay-run-worker.ts';
import { payItemEntity as itemEntity, payScheduleEntity } from '../src/core/payroll/setup-entities.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { mailsWithSubject } from './mail-inbox.ts';
import {
  addItem,
  type PayrollWorkspace,
  payrollSetup,
  payrollWorkspace,
  postPayRun,
  rawItem,
  recordOf,
  runPendingTasks,
  setPay,
  tasksOf,
} from './pay-run-support.ts';
import { addMember } from './role-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let eve: { employee: Json; user: TestUser };
let bob: Json;
let bonusItem: number;

const draft = (overrides: Record<string, unknown> = {}) => postPayRun(owner.token, org, scheduleId, overrides);
const get = (id: number, token = owner.token) => request('GET', `/payroll/pay-runs/${id}`, { token });
const slipOf = (run: Json, employeeId: number) => run.payslips.find((slip: Json) => slip.employee_id === employeeId);
const cents = (text: string) => Math.round(Number(text) * 100);

/** Every payslip's figures sum to the run's totals, and each payslip's lines to its own figures. */
function expectLinesSumToTotals(run: Json) {
  for (const field of ['gross', 'withholding', 'super', 'net', 'deductions']) {
    const sum = run.payslips.reduce((total: number, slip: Json) => total + cents(slip[field]), 0);
    expect(sum, field).toBe(cents(run[field]));
  }
  for (const slip of run.payslips) {
    const by = (kinds: string[]) =>
      slip.lines
        .filter((line: Json) => kinds.includes(line.kind))
        .reduce((t: number, l: Json) => t + cents(l.amount), 0);
    // Gross is every line that is an earning (ordinary pay, leave, overtime, allowances, bonuses ...).
    const earnings = by(PAY_LINE_KINDS.filter((kind) => PAY_LINE_EFFECT[kind] === 'earning'));
    expect(earnings).toBe(cents(slip.gross));
    expect(by(['withholding'])).toBe(cents(slip.withholding));
    expect(by(['super'])).toBe(cents(slip.super));
    expect(
      earnings -
        by(['withholding', 'deduction', 'salary_sacrifice_super', 'salary_sacrifice_other']) +
        by(['reimbursement']),
    ).toBe(cents(slip.net));
  }
}

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Payroll Owner'));
  eve = await linkedEmployee(owner, f, { first_name: 'Eve', last_name: 'Adams' });
  bob = await createEmployee(owner, f, { first_name: 'Bob', last_name: 'Brown' });
  const carl = await createEmployee(owner, f, { first_name: 'Carl', last_name: 'Other' });
  await setPay(org, eve.employee.id, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  await setPay(org, bob.id, { basis: 'hourly', hourly_rate_e4: 312_567, pay_schedule_id: scheduleId });
  // Another schedule's employee is not in the run.
  await setPay(org, carl.id, { basis: 'salary', annual_salary_cents: 5_000_000, pay_schedule_id: scheduleId + 1000 });
  await addItem(org, eve.employee.id, {
    kind: 'allowance',
    description: 'Tool allowance',
    amount_cents: 2_000,
    recurring: true,
  });
  bonusItem = await addItem(org, eve.employee.id, {
    kind: 'bonus',
    description: 'Sign-on bonus',
    amount_cents: 50_000,
    recurring: false,
  });
  await addItem(org, eve.employee.id, {
    kind: 'deduction',
    description: 'Union fees',
    amount_cents: 2_500,
    recurring: true,
    payee: 'Australian Services Union',
  });
}, 120_000);

describe('a pay run from draft to paid', () => {
  let runId: number;

  it('drafts a run: calculating, with one task for the schedule’s employees', async () => {
    const created = await draft();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'calculating', tasks_total: 1, tasks_done: 0, gross: '0.00' });
    runId = created.body.data.id;
    const again = await draft();
    expect(again.status).toBe(409);
  });

  it('calculates every payslip exactly, then moves to review', async () => {
    expect(await runPendingTasks(org, runId)).toBe(1);
    const { body } = await get(runId);
    const run = body.data;
    expect(run).toMatchObject({
      status: 'review',
      employee_count: 2,
      tasks_done: 1,
      gross: '5895.51',
      // Eve's $500 sign-on bonus is withheld by Schedule 5 Method A (spread over 26 fortnights).
      withholding: '1156.00',
      super: '707.46',
      net: '4714.51',
      deductions: '25.00',
      problems: [],
    });
    expect(slipOf(run, eve.employee.id)).toMatchObject({
      payslip_id: `${runId}-${eve.employee.id}`,
      employee_name: 'Eve Adams',
      gross: '3520.00',
      // $604 on $3,020 + 26 × ($610 on $3,039 − $604) on the bonus: $760, not $764 as one fortnight's pay.
      withholding: '760.00',
      super: '422.40',
      net: '2735.00',
      ordinary_hours: '76.00',
      super_due_date: '2026-11-27',
      // Reg 3.46(4): the salary as at the period's last day, beside the hours.
      basis: 'salary',
      annual_salary: '78000.00',
    });
    expect(slipOf(run, bob.id)).toMatchObject({
      basis: 'hourly',
      annual_salary: null,
      gross: '2375.51',
      withholding: '396.00',
      super: '285.06',
      net: '1979.51',
    });
    const union = slipOf(run, eve.employee.id).lines.find((line: Json) => line.kind === 'deduction');
    expect(union).toMatchObject({ amount: '25.00', payee: 'Australian Services Union', source: 'recurring' });
    expectLinesSumToTotals(run);
  });

  it('adjusts a line in review: withholding, super, net and the run’s totals move by the difference', async () => {
    const before = slipOf((await get(runId)).body.data, bob.id);
    const path = `/payroll/pay-runs/${runId}/payslips/${bob.id}`;
    const invalid = await request('PATCH', path, {
      token: owner.token,
      body: { version: before.version, add: [{ kind: 'bonus', description: 'X', amount: '1.234' }] },
    });
    expect(invalid.status).toBe(422);
    // Reg 3.46(2): a deduction added in review names who it is paid to.
    for (const kind of ['deduction', 'salary_sacrifice_other']) {
      const noPayee = await request('PATCH', path, {
        token: owner.token,
        body: { version: before.version, add: [{ kind, description: 'Uniform', amount: '10.00' }] },
      });
      expect(noPayee.status, kind).toBe(422);
      expect(noPayee.body.errors.add, kind).toEqual(['A deduction needs the payee it is paid to.']);
    }
    const adjusted = await request('PATCH', path, {
      token: owner.token,
      body: { version: before.version, add: [{ kind: 'bonus', description: 'Spot bonus', amount: '100.00' }] },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.data).toMatchObject({
      gross: '2475.51',
      // A $100 bonus by Method A: $3 a fortnight adds $2 (dollar rounding), × 26 = $52, over the
      // schedule's limit of 47% of the bonus: $47.
      withholding: '443.00',
      super: '297.06',
      net: '2032.51',
    });
    const stale = await request('PATCH', path, {
      token: owner.token,
      body: { version: before.version, remove: ['adj-1'] },
    });
    expect(stale.status).toBe(409);
    const run = (await get(runId)).body.data;
    expect(run).toMatchObject({ gross: '5995.51', withholding: '1203.00', super: '719.46', net: '4767.51' });
    expectLinesSumToTotals(run);
  });

  it('finalises once however often it is asked, posts year to date and marks one-off items paid', async () => {
    const first = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.status).toBe('finalising');
    const second = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(second.body.data).toMatchObject({ status: 'finalising', version: first.body.data.version });
    expect((await tasksOf(org, runId)).filter((task) => task.kind === 'finalise')).toHaveLength(1);
    expect(await runPendingTasks(org, runId)).toBe(1);
    const run = (await get(runId)).body.data;
    expect(run.status).toBe('finalised');
    expect(run.payslips.every((slip: Json) => slip.posted)).toBe(true);
    const ytd = await rawItem({ pk: `org#${org}`, sk: `ytd#2026-27#${String(eve.employee.id).padStart(12, '0')}` });
    expect(ytd).toMatchObject({ gross_cents: 352_000, net_cents: 273_500, super_base_2026_07_01: 352_000 });
    const { data: bonus } = await itemEntity()
      .get({ organization_id: org, employee_id: eve.employee.id, pay_item_id: bonusItem })
      .go();
    expect(bonus?.paid_in_run_id).toBe(runId);
    const { data: schedule } = await payScheduleEntity()
      .get({ organization_id: org, pay_schedule_id: scheduleId })
      .go();
    expect(schedule).toMatchObject({ next_period_start: '2026-11-16', next_pay_date: '2026-12-02' });
    // Immutable now.
    const adjust = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${bob.id}`, {
      token: owner.token,
      body: { version: 2, remove: ['adj-1'] },
    });
    expect(adjust.status).toBe(409);
    expect((await request('DELETE', `/payroll/pay-runs/${runId}`, { token: owner.token })).status).toBe(409);
  });

  it('a second run of the next period no longer pays the one-off bonus, and its super cap counts the first', async () => {
    const next = await draft({ period_start: '2026-11-16', period_end: '2026-11-29', pay_date: '2026-12-02' });
    expect(next.status).toBe(201);
    await runPendingTasks(org, next.body.data.id);
    const run = (await get(next.body.data.id)).body.data;
    expect(slipOf(run, eve.employee.id)).toMatchObject({ gross: '3020.00' });
    expect((await request('DELETE', `/payroll/pay-runs/${run.id}`, { token: owner.token })).status).toBe(204);
    expect((await get(run.id)).status).toBe(404);
  });

  it('marks the run paid once and e-mails each linked employee a link to their payslip', async () => {
    const paid = await request('POST', `/payroll/pay-runs/${runId}/pay`, { token: owner.token });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    const again = await request('POST', `/payroll/pay-runs/${runId}/pay`, { token: owner.token });
    expect(again.body.data.paid_at).toBe(paid.body.data.paid_at);
    const mails = await mailsWithSubject(eve.user.email, 'Your payslip is ready', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/dashboard/payroll/payslips?payslip=${runId}-${eve.employee.id}`);
    const list = await request('GET', `/payroll/pay-runs?organization_id=${org}`, { token: owner.token });
    expect(list.body.data.data.map((item: Json) => item.id)).toContain(runId);
  });
});

describe('an adjustment run', () => {
  let original: Json;

  beforeAll(async () => {
    const list = await request('GET', `/payroll/pay-runs?organization_id=${org}`, { token: owner.token });
    original = list.body.data.data.find((run: Json) => run.status === 'paid');
  });

  it('is for the adjusted run’s schedule and period only', async () => {
    const period = await draft({
      adjusts_pay_run_id: original.id,
      period_start: '2026-11-16',
      period_end: '2026-11-29',
    });
    expect(period.status).toBe(422);
    expect(period.body.errors.period_start).toEqual(['An adjustment run is for the period of the run it adjusts.']);
    const open = await draft({ adjusts_pay_run_id: original.id + 1000 });
    expect(open.status).toBe(422);
    expect(open.body.errors.adjusts_pay_run_id).toEqual(['Only a finalised pay run can be adjusted.']);
  });

  it('pays nothing again: only one-off items not yet paid and the lines added in review', async () => {
    const backPay = await addItem(org, eve.employee.id, {
      kind: 'back_pay',
      description: 'Back pay: rise from 2 November',
      amount_cents: 15_000,
      recurring: false,
    });
    const created = await draft({ adjusts_pay_run_id: original.id, pay_date: '2026-11-20' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    await runPendingTasks(org, id);
    const run = (await get(id)).body.data;
    expect(run).toMatchObject({ status: 'review', employee_count: 2, adjusts_pay_run_id: original.id });
    const eveSlip = slipOf(run, eve.employee.id);
    // No ordinary pay, recurring allowance or union fees again: the back pay alone, taxed.
    expect(eveSlip.lines.map((line: Json) => line.kind)).toEqual(['back_pay', 'withholding', 'super']);
    expect(eveSlip).toMatchObject({ gross: '150.00', ordinary_hours: '0.00', leave_accrued: [] });
    expect(slipOf(run, bob.id)).toMatchObject({ gross: '0.00', net: '0.00' });
    expectLinesSumToTotals(run);
    expect((await request('POST', `/payroll/pay-runs/${id}/finalise`, { token: owner.token })).status).toBe(200);
    await runPendingTasks(org, id);
    const ytd = await rawItem({ pk: `org#${org}`, sk: `ytd#2026-27#${String(eve.employee.id).padStart(12, '0')}` });
    expect(ytd).toMatchObject({ gross_cents: 352_000 + 15_000 });
    const { data: item } = await itemEntity()
      .get({ organization_id: org, employee_id: eve.employee.id, pay_item_id: backPay })
      .go();
    expect(item?.paid_in_run_id).toBe(id);
  });
});

describe('the worker retried', () => {
  it('never counts a task twice, whether redelivered or resumed after a crash between tasks', async () => {
    const g = await employeeFixture(owner);
    const orgId = g.organization.id;
    const schedule = await payrollSetup(orgId);
    // 96 employees: two tasks.
    for (let start = 0; start < 96; start += 12) {
      const made = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          createEmployee(owner, g, { first_name: `Worker${start + index}`, last_name: 'Retry' }),
        ),
      );
      await Promise.all(
        made.map((employee) =>
          setPay(orgId, employee.id, { basis: 'salary', annual_salary_cents: 5_200_000, pay_schedule_id: schedule }),
        ),
      );
    }
    const created = await postPayRun(owner.token, orgId, schedule);
    const id = created.body.data.id;
    const tasks = await tasksOf(orgId, id);
    expect(tasks).toHaveLength(2);
    // The first task runs, and its message is delivered again; then the worker "crashes".
    await runPayRunTaskRecord(recordOf(tasks[0] as Json));
    await runPayRunTaskRecord(recordOf(tasks[0] as Json));
    let run = (await get(id)).body.data;
    expect(run).toMatchObject({ status: 'calculating', tasks_done: 1, employee_count: 95, gross: '190000.00' });
    // The hourly sweep re-queues only the stalled task.
    // (Other files' runs in the same table may be re-queued too.)
    expect(await requeueStalledPayRunTasks(new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    const queued = await tasksOf(orgId, id);
    expect(queued.map((task) => [task.status, task.queued])).toEqual([
      ['done', 1],
      ['pending', 2],
    ]);
    await runPendingTasks(orgId, id);
    await runPayRunTaskRecord(recordOf(tasks[1] as Json));
    run = (await get(id)).body.data;
    // 96 × $2,000.00 a fortnight.
    expect(run).toMatchObject({ status: 'review', tasks_done: 2, employee_count: 96, gross: '192000.00' });
    expectLinesSumToTotals(run);
  }, 120_000);

  it('moves the run on when a task done before is delivered again and the step after it was lost', async () => {
    const created = await draft({ period_start: '2026-11-30', period_end: '2026-12-13', pay_date: '2026-12-16' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    await runPendingTasks(org, id);
    expect((await get(id)).body.data.status).toBe('review');
    // Every task done, the run still calculating: what a crash (or a resent write that found its
    // own first attempt done) between the last task's write and the step that moves the run leaves.
    expect(
      await updateIfStill(
        runUpdate(org, id, {
          expression: 'SET #status = :calculating',
          condition: '#status = :review',
          values: { ':calculating': 'calculating', ':review': 'review' },
        }),
      ),
    ).toBe(true);
    for (const task of await tasksOf(org, id)) await runPayRunTaskRecord(recordOf(task));
    expect((await get(id)).body.data).toMatchObject({ status: 'review', tasks_done: 1, tasks_total: 1 });
  });
});

describe('problems, isolation and roles', () => {
  it('a payslip whose pay date no withholding table covers names it, and the run cannot be finalised', async () => {
    const g = await employeeFixture(owner);
    const schedule = await payrollSetup(g.organization.id);
    const someone = await createEmployee(owner, g, { first_name: 'Tina', last_name: 'Table' });
    await setPay(g.organization.id, someone.id, { annual_salary_cents: 5_200_000, pay_schedule_id: schedule });
    const created = await postPayRun(owner.token, g.organization.id, schedule, {
      period_start: '2027-07-05',
      period_end: '2027-07-18',
      pay_date: '2027-07-21',
    });
    await runPendingTasks(g.organization.id, created.body.data.id);
    const run = (await get(created.body.data.id)).body.data;
    expect(run.problems[0]).toContain(
      'Tina Table: No PAYG withholding table (Schedule 1) for payments on 21 July 2027',
    );
    const refused = await request('POST', `/payroll/pay-runs/${run.id}/finalise`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('No PAYG withholding table');
  }, 60_000);

  it('answers 404 to another organization and refuses roles without the grant', async () => {
    const created = await draft({ period_start: '2026-12-14', period_end: '2026-12-27', pay_date: '2026-12-30' });
    const id = created.body.data.id;
    const stranger = await signUp('Stranger');
    await employeeFixture(stranger);
    expect((await get(id, stranger.token)).status).toBe(404);
    expect((await request('POST', `/payroll/pay-runs/${id}/finalise`, { token: stranger.token })).status).toBe(404);

    const hr = await addMember(org, 'HR Manager', 'hr_manager');
    expect((await get(id, hr.token)).status).toBe(200);
    expect((await request('POST', `/payroll/pay-runs/${id}/finalise`, { token: hr.token })).status).toBe(403);
    const employee = await addMember(org, 'Plain Employee', 'employee');
    expect((await get(id, employee.token)).status).toBe(403);
    const officer = await addMember(org, 'Payroll Officer', 'payroll_officer');
    expect((await request('DELETE', `/payroll/pay-runs/${id}`, { token: officer.token })).status).toBe(204);
  });
});
