import type { IncomeStreamType } from '@wattle/shared/payroll-income-types';

/** The employee pay form's values (employee-pay-dialog.tsx), text as the inputs hold it. */
export interface EmployeePayValues {
  effective_from: string;
  basis: 'salary' | 'hourly';
  annual_salary: string;
  hourly_rate: string;
  ordinary_hours_per_week: string;
  /** '' = award-free (a flat rate). */
  pay_condition_set_id: string;
  classification: string;
  /** '' = not an apprentice. */
  apprentice_year: string;
  pay_schedule_id: string;
  tfn_provided: boolean;
  residency: 'resident' | 'foreign';
  tax_free_threshold: boolean;
  medicare_levy_exemption: 'none' | 'half' | 'full';
  study_loan: boolean;
  /** Annual tax offsets ('' none), a spouse and dependent children for the Medicare levy adjustment. */
  tax_offsets: string;
  medicare_levy_spouse: boolean;
  medicare_levy_children: string;
  /** STP income type (SAW unless chosen) and its country for WHM, IAA and FEI. */
  income_type: IncomeStreamType;
  income_country: string;
  super_fund_abn: string;
  super_rate: string;
  leave_loading_rate: string;
  salary_sacrifice_super: string;
}
