import { WITHHOLDING_MESSAGES } from '@wattle/shared/payroll-withholding';
import { MEDICARE_FIGURES_2020, scale2TableInput } from '@wattle/shared/test-inputs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { calculatedPayRun, type PayrollWorkspace, payRunOf, payrollWorkspace, setPay } from './pay-run-support.ts';
import { type Json, request } from './support.ts';
import { novemberWithholding } from './withholding-support.ts';

/**
 * Issue 30: the Medicare levy adjustment's figures are built in unverified; an owner loads their own
 * with a scale 2 or 6 table, and for its pay dates they win, in the calculator and in a pay run.
 */

let w: PayrollWorkspace;

const FIGURES = MEDICARE_FIGURES_2020;
const NAME = 'Scale 2 from 1 July 2026 with Medicare figures';
const table = { ...scale2TableInput(NAME, 2026, '0.2000', '50.0000'), medicare_levy_adjustment: FIGURES };

const load = (body: Json) => request('POST', `/organizations/${w.org}/tax-tables`, { token: w.owner.token, body });

beforeAll(async () => {
  w = await payrollWorkspace('Medicare Figures Owner');
}, 60_000);

describe('loading Medicare levy adjustment figures with a tax table', () => {
  it('refuses them on a scale other than 2 or 6, and figures out of order', async () => {
    const scale1 = await load({ ...table, scale: '1' });
    expect(scale1.status).toBe(422);
    expect(scale1.body.errors.medicare_levy_adjustment).toEqual([WITHHOLDING_MESSAGES.medicareScale]);
    const backwards = await load({ ...table, medicare_levy_adjustment: { ...FIGURES, shade_in_dollars: 400 } });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.medicare_levy_adjustment).toEqual([WITHHOLDING_MESSAGES.medicareShadeIn]);
    const fractional = await load({ ...table, medicare_levy_adjustment: { ...FIGURES, per_child_dollars: 3533.5 } });
    expect(fractional.status).toBe(422);
    expect(fractional.body.errors.medicare_levy_adjustment).toEqual([WITHHOLDING_MESSAGES.medicareWhole]);
  });

  it('stores them and shows them back', async () => {
    const loaded = await load(table);
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    expect(loaded.body.data.medicare_levy_adjustment).toEqual(FIGURES);
    const page = await request('GET', `/organizations/${w.org}/tax-tables`, { token: w.owner.token });
    const listed = (page.body.data.data as Json[]).find((candidate) => candidate.name === NAME);
    expect(listed?.medicare_levy_adjustment).toEqual(FIGURES);
  });

  it('withholds by them for a spouse claim, in the calculator and in a pay run', async () => {
    const employee = await createEmployee(w.owner, w.f, { first_name: 'Sam', last_name: 'Spouse' });
    // $26,000 a year: $1,000 a fortnight, $500 a week.
    await setPay(w.org, employee.id, {
      annual_salary_cents: 2_600_000,
      pay_schedule_id: w.scheduleId,
      medicare_levy_spouse: true,
    });
    // Loaded scale 2: 0.2 × 500.99 − 50 = 50.198 → $50; the loaded figures: (500.99 − 438.48) × 0.1 =
    // 6.251 → $6 (the built-in 2026 figures start at $538: none). A fortnight: $100 − $12 = $88.
    const answer = await novemberWithholding(w, { gross: '1000.00', medicare_levy_spouse: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      withholding: '88.00',
      medicare_levy_adjustment: '12.00',
      unverified: false,
    });

    const run = await payRunOf(w.owner.token, await calculatedPayRun(w.owner.token, w.org, w.scheduleId));
    const slip = run.payslips.find((candidate: Json) => candidate.employee_id === employee.id);
    expect(slip).toMatchObject({ gross: '1000.00', withholding: '88.00' });
    const line = slip.lines.find((candidate: Json) => candidate.kind === 'withholding');
    expect(line.description).toContain(`less Medicare levy adjustment $12.00 (loaded table “${NAME}”)`);
    expect(line.description).not.toContain('unverified');
  });
});
