/**
 * Payroll's shared vocabulary (no zod: the app shell may load it): pay frequencies, the kinds of
 * pay line and how each is reported to the ATO in Single Touch Payroll Phase 2, run statuses, and
 * the JSON shapes the API answers. Amounts in JSON are strings with two decimals ("3000.00"),
 * hours with two ("38.00"), hourly rates with four ("31.2567"), rates in percent ("12.00").
 */

export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

export const PAY_BASES = ['salary', 'hourly'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

export const RESIDENCIES = ['resident', 'foreign'] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const MEDICARE_LEVY_EXEMPTIONS = ['none', 'half', 'full'] as const;
export type MedicareLevyExemption = (typeof MEDICARE_LEVY_EXEMPTIONS)[number];

/** The super guarantee rate from 1 July 2025 (Superannuation Guarantee (Administration) Act 1992 s 19(2)). */
export const SUPER_GUARANTEE_RATE_POINTS = 1200;

/**
 * The kinds of pay line. `earning` kinds add to gross, `pre_tax` deductions reduce taxable gross
 * (salary sacrifice), `post_tax` deductions come off net, `reimbursement` is added to net untaxed,
 * `withholding` is PAYG, `super` is the employer's contribution (not paid to the employee).
 */
export const PAY_LINE_KINDS = [
  'ordinary',
  'overtime',
  'allowance',
  'bonus',
  'commission',
  'leave',
  'leave_loading',
  'back_pay',
  'unused_leave',
  'notice_in_lieu',
  'redundancy',
  'termination_payment',
  'salary_sacrifice_super',
  'salary_sacrifice_other',
  'deduction',
  'reimbursement',
  'withholding',
  'super',
] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];

export const PAY_LINE_KIND_LABELS: Record<PayLineKind, string> = {
  ordinary: 'Ordinary time',
  overtime: 'Overtime',
  allowance: 'Allowance',
  bonus: 'Bonus',
  commission: 'Commission',
  leave: 'Leave',
  leave_loading: 'Leave loading',
  back_pay: 'Back pay',
  unused_leave: 'Unused leave on termination',
  notice_in_lieu: 'Pay in lieu of notice',
  redundancy: 'Redundancy pay',
  termination_payment: 'Termination payment',
  salary_sacrifice_super: 'Salary sacrifice to super',
  salary_sacrifice_other: 'Salary sacrifice (other)',
  deduction: 'Deduction',
  reimbursement: 'Reimbursement',
  withholding: 'PAYG withholding',
  super: 'Superannuation',
};

export type PayLineEffect = 'earning' | 'pre_tax' | 'post_tax' | 'untaxed' | 'withholding' | 'employer';
export const PAY_LINE_EFFECT: Record<PayLineKind, PayLineEffect> = {
  ordinary: 'earning',
  overtime: 'earning',
  allowance: 'earning',
  bonus: 'earning',
  commission: 'earning',
  leave: 'earning',
  leave_loading: 'earning',
  back_pay: 'earning',
  unused_leave: 'earning',
  notice_in_lieu: 'earning',
  redundancy: 'earning',
  termination_payment: 'earning',
  salary_sacrifice_super: 'pre_tax',
  salary_sacrifice_other: 'pre_tax',
  deduction: 'post_tax',
  reimbursement: 'untaxed',
  withholding: 'withholding',
  super: 'employer',
};

/**
 * Deductions from gross whose payee must be named (Fair Work Regulations 2009 reg 3.46(2): the name
 * of the fund or account each deduction is paid into). Salary sacrifice to super is paid to the
 * employee's fund, which the payslip names when no other payee is given.
 */
export const PAYEE_REQUIRED_KINDS: readonly PayLineKind[] = ['deduction', 'salary_sacrifice_other'];
export const PAYEE_REQUIRED_MESSAGE = 'A deduction needs the payee it is paid to.';

/** The kinds a person adds as a recurring or one-off pay item (the rest are calculated). */
export const PAY_ITEM_KINDS = [
  'overtime',
  'allowance',
  'bonus',
  'commission',
  'back_pay',
  'salary_sacrifice_super',
  'salary_sacrifice_other',
  'deduction',
  'reimbursement',
] as const satisfies readonly PayLineKind[];
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];

/**
 * ATO Schedule 5's methods a bonus, commission or back pay line can be withheld by (issue 30 §2,
 * functions/src/core/payroll/additional-payments.ts): A (the default), B(i) (a back pay of earlier
 * periods of the pay date's financial year, schedule5-method-b1.ts) or B(ii).
 */
export const SCHEDULE5_METHODS = ['A', 'B1', 'B2'] as const;
export type Schedule5Method = (typeof SCHEDULE5_METHODS)[number];
export const SCHEDULE5_METHOD_LABELS: Record<Schedule5Method, string> = {
  A: 'Method A',
  B1: 'Method B(i)',
  B2: 'Method B(ii)',
};
/** Kinds a line may say the number of pay periods it relates to for (a bonus or commission of a defined period). */
export const SCHEDULE5_PERIOD_KINDS: readonly string[] = ['bonus', 'commission'];
/** Kinds Schedule 5 withholds (one-off). */
export const SCHEDULE5_KINDS: readonly string[] = ['bonus', 'commission', 'back_pay'];

