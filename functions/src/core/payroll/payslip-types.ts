import type { Cents } from '@wattle/shared/money';
import type {
  PayFrequency,
  PayItemKind,
  PayLineKind,
  Schedule5Method,
  TerminationCode,
  TerminationItemKind,
} from '@wattle/shared/payroll-constants';
import type { AuState } from '@wattle/shared/work-pattern';

/**
 * The payslip calculator's inputs and results (payslip-calculator.ts, pay-proration.ts): the
 * shapes the worker, review adjustments and the withholding service share.
 */

/** An employee's employment: from the joining date to the last working day of a recorded exit. */
export interface Employment {
  joining_date: string;
  last_working_day?: string;
}

/** Pay terms from their effective date (an employee's effective-dated pay periods). */
export interface DatedTerms {
  effective_from: string;
  terms: PayTerms;
}

/** The withholding calculator's contract (core/payroll/withholding.ts). */
export type WithholdingFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly';
export interface WithholdInput {
  gross_cents: number;
  frequency: WithholdingFrequency;
  pay_date: string;
  declaration: {
    tfn_provided: boolean;
    residency: 'resident' | 'foreign';
    tax_free_threshold: boolean;
    medicare_levy_exemption: 'none' | 'half' | 'full';
    study_loan: boolean;
    working_holiday_maker?: boolean;
    /** A withholding declaration's annual tax offsets and a Medicare levy variation declaration (withholding-adjustments.ts). */
    tax_offsets_cents?: number;
    medicare_levy_spouse?: boolean;
    medicare_levy_children?: number;
  };
  /** Earnings from this employer earlier in the financial year (Schedule 15 only). */
  earnings_to_date_cents?: number;
}
export type WithholdResult =
  /** `withholding_cents` is the whole amount to withhold, the study loan component included; `study_loan_cents` is that component. */
  | {
      ok: true;
      withholding_cents: number;
      study_loan_cents: number;
      scale: string;
      schedule: string;
      /** Taken off the scale's amount for tax offsets and the Medicare levy adjustment. */
      tax_offset_cents?: number;
      medicare_levy_adjustment_cents?: number;
      /** The loaded table whose Medicare levy adjustment figures were used, e.g. `loaded table “…”`. */
      medicare_levy_loaded?: string;
    }
  | { ok: false; missing: string };
export type WithholdFn = (input: WithholdInput) => WithholdResult;

/** An employee's pay on the period's first day (setup-entities EmployeePayPeriod). */
export interface PayTerms {
  basis: 'salary' | 'hourly';
  annual_salary_cents?: number;
  hourly_rate_e4?: number;
  /** Hundredths of an hour a week. */
  ordinary_hours_per_week: number;
  tfn_provided: boolean;
  residency: 'resident' | 'foreign';
  tax_free_threshold: boolean;
  medicare_levy_exemption: 'none' | 'half' | 'full';
  study_loan: boolean;
  /** A withholding declaration's annual tax offsets (cents) and a Medicare levy variation declaration. */
  tax_offsets_cents?: number;
  medicare_levy_spouse?: boolean;
  medicare_levy_children?: number;
  /** STP income type (income-types.ts); WHM is withheld by Schedule 15. Absent: SAW. */
  income_type?: string;
  super_fund_name: string;
  super_fund_usi?: string;
  super_member_number?: string;
  super_rate_points?: number;
}

/** A recurring or one-off pay item paid in this period. */
export interface PayItemInput extends Schedule5Fields {
  pay_item_id: number;
  /** A person's kinds, a final pay's termination kinds (issue 30 §1), or leave and its loading for a leave cash-out. */
  kind: PayItemKind | TerminationItemKind | 'leave' | 'leave_loading';
  leave_code?: string;
  paid_leave_type?: string;
  description: string;
  amount_cents?: number;
  hours?: number;
  hourly_rate_e4?: number;
  allowance_type?: string;
  deduction_type?: string;
  payee?: string;
  recurring: boolean;
  /** A final pay's item: how it is withheld and reported, and what was withheld on it (TerminationFields). */
  termination_code?: TerminationCode;
  withheld_cents?: number;
  /** A bonus, commission or back pay's Schedule 5 fields (Schedule5Fields). */
  schedule5_method?: Schedule5Method;
  schedule5_periods?: number;
  accrued_from?: string;
  accrued_to?: string;
}

/**
 * How a one-off bonus, commission or back pay is withheld and reported (issue 30 §2,
 * additional-payments.ts): Schedule 5's method (absent: A); the pay periods a bonus or commission
 * of a defined period relates to (Method A's step 3); the days a back pay accrued over, within one
 * financial year (over 12 months before it is paid: Lump Sum E of that year, back-pay-lump-sum-e.ts).
 */
export interface Schedule5Fields {
  schedule5_method?: Schedule5Method;
  schedule5_periods?: number;
  accrued_from?: string;
  accrued_to?: string;
}

/**
 * A termination line's treatment (core/payroll/termination/): its code and, for every code but `U`
 * (withheld at marginal rates with the period's pay), the PAYG worked out when the final pay was set up.
 */
