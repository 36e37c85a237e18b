import * as z from 'zod';
import { STP_ALLOWANCE_TYPES, STP_DEDUCTION_TYPES } from './payroll-constants.ts';
import { payrollDate, payrollMoney } from './payroll-setup.ts';
import { financialYearField } from './stp-events.ts';
import { STP_PAID_LEAVE_TYPES } from './stp-paid-leave.ts';
import { versionField } from './validation.ts';

/**
 * Year-to-date pay brought in (issue 31 §2): an employee's figures for a financial year from the
 * payroll used before this one, by the Single Touch Payroll Phase 2 categories the product reports
 * (stp-mapping.ts: Gross, paid leave by type, allowances by type, overtime, bonuses and
 * commissions, salary sacrifice by type, deductions by type, PAYG withheld, super liability,
 * ordinary time earnings) and reportable employer super contributions (RESC). Every year-to-date
 * reader adds them: payslips' year to date, the super cap base, STP and the year's reports.
 *
 * One list of amounts, so the API, the screen and the import never drift: `key` is the field in
 * the API and the import's column key, `group` the STP category it adds to, `code` its type.
 */
export type YtdAmountGroup =
  | 'gross'
  | 'paid_leave'
  | 'allowance'
  | 'overtime'
  | 'bonuses'
  | 'salary_sacrifice'
  | 'deduction'
  | 'withholding'
  | 'super'
  | 'resc'
  | 'ote';

export interface YtdAmountField {
  key: string;
  label: string;
  group: YtdAmountGroup;
  code?: string;
}

const SACRIFICE = { S: 'Salary sacrifice to super', O: 'Other salary sacrifice' } as const;

export const YTD_AMOUNT_FIELDS: readonly YtdAmountField[] = [
  { key: 'gross', label: 'Gross (salary and wages)', group: 'gross' },
  { key: 'overtime', label: 'Overtime', group: 'overtime' },
  { key: 'bonuses_and_commissions', label: 'Bonuses and commissions', group: 'bonuses' },
  ...Object.entries(STP_PAID_LEAVE_TYPES).map(([code, name]) => ({
    key: `paid_leave_${code}`,
    label: `Paid leave: ${name} (${code})`,
    group: 'paid_leave' as const,
    code,
  })),
  ...Object.entries(STP_ALLOWANCE_TYPES).map(([code, name]) => ({
    key: `allowance_${code}`,
    label: `Allowance: ${name} (${code})`,
    group: 'allowance' as const,
    code,
  })),
  ...Object.entries(SACRIFICE).map(([code, name]) => ({
    key: `salary_sacrifice_${code}`,
    label: `${name} (${code})`,
    group: 'salary_sacrifice' as const,
    code,
  })),
  ...Object.entries(STP_DEDUCTION_TYPES).map(([code, name]) => ({
    key: `deduction_${code}`,
    label: `Deduction: ${name} (${code})`,
    group: 'deduction' as const,
    code,
  })),
  { key: 'withholding', label: 'PAYG withheld', group: 'withholding' },
  { key: 'super_guarantee', label: 'Super guarantee (liability)', group: 'super' },
  { key: 'resc', label: 'Reportable employer super contributions (RESC)', group: 'resc' },
  { key: 'ordinary_time_earnings', label: 'Ordinary time earnings', group: 'ote' },
];
export const YTD_AMOUNT_KEYS = YTD_AMOUNT_FIELDS.map((field) => field.key);

const amountMessage = 'Enter an amount of 0.00 or more, e.g. 12500.00.';
const amount = () => payrollMoney(amountMessage).refine((value) => !value.startsWith('-'), { error: amountMessage });

/** PUT /employees/{id}/ytd-brought-in: the figures of one financial year (amounts left out are 0.00). */
export const ytdBroughtInInput = z.lazy(() =>
  z.object({
    financial_year: financialYearField(),
    amounts: z.partialRecord(z.enum(YTD_AMOUNT_KEYS as [string, ...string[]]), amount(), {
      error: 'Send the amounts as an object of amounts, e.g. { "gross": "12500.00" }.',
    }),
    last_pay_date_elsewhere: payrollDate().nullish(),
    version: versionField,
  }),
);
export type YtdBroughtInInput = z.input<typeof ytdBroughtInInput>;

/** GET /employees/{id}/ytd-brought-in?financial_year= */
export const ytdBroughtInQuery = z.lazy(() => z.object({ financial_year: financialYearField() }));

/** One employee's brought-in year to date; `version` 0 and every amount 0.00 when none is stored. */
export interface YtdBroughtIn {
  employee_id: number;
  financial_year: string;
  /** Every key of YTD_AMOUNT_FIELDS, as "1234.56". */
  amounts: Record<string, string>;
  last_pay_date_elsewhere: string | null;
  version: number;
  updated_at: string | null;
}
