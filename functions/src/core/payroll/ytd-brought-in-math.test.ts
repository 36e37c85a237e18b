import { describe, expect, it } from 'vitest';
import { isFirstSuperPayday } from './pay-run-calculate.ts';
import { combineYearToDate } from './run-year-to-date.ts';
import { emptyStpAmounts, stpAmountsJson } from './stp-mapping.ts';
import { addBroughtIn, broughtInSuperBase, broughtInTotals } from './ytd-brought-in-math.ts';

const BROUGHT = {
  gross: 2_000_000,
  overtime: 50_000,
  bonuses_and_commissions: 10_000,
  paid_leave_O: 150_000,
  allowance_TD: 10_000,
  salary_sacrifice_S: 100_000,
  deduction_F: 5_000,
  withholding: 400_000,
  super_guarantee: 258_000,
  resc: 100_000,
  ordinary_time_earnings: 2_150_000,
};

describe('year to date brought in', () => {
  it('stands for payslip totals: every earning in gross, sacrifice and deductions out of net', () => {
    expect(broughtInTotals(BROUGHT)).toEqual({
      gross_cents: 2_220_000,
      withholding_cents: 400_000,
      super_cents: 258_000,
      deductions_cents: 105_000,
      net_cents: 2_220_000 - 400_000 - 105_000,
      reimbursements_cents: 0,
    });
    expect(broughtInTotals({})).toMatchObject({ gross_cents: 0, net_cents: 0 });
  });

  it('adds to each STP category, with RESC and qualifying earnings only where they apply', () => {
    const amounts = addBroughtIn(emptyStpAmounts(), BROUGHT, true);
    const json = stpAmountsJson(amounts, true);
    expect(json).toMatchObject({
      GrossAmount: '20000.00',
      OvertimePaymentAmount: '500.00',
      BonusesAndCommissionsAmount: '100.00',
      PaidLeave: [{ PaidLeaveTypeCode: 'O', PaidLeavePaymentAmount: '1500.00' }],
      Allowances: [{ AllowanceTypeCode: 'TD', AllowanceAmount: '100.00' }],
      SalarySacrifice: [{ SalarySacrificeTypeCode: 'S', SalarySacrificeAmount: '1000.00' }],
      Deductions: [{ DeductionTypeCode: 'F', DeductionAmount: '50.00' }],
      PayAsYouGoWithholdingAmount: '4000.00',
      SuperannuationLiabilityAmount: '2580.00',
      ReportableEmployerSuperannuationContributionAmount: '1000.00',
      OrdinaryTimeEarningsAmount: '21500.00',
      QualifyingEarningsAmount: '21500.00',
    });
    expect(addBroughtIn(emptyStpAmounts(), BROUGHT, false).qualifyingEarnings).toBe(0);
    // No RESC: no RESC field (events without brought-in figures are unchanged).
    expect(stpAmountsJson(emptyStpAmounts())).not.toHaveProperty('ReportableEmployerSuperannuationContributionAmount');
  });

  it('counts brought-in OTE against an annual super base only, and ends the first payday', () => {
    expect(broughtInSuperBase(BROUGHT, '2026-07-01', '2026-07-01')).toBe(2_150_000);
    expect(broughtInSuperBase(BROUGHT, '2026-04-01', '2025-07-01')).toBe(0);
    expect(broughtInSuperBase(undefined, '2026-07-01', '2026-07-01')).toBe(0);
    const ytd = combineYearToDate(undefined, BROUGHT, '2026-07-01');
    expect(ytd.superBaseUsed('2026-07-01')).toBe(2_150_000);
    expect(ytd.totals.gross_cents).toBe(2_220_000);
    expect(isFirstSuperPayday({ pay_date: '2026-11-18' }, '2026-08-01', ytd)).toBe(false);
    expect(
      isFirstSuperPayday({ pay_date: '2026-11-18' }, '2026-08-01', combineYearToDate(undefined, {}, '2026-07-01')),
    ).toBe(true);
  });
});
