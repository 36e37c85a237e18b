import type { ImportField } from '../imports.ts';
import { YTD_AMOUNT_FIELDS } from '../ytd-brought-in.ts';

/**
 * The year-to-date pay kind's columns (issue 31 §1): the employee (by code or e-mail, whichever
 * the import matches on), the financial year, every amount of YTD_AMOUNT_FIELDS (the same list the
 * API and the screen use) and the pay date of the last run elsewhere.
 */
export const YTD_PAY_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'employee_code',
    label: 'Employee Code',
    type: 'text',
    aliases: ['Code', 'Employee ID', 'Employee Number'],
    hint: 'The employee’s code (or map the e-mail instead).',
  },
  { key: 'personal_email', label: 'Personal Email', type: 'text', aliases: ['Email', 'E-mail', 'Email Address'] },
  {
    key: 'financial_year',
    label: 'Financial Year',
    type: 'text',
    required: true,
    aliases: ['FY', 'Year'],
    hint: 'Like 2026-27 (1 July 2026 to 30 June 2027).',
  },
  ...YTD_AMOUNT_FIELDS.map((field) => ({
    key: field.key,
    label: field.label,
    type: 'money' as const,
    hint: 'Dollars and cents, 0.00 or more.',
  })),
  {
    key: 'last_pay_date_elsewhere',
    label: 'Last Pay Date Elsewhere',
    type: 'date',
    aliases: ['Last Pay Date'],
    hint: 'dd/mm/yyyy or yyyy-mm-dd, in the financial year.',
  },
];
