import {
  MEDICARE_LEVY_EXEMPTIONS,
  PAY_BASES,
  PAY_FREQUENCIES,
  PAY_ITEM_KINDS,
  RESIDENCIES,
  SCHEDULE5_METHODS,
  TERMINATION_CODES,
  TERMINATION_ITEM_KINDS,
} from '@wattle/shared/payroll-constants';
import { AU_STATES } from '@wattle/shared/work-pattern';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationIndex,
  organizationScopedEntity,
  timestampAttributes,
  versionAttributes,
} from '../db/entity-parts.ts';

/**
 * Payroll setup in the `payroll` table (org#<id> partition); amounts are integer cents, rates
 * basis points, hourly rates ten-thousandths of a dollar, hours hundredths (shared/src/money.ts):
 * - `settings`: the organization's ABN, the bank account pays leave from, default super rate;
 * - `schedule#<id>`: a pay schedule (frequency, its next period and pay date);
 * - `pay#<employee>`: an employee's effective-dated pay (basis, rate, schedule, tax declaration,
 *   super fund), every period in one item — the runs read all of an organization's in one Query;
 * - `conditions#<id>`: the organization's own pay condition set (issue 27; the built-ins are code);
 * - `item#<employee>#<id>`: a recurring or one-off pay item (allowance, bonus, deduction, ...).
 */

export const payrollSettingsEntity = organizationScopedEntity('payroll', 'payroll_settings', {
  attributes: {
    abn: { type: 'string' },
    /** The account pays are drawn from (the ABA file's header and balancing line). */
    bank_bsb: { type: 'string' },
    bank_account_number: { type: 'string' },
    bank_account_name: { type: 'string' },
    /** The APCA (Direct Entry) user id the bank issued, six digits. */
    apca_user_id: { type: 'string' },
    /** The bank's three-letter code in the ABA header (e.g. CBA, WBC, NAB, ANZ). */
    bank_code: { type: 'string' },
    default_super_rate_points: { type: 'number', required: true },
    /** The employer's state or territory (its public holidays count for Payday Super due dates). */
    state: { type: AU_STATES },
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('settings'),
  },
});

