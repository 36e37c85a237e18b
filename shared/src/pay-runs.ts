import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { HOURLY_RATE_PATTERN, HOURS_PATTERN, MONEY_MESSAGE, parseHourlyRate, parseHours, parseMoney } from './money.ts';
import {
  PAY_ITEM_KINDS,
  PAYEE_REQUIRED_KINDS,
  PAYEE_REQUIRED_MESSAGE,
  type PayFrequency,
  type PayLine,
  type PayRunStatus,
  STP_ALLOWANCE_TYPES,
  STP_DEDUCTION_TYPES,
} from './payroll-constants.ts';
import { checkSchedule5, schedule5Shape } from './schedule5-fields.ts';
import { ID_PATTERN, optionalText, requiredText } from './validation.ts';

/** Pay runs: what the API accepts (drafting a run, adjusting a payslip) and what it answers. */

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const day = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isCalendarDate, { error: DATE_MESSAGE });
const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number),
  );

export const PAY_RUNS_PAGE_SIZE = 25;
/** Payslips in one answer of GET /payroll/pay-runs/{id}. */
export const PAYSLIPS_PAGE_SIZE = 100;
/** Employees per worker task: each task's payslips, the task and the run fit one transaction (100 operations). */
export const PAY_RUN_TASK_SIZE = 95;

export const payRunCreateInput = z.lazy(() =>
  z
    .object({
      organization_id: id('The organization is required.'),
      pay_schedule_id: id('Choose a pay schedule.'),
      period_start: day('Enter the first day of the period.'),
      period_end: day('Enter the last day of the period.'),
      pay_date: day('Enter the pay date.'),
      adjusts_pay_run_id: id('Unknown pay run.').optional(),
    })
    .refine((body) => body.period_start <= body.period_end, {
      path: ['period_end'],
      error: 'The period cannot end before it starts.',
    }),
);
export type PayRunCreateInput = z.input<typeof payRunCreateInput>;

export const payRunQuery = z.lazy(() => z.object({ cursor: z.string().max(500).optional() }));

export const payRunListQuery = z.lazy(() =>
  z.object({
    organization_id: id('The organization is required.'),
    cursor: z.string().max(500).optional(),
  }),
);

const money = (message = MONEY_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const cents = parseMoney(value);
      if (cents === null || cents < 0) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    });

/** Optional text matching `pattern`, read by `parse` (which reads whatever the pattern lets through). */
const optionalParsed = (pattern: RegExp, message: string, parse: (value: string) => number | null) =>
  z
    .string()
    .trim()
    .regex(pattern, { error: message })
    .transform((value) => parse(value) as number)
    .optional();
const optionalHours = () => optionalParsed(HOURS_PATTERN, 'Enter hours to the hundredth, e.g. 7.60.', parseHours);
const optionalRate = () => optionalParsed(HOURLY_RATE_PATTERN, 'Enter an hourly rate, e.g. 31.2567.', parseHourlyRate);

/** A line a person adds to a payslip in review; a deduction names who it is paid to (reg 3.46(2)). */
export const payLineInput = z.lazy(() =>
  z
    .object({
      kind: z.enum(PAY_ITEM_KINDS, { error: 'Choose the kind of line.' }),
      description: requiredText('Enter a description.', 100),
      amount: money(),
      hours: optionalHours(),
      rate: optionalRate(),
      allowance_type: z
        .enum(Object.keys(STP_ALLOWANCE_TYPES) as [string, ...string[]], { error: 'Unknown allowance type.' })
        .optional(),
      deduction_type: z
        .enum(Object.keys(STP_DEDUCTION_TYPES) as [string, ...string[]], { error: 'Unknown deduction type.' })
        .optional(),
      payee: optionalText(100),
      ...schedule5Shape(),
    })
    .superRefine((line, context) => {
      if (PAYEE_REQUIRED_KINDS.includes(line.kind) && !line.payee)
        context.addIssue({ code: 'custom', path: ['payee'], message: PAYEE_REQUIRED_MESSAGE });
      checkSchedule5(line, (path, message) => context.addIssue({ code: 'custom', path: [path], message }));
    }),
);

