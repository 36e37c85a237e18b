import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { adjust, entriesOf } from './leave-support.ts';
import {
  addSchedule,
  calculatedPayRun,
  type PayrollWorkspace,
  payrollWorkspace,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 30 §4: cashing out annual leave (Fair Work Act ss 92–94): the written agreement recorded,
 * at least 4 weeks left after it (else 422 with a clear message), paid at the full rate with the
 * loading, reported in STP as paid leave type C, and a ledger entry reducing the balance.
 */

let w: PayrollWorkspace;
let employee: Json;
let scheduleId: number;
/** The balance the first cash-out left (it grows by a day's accrual each day after joining). */
let balanceAfterFirst: number;
const PERIOD = { period_start: '2026-11-30', period_end: '2026-12-13', pay_date: '2026-12-16' };
const agreement = {
  hours: '40.00',
  agreement_date: '2026-12-01',
  award_allows: true,
  signed_by_employee: true,
  signed_by_employer: true,
  employer_signatory: 'Pat Owner',
};
const cashOut = (body: Json) =>
  request('POST', `/employees/${employee.id}/leave-cash-outs`, { token: w.owner.token, body });

beforeAll(async () => {
  w = await payrollWorkspace('Cash-out Owner');
  employee = await createEmployee(w.owner, w.f, { first_name: 'Cash', last_name: 'Out', joining_date: '2026-12-01' });
  scheduleId = await addSchedule(w.org, 'December fortnight', {
    frequency: 'fortnightly',
    next_period_start: PERIOD.period_start,
    next_pay_date: PERIOD.pay_date,
  });
  // $78,000 a year on 38 hours: $39.4737 an hour.
  await setPay(w.org, employee.id, { annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  const added = await adjust(w.owner, w.org, {
    employee_id: employee.id,
    leave_type_id: 1,
    hours: '200.00',
    reason: 'Leave carried from the previous employer agreement',
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}, 120_000);

describe('cashing out annual leave', () => {
  it('refuses an agreement not signed by both, or without the award allowing it', async () => {
    const unsigned = await cashOut({ ...agreement, signed_by_employee: false });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.errors.signed_by_employee).toEqual(['The written agreement must be signed by the employee.']);
    const notAllowed = await cashOut({ ...agreement, award_allows: undefined, employer_signatory: '' });
    expect(notAllowed.status).toBe(422);
    expect(Object.keys(notAllowed.body.errors).sort()).toEqual(['award_allows', 'employer_signatory']);
    const future = await cashOut({ ...agreement, agreement_date: '2099-01-01' });
    expect(future.status).toBe(422);
  });

  it('records the agreement, pays the full rate with the loading and takes the hours off the balance', async () => {
    const created = await cashOut(agreement);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject({
      hours: '40.00',
      hourly_rate: '39.4737',
      amount: '1578.95',
      agreement_date: '2026-12-01',
      signed_by_employee: true,
      signed_by_employer: true,
      employer_signatory: 'Pat Owner',
    });
    expect(Number(record.loading)).toBeCloseTo((1578.95 * Number(record.loading_rate)) / 100, 1);
    expect(Number(record.balance_after)).toBeGreaterThanOrEqual(152);
    balanceAfterFirst = Number(record.balance_after);
    const list = await request('GET', `/employees/${employee.id}/leave-cash-outs`, { token: w.owner.token });
    expect(list.body.data.map((entry: Json) => entry.id)).toEqual([record.id]);
    const entries = await entriesOf(w.owner, employee.id, 1);
    expect(entries.some((entry: Json) => entry.hours === '-40.00' || entry.change === '-40.00')).toBe(true);
    // Its pay items change only with the cash-out.
    const items = await request('GET', `/employees/${employee.id}/pay-items`, { token: w.owner.token });
    const leaveItem = items.body.data.find((item: Json) => item.kind === 'leave');
    const removed = await request('DELETE', `/employees/${employee.id}/pay-items/${leaveItem.id}`, {
      token: w.owner.token,
    });
    expect(removed.status).toBe(409);
  });

  it('refuses a cash-out that would leave less than 4 weeks (152 hours) with a clear message', async () => {
    // Two hours under the 4 weeks, whatever today's accrual since joining (the test's dates are fixed, today is not).
    const refused = await cashOut({ ...agreement, hours: (balanceAfterFirst - 150).toFixed(2) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.hours[0]).toMatch(
      /^Cashing out this much would leave 15\d\.\d\d hours of annual leave: at least 4 weeks \(152\.00 hours of their ordinary hours\) must be left after a cash-out \(Fair Work Act ss 93\(3\)\(a\), 94\(3\)\)\.$/,
    );
  });

  it('is paid in the next run as STP paid leave type C', async () => {
    const runId = await calculatedPayRun(w.owner.token, w.org, scheduleId, PERIOD);
    const run = (await request('GET', `/payroll/pay-runs/${runId}`, { token: w.owner.token })).body.data;
    const slip = run.payslips.find((s: Json) => s.employee_id === employee.id);
    const cashed = slip.lines.filter((line: Json) => line.paid_leave_type === 'C');
    expect(cashed.map((line: Json) => line.kind).sort()).toEqual(['leave', 'leave_loading']);
    const done = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: w.owner.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await runPendingTasks(w.org, runId);
    const stp = await request('GET', `/payroll/pay-runs/${runId}/stp`, { token: w.owner.token });
    const payee = (stp.body.data?.PayEvent ?? stp.body.PayEvent).Payees[0];
    const c = payee.PayPeriod.PaidLeave.find((leave: Json) => leave.PaidLeaveTypeCode === 'C');
    const total = cashed.reduce((sum: number, line: Json) => sum + Math.round(Number(line.amount) * 100), 0);
    expect(Math.round(Number(c.PaidLeavePaymentAmount) * 100)).toBe(total);
  });
});