export const payScheduleEntity = organizationScopedEntity('payroll', 'pay_schedule', {
  attributes: {
    pay_schedule_id: keyIdAttribute,
    name: { type: 'string', required: true },
    frequency: { type: PAY_FREQUENCIES, required: true, readOnly: true },
    /** The next period to pay: its first day and pay date (YYYY-MM-DD); a run moves them on. */
    next_period_start: { type: 'string', required: true },
    next_pay_date: { type: 'string', required: true },
    /** Withhold the ATO's extra amount in a year with a 53rd weekly or 27th fortnightly payday (issue 30 §3). */
    extra_pay_withholding: { type: 'boolean' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('schedule#${pay_schedule_id}'),
  },
});

/** One effective-dated period of an employee's pay (stored in a list on the employee's pay item). */
export const employeePayPeriodAttribute = {
  type: 'map',
  properties: {
    effective_from: { type: 'string', required: true },
    basis: { type: PAY_BASES, required: true },
    annual_salary_cents: { type: 'number' },
    hourly_rate_e4: { type: 'number' },
    /** Hundredths of an hour a week (38 h = 3800). */
    ordinary_hours_per_week: { type: 'number', required: true },
    pay_schedule_id: { type: 'number', required: true },
    tfn_provided: { type: 'boolean', required: true },
    residency: { type: RESIDENCIES, required: true },
    tax_free_threshold: { type: 'boolean', required: true },
    medicare_levy_exemption: { type: MEDICARE_LEVY_EXEMPTIONS, required: true },
    study_loan: { type: 'boolean', required: true },
    /** Annual tax offsets claimed on a withholding declaration, in cents (issue 30 §3); absent: none. */
    tax_offsets_cents: { type: 'number' },
    /** Medicare levy variation declaration: a spouse, dependent children; absent: none. */
    medicare_levy_spouse: { type: 'boolean' },
    medicare_levy_children: { type: 'number' },
    /** STP income type (issue 30 §3); absent: SAW. WHM, IAA and FEI name their country (ISO 3166-1 alpha-2). */
    income_type: { type: 'string' },
    income_country: { type: 'string' },
    /**
     * The fund name, USI and member number of a period saved before the employee's record held the
     * fund (super-fund.ts); later periods keep none: the record's fund is the one paid.
     */
    super_fund_name: { type: 'string' },
    super_fund_usi: { type: 'string' },
    super_member_number: { type: 'string' },
    /** The fund's ABN (not on the employee's record). */
    super_fund_abn: { type: 'string' },
    /** Basis points; absent: the organization's default. */
    super_rate_points: { type: 'number' },
    /** Annual leave loading in basis points (0: none); absent: the annual leave type's. */
    leave_loading_points: { type: 'number' },
    /** Cents a pay period sacrificed to super before tax (the pay run's salary_sacrifice_super line). */
    salary_sacrifice_super_cents: { type: 'number' },
    /**
     * Pay conditions (issue 27 §1): a built-in's code ("MA000004") or the organization's own set id,
     * its classification code and the apprentice year; all absent: award-free. Under a set,
     * `hourly_rate_e4` is the agreed rate above the set's minimum, absent when the minimum is paid.
     */
    pay_condition_set_id: { type: 'string' },
    classification: { type: 'string' },
    apprentice_year: { type: 'number' },
  },
} as const;

/** What a pay item may be: a person's kinds, and the leave lines a leave cash-out adds. */
export const STORED_PAY_ITEM_KINDS = [...PAY_ITEM_KINDS, 'leave', 'leave_loading'] as const;

export const employeePayEntity = organizationScopedEntity('payroll', 'employee_pay', {
  attributes: {
    employee_id: keyIdAttribute,
    /** Sorted by effective_from; the period on a day is the last one starting on or before it. */
    periods: { type: 'list', items: employeePayPeriodAttribute, required: true },
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('pay#${employee_id}'),
  },
});

export const payItemEntity = organizationScopedEntity('payroll', 'pay_item', {
  attributes: {
    employee_id: keyIdAttribute,
    pay_item_id: keyIdAttribute,
    /** A person's kinds, a final pay's termination kinds, and leave and its loading for a leave cash-out (leave-cash-out.ts). */
    kind: { type: [...STORED_PAY_ITEM_KINDS, ...TERMINATION_ITEM_KINDS] as const, required: true },
    /** A final pay's item (issue 30 §1): its termination code and the PAYG set on it. */
    termination_code: { type: TERMINATION_CODES },
    withheld_cents: { type: 'number' },
    /** A bonus, commission or back pay's Schedule 5 method, periods and accrual (issue 30 §2; additional-payments.ts). */
    schedule5_method: { type: SCHEDULE5_METHODS },
    schedule5_periods: { type: 'number' },
    accrued_from: { type: 'string' },
    accrued_to: { type: 'string' },
    description: { type: 'string', required: true },
    /** A cash-out's lines: the leave type's code and STP paid leave type C. */
    leave_code: { type: 'string' },
    paid_leave_type: { type: 'string' },
    /** The leave cash-out this item pays (its record: leave-cash-out.ts); such an item is changed only there. */
    leave_cash_out_id: { type: 'number' },
    amount_cents: { type: 'number' },
    /** Overtime and other hours × rate items. */
    hours: { type: 'number' },
    hourly_rate_e4: { type: 'number' },
    allowance_type: { type: 'string' },
    deduction_type: { type: 'string' },
    payee: { type: 'string' },
    /** Recurring: every run from `start_date` to `end_date`; one-off: the first run paying on or after `start_date`. */
    recurring: { type: 'boolean', required: true },
    start_date: { type: 'string', required: true },
    end_date: { type: 'string' },
    /** A one-off item once a finalised run paid it. */
    paid_in_run_id: { type: 'number' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('item#${employee_id}#${pay_item_id}'),
  },
});

/**
 * An organization's own pay condition set (a copied award, an enterprise agreement): its name, the
 * instrument it follows and its effective-dated versions as the shared schema validated them
 * (shared/src/pay-conditions/model.ts), stored whole: the set is always read and written as one.
 */
export const payConditionSetEntity = organizationScopedEntity('payroll', 'pay_condition_set', {
  attributes: {
    pay_condition_set_id: keyIdAttribute,
    name: { type: 'string', required: true },
    instrument: { type: 'string', required: true },
    /** `PayConditionSet['versions']`, validated by `payConditionSetInput` before every write. */
    versions: { type: 'any', required: true },
    /** The set it was copied from (a built-in's code or an own set's id), when it was copied. */
    copied_from: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('conditions#${pay_condition_set_id}'),
  },
});

export type PayrollSettingsItem = EntityItem<ReturnType<typeof payrollSettingsEntity>>;
export type PayScheduleItem = EntityItem<ReturnType<typeof payScheduleEntity>>;
export type EmployeePayItem = EntityItem<ReturnType<typeof employeePayEntity>>;
export type EmployeePayPeriod = EmployeePayItem['periods'][number];
export type PayItemRecord = EntityItem<ReturnType<typeof payItemEntity>>;
export type PayConditionSetRecord = EntityItem<ReturnType<typeof payConditionSetEntity>>;
