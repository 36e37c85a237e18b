import { describe, expect, it } from 'vitest';
import { markLumpSumE, twelveMonthsBefore } from './back-pay-lump-sum-e.ts';
import type { CalculatedLine } from './payslip-types.ts';
import { addPayslip, emptyStpAmounts, stpAmountsJson } from './stp-mapping.ts';

/** Lump Sum E (ATO "Back payment reporting", 9 June 2025): back pay accrued over 12 months before payment. */

const backPay = (amount: number, more: Partial<CalculatedLine> = {}): CalculatedLine => ({
  id: `adj-${amount}`,
  kind: 'back_pay',
  description: 'Back pay',
  amount_cents: amount,
  source: 'adjustment',
  ...more,
});

describe('Lump Sum E', () => {
  it('marks back pay that accrued more than 12 months before payment with the year it accrued in', () => {
    const [old, recent] = markLumpSumE(
      [
        backPay(50_000, { accrued_from: '2025-03-03', accrued_to: '2025-03-16' }),
        backPay(20_000, { id: 'adj-2', accrued_from: '2026-03-02', accrued_to: '2026-03-15' }),
      ],
      '2026-11-20',
    );
    expect(old).toMatchObject({ lump_sum_e_year: '2024-25', description: 'Back pay (Lump Sum E, 2024–25)' });
    expect(recent).not.toHaveProperty('lump_sum_e_year');
    // Exactly 12 months is not more than 12 months.
    const [edge] = markLumpSumE([backPay(1, { accrued_from: '2025-11-01', accrued_to: '2025-11-20' })], '2026-11-20');
    expect(edge).not.toHaveProperty('lump_sum_e_year');
  });

  it('takes an adjustment run’s period for back pay that names no accrual, and unmarks a line no longer E', () => {
    const [marked] = markLumpSumE([backPay(10_000)], '2026-11-20', { start: '2025-09-08', end: '2025-09-21' });
    expect(marked).toMatchObject({ lump_sum_e_year: '2025-26' });
    const [again] = markLumpSumE([marked as CalculatedLine], '2026-11-20', { start: '2025-09-08', end: '2025-09-21' });
    expect(again?.description).toBe('Back pay (Lump Sum E, 2025–26)');
    const [plain] = markLumpSumE([marked as CalculatedLine], '2026-01-20', { start: '2025-09-08', end: '2025-09-21' });
    expect(plain).toEqual(backPay(10_000));
  });

  it('applies the $1,200 threshold only to payments before 1 July 2025', () => {
    const line = backPay(119_999, { accrued_from: '2023-07-03', accrued_to: '2023-07-16' });
    expect(markLumpSumE([line], '2025-06-30')[0]).not.toHaveProperty('lump_sum_e_year');
    expect(markLumpSumE([{ ...line, amount_cents: 120_000 }], '2025-06-30')[0]).toMatchObject({
      lump_sum_e_year: '2023-24',
    });
    expect(markLumpSumE([line], '2025-07-01')[0]).toMatchObject({ lump_sum_e_year: '2023-24' });
  });

  it('counts 12 months back from 29 February as 28 February', () => {
    expect(twelveMonthsBefore('2028-02-29')).toBe('2027-02-28');
    expect(twelveMonthsBefore('2026-11-20')).toBe('2025-11-20');
  });

  it('reports Lump Sum E per year in STP, out of gross', () => {
    const lines = markLumpSumE(
      [
        backPay(50_000, { accrued_from: '2024-03-04', accrued_to: '2024-03-17' }),
        backPay(30_000, { id: 'adj-2', accrued_from: '2025-03-03', accrued_to: '2025-03-16' }),
        backPay(7_000, { id: 'adj-3', accrued_from: '2026-09-01', accrued_to: '2026-09-14' }),
      ],
      '2026-11-20',
    );
    const json = stpAmountsJson(
      addPayslip(emptyStpAmounts(), { lines, withholding_cents: 0, super_cents: 0, ordinary_time_earnings_cents: 0 }),
    );
    expect(json.GrossAmount).toBe('70.00');
    expect(json.LumpSumPayments).toEqual([
      {
        LumpSumTypeCode: 'E',
        LumpSumFinancialYear: '2024',
        LumpSumPaymentAmount: '500.00',
        LumpSumFinancialYearUnverified: true,
      },
      {
        LumpSumTypeCode: 'E',
        LumpSumFinancialYear: '2025',
        LumpSumPaymentAmount: '300.00',
        LumpSumFinancialYearUnverified: true,
      },
    ]);
  });
});
