import { PAY_LINE_EFFECT, STP_ALLOWANCE_TYPES } from '@wattle/shared/payroll-constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, salaryTerms } from './payslip-test-support.ts';
import type { PayItemInput, PayslipInput, PayTerms } from './payslip-types.ts';
import { calculateWithholding } from './withholding.ts';

loadCalendarsBeforeAll();

/**
 * Issue 25 §1: the payslip's PAYG with the REAL withholding calculator (the study loan component
 * counted once), super on expense allowances, and net pay below zero.
 */

const terms = (overrides: Partial<PayTerms> = {}): PayTerms =>
  salaryTerms({ annual_salary_cents: 10_400_000, ...overrides });

const PERIODS = {
  weekly: { period_start: '2026-11-02', period_end: '2026-11-08' },
  fortnightly: { period_start: '2026-11-02', period_end: '2026-11-15' },
  monthly: { period_start: '2026-11-01', period_end: '2026-11-30' },
} as const;

const slip = (overrides: Partial<PayslipInput> = {}) =>
  calculatePayslip({
    frequency: 'weekly',
    ...PERIODS[overrides.frequency ?? 'weekly'],
    pay_date: '2026-11-12',
    terms: terms(),
    default_super_rate_points: 1200,
    items: [],
    leave: [],
    super_base_to_date_cents: 0,
    withhold: (input) => calculateWithholding(input),
    ...overrides,
  });

const item = (id: number, overrides: Partial<PayItemInput>): PayItemInput => ({
  pay_item_id: id,
  kind: 'allowance',
  description: 'Item',
  recurring: true,
  ...overrides,
});

describe('PAYG with a study and training support loan', () => {
  it('withholds $559.00 from $2,000 a week on scale 2 with STSL (12 Nov 2026), not $659.00', () => {
    const weekly = slip({ terms: terms({ study_loan: true }) });
    const calculator = calculateWithholding({
      gross_cents: 200_000,
      frequency: 'weekly',
      pay_date: '2026-11-12',
      declaration: { ...terms(), study_loan: true },
    });
    expect(calculator).toMatchObject({ ok: true, withholding_cents: 55_900, study_loan_cents: 10_000 });
    expect(weekly.gross_cents).toBe(200_000);
    expect(weekly.withholding_cents).toBe(55_900);
    expect(weekly.net_cents).toBe(144_100);
    expect(weekly.lines.find((line) => line.kind === 'withholding')).toMatchObject({
      amount_cents: 55_900,
      description: 'PAYG withholding (including study and training loan $100.00)',
    });
  });

  const declarations = fc.record({
    tfn_provided: fc.boolean(),
    residency: fc.constantFrom('resident' as const, 'foreign' as const),
    tax_free_threshold: fc.boolean(),
    medicare_levy_exemption: fc.constantFrom('none' as const, 'half' as const, 'full' as const),
    study_loan: fc.boolean(),
  });

  it('is the calculator’s amount for every declaration, period and pay, with net what is left', () => {
    fc.assert(
      fc.property(
        declarations,
        fc.constantFrom('weekly' as const, 'fortnightly' as const, 'monthly' as const),
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom('2025-10-15', '2026-03-02', '2026-07-01', '2026-11-12', '2027-06-30'),
        (declaration, frequency, annual, sacrifice, payDate) => {
          const figures = slip({
            frequency,
            ...PERIODS[frequency],
            pay_date: payDate,
            terms: terms({ ...declaration, annual_salary_cents: annual }),
            items: [item(1, { kind: 'salary_sacrifice_super', amount_cents: sacrifice })],
          });
          const taxable = Math.max(0, figures.gross_cents - sacrifice);
          const expected = calculateWithholding({ gross_cents: taxable, frequency, pay_date: payDate, declaration });
          expect(expected.ok).toBe(true);
          if (!expected.ok) return;
          expect(figures.withholding_cents).toBe(expected.withholding_cents);
          expect(figures.net_cents).toBe(figures.gross_cents - expected.withholding_cents - sacrifice);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('super on allowances (by STP allowance type)', () => {
  it('pays super on task, qualification, other and untyped allowances, not on expense allowances', () => {
    const types = Object.keys(STP_ALLOWANCE_TYPES);
    const figures = slip({
      items: [
        ...types.map((type, index) => item(index + 1, { amount_cents: 1_000, allowance_type: type })),
        item(99, { amount_cents: 1_000 }),
      ],
    });
    // $2,000.00 salary + KN, QN, OD and the untyped allowance (4 × $10.00); not CD, AD, LD, MD, RD, TD.
    expect(figures.gross_cents).toBe(200_000 + 10 * 1_000);
    expect(figures.ordinary_time_earnings_cents).toBe(204_000);
    expect(figures.super_cents).toBe(24_480);
  });
});

describe('net pay below zero', () => {
  it('is a problem naming the net, not a payslip to pay: a $9,999,999.00 deduction', () => {
    const figures = slip({
      items: [item(1, { kind: 'deduction', amount_cents: 999_999_900, payee: 'Nobody' })],
    });
    // $2,000.00 − $459.00 PAYG − $9,999,999.00
    expect(figures.net_cents).toBe(200_000 - 45_900 - 999_999_900);
    expect(figures.problem).toBe(
      'Net pay would be -$9,998,458.00: deductions cannot be more than the pay left after tax. Reduce or remove a deduction.',
    );
    const sum = (effect: string) =>
      figures.lines.filter((line) => PAY_LINE_EFFECT[line.kind] === effect).reduce((a, l) => a + l.amount_cents, 0);
    expect(sum('post_tax')).toBe(999_999_900);
  });

  it('is a problem when salary sacrifice is more than the pay, and none at exactly zero', () => {
    expect(slip({ items: [item(1, { kind: 'salary_sacrifice_super', amount_cents: 200_001 })] }).problem).toBe(
      'Net pay would be -$0.01: deductions cannot be more than the pay left after tax. Reduce or remove a deduction.',
    );
    const zero = slip({ items: [item(1, { kind: 'deduction', amount_cents: 200_000 - 45_900 })] });
    expect(zero.net_cents).toBe(0);
    expect(zero.problem).toBeUndefined();
  });
});
