import isValidABN from 'is-valid-abn';
import * as z from 'zod';
import { AU_STATES, type AuState } from './address.ts';
import { isCalendarDate } from './calendar.ts';
import {
  CLASSIFICATION_REQUIRED_MESSAGE,
  HOURS_MESSAGE,
  ORDINARY_HOURS_MESSAGE,
  payConditionFields,
} from './employee-pay-conditions.ts';
import { leaveLoadingRate } from './leave-type-schemas.ts';
import { HOURLY_RATE_PATTERN, HOURS_PATTERN, MONEY_MESSAGE, MONEY_PATTERN, RATE_PATTERN } from './money.ts';
import type { MinimumRateJson } from './pay-minimum.ts';
import { isValidBsb } from './payroll.ts';
import { MEDICARE_LEVY_EXEMPTIONS, PAY_BASES, PAY_FREQUENCIES, RESIDENCIES } from './payroll-constants.ts';
import { declarationAdjustmentFields, declarationAdjustmentIssues } from './payroll-declaration-adjustments.ts';
import { type IncomeStreamType, incomeTypeFields, incomeTypeIssues } from './payroll-income-types.ts';
import { optionalText, requiredText, versionField } from './validation.ts';

/**
 * Payroll setup (issue 17 §1): the organization's payroll settings, pay schedules, each employee's
 * effective-dated pay and their pay items. One schema per payload, shared by the forms and the API;
 * the JSON shapes the API answers are below them. Money is a string with two decimals.
 */

export const ABN_MESSAGE = 'Enter a valid ABN (11 digits).';
export const BSB_MESSAGE = 'Enter a BSB of 6 digits, e.g. 062-000.';
export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const DEFAULT_SUPER_RATE = '12.00';

/** An ABN as people type it (spaces allowed), checked with the ABR's weighted checksum. */
export const isAbn = (value: string) =>
  /^\d{11}$/.test(value.replace(/\s/g, '')) && isValidABN(value.replace(/\s/g, ''));
/** The ABN's usual written form: "51 824 753 556". */
export const formatAbn = (value: string) => {
  const digits = value.replace(/\s/g, '');
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
};

/** A day as YYYY-MM-DD (shared with pay-items.ts). */
export const payrollDate = () => z.string({ error: DATE_MESSAGE }).refine(isCalendarDate, { error: DATE_MESSAGE });
export const payrollMoney = (message = MONEY_MESSAGE) =>
  z.string({ error: message }).trim().regex(MONEY_PATTERN, { error: message });
const rate = () =>
  z
    .string({ error: 'Enter a rate in percent, e.g. 12.00.' })
    .trim()
    .regex(RATE_PATTERN, { error: 'Enter a rate in percent, e.g. 12.00.' })
    .refine((value) => Number(value.split('.')[0]) <= 100, { error: 'A rate is at most 100%.' });
const optionalAbn = () => optionalText(20).refine((value) => value === null || isAbn(value), { error: ABN_MESSAGE });

export const payrollSettingsInput = z.lazy(() =>
  z.object({
    abn: requiredText('The ABN is required.', 20).refine(isAbn, { error: ABN_MESSAGE }),
    bank_bsb: optionalText(10).refine((value) => value === null || isValidBsb(value), { error: BSB_MESSAGE }),
    bank_account_number: optionalText(12).refine((value) => value === null || /^\d{1,9}$/.test(value), {
      error: 'Enter an account number of up to 9 digits.',
    }),
    bank_account_name: optionalText(32),
    apca_user_id: optionalText(6).refine((value) => value === null || /^\d{6}$/.test(value), {
      error: 'The APCA user id is 6 digits.',
    }),
    bank_code: optionalText(3)
      .transform((value) => value?.toUpperCase() ?? null)
      .refine((value) => value === null || /^[A-Z]{3}$/.test(value), {
        error: 'The bank code is 3 letters, e.g. CBA.',
      }),
    default_super_rate: rate()
      .nullish()
      .transform((value) => value ?? DEFAULT_SUPER_RATE),
    /** The employer's state or territory: its public holidays are not business days for super due dates. */
    state: z
      .union([z.enum(AU_STATES), z.literal('')], { error: `The state must be one of ${AU_STATES.join(', ')}.` })
      .nullish()
      .transform((value) => (value ? value : null)),
    version: versionField,
  }),
);
export type PayrollSettingsInput = z.input<typeof payrollSettingsInput>;

const extraPayWithholdingField = () => z.boolean({ error: 'Answer yes or no.' }).nullish();

export const payScheduleInput = z.lazy(() =>
  z.object({
    name: requiredText('The name is required.', 100),
    frequency: z.enum(PAY_FREQUENCIES, { error: 'Choose weekly, fortnightly or monthly.' }),
    period_start: payrollDate(),
    pay_date: payrollDate(),
    /** Withhold the ATO's extra amount in a year with a 53rd weekly or 27th fortnightly payday (issue 30 §3). */
    extra_pay_withholding: extraPayWithholdingField(),
  }),
);
export type PayScheduleInput = z.input<typeof payScheduleInput>;

