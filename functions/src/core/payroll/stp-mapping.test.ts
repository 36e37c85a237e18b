import { describe, expect, it } from 'vitest';
import type { PayLineItem } from './pay-run-entities.ts';
import {
  addPayslip,
  employmentBasisCode,
  emptyStpAmounts,
  paidLeaveTypeOf,
  stpAmountsJson,
  taxTreatmentCode,
} from './stp-mapping.ts';
import { financialYearOf } from './super-rules.ts';

const line = (kind: PayLineItem['kind'], amount: number, extra: Partial<PayLineItem> = {}): PayLineItem => ({
  id: `${kind}-${amount}`,
  kind,
  description: kind,
  amount_cents: amount,
  source: 'calculated',
  ...extra,
});

const declaration = {
  tfn_provided: true,
  residency: 'resident' as const,
  tax_free_threshold: true,
  medicare_levy_exemption: 'none' as const,
  study_loan: false,
};

describe('STP Phase 2 tax treatment codes', () => {
  it('derives the category, option, study loan and Medicare levy exemption', () => {
    expect(taxTreatmentCode(declaration)).toBe('RTXXXX');
    expect(taxTreatmentCode({ ...declaration, tax_free_threshold: false })).toBe('RNXXXX');
    expect(taxTreatmentCode({ ...declaration, study_loan: true })).toBe('RTSXXX');
    expect(taxTreatmentCode({ ...declaration, medicare_levy_exemption: 'half' })).toBe('RTXXHX');
    expect(taxTreatmentCode({ ...declaration, medicare_levy_exemption: 'full' })).toBe('RTXXFX');
    expect(taxTreatmentCode({ ...declaration, residency: 'foreign', study_loan: true })).toBe('FFSXXX');
    expect(taxTreatmentCode({ ...declaration, tfn_provided: false })).toBe('NAXXXX');
    expect(taxTreatmentCode({ ...declaration, tfn_provided: false, residency: 'foreign' })).toBe('NFXXXX');
  });

  it('maps employment types to the employment basis code', () => {
    expect(employmentBasisCode('Full-time')).toBe('F');
    expect(employmentBasisCode('Part-time')).toBe('P');
    expect(employmentBasisCode('Casual')).toBe('C');
    expect(employmentBasisCode('Contract')).toBe('F');
  });
});

describe('disaggregation of gross', () => {
  it('puts each kind of earning in its STP bucket, FDV leave in gross and never as a leave type', () => {
    expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'fdv' })).toBeNull();
    expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'annual' })).toBe('O');
    expect(paidLeaveTypeOf({ kind: 'leave_loading', leave_code: 'annual' })).toBe('O');
  });

  it('never reports unpaid leave as U (unused leave on termination); lines that say their type keep it', () => {
    expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'unpaid_carers' })).toBeNull();
    expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'unpaid_parental' })).toBeNull();
    for (const type of ['C', 'U', 'W', 'A', 'P', 'O'])
      expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'annual', paid_leave_type: type })).toBe(type);
    expect(paidLeaveTypeOf({ kind: 'leave_loading', leave_code: 'annual', paid_leave_type: 'C' })).toBe('C');
    expect(paidLeaveTypeOf({ kind: 'leave', leave_code: 'annual', paid_leave_type: 'Z' })).toBe('O');
    expect(paidLeaveTypeOf({ kind: 'ordinary', paid_leave_type: 'C' })).toBeNull();
    const amounts = addPayslip(emptyStpAmounts(), {
      lines: [
        line('leave', 76_000, { leave_code: 'annual', paid_leave_type: 'C' }),
        line('leave_loading', 13_300, { leave_code: 'annual', paid_leave_type: 'C' }),
        line('leave', 10_000, { leave_code: 'personal' }),
      ],
      withholding_cents: 0,
      super_cents: 0,
      ordinary_time_earnings_cents: 0,
    });
    expect(stpAmountsJson(amounts).PaidLeave).toEqual([
      { PaidLeaveTypeCode: 'C', PaidLeavePaymentAmount: '893.00' },
      { PaidLeaveTypeCode: 'O', PaidLeavePaymentAmount: '100.00' },
    ]);
  });

  it('adds every bucket of a payslip', () => {
    const amounts = addPayslip(emptyStpAmounts(), {
      lines: [
        line('ordinary', 100_000),
        line('leave', 20_000, { leave_code: 'fdv' }),
        line('leave', 30_000, { leave_code: 'long_service' }),
        line('allowance', 1_000, { allowance_type: 'CD' }),
        line('allowance', 500),
        line('overtime', 7_000),
        line('bonus', 4_000),
        line('commission', 1_000),
        line('back_pay', 2_500),
        line('salary_sacrifice_super', 5_000),
        line('salary_sacrifice_other', 2_000),
        line('deduction', 1_500, { deduction_type: 'W' }),
        line('deduction', 999),
        line('reimbursement', 4_400),
        line('withholding', 30_000),
        line('super', 16_000),
      ],
      withholding_cents: 30_000,
      super_cents: 16_000,
      ordinary_time_earnings_cents: 150_000,
    });
    const json = stpAmountsJson(amounts);
    expect(json).toEqual({
      GrossAmount: '1225.00',
      PaidLeave: [{ PaidLeaveTypeCode: 'O', PaidLeavePaymentAmount: '300.00' }],
      Allowances: [
        { AllowanceTypeCode: 'CD', AllowanceAmount: '10.00' },
        { AllowanceTypeCode: 'OD', AllowanceAmount: '5.00' },
      ],
      OvertimePaymentAmount: '70.00',
      BonusesAndCommissionsAmount: '50.00',
      SalarySacrifice: [
        { SalarySacrificeTypeCode: 'O', SalarySacrificeAmount: '20.00' },
        { SalarySacrificeTypeCode: 'S', SalarySacrificeAmount: '50.00' },
      ],
      LumpSumPayments: [],
      EmploymentTerminationPayments: [],
      Deductions: [{ DeductionTypeCode: 'W', DeductionAmount: '15.00' }],
      PayAsYouGoWithholdingAmount: '300.00',
      SuperannuationLiabilityAmount: '160.00',
      OrdinaryTimeEarningsAmount: '1500.00',
    });
  });

  it('adds payslips up for the year to date', () => {
    const slip = {
      lines: [line('ordinary', 350_000)],
      withholding_cents: 100_000,
      super_cents: 42_000,
      ordinary_time_earnings_cents: 350_000,
    };
    const total = [slip, slip, slip].reduce(addPayslip, emptyStpAmounts());
    expect(stpAmountsJson(total)).toMatchObject({ GrossAmount: '10500.00', PayAsYouGoWithholdingAmount: '3000.00' });
  });

  it('knows the financial year of a day', () => {
    expect(financialYearOf('2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30', label: '2025-26' });
    expect(financialYearOf('2026-07-01')).toEqual({ start: '2026-07-01', end: '2027-06-30', label: '2026-27' });
  });
});
