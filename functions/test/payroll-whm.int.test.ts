import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import {
  calculatedPayRun,
  type PayrollWorkspace,
  payrollWorkspace,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { payBody } from './payroll-setup-support.ts';
import { type Json, request } from './support.ts';
import { novemberWithholding } from './withholding-support.ts';

/**
 * Issue 30 §3: a working holiday maker is withheld at the WHM rate (Schedule 15), not scale 2 or 3,
 * and STP reports their income type WHM with the country; other income types come from pay setup.
 */

let w: PayrollWorkspace;
let whm: Json;
let director: Json;
let runId: number;
let run: Json;

const slipOf = (employeeId: number) => run.payslips.find((slip: Json) => slip.employee_id === employeeId);

beforeAll(async () => {
  w = await payrollWorkspace('WHM Owner');
  whm = await createEmployee(w.owner, w.f, {
    first_name: 'Backpacker',
    last_name: 'Holiday',
    superannuation_fund_name: 'Hostplus',
  });
  director = await createEmployee(w.owner, w.f, { first_name: 'Closely', last_name: 'Held' });
  // $52,000 a year: $2,000 a fortnight.
  await setPay(w.org, whm.id, {
    annual_salary_cents: 5_200_000,
    pay_schedule_id: w.scheduleId,
    residency: 'foreign',
    tax_free_threshold: false,
    income_type: 'WHM',
    income_country: 'GB',
  });
  await setPay(w.org, director.id, {
    annual_salary_cents: 5_200_000,
    pay_schedule_id: w.scheduleId,
    income_type: 'CHP',
  });
  runId = await calculatedPayRun(w.owner.token, w.org, w.scheduleId);
  run = (await request('GET', `/payroll/pay-runs/${runId}`, { token: w.owner.token })).body.data;
}, 120_000);

describe('working holiday makers', () => {
  it('withholds 15% (Schedule 15), not scale 2 or scale 3', async () => {
    const slip = slipOf(whm.id);
    expect(slip).toMatchObject({ gross: '2000.00', withholding: '300.00' });
    const asScale = async (residency: string, threshold: boolean) =>
      (await novemberWithholding(w, { gross: '2000.00', residency, tax_free_threshold: threshold })).body.data
        .withholding;
    expect(await asScale('resident', true)).not.toBe('300.00');
    expect(await asScale('foreign', false)).not.toBe('300.00');
  });

  it('reports income type WHM with the country, tax treatment HR, and CHP for a closely held payee', async () => {
    const done = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: w.owner.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await runPendingTasks(w.org, runId);
    const stp = await request('GET', `/payroll/pay-runs/${runId}/stp`, { token: w.owner.token });
    expect(stp.status, JSON.stringify(stp.body)).toBe(200);
    const payees = stp.body.data?.PayEvent?.Payees ?? stp.body.PayEvent?.Payees;
    const byName = (name: string) => payees.find((payee: Json) => payee.PayeeFamilyName === name);
    expect(byName('Holiday')).toMatchObject({
      IncomeStreamTypeCode: 'WHM',
      IncomeStreamCountryCode: 'GB',
      TaxTreatmentCode: 'HRXXXX',
    });
    expect(byName('Held')).toMatchObject({ IncomeStreamTypeCode: 'CHP', IncomeStreamCountryCode: null });
  });
});

describe('pay setup: income type', () => {
  const put = (body: Json) =>
    request('PUT', `/employees/${whm.id}/pay`, { token: w.owner.token, body: payBody(w.scheduleId, body) });

  it('refuses a WHM without a country, a resident WHM, and a country on SAW, with clear messages', async () => {
    const noCountry = await put({ residency: 'foreign', tax_free_threshold: false, income_type: 'WHM' });
    expect(noCountry.status).toBe(422);
    expect(noCountry.body.errors.income_country).toEqual(['This income type needs the country: two letters, e.g. GB.']);
    const resident = await put({ income_type: 'WHM', income_country: 'gb' });
    expect(resident.status).toBe(422);
    expect(resident.body.errors.residency).toEqual(['A working holiday maker is a foreign resident for tax.']);
    const saw = await put({ income_country: 'GB' });
    expect(saw.status).toBe(422);
    expect(saw.body.errors.income_country).toEqual(['Only WHM, IAA and FEI income types name a country.']);
    const unknown = await put({ income_type: 'XYZ' });
    expect(unknown.status).toBe(422);
  });

  it('saves a WHM with the country (upper-cased) and answers it; SAW when not chosen', async () => {
    const saved = await put({
      effective_from: '2026-12-01',
      residency: 'foreign',
      tax_free_threshold: false,
      income_type: 'WHM',
      income_country: 'ie',
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const period = saved.body.data.periods.find((p: Json) => p.effective_from === '2026-12-01');
    expect(period).toMatchObject({ income_type: 'WHM', income_country: 'IE' });
    expect(saved.body.data.periods.find((p: Json) => p.effective_from === '2026-01-01')).toMatchObject({
      income_type: 'WHM',
      income_country: 'GB',
    });
  });
});