const lineId = () => z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'Unknown line.' });

/** PATCH /payroll/pay-runs/{id}/payslips/{employeeId}: add, change or remove lines; figures are worked again. */
export const payslipAdjustInput = z.lazy(() =>
  z
    .object({
      version: z
        .number({ error: 'The version is required.' })
        .int({ error: 'The version must be a whole number.' })
        .positive({ error: 'The version must be a whole number.' }),
      add: z.array(payLineInput).max(20).default([]),
      change: z
        .array(z.object({ id: lineId(), amount: money(), description: requiredText('Enter a description.', 100) }))
        .max(50)
        .default([]),
      remove: z.array(lineId()).max(50).default([]),
    })
    .refine((body) => body.add.length + body.change.length + body.remove.length > 0, {
      path: ['add'],
      error: 'Add, change or remove at least one line.',
    }),
);

/** Payslips one recalculation names (POST /payroll/pay-runs/{id}/recalculate). */
export const RECALCULATE_MAX_PAYSLIPS = 100;

/**
 * Recalculating payslips of a run in review: the employees named, or (none named) every payslip
 * whose period's approved leave changed since it was calculated.
 */
export const payRunRecalculateInput = z.lazy(() =>
  z.object({
    employee_ids: z
      .array(id('Unknown payslip.'), { error: 'List the employees whose payslips to recalculate.' })
      .min(1, { error: 'List the employees whose payslips to recalculate.' })
      .max(RECALCULATE_MAX_PAYSLIPS, { error: `At most ${RECALCULATE_MAX_PAYSLIPS} payslips at a time.` })
      .optional(),
  }),
);

/** What a recalculation did: the payslips worked out again (a payee no longer paid in the run loses theirs). */
export interface PayRunRecalculation {
  recalculated: { employee_id: number; employee_name: string }[];
  run: PayRunView;
}

/** What a payslip's ordinary hours accrue of a leave type (hours, two decimals). */
export interface PaidLeaveAccrual {
  leave_type_id: number;
  name: string;
  hours: string;
}

export interface PayslipView {
  payslip_id: string;
  employee_id: number;
  employee_name: string;
  gross: string;
  withholding: string;
  super: string;
  net: string;
  deductions: string;
  reimbursements: string;
  ordinary_hours: string;
  /** Hours of unpaid leave taken off ordinary time, when there were any. */
  unpaid_leave_hours?: string;
  hourly_rate: string;
  basis: 'salary' | 'hourly';
  /**
   * A salaried employee's annual salary as at the period's last day (Fair Work Regulations 2009
   * reg 3.46(4)); null for hourly pay.
   */
  annual_salary: string | null;
  tax_scale: string;
  super_fund_name: string;
  super_due_date: string | null;
  /** How the due date was counted (business days after payday, whose public holidays). */
  super_due_note: string | null;
  lines: PayLine[];
  /** Leave accrued on the hours paid (the run's page of payslips; empty elsewhere). */
  leave_accrued: PaidLeaveAccrual[];
  problem?: string;
  /** What review should know that does not stop finalising (no approved timesheet: no ordinary hours paid). */
  notice?: string;
  posted: boolean;
  version: number;
}

export interface PayRunView {
  id: number;
  organization_id: number;
  pay_schedule_id: number;
  frequency: PayFrequency;
  period_start: string;
  period_end: string;
  pay_date: string;
  adjusts_pay_run_id: number | null;
  status: PayRunStatus;
  employee_count: number;
  tasks_total: number;
  tasks_done: number;
  gross: string;
  withholding: string;
  super: string;
  net: string;
  deductions: string;
  reimbursements: string;
  problems: string[];
  created_by: string;
  created_at: string;
  finalised_by: string | null;
  finalised_at: string | null;
  paid_at: string | null;
  version: number;
}

export interface PayRunDetail extends PayRunView {
  /** A page of the run's payslips, by employee id. */
  payslips: PayslipView[];
  payslips_next_cursor: string | null;
}
