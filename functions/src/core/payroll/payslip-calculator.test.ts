import { PAY_ITEM_KINDS, PAY_LINE_EFFECT } from '@wattle/shared/payroll-constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinaryPay, ordinaryRateE4 } from './pay-proration.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, salaryTerms } from './payslip-test-support.ts';
import type { PayslipInput, PayTerms, WithholdFn } from './payslip-types.ts';
import { superCapRuleOn, superDueDate } from './super-rules.ts';

loadCalendarsBeforeAll();

/** A stand-in for the withholding calculator: 20% of the taxable amount, to the dollar. */
const flatTwenty: WithholdFn = (input) => ({
  ok: true,
  withholding_cents: Math.round(input.gross_cents / 500) * 100,
  study_loan_cents: 0,
  scale: '2',
  schedule: 'test',
});

const salary: PayTerms = salaryTerms();

const base = (overrides: Partial<PayslipInput> = {}): PayslipInput => ({
  frequency: 'fortnightly',
  period_start: '2026-11-02',
  period_end: '2026-11-15',
  pay_date: '2026-11-18',
  terms: salary,
  default_super_rate_points: 1200,
  items: [],
  leave: [],
  super_base_to_date_cents: 0,
  withhold: flatTwenty,
  ...overrides,
});

describe('ordinary pay', () => {
  it('divides a salary by 52, 26 or 12 to the cent', () => {
    expect(ordinaryPay(salary, 'weekly').cents).toBe(150_000);
    expect(ordinaryPay(salary, 'fortnightly').cents).toBe(300_000);
    expect(ordinaryPay(salary, 'monthly').cents).toBe(650_000);
    expect(ordinaryPay({ ...salary, annual_salary_cents: 10_000_000 }, 'weekly').cents).toBe(192_308);
  });

  it('pays hourly rates for the weekly hours times the weeks in the period', () => {
    const hourly: PayTerms = { ...salary, basis: 'hourly', hourly_rate_e4: 312_567 };
    expect(ordinaryPay(hourly, 'weekly')).toEqual({ cents: 118_775, hours: 3800 });
    expect(ordinaryPay(hourly, 'fortnightly')).toEqual({ cents: 237_551, hours: 7600 });
    // 38 h × 52 ÷ 12 = 164.67 h; $31.2567 × 38 × 52 ÷ 12 = $5,146.9366.
    expect(ordinaryPay(hourly, 'monthly')).toEqual({ cents: 514_694, hours: 16_467 });
  });

  it('works a salary’s hourly rate from 52 weeks of ordinary hours', () => {
    // $78,000 ÷ (52 × 38) = $39.4737
    expect(ordinaryRateE4(salary)).toBe(394_737);
  });
});

describe('a payslip', () => {
  it('adds items, takes salary sacrifice before tax and deductions after it', () => {
    const slip = calculatePayslip(
      base({
        items: [
          { pay_item_id: 1, kind: 'allowance', description: 'Tools', amount_cents: 2_000, recurring: true },
          {
            pay_item_id: 2,
            kind: 'overtime',
            description: 'Overtime',
            hours: 400,
            hourly_rate_e4: 592_105,
            recurring: false,
          },
          {
            pay_item_id: 3,
            kind: 'salary_sacrifice_super',
            description: 'Sacrifice',
            amount_cents: 10_000,
            recurring: true,
          },
          {
            pay_item_id: 4,
            kind: 'deduction',
            description: 'Union',
            amount_cents: 2_500,
            payee: 'Union',
            recurring: true,
          },
          { pay_item_id: 5, kind: 'reimbursement', description: 'Taxi', amount_cents: 4_321, recurring: false },
        ],
      }),
    );
    // 3,000.00 + 20.00 + 4 h × 59.2105 = 236.84
    expect(slip.gross_cents).toBe(325_684);
    // 20% of 3,156.84 to the dollar = 631.00
    expect(slip.withholding_cents).toBe(63_100);
    expect(slip.deductions_cents).toBe(12_500);
    expect(slip.reimbursements_cents).toBe(4_321);
    expect(slip.net_cents).toBe(325_684 - 63_100 - 12_500 + 4_321);
    // Super on OTE: ordinary and the allowance, not overtime: 12% of 3,020.00.
    expect(slip.ordinary_time_earnings_cents).toBe(302_000);
    expect(slip.super_cents).toBe(36_240);
    expect(slip.problem).toBeUndefined();
  });

  it('pays approved leave instead of the ordinary hours it covers, with 17.5% loading on annual leave', () => {
    const slip = calculatePayslip(
      base({
        leave: [
          {
            leave_request_id: 9,
            leave_type_id: 1,
            leave_code: 'annual',
            description: 'Annual leave',
            hours: 1520,
            leave_units: 1,
            loading_points: 1750,
          },
        ],
      }),
    );
    const byId = Object.fromEntries(slip.lines.map((line) => [line.id, line.amount_cents]));
    // 15.2 h × $39.4737 = $600.00 (rounded), ordinary is the rest of the salary.
    expect(byId['leave-9']).toBe(60_000);
    expect(byId.ordinary).toBe(240_000);
    expect(byId['leave-9-loading']).toBe(10_500);
    expect(slip.gross_cents).toBe(310_500);
    expect(slip.ordinary_time_earnings_cents).toBe(310_500);
  });

  it('names a missing withholding table as a problem and withholds nothing', () => {
    const slip = calculatePayslip(base({ withhold: () => ({ ok: false, missing: 'Schedule 1 from 1 July 2027' }) }));
    expect(slip.problem).toContain('Schedule 1 from 1 July 2027');
    expect(slip.withholding_cents).toBe(0);
  });

  it('caps the super base at the quarter’s maximum contribution base before Payday Super', () => {
    const slip = calculatePayslip(
      base({
        pay_date: '2026-05-20',
        terms: { ...salary, annual_salary_cents: 100_000_000 },
        super_base_to_date_cents: 6_000_000,
      }),
    );
    expect(slip.super_base_cents).toBe(250_000);
    expect(slip.super_cents).toBe(30_000);
    expect(slip.super_due_date).toBe('2026-07-28');
  });

  it('caps the super base at the annual base under Payday Super, due in 7 business days', () => {
    const slip = calculatePayslip(
      base({ terms: { ...salary, annual_salary_cents: 100_000_000 }, super_base_to_date_cents: 27_000_000 }),
    );
    expect(slip.super_base_cents).toBe(83_000);
    expect(slip.super_cents).toBe(9_960);
    expect(slip.super_due_date).toBe('2026-11-27');
  });

  it('keeps adjusted lines and drops removed ones', () => {
    const slip = calculatePayslip(
      base({
        adjustments: [
          { id: 'adj-1', kind: 'bonus', description: 'Spot bonus', amount_cents: 50_000, source: 'adjustment' },
        ],
        removed_line_ids: ['ordinary'],
      }),
    );
    expect(slip.lines.map((line) => line.id)).toEqual(['adj-1', 'withholding', 'super']);
    expect(slip.gross_cents).toBe(50_000);
  });
});