export const payScheduleUpdate = z.lazy(() =>
  z.object({
    name: requiredText('The name is required.', 100).optional(),
    period_start: payrollDate().optional(),
    pay_date: payrollDate().optional(),
    extra_pay_withholding: extraPayWithholdingField(),
    version: versionField,
  }),
);

/** Only weekly and fortnightly schedules can have a 53rd (27th) payday in a financial year. */
export const EXTRA_PAY_MONTHLY_MESSAGE =
  'Only a weekly or fortnightly schedule can have a 53rd or 27th payday in a financial year.';

/**
 * What pay setup takes of the super fund: its ABN. The fund's name, USI and member number are the
 * employee's record's (typed once, on the employee form); anything else sent here is ignored.
 */
export const superFundInput = z.lazy(() => z.object({ abn: optionalAbn() }));

export const NO_FUND_ON_RECORD_MESSAGE =
  "Enter the employee's super fund on their record (Financial & Legal) first: pay setup uses it from there.";

export const employeePayInput = z.lazy(() =>
  z
    .object({
      effective_from: payrollDate(),
      basis: z.enum(PAY_BASES, { error: 'Choose salary or hourly.' }),
      annual_salary: z.string().nullish(),
      hourly_rate: z.string().nullish(),
      /**
       * Empty or null only for a casual (the API checks the employment type on their record and
       * stores 0); everyone else needs hours above 0 (ORDINARY_HOURS_MESSAGE).
       */
      ordinary_hours_per_week: z
        .string({ error: HOURS_MESSAGE })
        .trim()
        .nullish()
        .transform((value) => (value ? value : null))
        .refine((value) => value === null || HOURS_PATTERN.test(value), { error: HOURS_MESSAGE })
        .refine((value) => value === null || (Number(value) > 0 && Number(value) <= 168), {
          error: ORDINARY_HOURS_MESSAGE,
        }),
      ...payConditionFields(),
      pay_schedule_id: z.coerce
        .number({ error: 'Choose a pay schedule.' })
        .int()
        .positive({ error: 'Choose a pay schedule.' }),
      tfn_provided: z.boolean({ error: 'Say whether a TFN was provided.' }),
      residency: z.enum(RESIDENCIES, { error: 'Choose resident or foreign resident.' }),
      tax_free_threshold: z.boolean({ error: 'Say whether the tax-free threshold is claimed.' }),
      medicare_levy_exemption: z.enum(MEDICARE_LEVY_EXEMPTIONS, { error: 'Choose none, half or full.' }),
      study_loan: z.boolean({ error: 'Say whether there is a study and training loan.' }),
      /** Tax offsets and the Medicare levy adjustment's spouse and children (issue 30 §3). */
      ...declarationAdjustmentFields(),
      /** STP income type (SAW unless chosen) and its country for WHM, IAA and FEI (issue 30 §3). */
      ...incomeTypeFields(),
      super_fund: superFundInput.nullish(),
      super_rate: rate().nullish(),
      /** Null or left out: the annual leave type's loading. */
      leave_loading_rate: leaveLoadingRate().nullish(),
      salary_sacrifice_super: payrollMoney().nullish(),
      version: versionField,
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (value.basis === 'salary') {
        if (!value.annual_salary || !MONEY_PATTERN.test(value.annual_salary) || !/[1-9]/.test(value.annual_salary))
          issue('annual_salary', 'A salary needs an annual salary above 0, e.g. 85000.00.');
        else if (value.annual_salary.startsWith('-'))
          issue('annual_salary', 'A salary needs an annual salary above 0, e.g. 85000.00.');
      }
      if (value.basis === 'hourly') {
        // Under pay conditions the rate is an agreed rate above the set's minimum: empty pays the minimum.
        const agreed = value.pay_condition_set_id !== null && !value.hourly_rate?.trim();
        if (
          !agreed &&
          (!value.hourly_rate || !HOURLY_RATE_PATTERN.test(value.hourly_rate) || !/[1-9]/.test(value.hourly_rate))
        )
          issue('hourly_rate', 'An hourly employee needs an hourly rate above 0, e.g. 45.5000.');
      }
      if (value.pay_condition_set_id !== null && value.classification === null)
        issue('classification', CLASSIFICATION_REQUIRED_MESSAGE);
      if (value.salary_sacrifice_super?.startsWith('-'))
        issue('salary_sacrifice_super', 'Salary sacrifice cannot be negative.');
      if (value.residency === 'foreign' && value.tax_free_threshold)
        issue('tax_free_threshold', 'A foreign resident cannot claim the tax-free threshold.');
      for (const found of incomeTypeIssues(value)) issue(found.path, found.message);
      for (const found of declarationAdjustmentIssues(value)) issue(found.path, found.message);
    }),
);
export type EmployeePayInput = z.input<typeof employeePayInput>;

