import * as z from 'zod';
import { requiredDate } from './dates.ts';
import type { PayslipSummary } from './payroll-constants.ts';
import { ID_PATTERN } from './validation.ts';

/** Payslip lists, the payroll reports and their queries (issue 17 §3, §4). */

export const PAYSLIPS_PAGE_SIZE = 50;

const organizationId = () =>
  z
    .string({ error: 'Choose an organization.' })
    .regex(ID_PATTERN, { error: 'Choose an organization.' })
    .transform(Number);
const optionalId = (message: string) => z.string().regex(ID_PATTERN, { error: message }).transform(Number).optional();

/** GET /payroll/payslips: payroll's list, by employee or pay run, newest pay date first. */
export const payslipListQuery = z.lazy(() =>
  z.object({
    organization_id: organizationId(),
    employee_id: optionalId('Choose an employee.'),
    pay_run_id: optionalId('Choose a pay run.'),
    cursor: z.string().max(1000).optional(),
  }),
);

/** GET /payroll/payslips/mine: the caller's own released payslips. */
export const myPayslipsQuery = z.lazy(() =>
  z.object({ organization_id: organizationId(), cursor: z.string().max(1000).optional() }),
);

export interface PayslipPage {
  data: PayslipSummary[];
  next_cursor: string | null;
  per_page: number;
}

export const PAYROLL_REPORTS = [
  'pay-run-summary',
  'payroll-register',
  'ytd',
  'payg-withheld',
  'super-liability',
  'leave-liability',
] as const;
export type PayrollReportName = (typeof PAYROLL_REPORTS)[number];
export const PAYROLL_REPORT_LABELS: Record<PayrollReportName, string> = {
  'pay-run-summary': 'Pay run summary',
  'payroll-register': 'Payroll register',
  ytd: 'Year to date',
  'payg-withheld': 'PAYG withheld (BAS W1, W2)',
  'super-liability': 'Super liability',
  'leave-liability': 'Leave liability',
};

/** The longest period one report reads (a financial year and a quarter either side). */
export const MAX_REPORT_DAYS = 550;

export const payrollReportQuery = z.lazy(() =>
  z
    .object({
      organization_id: organizationId(),
      from: requiredDate('Enter the first day of the period.'),
      to: requiredDate('Enter the last day of the period.'),
      format: z.enum(['json', 'csv'], { error: 'Choose JSON or CSV.' }).optional(),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date cannot be before the start date.' })
    .refine(
      (query) =>
        Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) < MAX_REPORT_DAYS * 86_400_000,
      { path: ['to'], error: `Ask for at most ${MAX_REPORT_DAYS} days at a time.` },
    ),
);

/** A report as a table: column keys and labels, rows of text cells (money as "1234.56"), a totals row. */
export interface PayrollReport {
  report: PayrollReportName;
  title: string;
  from: string;
  to: string;
  columns: { key: string; label: string; money?: boolean }[];
  rows: Record<string, string>[];
  totals: Record<string, string> | null;
}
