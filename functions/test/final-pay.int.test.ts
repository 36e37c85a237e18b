import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { recordExit } from './lifecycle-support.ts';
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
 * Issue 30 §1, the check as a client: a resignation with 40 h of unused annual leave produces a
 * final pay whose STP event carries cessation type V and the leave as paid leave type U (unused
 * leave on termination, accrued after 17 August 1993), withheld by Schedule 7 at marginal rates.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let employeeId: number;
let dismissedId: number;

const finalPay = (id: number, method = 'GET', body?: Json) =>
  request(method, `/employees/${id}/final-pay`, { token: owner.token, ...(body ? { body } : {}) });

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Fay Final'));
  const hourly = { basis: 'hourly', hourly_rate_e4: 500_000, pay_schedule_id: scheduleId } as const;
  const rhea = await createEmployee(owner, f, { first_name: 'Rhea', last_name: 'Resign', joining_date: '2024-02-05' });
  employeeId = rhea.id;
  await setPay(org, employeeId, hourly);
  const exit = await recordExit(owner, rhea, { last_working_day: '2026-11-13', reason: 'resignation' });
  expect(exit.status, JSON.stringify(exit.body)).toBe(201);
  const dan = await createEmployee(owner, f, { first_name: 'Dan', last_name: 'Dismissed', joining_date: '2025-03-03' });
  dismissedId = dan.id;
  await setPay(org, dismissedId, hourly);
  await recordExit(owner, dan, { last_working_day: '2026-11-13', reason: 'dismissal' });
}, 120_000);

describe('a leaver’s final pay', () => {
  it('is refused before the exit is recorded, and for bad input', async () => {
    const stayer = await createEmployee(owner, f, { first_name: 'Stan', last_name: 'Stays' });
    expect((await finalPay(stayer.id)).status).toBe(409);
    const bad = await finalPay(employeeId, 'POST', { annual_leave_hours: 'forty', notice_in_lieu_weeks: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['annual_leave_hours', 'notice_in_lieu_weeks']);
  });

  it('proposes the final pay from the exit: cessation V, NES notice, the leave balance and the year’s figures', async () => {
    const answer = await finalPay(employeeId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      reason: 'resignation',
      cessation_code: 'V',
      last_working_day: '2026-11-13',
      years_of_service: 2,
      hourly_rate: '50.0000',
      weekly_pay: '1900.00',
      notice: { nes_weeks: 2, suggested_in_lieu_weeks: 0 },
      redundancy: { nes_weeks: 6 },
      figures: {
        year: '2026-27',
        etp_cap: { amount: null, verified: false },
        whole_of_income_cap: { amount: '180000.00' },
      },
      items: [],
    });
  });

  it('pays 40 h of unused annual leave in the next run, withheld by Schedule 7, reported as leave U with cessation V', async () => {
    const set = await finalPay(employeeId, 'POST', { annual_leave_hours: '40.00' });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    expect(set.body.data.items.map((item: Json) => [item.kind, item.termination_code, item.amount])).toEqual([
      ['unused_leave', 'U', '2000.00'],
      ['unused_leave', 'U', '350.00'],
    ]);
    expect((await finalPay(employeeId, 'POST', { annual_leave_hours: '40.00' })).status).toBe(409);

    const runId = await calculatedPayRun(owner.token, org, scheduleId);
    const slip = (await payRunOf(owner.token, runId)).payslips.find((s: Json) => s.employee_id === employeeId);
    const leave = slip.lines.filter((line: Json) => line.kind === 'unused_leave');
    expect(leave.map((line: Json) => [line.description, line.amount])).toEqual([
      ['Unused annual leave (40.00 h)', '2000.00'],
      ['Leave loading on unused annual leave (17.5%)', '350.00'],
    ]);
    const withholding = slip.lines.find((line: Json) => line.kind === 'withholding');
    expect(withholding.description).toContain('on termination payments of $2,350.00 by ATO Schedules 7 and 11');

    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    const stp = await request('GET', `/payroll/pay-runs/${runId}/stp`, { token: owner.token });
    expect(stp.status).toBe(200);
    const payee =
      stp.body.PayEvent?.Payees?.find((p: Json) => p.PayeeFamilyName === 'Resign') ??
      stp.body.data?.PayEvent.Payees.find((p: Json) => p.PayeeFamilyName === 'Resign');
    expect(payee).toMatchObject({ EmploymentEndDate: '2026-11-13', CessationTypeCode: 'V' });
    expect(payee.PayPeriod.PaidLeave).toContainEqual({ PaidLeaveTypeCode: 'U', PaidLeavePaymentAmount: '2350.00' });
    expect(payee.PayPeriod.EmploymentTerminationPayments).toEqual([]);
    expect(payee.PayPeriod.PayAsYouGoWithholdingAmount).toBe(withholding.amount);

    // Paid: the final pay cannot be removed any more.
    expect((await finalPay(employeeId, 'DELETE')).status).toBe(404);
  });

  it('pays a dismissal’s notice in lieu as an ETP with code O, which it can remove before a run pays it', async () => {
    // 2026-27's ETP cap is not in the build: the payroll officer enters it.
    const missing = await finalPay(dismissedId, 'POST', { notice_in_lieu_weeks: 2 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.etp_cap).toEqual(['Enter the ETP cap of the year.']);
    const set = await finalPay(dismissedId, 'POST', { notice_in_lieu_weeks: 2, etp_cap: '260000.00' });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    expect(set.body.data.figures.etp_cap).toMatchObject({ amount: '260000.00', verified: false });
    expect(set.body.data.items.map((item: Json) => [item.kind, item.termination_code, item.amount])).toEqual([
      ['notice_in_lieu', 'ETP-O', '3800.00'],
    ]);
    expect((await finalPay(dismissedId, 'DELETE')).status).toBe(204);
    expect((await finalPay(dismissedId)).body.data.items).toEqual([]);
  });
});
