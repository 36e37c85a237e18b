import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { HOURS_PATTERN } from './money.ts';
import { requiredText } from './validation.ts';

/**
 * Cashing out annual leave (issue 30 §4; Fair Work Act 2009 ss 92–94,
 * https://www.legislation.gov.au/C2009A00028/latest/text): only where the modern award or
 * enterprise agreement allows it (s 93) or, award/agreement-free, by agreement (s 94); each
 * cash-out a separate written agreement signed by the employer and the employee; at least 4 weeks
 * of annual leave left after it (ss 93(3)(a), 94(3)); paid at least the full amount the employee
 * would have been paid for the leave, loading included where it applies (ss 93(3)(c), 94(4)(b)).
 * The employer keeps the agreement as an employee record (Fair Work Regulations reg 3.36).
 */

export const CASH_OUT_MINIMUM_WEEKS = 4;

export const CASH_OUT_MESSAGES = {
  hours: 'Enter the hours to cash out, e.g. 38.00.',
  positive: 'Cash out more than 0 hours.',
  agreementDate: 'Enter the date of the written agreement (YYYY-MM-DD).',
  allowed: 'Confirm that the award or agreement allows cashing out (or that the employee has none).',
  employeeSigned: 'The written agreement must be signed by the employee.',
  employerSigned: 'The written agreement must be signed by the employer.',
  signatory: 'Enter who signed for the employer.',
  future: 'The agreement cannot be dated after today.',
} as const;

const yes = (message: string) => z.literal(true, { error: message });

/** `POST /employees/{id}/leave-cash-outs`. */
export const leaveCashOutInput = z.lazy(() =>
  z.object({
    hours: z
      .string({ error: CASH_OUT_MESSAGES.hours })
      .trim()
      .regex(HOURS_PATTERN, { error: CASH_OUT_MESSAGES.hours })
      .refine((value) => Number(value) > 0, { error: CASH_OUT_MESSAGES.positive }),
    agreement_date: z
      .string({ error: CASH_OUT_MESSAGES.agreementDate })
      .refine(isCalendarDate, { error: CASH_OUT_MESSAGES.agreementDate }),
    award_allows: yes(CASH_OUT_MESSAGES.allowed),
    signed_by_employee: yes(CASH_OUT_MESSAGES.employeeSigned),
    signed_by_employer: yes(CASH_OUT_MESSAGES.employerSigned),
    employer_signatory: requiredText(CASH_OUT_MESSAGES.signatory, 100),
  }),
);
export type LeaveCashOutInput = z.input<typeof leaveCashOutInput>;

/** A recorded cash-out (the agreement and what it pays), as the API answers it. */
export interface LeaveCashOut {
  id: number;
  employee_id: number;
  hours: string;
  hourly_rate: string;
  amount: string;
  loading: string;
  loading_rate: string;
  agreement_date: string;
  signed_by_employee: true;
  signed_by_employer: true;
  employer_signatory: string;
  /** Annual leave hours left after it (at least 4 weeks of the employee's ordinary hours). */
  balance_after: string;
  recorded_by: string;
  created_at: string;
  /** The one-off pay items the next pay run pays it by (STP paid leave type C). */
  pay_item_ids: number[];
}
