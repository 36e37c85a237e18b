import * as z from 'zod';
import { HOURLY_RATE_PATTERN, HOURS_PATTERN } from './money.ts';
import type { Schedule5Method, TerminationCode, TerminationItemKind } from './payroll-constants.ts';
import {
  PAY_ITEM_KINDS,
  PAYEE_REQUIRED_KINDS,
  PAYEE_REQUIRED_MESSAGE,
  STP_ALLOWANCE_TYPES,
  STP_DEDUCTION_TYPES,
} from './payroll-constants.ts';
import { payrollDate, payrollMoney, payrollOrganizationId, payrollPaging } from './payroll-setup.ts';
import { checkSchedule5, schedule5Shape } from './schedule5-fields.ts';
import { optionalText, requiredText, versionField } from './validation.ts';

/**
 * Pay items (issue 17 §1): one-off and recurring additions and deductions on an employee's pay —
 * allowances with their STP type, overtime or back pay by hours × rate, post-tax deductions — and
 * the list query of the Pay Items screen.
 */

/** Kinds whose amount can be hours × an hourly rate. */
export const HOURS_KINDS: readonly string[] = ['overtime', 'back_pay'];

export const payItemInput = z.lazy(() =>
  z
    .object({
      kind: z.enum(PAY_ITEM_KINDS, { error: 'Choose a kind of pay item.' }),
      description: requiredText('The description is required.', 200),
      amount: payrollMoney().nullish(),
      hours: z.string().trim().regex(HOURS_PATTERN, { error: 'Enter hours, e.g. 7.50.' }).nullish(),
      hourly_rate: z
        .string()
        .trim()
        .regex(HOURLY_RATE_PATTERN, { error: 'Enter an hourly rate, e.g. 45.5000.' })
        .nullish(),
      allowance_type: z
        .enum(Object.keys(STP_ALLOWANCE_TYPES) as [keyof typeof STP_ALLOWANCE_TYPES], {
          error: 'Choose an STP allowance type.',
        })
        .nullish(),
      deduction_type: z
        .enum(Object.keys(STP_DEDUCTION_TYPES) as [keyof typeof STP_DEDUCTION_TYPES], {
          error: 'Choose an STP deduction type.',
        })
        .nullish(),
      payee: optionalText(100),
      recurring: z.boolean({ error: 'Say whether the item recurs.' }),
      start_date: payrollDate(),
      end_date: payrollDate().nullish(),
      ...schedule5Shape(),
      version: versionField,
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      const byHours = value.hours != null || value.hourly_rate != null;
      if (byHours) {
        if (!HOURS_KINDS.includes(value.kind)) issue('hours', 'Only overtime and back pay are paid by the hour.');
        if (value.hours == null) issue('hours', 'Enter the hours.');
        if (value.hourly_rate == null) issue('hourly_rate', 'Enter the hourly rate.');
        if (value.amount != null) issue('amount', 'Enter an amount or hours × rate, not both.');
      } else if (value.amount == null || value.amount.startsWith('-') || !/[1-9]/.test(value.amount)) {
        issue('amount', 'Enter an amount above 0, e.g. 150.00.');
      }
      if (value.kind === 'allowance' && !value.allowance_type)
        issue('allowance_type', 'An allowance needs its STP allowance type.');
      if (value.kind !== 'allowance' && value.allowance_type)
        issue('allowance_type', 'Only an allowance has an allowance type.');
      if (PAYEE_REQUIRED_KINDS.includes(value.kind) && !value.payee) issue('payee', PAYEE_REQUIRED_MESSAGE);
      if (value.kind !== 'deduction' && value.deduction_type)
        issue('deduction_type', 'Only a post-tax deduction has a deduction type.');
      if (!value.recurring && value.end_date) issue('end_date', 'A one-off item has no end date.');
      if (value.end_date && value.end_date < value.start_date)
        issue('end_date', 'The end date cannot be before the start date.');
      checkSchedule5(value, issue);
      if (value.recurring && (value.schedule5_method || value.schedule5_periods != null || value.accrued_to))
        issue('schedule5_method', "A recurring item is that period's pay: Schedule 5 is for one-off payments.");
    }),
);
export type PayItemInput = z.input<typeof payItemInput>;

export const payItemsQuery = z.lazy(() =>
  z.object({
    organization_id: payrollOrganizationId(),
    ...payrollPaging(),
    kinds: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : []))
      .pipe(z.array(z.enum(PAY_ITEM_KINDS, { error: 'Unknown kind of pay item.' }))),
  }),
);

export interface PayItem {
  id: number;
  organization_id: number;
  employee_id: number;
  employee_name: string;
  /**
   * A final pay's items (issue 30 §1) carry a termination kind and code; leave and leave loading are
   * only on the items a leave cash-out adds. Neither is added or changed by hand.
   */
  kind: (typeof PAY_ITEM_KINDS)[number] | TerminationItemKind | 'leave' | 'leave_loading';
  termination_code?: TerminationCode;
  schedule5_method: Schedule5Method | null;
  schedule5_periods: number | null;
  accrued_from: string | null;
  accrued_to: string | null;
  description: string;
  amount: string | null;
  hours: string | null;
  hourly_rate: string | null;
  allowance_type: keyof typeof STP_ALLOWANCE_TYPES | null;
  deduction_type: keyof typeof STP_DEDUCTION_TYPES | null;
  payee: string | null;
  recurring: boolean;
  start_date: string;
  end_date: string | null;
  paid_in_run_id: number | null;
  version: number;
}
