import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import {
  addItem,
  calculatedPayRun,
  type PayrollWorkspace,
  payrollWorkspace,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 25 §1: a payslip whose net pay is below zero is a problem the review shows, finalising
 * answers 422 naming the employees, and an adjustment that would leave net pay below zero is
 * refused (deductions are refused, never cut down). A $9,999,999.00 deduction once finalised with
 * a net of −$9,997,411.47 and the employee silently dropped out of the bank file.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let runId: number;
const people: Record<string, number> = {};
const items: Record<string, number> = {};

const NEGATIVE = (net: string) =>
  `Net pay would be ${net}: deductions cannot be more than the pay left after tax. Reduce or remove a deduction.`;
const getRun = async () => (await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token })).body.data;
const slipOf = (run: Json, name: string) => run.payslips.find((slip: Json) => slip.employee_id === people[name]);
const adjust = (name: string, body: Record<string, unknown>) =>
  request('PATCH', `/payroll/pay-runs/${runId}/payslips/${people[name]}`, { token: owner.token, body });

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Negative Net Owner'));
  for (const [first, last] of [
    ['Nina', 'Negative'],
    ['Ned', 'Negative'],
    ['Polly', 'Positive'],
  ] as const) {
    const employee = await createEmployee(owner, f, { first_name: first, last_name: last });
    people[first] = employee.id;
    // $78,000 a year: $3,000.00 a fortnight, PAYG $598.00 (scale 2, 2026–27).
    await setPay(org, employee.id, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  }
  items.Nina = await addItem(org, people.Nina as number, {
    kind: 'deduction',
    description: 'Garnishee',
    amount_cents: 999_999_900,
    recurring: true,
    payee: 'Somebody',
  });
  items.Ned = await addItem(org, people.Ned as number, {
    kind: 'salary_sacrifice_super',
    description: 'Salary sacrifice',
    amount_cents: 300_001,
    recurring: true,
  });
  runId = await calculatedPayRun(owner.token, org, scheduleId);
}, 120_000);

describe('net pay below zero', () => {
  it('is a problem on the payslip and the run in review', async () => {
    const run = await getRun();
    expect(run.status).toBe('review');
    // $3,000.00 − $598.00 − $9,999,999.00; salary sacrifice of $3,000.01 leaves −$0.01 (no PAYG on nothing).
    expect(slipOf(run, 'Nina')).toMatchObject({ net: '-9997597.00', problem: NEGATIVE('-$9,997,597.00') });
    expect(slipOf(run, 'Ned')).toMatchObject({ net: '-0.01', withholding: '0.00', problem: NEGATIVE('-$0.01') });
    expect(slipOf(run, 'Polly').problem).toBeUndefined();
    expect(run.problems).toEqual([
      `Nina Negative: ${NEGATIVE('-$9,997,597.00')}`,
      `Ned Negative: ${NEGATIVE('-$0.01')}`,
    ]);
  });

  it('stops finalising with 422 naming the employees', async () => {
    const refused = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Resolve the payslip problems of Ned Negative and Nina Negative before finalising. Ned Negative: ${NEGATIVE('-$0.01')}`,
    );
    expect(refused.body.errors.problems).toHaveLength(2);
    expect((await getRun()).status).toBe('review');
  });

  it('refuses an adjustment that leaves net pay below zero, and takes one that does not', async () => {
    const before = slipOf(await getRun(), 'Nina');
    const line = `item-${items.Nina}`;
    const still = await adjust('Nina', {
      version: before.version,
      change: [{ id: line, description: 'Garnishee', amount: '2500.00' }],
    });
    expect(still.status).toBe(422);
    // $3,000.00 − $598.00 − $2,500.00
    expect(still.body).toMatchObject({ message: NEGATIVE('-$98.00'), errors: { lines: [NEGATIVE('-$98.00')] } });
    const added = await adjust('Polly', {
      version: slipOf(await getRun(), 'Polly').version,
      add: [{ kind: 'deduction', description: 'Advance repayment', amount: '9999999.00', payee: 'Employer' }],
    });
    expect(added.status).toBe(422);
    expect(added.body.message).toBe(NEGATIVE('-$9,997,597.00'));

    const fixed = await adjust('Nina', {
      version: before.version,
      change: [{ id: line, description: 'Garnishee', amount: '2402.00' }],
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data.net).toBe('0.00');
    expect(fixed.body.data.problem).toBeUndefined();
    const ned = await adjust('Ned', { version: slipOf(await getRun(), 'Ned').version, remove: [`item-${items.Ned}`] });
    expect(ned.status, JSON.stringify(ned.body)).toBe(200);
    expect((await getRun()).problems).toEqual([]);
  });

  it('finalises once no payslip is below zero', async () => {
    const done = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await runPendingTasks(org, runId);
    const run = await getRun();
    expect(run.status).toBe('finalised');
    expect(run.payslips.map((slip: Json) => slip.net).sort()).toEqual(['0.00', '2402.00', '2402.00']);
  });
});