export interface TerminationFields {
  termination_code?: TerminationCode;
  withheld_cents?: number;
}

/** Approved leave in this period: its hours (hundredths) in the period. */
export interface LeaveInput {
  leave_request_id: number;
  leave_type_id: number;
  leave_code: string;
  /** The type's name, or "Leave" for a confidential type (never named on a payslip). */
  description: string;
  hours: number;
  leave_units: number;
  /** Annual leave's loading in basis points (the employee's, else the leave type's; 0: none) of the leave's pay. */
  loading_points: number;
  /** Leave of an unpaid type: takes its hours off ordinary time instead of paying a line. */
  unpaid?: boolean;
  /** The request's first and last days inside the period (the whole period when absent). */
  from?: string;
  to?: string;
}

/** A line as stored (payslipEntity lines). */
export interface CalculatedLine {
  id: string;
  kind: PayLineKind;
  description: string;
  hours?: number;
  rate_e4?: number;
  amount_cents: number;
  allowance_type?: string;
  deduction_type?: string;
  payee?: string;
  leave_type_id?: number;
  leave_code?: string;
  /** STP Phase 2 paid leave type, when the line sets it (a cash-out: C; unused leave on termination: U). */
  paid_leave_type?: string;
  leave_request_id?: number;
  leave_units?: number;
  source: 'calculated' | 'recurring' | 'one_off' | 'adjustment';
  pay_item_id?: number;
  termination_code?: TerminationCode;
  withheld_cents?: number;
  schedule5_method?: Schedule5Method;
  schedule5_periods?: number;
  accrued_from?: string;
  accrued_to?: string;
  /** A back pay reported as Lump Sum E: the financial year it accrued in ("2024-25"). */
  lump_sum_e_year?: string;
}

export interface PayslipInput {
  frequency: PayFrequency;
  period_start: string;
  period_end: string;
  pay_date: string;
  /** The terms in force at the period's end: tax declaration, super fund and rate, the payslip's hourly rate. */
  terms: PayTerms;
  /** Every set of terms from its effective date, when they may change inside the period (pro-rating). */
  terms_from?: readonly DatedTerms[];
  /** Employment, when it may start or end inside the period (pro-rating). */
  employment?: Employment;
  default_super_rate_points: number;
  items: readonly PayItemInput[];
  leave: readonly LeaveInput[];
  /** False for an adjustment run: no ordinary pay (the run it corrects paid it), only items and adjustments. */
  ordinary?: boolean;
  /** Lines a person added or changed in review (kept as they are). */
  adjustments?: readonly CalculatedLine[];
  /**
   * Ordinary time from approved timesheets (pay-run-timesheets.ts): when given, it replaces the
   * ordinary hours of the terms; leave is still paid at the terms' rate.
   */
  timesheet_lines?: readonly CalculatedLine[];
  /**
   * Adjustments of earlier periods' timesheets (timesheet-adjustment-pay.ts): the difference from
   * what was paid, a line per category and rate, negative when pay goes down. Not this period's
   * ordinary hours.
   */
  timesheet_adjustment_lines?: readonly CalculatedLine[];
  /** Calculated or item lines a person removed in review (by line id). */
  removed_line_ids?: readonly string[];
  /** Super-base earnings already paid in the MCB's period (quarter or financial year) before this payslip. */
  super_base_to_date_cents: number;
  /** Schedule 5 Method B(ii): normal earnings and pay periods of finalised payslips earlier in the financial year. */
  normal_earnings_to_date?: { normal_cents: number; periods: number };
  /** Gross earnings of finalised payslips earlier in the financial year (a working holiday maker's Schedule 15). */
  earnings_to_date_cents?: number;
  /** The employer's state or territory (payroll settings): its public holidays are not business days for the due date. */
  employer_state?: AuState | null;
  /** The employee's first qualifying payday with the employer (super due in 20 business days, not 7). */
  first_super_payday?: boolean;
  withhold: WithholdFn;
  /** The run's schedule withholds the ATO's extra amount in a year with a 53rd (27th) payday (withholding-extra-pay.ts). */
  extra_pay_withholding?: boolean;
}

export interface PayslipFigures {
  lines: CalculatedLine[];
  gross_cents: Cents;
  withholding_cents: Cents;
  super_cents: Cents;
  net_cents: Cents;
  deductions_cents: Cents;
  reimbursements_cents: Cents;
  ordinary_time_earnings_cents: Cents;
  /** The super base after the MCB (what the super was worked on). */
  super_base_cents: Cents;
  hourly_rate_e4: number;
  ordinary_hours: number;
  /** Hours of unpaid leave taken off ordinary time (set by calculatePayslip when there are any). */
  unpaid_leave_hours?: number;
  tax_scale: string;
  tax_schedule: string;
  super_due_date: string | null;
  /** How the due date was counted (business days, whose holidays), shown beside it. */
  super_due_note?: string;
  problem?: string;
}