export const PAYROLL_SETUP_PAGE_SIZE = 50;
export const payrollOrganizationId = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number);
export const payrollPaging = () => ({
  cursor: z.string().max(500).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(PAYROLL_SETUP_PAGE_SIZE),
});

export const employeePayListQuery = z.lazy(() =>
  z.object({
    organization_id: payrollOrganizationId(),
    search: z.string().trim().max(100).optional(),
    ...payrollPaging(),
  }),
);

/** The organization's payroll settings as answered (defaults before they are first saved: version null). */
export interface PayrollSettings {
  organization_id: number;
  /** The payroll ABN: payroll's own, else the workspace's registration number when that is an ABN. */
  abn: string | null;
  /** True when `abn` is the workspace's registration number (payroll keeps none of its own). */
  abn_from_registration: boolean;
  bank_bsb: string | null;
  bank_account_number: string | null;
  bank_account_name: string | null;
  apca_user_id: string | null;
  bank_code: string | null;
  default_super_rate: string;
  /** The employer's state or territory; null: super due dates count national public holidays only. */
  state: AuState | null;
  version: number | null;
  updated_at: string | null;
}

export interface PaySchedule {
  id: number;
  organization_id: number;
  name: string;
  frequency: (typeof PAY_FREQUENCIES)[number];
  /** The next period to pay. */
  period_start: string;
  period_end: string;
  pay_date: string;
  /** Pays of a financial year with a 53rd weekly (27th fortnightly) payday withhold the ATO's extra amount. */
  extra_pay_withholding: boolean;
  version: number;
}

/** A pay period's fund: name, USI and member number only on periods saved before the record held the fund. */
export interface SuperFund {
  name: string | null;
  usi: string | null;
  abn: string | null;
  member_number: string | null;
}

/** The super fund on the employee's record: the one pay runs pay (member number masked). */
export interface SuperFundOnRecord {
  name: string;
  usi: string | null;
  member_number: string | null;
}

export interface EmployeePayPeriodJson {
  effective_from: string;
  basis: (typeof PAY_BASES)[number];
  annual_salary: string | null;
  hourly_rate: string | null;
  ordinary_hours_per_week: string;
  pay_schedule_id: number;
  tfn_provided: boolean;
  residency: (typeof RESIDENCIES)[number];
  tax_free_threshold: boolean;
  medicare_levy_exemption: (typeof MEDICARE_LEVY_EXEMPTIONS)[number];
  study_loan: boolean;
  /** Annual tax offsets claimed on a withholding declaration ("1200.00"); null: none. */
  tax_offsets: string | null;
  /** Medicare levy variation declaration: a spouse, and dependent children. */
  medicare_levy_spouse: boolean;
  medicare_levy_children: number;
  /** STP income type: SAW unless chosen; a WHM is withheld by Schedule 15. */
  income_type: IncomeStreamType;
  /** ISO 3166-1 alpha-2 country for WHM, IAA and FEI; null otherwise. */
  income_country: string | null;
  super_fund: SuperFund;
  /** Null: the organization's default rate. */
  super_rate: string | null;
  /** Annual leave loading in percent ("17.50"; "0.00": none). Null: the annual leave type's. */
  leave_loading_rate: string | null;
  salary_sacrifice_super: string | null;
  /** A built-in's code or the organization's own set id; null: award-free (a flat rate). */
  pay_condition_set_id: string | null;
  classification: string | null;
  apprentice_year: number | null;
  /**
   * The minimum that applies (on the later of the period's start and today): the set's for the
   * classification, age and apprentice year, or award-free the national minimum wage (with the
   * casual loading for a casual); null when it cannot be worked out.
   */
  minimum_rate: MinimumRateJson | null;
}

export interface EmployeePay {
  organization_id: number;
  employee_id: number;
  employee_name: string;
  /** The period in effect on the organization's today (null before the first starts, or none yet). */
  current: EmployeePayPeriodJson | null;
  /** Every period, oldest first. */
  periods: EmployeePayPeriodJson[];
  /** Null until pay is first set up. */
  version: number | null;
  /** The employee's ordinary hours from their work pattern today: the form's default. */
  work_pattern_hours: string;
  employment_type: string;
  /** From the employee's record: the form shows a junior's minimum for their age. */
  date_of_birth: string | null;
  /** The fund pay runs pay, from the employee's record (null: the record names none yet). */
  super_fund_on_record: SuperFundOnRecord | null;
}

export interface EmployeePaySummary {
  employee_id: number;
  employee_name: string;
  employee_code: string;
  status: string;
  current: EmployeePayPeriodJson | null;
  /** The next period when one starts after today. */
  upcoming: EmployeePayPeriodJson | null;
  /** The fund pay runs pay: the employee's record's, else a period saved before the record held it. */
  super_fund_name: string | null;
  version: number | null;
}

/** A page of a payroll setup list. */
export interface PayrollSetupPage<T> {
  data: T[];
  next_cursor: string | null;
  per_page: number;
}
