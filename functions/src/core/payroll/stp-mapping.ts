import { formatMoney } from '@wattle/shared/money';
import type { PayLineKind } from '@wattle/shared/payroll-constants';
import { isStpPaidLeaveType } from '@wattle/shared/stp-paid-leave';
import type { PayLineItem } from './pay-run-entities.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';
import { qualifyingEarningsOf } from './stp-qualifying-earnings.ts';
import {
  addTerminationLine,
  emptyTerminationAmounts,
  etpWithheldOf,
  type TerminationAmounts,
  terminationJson,
} from './termination/termination-stp.ts';

/**
 * Single Touch Payroll Phase 2 disaggregation of gross (ATO, "STP Phase 2 employer reporting
 * guidelines"): a payslip's earnings split into Gross (salary and wages), Paid leave by type,
 * Allowances by type, Overtime, Bonuses and commissions; Salary sacrifice by type (S super, O other)
 * reported separately (gross is before the sacrifice); deductions by type. Amounts in cents; the
 * buckets add up over payslips (year to date).
 */

export interface StpAmounts {
  gross: number;
  paidLeave: Record<string, number>;
  allowances: Record<string, number>;
  overtime: number;
  bonusesAndCommissions: number;
  salarySacrifice: Record<string, number>;
  deductions: Record<string, number>;
  withholding: number;
  superLiability: number;
  ordinaryTimeEarnings: number;
  /** Payday Super's qualifying earnings (stp-qualifying-earnings.ts): from 1 July 2026. */
  qualifyingEarnings: number;
  /** Reportable employer super contributions: only brought in from a previous payroll (ytd-brought-in.ts). */
  resc: number;
  /** A final pay's unused leave, lump sums and ETPs (termination/termination-stp.ts). */
  termination: TerminationAmounts;
  /** Back pay reported as Lump Sum E, by the financial year it accrued in ("2024-25"; back-pay-lump-sum-e.ts). */
  lumpSumE: Record<string, number>;
}

export const emptyStpAmounts = (): StpAmounts => ({
  gross: 0,
  paidLeave: {},
  allowances: {},
  overtime: 0,
  bonusesAndCommissions: 0,
  salarySacrifice: {},
  deductions: {},
  withholding: 0,
  superLiability: 0,
  ordinaryTimeEarnings: 0,
  qualifyingEarnings: 0,
  resc: 0,
  termination: emptyTerminationAmounts(),
  lumpSumE: {},
});

/**
 * The STP Phase 2 paid leave type of a line (shared/src/stp-paid-leave.ts): the type the line
 * carries when it sets one (a cash-out of annual leave: C, its loading too; unused leave paid on
 * termination: U), else for leave and leave loading: O other paid leave (annual, personal, long
 * service, compassionate, community service). Unpaid leave (unpaid carer's, unpaid parental) is
 * not paid leave and has no amount: never reported as a leave type — the code U is unused leave
 * on termination, which was wrongly given to it. Family and domestic violence leave is not
 * reported as paid leave: the ATO asks for it in Gross (salary and wages). Null: the amount
 * belongs to Gross. W, A and P come from a line that says so (no leave type carries them yet).
 */
export function paidLeaveTypeOf(line: Pick<PayLineItem, 'kind' | 'leave_code' | 'paid_leave_type'>): string | null {
  if (line.kind !== 'leave' && line.kind !== 'leave_loading') return null;
  if (isStpPaidLeaveType(line.paid_leave_type)) return line.paid_leave_type;
  if (line.kind === 'leave_loading') return 'O';
  switch (line.leave_code) {
    case 'fdv':
    case 'unpaid_carers':
    case 'unpaid_parental':
      return null;
    default:
      return 'O';
  }
}

const add = (bucket: Record<string, number>, key: string, cents: number) => {
  bucket[key] = (bucket[key] ?? 0) + cents;
};

/** Adds one payslip's lines and figures to `into`. */
export function addPayslip(
  into: StpAmounts,
  slip: {
    lines: readonly PayLineItem[];
    withholding_cents: number;
    super_cents: number;
    ordinary_time_earnings_cents: number;
    pay_date?: string;
  },
): StpAmounts {
  for (const line of slip.lines) {
    const kind: PayLineKind = line.kind;
    if (line.termination_code) {
      addTerminationLine(into.termination, line, slip.pay_date ?? '');
      continue;
    }
    if (line.lump_sum_e_year) {
      add(into.lumpSumE, line.lump_sum_e_year, line.amount_cents);
      continue;
    }
    const leaveType = paidLeaveTypeOf(line);
    if (leaveType) add(into.paidLeave, leaveType, line.amount_cents);
    else if (kind === 'allowance') add(into.allowances, line.allowance_type || 'OD', line.amount_cents);
    else if (kind === 'overtime') into.overtime += line.amount_cents;
    else if (kind === 'bonus' || kind === 'commission') into.bonusesAndCommissions += line.amount_cents;
    else if (kind === 'ordinary' || kind === 'leave' || kind === 'back_pay') into.gross += line.amount_cents;
    else if (kind === 'salary_sacrifice_super') add(into.salarySacrifice, 'S', line.amount_cents);
    else if (kind === 'salary_sacrifice_other') add(into.salarySacrifice, 'O', line.amount_cents);
    else if (kind === 'deduction' && line.deduction_type) add(into.deductions, line.deduction_type, line.amount_cents);
  }
  // PAYG withheld from an ETP is reported with the ETP, not in the payee's PAYG amount.
  into.withholding += slip.withholding_cents - etpWithheldOf(slip.lines);
  into.superLiability += slip.super_cents;
  into.ordinaryTimeEarnings += slip.ordinary_time_earnings_cents;
  into.qualifyingEarnings += qualifyingEarningsOf(slip);
  return into;
}