describe('super due dates', () => {
  it('skips weekends and national public holidays under Payday Super', () => {
    const rule = superCapRuleOn('2026-12-23');
    // 24 Dec (Thu), then 25 Dec and 28 Dec (Christmas, Boxing Day observed) are holidays.
    expect(rule && superDueDate(rule, '2026-12-23')).toBe('2027-01-06');
  });

  it('is 28 days after the quarter before 1 July 2026', () => {
    const rule = superCapRuleOn('2025-12-10');
    expect(rule && superDueDate(rule, '2025-12-10')).toBe('2026-01-28');
  });
});

describe('properties', () => {
  const item = fc.record({
    pay_item_id: fc.integer({ min: 1, max: 1000 }),
    kind: fc.constantFrom(...PAY_ITEM_KINDS),
    description: fc.constant('Item'),
    amount_cents: fc.integer({ min: 0, max: 5_000_000 }),
    recurring: fc.boolean(),
  });

  it('lines sum exactly to the totals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('weekly', 'fortnightly', 'monthly'),
        fc.uniqueArray(item, { selector: (value) => value.pay_item_id, maxLength: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        (annual, frequency, items, leaveHours) => {
          const slip = calculatePayslip(
            base({
              frequency: frequency as PayslipInput['frequency'],
              terms: { ...salary, annual_salary_cents: annual },
              items: items as PayslipInput['items'],
              leave: [
                {
                  leave_request_id: 1,
                  leave_type_id: 1,
                  leave_code: 'annual',
                  description: 'Annual leave',
                  hours: leaveHours,
                  leave_units: 1,
                  loading_points: 1750,
                },
              ],
            }),
          );
          const sum = (effect: string) =>
            slip.lines.filter((line) => PAY_LINE_EFFECT[line.kind] === effect).reduce((a, l) => a + l.amount_cents, 0);
          expect(sum('earning')).toBe(slip.gross_cents);
          expect(sum('pre_tax') + sum('post_tax')).toBe(slip.deductions_cents);
          expect(sum('withholding')).toBe(slip.withholding_cents);
          expect(sum('employer')).toBe(slip.super_cents);
          expect(sum('earning') - sum('pre_tax') - sum('post_tax') - sum('withholding') + sum('untaxed')).toBe(
            slip.net_cents,
          );
          for (const line of slip.lines) expect(Number.isSafeInteger(line.amount_cents)).toBe(true);
        },
      ),
    );
  });

  it('leave never changes a salaried employee’s pay without loading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 50_000_000 }), fc.integer({ min: 0, max: 7600 }), (annual, hours) => {
        const terms = { ...salary, annual_salary_cents: annual };
        const plain = calculatePayslip(base({ terms }));
        const withLeave = calculatePayslip(
          base({
            terms,
            leave: [
              {
                leave_request_id: 1,
                leave_type_id: 3,
                leave_code: 'personal',
                description: 'Personal leave',
                hours,
                leave_units: 1,
                loading_points: 0,
              },
            ],
          }),
        );
        expect(withLeave.gross_cents).toBe(plain.gross_cents);
      }),
    );
  });
});
