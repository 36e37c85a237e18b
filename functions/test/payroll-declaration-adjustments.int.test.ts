import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { calculatedPayRun, type PayrollWorkspace, payrollWorkspace, setPay } from './pay-run-support.ts';
import { payBody } from './payroll-setup-support.ts';
import { type Json, request } from './support.ts';
import { novemberWithholding } from './withholding-support.ts';

/**
 * Issue 30 §3: the tax offsets of a withholding declaration and the Medicare levy adjustment of a
 * Medicare levy variation declaration, on the employee's pay setup, in the calculator and in pay runs.
 */

let w: PayrollWorkspace;
let offsets: Json;
let plain: Json;
let family: Json;
let run: Json;

const slipOf = (employeeId: number) => run.payslips.find((slip: Json) => slip.employee_id === employeeId);
const calculate = (body: Json) => novemberWithholding(w, body);

beforeAll(async () => {
  w = await payrollWorkspace('Offsets Owner');
  offsets = await createEmployee(w.owner, w.f, { first_name: 'Offset', last_name: 'Claimer' });
  plain = await createEmployee(w.owner, w.f, { first_name: 'Plain', last_name: 'Payee' });
  family = await createEmployee(w.owner, w.f, { first_name: 'Family', last_name: 'Levy' });
  // $52,000 a year: $2,000 a fortnight; the third $31,200: $1,200 a fortnight.
  await setPay(w.org, offsets.id, {
    annual_salary_cents: 5_200_000,
    pay_schedule_id: w.scheduleId,
    tax_offsets_cents: 100_000,
  });
  await setPay(w.org, plain.id, { annual_salary_cents: 5_200_000, pay_schedule_id: w.scheduleId });
  await setPay(w.org, family.id, {
    annual_salary_cents: 3_120_000,
    pay_schedule_id: w.scheduleId,
    medicare_levy_spouse: true,
  });
  const runId = await calculatedPayRun(w.owner.token, w.org, w.scheduleId);
  run = (await request('GET', `/payroll/pay-runs/${runId}`, { token: w.owner.token })).body.data;
}, 120_000);

describe('a pay run applies the declaration’s adjustments', () => {
  it('takes a $1,000 tax offset off a fortnightly pay as $38 (3.8%) and names it on the PAYG line', () => {
    const claimer = slipOf(offsets.id);
    const other = slipOf(plain.id);
    expect(claimer.gross).toBe('2000.00');
    expect(Number(other.withholding) - Number(claimer.withholding)).toBe(38);
    const line = claimer.lines.find((candidate: Json) => candidate.kind === 'withholding');
    expect(line.description).toContain('less tax offsets $38.00 (unverified)');
  });

  it('takes the Medicare levy adjustment for a spouse, as the calculator does', async () => {
    // $1,200 a fortnight: $600 a week, (600.99 − 538.67) × 0.1 = 6.23 → $6, × 2 = $12.
    const without = await calculate({ gross: '1200.00' });
    const withSpouse = await calculate({ gross: '1200.00', medicare_levy_spouse: true });
    expect(withSpouse.status, JSON.stringify(withSpouse.body)).toBe(200);
    expect(withSpouse.body.data).toMatchObject({
      medicare_levy_adjustment: '12.00',
      tax_offset: '0.00',
      unverified: true,
    });
    expect(Number(without.body.data.withholding) - Number(withSpouse.body.data.withholding)).toBe(12);
    expect(slipOf(family.id).withholding).toBe(withSpouse.body.data.withholding);
  });
});

describe('the calculator and pay setup validate the claims', () => {
  it('answers the offset in the calculator and refuses one where Schedule 1 allows none', async () => {
    const answer = await calculate({ gross: '2000.00', tax_offsets: '1000.00' });
    expect(answer.body.data).toMatchObject({ tax_offset: '38.00', medicare_levy_adjustment: '0.00' });
    const scale1 = await calculate({ gross: '2000.00', tax_offsets: '1000.00', tax_free_threshold: false });
    expect(scale1.status).toBe(422);
    expect(scale1.body.errors.tax_offsets).toEqual([
      'Tax offsets are allowed only with a TFN, as a resident claiming the tax-free threshold.',
    ]);
    const bad = await calculate({ gross: '2000.00', tax_offsets: 'lots', medicare_levy_children: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['medicare_levy_children', 'tax_offsets']);
  });

  it('saves the claims on pay setup and answers them; refuses a Medicare levy adjustment on scale 5', async () => {
    const put = (body: Json) =>
      request('PUT', `/employees/${plain.id}/pay`, { token: w.owner.token, body: payBody(w.scheduleId, body) });
    const full = await put({ medicare_levy_exemption: 'full', medicare_levy_children: 2 });
    expect(full.status).toBe(422);
    expect(full.body.errors.medicare_levy_children?.[0]).toContain('no or a half Medicare levy exemption');
    const saved = await put({
      effective_from: '2026-12-01',
      tax_offsets: '1200.00',
      medicare_levy_spouse: true,
      medicare_levy_children: 2,
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const period = saved.body.data.periods.find((p: Json) => p.effective_from === '2026-12-01');
    expect(period).toMatchObject({ tax_offsets: '1200.00', medicare_levy_spouse: true, medicare_levy_children: 2 });
    expect(saved.body.data.periods.find((p: Json) => p.effective_from === '2026-01-01')).toMatchObject({
      tax_offsets: null,
      medicare_levy_spouse: false,
      medicare_levy_children: 0,
    });
  });
});