/**
 * The tax treatment code (STP Phase 2, six characters): category and option, then study and
 * training loan (S or X), Medicare levy surcharge (X), Medicare levy exemption (X, H half, F
 * full), Medicare levy reduction (X). Regular: RT (tax-free threshold claimed) or RN (not);
 * foreign resident: FF; no TFN: NA (resident) or NF (foreign); working holiday maker: HR
 * (registered employer) or HF (no TFN) — the H codes unverified (not read in the ATO's tax
 * treatment code table here).
 */
export function taxTreatmentCode(
  declaration: Pick<
    EmployeePayPeriod,
    'tfn_provided' | 'residency' | 'tax_free_threshold' | 'medicare_levy_exemption' | 'study_loan' | 'income_type'
  >,
): string {
  // A working holiday maker: category H, option R (registered employer) or F (no TFN).
  if (declaration.income_type === 'WHM') return declaration.tfn_provided ? 'HRXXXX' : 'HFXXXX';
  if (!declaration.tfn_provided) return declaration.residency === 'foreign' ? 'NFXXXX' : 'NAXXXX';
  const loan = declaration.study_loan ? 'S' : 'X';
  if (declaration.residency === 'foreign') return `FF${loan}XXX`;
  const exemption = { none: 'X', half: 'H', full: 'F' }[declaration.medicare_levy_exemption];
  return `R${declaration.tax_free_threshold ? 'T' : 'N'}${loan}X${exemption}X`;
}

/** STP employment basis code: F full-time, P part-time, C casual (a contract of employment is reported by its hours: F). */
export function employmentBasisCode(employmentType: string): string {
  if (employmentType === 'Casual') return 'C';
  if (employmentType === 'Part-time' || employmentType === 'Internship') return 'P';
  return 'F';
}

const money = (cents: number) => formatMoney(cents);
const typed = (bucket: Record<string, number>, codeName: string, amountName: string) =>
  Object.entries(bucket)
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, cents]) => ({ [codeName]: code, [amountName]: money(cents) }));

/**
 * Lump Sum E by the financial year it accrued in ("You must report lump sum E year-to-date (YTD)
 * amounts by specifying each prior financial year"): the year as the year it ends in (2024-25 →
 * 2025) — the field's name and that form are not checked against the Phase 2 message
 * specification here: unverified.
 */
function lumpSumEJson(byYear: Record<string, number>) {
  return Object.entries(byYear)
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, cents]) => ({
      LumpSumTypeCode: 'E',
      LumpSumFinancialYear: String(Number(year.slice(0, 4)) + 1),
      LumpSumPaymentAmount: money(cents),
      LumpSumFinancialYearUnverified: true,
    }));
}

/** The amounts as the ATO names them (two-decimal strings); qualifying earnings only in a year that reports them. */
export function stpAmountsJson(amounts: StpAmounts, withQualifyingEarnings = false) {
  const termination = terminationJson(amounts.termination);
  const paidLeave =
    amounts.termination.unusedLeave === 0
      ? amounts.paidLeave
      : { ...amounts.paidLeave, U: (amounts.paidLeave.U ?? 0) + amounts.termination.unusedLeave };
  return {
    GrossAmount: money(amounts.gross),
    PaidLeave: typed(paidLeave, 'PaidLeaveTypeCode', 'PaidLeavePaymentAmount'),
    Allowances: typed(amounts.allowances, 'AllowanceTypeCode', 'AllowanceAmount'),
    OvertimePaymentAmount: money(amounts.overtime),
    BonusesAndCommissionsAmount: money(amounts.bonusesAndCommissions),
    SalarySacrifice: typed(amounts.salarySacrifice, 'SalarySacrificeTypeCode', 'SalarySacrificeAmount'),
    LumpSumPayments: [...termination.lumpSums, ...lumpSumEJson(amounts.lumpSumE)] as unknown[],
    EmploymentTerminationPayments: termination.etps,
    Deductions: typed(amounts.deductions, 'DeductionTypeCode', 'DeductionAmount'),
    PayAsYouGoWithholdingAmount: money(amounts.withholding),
    SuperannuationLiabilityAmount: money(amounts.superLiability),
    OrdinaryTimeEarningsAmount: money(amounts.ordinaryTimeEarnings),
    // RESC is reported only when there is some (brought in from a previous payroll); the field's
    // name is the Phase 1 name, not checked against the Phase 2 message specification: unverified.
    ...(amounts.resc !== 0
      ? { ReportableEmployerSuperannuationContributionAmount: money(amounts.resc), RescUnverified: true }
      : {}),
    ...(withQualifyingEarnings
      ? { QualifyingEarningsAmount: money(amounts.qualifyingEarnings), QualifyingEarningsUnverified: true }
      : {}),
  };
}