/**
 * The kinds a final pay adds (issue 30 §1, core/payroll/termination/): stored as one-off pay items
 * dated the last working day, each with its termination code (TERMINATION_CODES), never added by hand.
 */
export const TERMINATION_ITEM_KINDS = [
  'unused_leave',
  'notice_in_lieu',
  'redundancy',
  'termination_payment',
] as const satisfies readonly PayLineKind[];
export type TerminationItemKind = (typeof TERMINATION_ITEM_KINDS)[number];

/**
 * How a termination line is withheld and reported (ATO Schedule 7, Schedule 11, STP Phase 2):
 * `U` unused leave of a normal termination accrued after 17 August 1993 (marginal rates; STP paid
 * leave type U); `A-R` / `A-T` Lump Sum A type R (genuine redundancy, invalidity, early retirement
 * scheme) or T (other: leave accrued before 18 August 1993), 32%; `B` Lump Sum B (long service leave
 * accrued before 16 August 1978: 5% of it at marginal rates); `D` Lump Sum D, the tax-free part of a
 * genuine redundancy (nothing withheld); `W` Lump Sum W (return to work payment); `ETP-R` / `ETP-O`
 * life benefit ETP, excluded or not; `ETP-D` / `ETP-N` / `ETP-T` death benefit ETP to a dependant,
 * a non-dependant, the trustee of the estate; `ETP-B` a later death benefit ETP to a non-dependant.
 */
export const TERMINATION_CODES = [
  'U',
  'A-R',
  'A-T',
  'B',
  'D',
  'W',
  'ETP-R',
  'ETP-O',
  'ETP-D',
  'ETP-N',
  'ETP-T',
  'ETP-B',
] as const;
export type TerminationCode = (typeof TERMINATION_CODES)[number];

/** STP Phase 2 allowance types (ATO, STP Phase 2 employer reporting guidelines, "Allowances"). */
export const STP_ALLOWANCE_TYPES = {
  CD: 'Cents per kilometre',
  AD: 'Award transport payments',
  LD: 'Laundry',
  MD: 'Overtime meal allowance',
  RD: 'Domestic or overseas travel allowance',
  TD: 'Tool allowance',
  KN: 'Task allowance',
  QN: 'Qualification or certification allowance',
  OD: 'Other allowance',
} as const;
export type StpAllowanceType = keyof typeof STP_ALLOWANCE_TYPES;

/** STP Phase 2 deduction types that a post-tax deduction can carry (F union fees, W workplace giving, G/D child support). */
export const STP_DEDUCTION_TYPES = {
  F: 'Union or professional association fees',
  W: 'Workplace giving',
  G: 'Child support garnishee',
  D: 'Child support deduction',
} as const;
export type StpDeductionType = keyof typeof STP_DEDUCTION_TYPES;

/**
 * A pay run's life: `calculating` (its tasks compute payslips), `review` (every payslip is in;
 * lines can be adjusted), `finalising` (its tasks post leave, year to date and lock payslips),
 * `finalised` (immutable; bank file and STP ready), `paid`. A correction is a new adjustment run.
 */
export const PAY_RUN_STATUSES = ['calculating', 'review', 'finalising', 'finalised', 'paid'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
export const PAY_RUN_STATUS_LABELS: Record<PayRunStatus, string> = {
  calculating: 'Calculating',
  review: 'Ready for review',
  finalising: 'Finalising',
  finalised: 'Finalised',
  paid: 'Paid',
};

/** A pay line as the API answers it. */
export interface PayLine {
  /** Stable within the payslip (e.g. "ordinary", "item-12", "leave-3-2026-11-03"). */
  id: string;
  kind: PayLineKind;
  description: string;
  hours?: string;
  /** Hourly rate with four decimals, for hours × rate lines. */
  rate?: string;
  amount: string;
  allowance_type?: StpAllowanceType;
  deduction_type?: StpDeductionType;
  /** Who a deduction is paid to (Fair Work Regulations 3.46(1)(h)). */
  payee?: string;
  /** Leave lines: the leave type paid (its code; never named on a payslip when confidential). */
  leave_type_id?: number;
  leave_code?: string;
  /** STP Phase 2 paid leave type when the line sets it (C cash out, U unused leave on termination, ...). */
  paid_leave_type?: string;
  /** Where it came from: calculated by the run, a recurring or one-off item, or a person's adjustment. */
  source: 'calculated' | 'recurring' | 'one_off' | 'adjustment';
}

export interface PayslipSummary {
  payslip_id: string;
  pay_run_id: number;
  employee_id: number;
  employee_name: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  gross: string;
  withholding: string;
  super: string;
  net: string;
  status: PayRunStatus;
}
