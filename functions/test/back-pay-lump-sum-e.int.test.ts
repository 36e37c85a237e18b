import { beforeAll, describe, expect, it } from 'vitest';
import { finaliseRun, payslipOf } from './back-pay-support.ts';
import { createEmployee } from './employee-support.ts';
import {
  addItem,
  calculatedPayRun,
  type PayrollWorkspace,
  payrollWorkspace,
  rawItem,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';
import { fortnightlyWithholding as withheld } from './withholding-support.ts';

/**
 * Issue 30 §2: back pay accrued more than 12 months before it is paid is Lump Sum E of the
 * financial year it accrued in (ATO, "Back payment reporting", 9 June 2025); back pay of last month
 * stays in gross. Both are withheld by Schedule 5.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let employeeId: number;
let september2025: number;
let october2026: number;

const finalise = (runId: number) => finaliseRun(owner.token, org, runId);
const slipOf = (runId: number) => payslipOf(owner.token, runId, employeeId);
const payeeOf = async (runId: number) => {
  const stp = await request('GET', `/payroll/pay-runs/${runId}/stp`, { token: owner.token });
  expect(stp.status, JSON.stringify(stp.body)).toBe(200);
  return (stp.body.data ?? stp.body).PayEvent.Payees.find((payee: Json) => payee.PayeeFamilyName === 'Backpay');
};

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Bea Backpay'));
  const bea = await createEmployee(owner, f, { first_name: 'Bea', last_name: 'Backpay', joining_date: '2025-01-06' });
  employeeId = bea.id;
  await setPay(org, employeeId, {
    effective_from: '2025-01-06',
    basis: 'salary',
    annual_salary_cents: 5_200_000,
    pay_schedule_id: scheduleId,
  });
  september2025 = await calculatedPayRun(owner.token, org, scheduleId, {
    period_start: '2025-09-08',
    period_end: '2025-09-21',
    pay_date: '2025-09-24',
  });
  await finalise(september2025);
  october2026 = await calculatedPayRun(owner.token, org, scheduleId, {
    period_start: '2026-10-19',
    period_end: '2026-11-01',
    pay_date: '2026-11-04',
  });
  await finalise(october2026);
}, 180_000);

describe('back pay of an earlier period', () => {
  it('is Lump Sum E of 2025-26 when the adjustment run pays it 14 months after the period', async () => {
    const drafted = await request('POST', '/payroll/pay-runs', {
      token: owner.token,
      body: {
        organization_id: org,
        pay_schedule_id: scheduleId,
        period_start: '2025-09-08',
        period_end: '2025-09-21',
        pay_date: '2026-11-20',
        adjusts_pay_run_id: september2025,
      },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    const runId = drafted.body.data.id;
    await runPendingTasks(org, runId);
    const slip = await slipOf(runId);
    const adjusted = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${employeeId}`, {
      token: owner.token,
      body: { version: slip.version, add: [{ kind: 'back_pay', description: 'Award rise missed', amount: '2000.00' }] },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const line = adjusted.body.data.lines.find((each: Json) => each.kind === 'back_pay');
    // The payslip says it: the line names Lump Sum E and its year.
    expect(line.description).toBe('Award rise missed (Lump Sum E, 2025–26)');
    const withholding = adjusted.body.data.lines.find((each: Json) => each.kind === 'withholding');
    expect(withholding.description).toContain('by ATO Schedule 5, Method A');
    await finalise(runId);

    const payee = await payeeOf(runId);
    expect(payee.PayPeriod.GrossAmount).toBe('0.00');
    expect(payee.PayPeriod.LumpSumPayments).toEqual([
      {
        LumpSumTypeCode: 'E',
        LumpSumFinancialYear: '2026',
        LumpSumPaymentAmount: '2000.00',
        LumpSumFinancialYearUnverified: true,
      },
    ]);
    expect(payee.PayPeriod.PayAsYouGoWithholdingAmount).toBe(withholding.amount);
    // Year to date (2026-27) carries it too, by the year it accrued in.
    expect(payee.YearToDate.LumpSumPayments).toContainEqual(expect.objectContaining({ LumpSumTypeCode: 'E' }));
    // And so does the year's finalisation data (the same year to date).
    const ytd = await rawItem({ pk: `org#${org}`, sk: `ytd#2026-27#${String(employeeId).padStart(12, '0')}` });
    // Method B(ii)'s counter: the back pay is in gross but not normal earnings.
    expect(ytd).toMatchObject({ gross_cents: 200_000 + 200_000, schedule5_other_cents: 200_000 });
  });

  it('stays gross (back pay) when it accrued last month', async () => {
    await addItem(org, employeeId, {
      kind: 'back_pay',
      description: 'Shift allowance missed',
      amount_cents: 30_000,
      recurring: false,
      accrued_from: '2026-10-19',
      accrued_to: '2026-11-01',
    } as Parameters<typeof addItem>[2]);
    const drafted = await request('POST', '/payroll/pay-runs', {
      token: owner.token,
      body: {
        organization_id: org,
        pay_schedule_id: scheduleId,
        period_start: '2026-10-19',
        period_end: '2026-11-01',
        pay_date: '2026-11-25',
        adjusts_pay_run_id: october2026,
      },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    await runPendingTasks(org, drafted.body.data.id);
    const slip = await slipOf(drafted.body.data.id);
    expect(slip.lines.find((each: Json) => each.kind === 'back_pay').description).toBe('Shift allowance missed');
    await finalise(drafted.body.data.id);
    const payee = await payeeOf(drafted.body.data.id);
    expect(payee.PayPeriod).toMatchObject({ GrossAmount: '300.00', LumpSumPayments: [] });
    expect(payee.YearToDate.LumpSumPayments).toEqual([
      {
        LumpSumTypeCode: 'E',
        LumpSumFinancialYear: '2026',
        LumpSumPaymentAmount: '2000.00',
        LumpSumFinancialYearUnverified: true,
      },
    ]);
  });

  it('withholds a Method B(ii) bonus from the average total earnings of the whole year, brought-in YTD included', async () => {
    // Pay before this payroll: $14,000 of salary and a $1,000 bonus (an additional payment, not normal earnings).
    const brought = await request('PUT', `/employees/${employeeId}/ytd-brought-in`, {
      token: owner.token,
      body: { financial_year: '2026-27', amounts: { gross: '14000.00', bonuses_and_commissions: '1000.00' } },
    });
    expect(brought.status, JSON.stringify(brought.body)).toBe(200);
    await addItem(org, employeeId, {
      kind: 'bonus',
      description: 'Annual bonus',
      amount_cents: 520_000,
      recurring: false,
      schedule5_method: 'B2',
    } as Parameters<typeof addItem>[2]);
    const runId = await calculatedPayRun(owner.token, org, scheduleId);
    const slip = await slipOf(runId);
    // Average total earnings: $2,000 posted as normal (the back pay posted is not) + $14,000 brought
    // in + this fortnight's $2,000, ÷ the 10 fortnights from 1 July to 15 November = $1,800.
    // Step 3: $5,200 ÷ 26 = $200.
    const expected = withheld(200_000) + (withheld(200_000) - withheld(180_000)) * 26;
    const line = slip.lines.find((each: Json) => each.kind === 'withholding');
    expect(Math.round(Number(line.amount) * 100)).toBe(expected);
    expect(line.description).toContain('by ATO Schedule 5, Method B(ii) (unverified)');
  });
});
