import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, ownerWorkspace } from './employee-support.ts';
import {
  calculatedPayRun,
  type PayrollWorkspace,
  payRunOf,
  payrollWorkspace,
  rawItem,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 31 §2: year-to-date pay brought in from a previous payroll. "YTD figures appear in the next
 * run's payslip YTD"; the run's super base counts them (Payday Super's annual base); STP's year to
 * date (pay event, Finalise the year) and the YTD report include them, for people paid here and
 * for people so far paid only elsewhere.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let outsiderToken = '';
const ids = { eve: 0, max: 0, sam: 0 };
const pad = (id: number) => String(id).padStart(12, '0');

const put = (employeeId: number, body: Record<string, unknown>, token = owner.token) =>
  request('PUT', `/employees/${employeeId}/ytd-brought-in`, { token, body });
const get = (employeeId: number, year = '2026-27', token = owner.token) =>
  request('GET', `/employees/${employeeId}/ytd-brought-in?financial_year=${year}`, { token });

const EVE = {
  gross: '20000.00',
  overtime: '500.00',
  paid_leave_O: '1500.00',
  allowance_TD: '100.00',
  salary_sacrifice_S: '1000.00',
  deduction_F: '50.00',
  withholding: '4000.00',
  super_guarantee: '2580.00',
  resc: '1000.00',
  ordinary_time_earnings: '21500.00',
};

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Yolanda Ytd'));
  outsiderToken = (await ownerWorkspace('Oscar Outside')).owner.token;
  const [eve, max, sam] = await Promise.all([
    createEmployee(owner, f, { first_name: 'Eve', last_name: 'Earlier' }),
    createEmployee(owner, f, { first_name: 'Max', last_name: 'Maximum' }),
    createEmployee(owner, f, { first_name: 'Sam', last_name: 'Elsewhere' }),
  ]);
  Object.assign(ids, { eve: eve.id, max: max.id, sam: sam.id });
  // $78,000 a year: $3,000 a fortnight, all ordinary time.
  await setPay(org, ids.eve, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  await setPay(org, ids.max, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
}, 120_000);

describe('entering year to date brought in', () => {
  it('reads all 0.00 at version 0 before anything is entered', async () => {
    const answer = await get(ids.eve);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ financial_year: '2026-27', version: 0, last_pay_date_elsewhere: null });
    expect(answer.body.data.amounts.gross).toBe('0.00');
  });

  it('refuses bad input with a clear message, another organization with 404, a stale version with 409', async () => {
    const negative = await put(ids.eve, { financial_year: '2026-27', amounts: { gross: '-5.00' } });
    expect(negative.status).toBe(422);
    expect(JSON.stringify(negative.body)).toContain('0.00 or more');
    expect((await put(ids.eve, { financial_year: '2026-28', amounts: {} })).status).toBe(422);
    expect((await put(ids.eve, { financial_year: '2026-27', amounts: { made_up: '1.00' } })).status).toBe(422);
    const outside = await put(ids.eve, {
      financial_year: '2026-27',
      amounts: {},
      last_pay_date_elsewhere: '2026-06-30',
    });
    expect(outside.status).toBe(422);
    expect(JSON.stringify(outside.body)).toContain('in the financial year 2026-27');
    expect((await get(ids.eve, '2026-27', outsiderToken)).status).toBe(404);
    expect((await put(ids.eve, { financial_year: '2026-27', amounts: {} }, outsiderToken)).status).toBe(404);
    // Who may (payroll edit with the pay field group) is the role and pay-group matrices' (payroll-route-cases.ts).
  });

  it('saves the figures version-checked and audited', async () => {
    const saved = await put(ids.eve, {
      financial_year: '2026-27',
      amounts: EVE,
      last_pay_date_elsewhere: '2026-10-31',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, last_pay_date_elsewhere: '2026-10-31' });
    expect(saved.body.data.amounts).toMatchObject({ ...EVE, bonuses_and_commissions: '0.00' });
    expect((await put(ids.eve, { financial_year: '2026-27', amounts: EVE, version: 7 })).status).toBe(409);
    const read = await get(ids.eve);
    expect(read.body.data.amounts.gross).toBe('20000.00');
    const audit = await request('GET', `/organizations/${org}/audit-log?record_type=ytd_brought_in`, {
      token: owner.token,
    });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('year to date brought in for 2026-27');
  });

  it('caps the super base at what is left of the year’s base (Payday Super) after the brought-in OTE', async () => {
    // $270,000 of the 2026–27 base of $270,830 was used elsewhere: $830 is left for this fortnight.
    const saved = await put(ids.max, {
      financial_year: '2026-27',
      amounts: { gross: '270000.00', ordinary_time_earnings: '270000.00', super_guarantee: '32400.00' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Sam was paid only elsewhere this year.
    expect(
      (await put(ids.sam, { financial_year: '2026-27', amounts: { gross: '5000.00', withholding: '700.00' } })).status,
    ).toBe(200);
  });
});

describe('the next run continues the year', () => {
  let runId = 0;

  it('works out super on the base left, and posts the payslip’s year to date with the figures', async () => {
    runId = await calculatedPayRun(owner.token, org, scheduleId);
    const run = await payRunOf(owner.token, runId);
    const max = run.payslips.find((slip: Json) => slip.employee_id === ids.max);
    // 12% of $830, not of $3,000.
    expect(max.super).toBe('99.60');
    const eve = run.payslips.find((slip: Json) => slip.employee_id === ids.eve);
    expect(eve.super).toBe('360.00');
    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    expect((await payRunOf(owner.token, runId)).status).toBe('finalised');
    const slip = await rawItem({ pk: `org#${org}`, sk: `run#${pad(runId)}#slip#${pad(ids.eve)}` });
    // Gross: $3,000 here + $20,000 + $500 + $1,500 + $100 brought in.
    expect(slip?.ytd).toMatchObject({
      financial_year: '2026-27',
      gross_cents: 300_000 + 2_210_000,
      super_cents: 36_000 + 258_000,
    });
    expect(slip?.ytd.withholding_cents).toBe(slip?.withholding_cents + 400_000);
    expect(slip?.ytd.net_cents).toBe(slip?.net_cents + 2_210_000 - 400_000 - 105_000);
    // The posted record keeps what was paid here: the brought-in figures stay editable.
    const record = await rawItem({ pk: `org#${org}`, sk: `ytd#2026-27#${pad(ids.eve)}` });
    expect(record?.gross_cents).toBe(300_000);
  });

  it('reports the figures in the pay event’s year to date', async () => {
    const answer = await request('GET', `/payroll/pay-runs/${runId}/stp`, { token: owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const payees = answer.body.data.PayEvent.Payees as Json[];
    const eve = payees.find((payee) => payee.PayeeFamilyName === 'Earlier');
    expect(eve.PayPeriod.GrossAmount).toBe('3000.00');
    expect(eve.YearToDate).toMatchObject({
      GrossAmount: '23000.00',
      OvertimePaymentAmount: '500.00',
      PaidLeave: [{ PaidLeaveTypeCode: 'O', PaidLeavePaymentAmount: '1500.00' }],
      Allowances: [{ AllowanceTypeCode: 'TD', AllowanceAmount: '100.00' }],
      SalarySacrifice: [{ SalarySacrificeTypeCode: 'S', SalarySacrificeAmount: '1000.00' }],
      Deductions: [{ DeductionTypeCode: 'F', DeductionAmount: '50.00' }],
      SuperannuationLiabilityAmount: '2940.00',
      ReportableEmployerSuperannuationContributionAmount: '1000.00',
      OrdinaryTimeEarningsAmount: '24500.00',
      QualifyingEarningsAmount: '24500.00',
    });
    expect(Number(eve.YearToDate.PayAsYouGoWithholdingAmount) - Number(eve.PayPeriod.PayAsYouGoWithholdingAmount)).toBe(
      4000,
    );
  });

  it('adds them to Finalise the year and the YTD report, with someone paid only elsewhere', async () => {
    const eofy = await request('GET', `/payroll/eofy?organization_id=${org}&financial_year=2026-27`, {
      token: owner.token,
    });
    expect(eofy.status, JSON.stringify(eofy.body)).toBe(200);
    const people = eofy.body.data.employees as Json[];
    expect(people.find((person) => person.employee_id === ids.eve)).toMatchObject({
      gross: '23000.00',
      payslips: 1,
    });
    expect(people.find((person) => person.employee_id === ids.sam)).toMatchObject({
      employee_name: 'Sam Elsewhere',
      gross: '5000.00',
      withholding: '700.00',
      payslips: 0,
    });
    const report = await request('GET', `/payroll/reports/ytd?organization_id=${org}&from=2026-07-01&to=2026-11-30`, {
      token: owner.token,
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const rows = report.body.data.rows as Json[];
    expect(rows.find((row) => row.employee === 'Eve Earlier')).toMatchObject({
      payslips: '1',
      gross: '25100.00',
      overtime: '500.00',
      allowances: '100.00',
      paid_leave: '1500.00',
    });
    expect(rows.find((row) => row.employee === 'Sam Elsewhere')).toMatchObject({ payslips: '0', gross: '5000.00' });
  });

  it('a correction reaches every reader at once: nothing holds a copy', async () => {
    const current = (await get(ids.sam)).body.data;
    const changed = await put(ids.sam, {
      financial_year: '2026-27',
      amounts: { gross: '6000.00', withholding: '700.00' },
      version: current.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const eofy = await request('GET', `/payroll/eofy?organization_id=${org}&financial_year=2026-27`, {
      token: owner.token,
    });
    const sam = (eofy.body.data.employees as Json[]).find((person) => person.employee_id === ids.sam);
    expect(sam.gross).toBe('6000.00');
  });
});
