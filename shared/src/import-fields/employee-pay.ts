import type { ImportField } from '../imports.ts';
import { MEDICARE_LEVY_EXEMPTIONS, PAY_BASES, RESIDENCIES } from '../payroll-constants.ts';
import { EMPLOYEE_KEY_FIELDS } from './employee-key.ts';

/**
 * The employee pay kind's columns (issue 31 §1): the fields of the pay setup form
 * (`employeePayInput`, PUT /employees/{id}/pay), labelled as the form labels them, with the pay
 * schedule by name. The super fund's name, USI and member number are the employee record's (pay
 * setup keeps no copy): they are imported with the employees kind; the fund's ABN is pay setup's.
 */
const HOURS_HINT = 'Hours a week, e.g. 38 or 22.8; blank for a casual.';
export const EMPLOYEE_PAY_IMPORT_FIELDS: readonly ImportField[] = [
  ...EMPLOYEE_KEY_FIELDS,
  {
    key: 'effective_from',
    label: 'Effective From',
    type: 'date',
    required: true,
    aliases: ['Effective Date', 'Pay From'],
    hint: 'dd/mm/yyyy or yyyy-mm-dd: the day this pay starts.',
  },
  { key: 'basis', label: 'Pay Basis', type: 'choice', values: PAY_BASES, required: true, aliases: ['Basis'] },
  { key: 'annual_salary', label: 'Annual Salary', type: 'money', aliases: ['Salary'], hint: 'e.g. 85000.00' },
  { key: 'hourly_rate', label: 'Hourly Rate', type: 'text', aliases: ['Rate'], hint: 'e.g. 31.5000' },
  {
    key: 'ordinary_hours_per_week',
    label: 'Ordinary Hours a Week',
    type: 'text',
    aliases: ['Hours per Week', 'Weekly Hours'],
    hint: HOURS_HINT,
  },
  {
    key: 'pay_condition_set_id',
    label: 'Pay Conditions',
    type: 'text',
    aliases: ['Award'],
    hint: 'The pay conditions’ code (e.g. MA000004 for the General Retail award) or blank for award-free.',
  },
  { key: 'classification', label: 'Classification', type: 'text', hint: 'The classification’s code in the set.' },
  { key: 'apprentice_year', label: 'Apprentice Year', type: 'text', hint: '1 for the first year; blank if not.' },
  {
    key: 'pay_schedule',
    label: 'Pay Schedule',
    type: 'text',
    required: true,
    aliases: ['Schedule', 'Pay Frequency'],
    hint: 'The pay schedule’s name.',
  },
  { key: 'tfn_provided', label: 'TFN Provided', type: 'boolean', required: true, hint: 'yes or no.' },
  { key: 'residency', label: 'Residency for Tax', type: 'choice', values: RESIDENCIES, required: true },
  {
    key: 'tax_free_threshold',
    label: 'Tax-free Threshold Claimed',
    type: 'boolean',
    required: true,
    aliases: ['Tax-free Threshold'],
    hint: 'yes or no.',
  },
  {
    key: 'medicare_levy_exemption',
    label: 'Medicare Levy Exemption',
    type: 'choice',
    values: MEDICARE_LEVY_EXEMPTIONS,
    required: true,
  },
  {
    key: 'study_loan',
    label: 'Study and Training Loan',
    type: 'boolean',
    required: true,
    aliases: ['HELP', 'Study Loan'],
    hint: 'yes or no.',
  },
  {
    key: 'tax_offsets',
    label: 'Tax Offsets Claimed',
    type: 'money',
    aliases: ['Tax Offsets'],
    hint: 'A year, from the withholding declaration, e.g. 1200.00; blank: none.',
  },
  {
    key: 'medicare_levy_spouse',
    label: 'Medicare Levy Adjustment: Spouse',
    type: 'boolean',
    aliases: ['Medicare Levy Spouse'],
    hint: 'yes or no (Medicare levy variation declaration).',
  },
  {
    key: 'medicare_levy_children',
    label: 'Medicare Levy Adjustment: Dependent Children',
    type: 'text',
    aliases: ['Medicare Levy Children'],
    hint: 'How many, 0 to 30; blank: none.',
  },
  { key: 'super_fund_abn', label: 'Super Fund ABN', type: 'text', aliases: ['Fund ABN'] },
  { key: 'super_rate', label: 'Super Rate', type: 'text', hint: 'Percent, e.g. 12.00; blank: the default.' },
  { key: 'salary_sacrifice_super', label: 'Salary Sacrifice to Super', type: 'money', hint: 'Per pay, e.g. 100.00' },
];
