import { formatAudAmount, formatMoney } from '@wattle/shared/money';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { withholdingFor } from '../src/core/payroll/pay-run-withholding.ts';
import { calculatePayslip } from '../src/core/payroll/payslip-calculator.ts';
import type { PayTerms } from '../src/core/payroll/payslip-types.ts';
import { createEmployee, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import {
  addItem,
  calculatedPayRun,
  declaration,
  payrollSetup,
  rawItem,
  runPendingTasks,
  setPay,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 25 §1: the PAYG on a real pay run's payslips is what `POST /payroll/withholding` answers
 * for the same gross and pay date, for every declaration (scales 1 to 6, scale 4 resident and
 * foreign, each with and without a study and training support loan) and every pay frequency.
 * (The unit tests used a stand-in withholding that never returned a loan, and the loan was
 * withheld twice.)
 */

const DECLARATIONS = [
  { scale: 'Scale 1', tfn_provided: true, residency: 'resident', tax_free_threshold: false },
  { scale: 'Scale 2', tfn_provided: true, residency: 'resident', tax_free_threshold: true },
  { scale: 'Scale 3', tfn_provided: true, residency: 'foreign', tax_free_threshold: false },
  { scale: 'Scale 4 (resident)', tfn_provided: false, residency: 'resident', tax_free_threshold: false },
  { scale: 'Scale 4 (foreign resident)', tfn_provided: false, residency: 'foreign', tax_free_threshold: false },
  { scale: 'Scale 5', tfn_provided: true, residency: 'resident', tax_free_threshold: true, medicare: 'full' },
  { scale: 'Scale 6', tfn_provided: true, residency: 'resident', tax_free_threshold: true, medicare: 'half' },
].flatMap((row) =>
  [false, true].map((study_loan) => ({
    name: `${row.scale}${study_loan ? ' with a study loan' : ''}`,
    scale: row.scale,
    tfn_provided: row.tfn_provided,
    residency: row.residency as 'resident' | 'foreign',
    tax_free_threshold: row.tax_free_threshold,
    medicare_levy_exemption: (row.medicare ?? 'none') as 'none' | 'half' | 'full',
    study_loan,
  })),
);
type Declaration = (typeof DECLARATIONS)[number];
const taxDeclaration = (d: Declaration) => ({
  tfn_provided: d.tfn_provided,
  residency: d.residency,
  tax_free_threshold: d.tax_free_threshold,
  medicare_levy_exemption: d.medicare_levy_exemption,
  study_loan: d.study_loan,
});

const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
type Frequency = (typeof FREQUENCIES)[number];
const PERIODS: Record<Frequency, { period_start: string; period_end: string; pay_date: string }> = {
  weekly: { period_start: '2026-11-02', period_end: '2026-11-08', pay_date: '2026-11-12' },
  fortnightly: { period_start: '2026-11-02', period_end: '2026-11-15', pay_date: '2026-11-18' },
  monthly: { period_start: '2026-11-01', period_end: '2026-11-30', pay_date: '2026-11-30' },
};

let { owner, f, org } = {} as OwnerWorkspace;
const schedules = {} as Record<Frequency, number>;
const runs = {} as Record<Frequency, number>;
/** Employee id by declaration name and frequency. */
const people = new Map<string, number>();
const reviewed = {} as Record<Frequency, Json>;
const finalised = {} as Record<Frequency, Json>;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const withholding = (body: Record<string, unknown>) =>
  request('POST', '/payroll/withholding', { token: owner.token, body: { organization_id: org, ...body } });

async function getRun(id: number) {
  const answer = await request('GET', `/payroll/pay-runs/${id}`, { token: owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Withholding Runs Owner'));
  schedules.fortnightly = await payrollSetup(org);
  for (const frequency of ['weekly', 'monthly'] as const) {
    const created = await request('POST', `/organizations/${org}/pay-schedules`, {
      token: owner.token,
      body: {
        name: `${frequency} staff`,
        frequency,
        period_start: PERIODS[frequency].period_start,
        pay_date: PERIODS[frequency].pay_date,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    schedules[frequency] = created.body.data.id;
  }
  // Salaries from $41,000 to $180,000 a year, so the study loan component is nothing for some and more for others.
  const payees = DECLARATIONS.flatMap((d) => FREQUENCIES.map((frequency) => ({ d, frequency })));
  await Promise.all(
    payees.map(async ({ d, frequency }, index) => {
      const n = index + 1;
      const employee = await createEmployee(owner, f, {
        first_name: `Payee${n}`,
        last_name: d.scale.replace(/\W/g, ''),
      });
      people.set(`${d.name}/${frequency}`, employee.id);
      await setPay(org, employee.id, {
        ...taxDeclaration(d),
        basis: 'salary',
        annual_salary_cents: 4_100_000 + n * 331_000,
        pay_schedule_id: schedules[frequency],
      });
      // A car allowance (cents per km) on every other payslip: earnings taxed, but no super on it.
      if (n % 2 === 0) {
        await addItem(org, employee.id, {
          kind: 'allowance',
          description: 'Car allowance',
          amount_cents: 5_000,
          recurring: true,
          allowance_type: 'CD',
        });
      }
    }),
  );
  for (const frequency of FREQUENCIES) {
    runs[frequency] = await calculatedPayRun(owner.token, org, schedules[frequency], PERIODS[frequency]);
    reviewed[frequency] = await getRun(runs[frequency]);
    const done = await request('POST', `/payroll/pay-runs/${runs[frequency]}/finalise`, { token: owner.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await runPendingTasks(org, runs[frequency]);
    finalised[frequency] = await getRun(runs[frequency]);
  }
}, 240_000);

describe('real pay runs: draft → review → finalise', () => {
  it('reviews every payslip with no problem, then finalises and posts each run', () => {
    for (const frequency of FREQUENCIES) {
      expect(reviewed[frequency]).toMatchObject({
        status: 'review',
        employee_count: DECLARATIONS.length,
        problems: [],
      });
      expect(finalised[frequency].status).toBe('finalised');
      expect(finalised[frequency].payslips.every((slip: Json) => slip.posted)).toBe(true);
    }
  });

  describe.each(DECLARATIONS)('$name', (d) => {
    it('withholds on every frequency what POST /payroll/withholding answers for the gross and pay date', async () => {
      for (const frequency of FREQUENCIES) {
        const employeeId = people.get(`${d.name}/${frequency}`) as number;
        const slip = reviewed[frequency].payslips.find((s: Json) => s.employee_id === employeeId);
        const answer = await withholding({
          ...taxDeclaration(d),
          gross: slip.gross,
          period: frequency,
          pay_date: PERIODS[frequency].pay_date,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data.scale).toBe(d.scale);
        expect(slip.withholding, `${frequency} ${slip.gross}`).toBe(answer.body.data.withholding);
        expect(cents(slip.net)).toBe(cents(slip.gross) - cents(answer.body.data.withholding));
        const line = slip.lines.find((l: Json) => l.kind === 'withholding');
        expect(line.amount).toBe(answer.body.data.withholding);
        if (cents(answer.body.data.study_loan) > 0) {
          expect(line.description).toBe(
            `PAYG withholding (including study and training loan ${formatAudAmount(answer.body.data.study_loan)})`,
          );
        }
        // Super on ordinary time only: the car allowance is an expense allowance.
        const car = slip.lines.find((l: Json) => l.allowance_type === 'CD');
        expect(cents(slip.super)).toBe(Math.round(((cents(slip.gross) - (car ? cents(car.amount) : 0)) * 12) / 100));

        // Finalising posts the same figures: the payslip and the year to date.
        const posted = finalised[frequency].payslips.find((s: Json) => s.employee_id === employeeId);
        expect(posted).toMatchObject({ gross: slip.gross, withholding: slip.withholding, net: slip.net, posted: true });
        const ytd = await rawItem({ pk: `org#${org}`, sk: `ytd#2026-27#${String(employeeId).padStart(12, '0')}` });
        expect(ytd?.withholding_cents).toBe(cents(slip.withholding));
      }
    });
  });
});

describe('property: the payslip’s PAYG with the pay run’s withholding is the withholding service’s', () => {
  it('for any declaration, frequency, salary and pay date', async () => {
    const withhold = await withholdingFor(org);
    const declarations = fc.constantFrom(...DECLARATIONS);
    await fc.assert(
      fc.asyncProperty(
        declarations,
        fc.constantFrom(...FREQUENCIES),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom('2025-09-24', '2026-01-15', '2026-06-30', '2026-07-01', '2026-11-12', '2027-06-30'),
        async (d, frequency, annual, payDate) => {
          const terms: PayTerms = {
            ...declaration,
            ...taxDeclaration(d),
            basis: 'salary',
            annual_salary_cents: annual,
            ordinary_hours_per_week: 3800,
          };
          const slip = calculatePayslip({
            frequency,
            ...PERIODS[frequency],
            pay_date: payDate,
            terms,
            default_super_rate_points: 1200,
            items: [],
            leave: [],
            super_base_to_date_cents: 0,
            withhold,
          });
          const answer = await withholding({
            ...taxDeclaration(d),
            gross: formatMoney(slip.gross_cents),
            period: frequency,
            pay_date: payDate,
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(formatMoney(slip.withholding_cents)).toBe(answer.body.data.withholding);
        },
      ),
      { numRuns: 150 },
    );
  });
});
