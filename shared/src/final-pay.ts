import * as z from 'zod';
import type { ExitReason } from './employee-lifecycle.ts';
import { HOURS_PATTERN, MONEY_MESSAGE, MONEY_PATTERN } from './money.ts';
import type { PayItem } from './pay-items.ts';

/**
 * A leaver's final pay (issue 30 §1): GET /employees/{id}/final-pay proposes it from the recorded
 * exit, POST sets it up as one-off pay items dated the last working day (the next pay run pays
 * them), DELETE removes the items no run has paid yet.
 */

const HOURS_MESSAGE = 'Enter hours, e.g. 40.00.';
const hours = () => z.string({ error: HOURS_MESSAGE }).trim().regex(HOURS_PATTERN, { error: HOURS_MESSAGE });
const optionalMoney = () =>
  z
    .string({ error: MONEY_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (MONEY_PATTERN.test(value) && !value.startsWith('-')), {
      error: MONEY_MESSAGE,
    });
const weeks = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === null ? 0 : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: `${label} must be a number of weeks.` })
      .min(0, { error: `${label} must be between 0 and 52 weeks.` })
      .max(52, { error: `${label} must be between 0 and 52 weeks.` })
      .refine((value) => Number.isInteger(value * 100), { error: `${label}: at most two decimals.` }),
  );

export const DEATH_BENEFIT_PAYEES = ['dependant', 'non_dependant', 'trustee'] as const;
export type DeathBenefitPayee = (typeof DEATH_BENEFIT_PAYEES)[number];

export const finalPayInput = z.lazy(() =>
  z.object({
    annual_leave_hours: hours().default('0'),
    long_service_leave_hours: hours().default('0'),
    notice_in_lieu_weeks: weeks('Pay in lieu of notice'),
    redundancy_weeks: weeks('Redundancy pay'),
    /** A genuine redundancy (ITAA 1997 s 83-175): its payments are tax-free up to the year's limit. */
    genuine_redundancy: z.boolean({ error: 'Say whether the redundancy is genuine.' }).default(false),
    /** Invalidity or an early retirement scheme: unused leave is Lump Sum A type R, as for a genuine redundancy. */
    invalidity: z.boolean({ error: 'Say whether the termination is for invalidity.' }).default(false),
    other_etp_amount: optionalMoney(),
    other_etp_description: z.string().trim().max(200, { error: 'At most 200 characters.' }).nullish(),
    /** A deceased employee's ETP goes to a dependant, a non-dependant or the trustee of the estate. */
    death_benefit_to: z.enum(DEATH_BENEFIT_PAYEES, { error: 'Choose who the death benefit is paid to.' }).nullish(),
    /** The year's figures, entered by an owner where the build's are missing or to replace unverified ones. */
    etp_cap: optionalMoney(),
    redundancy_base: optionalMoney(),
    redundancy_per_year: optionalMoney(),
  }),
);
export type FinalPayInput = z.input<typeof finalPayInput>;

export interface FinalPayFigure {
  /** Dollars and cents, or null when this build does not know it (to be entered). */
  amount: string | null;
  verified: boolean;
  source_url: string;
  note: string;
}

export interface FinalPay {
  employee_id: number;
  employee_name: string;
  last_working_day: string;
  reason: ExitReason;
  cessation_code: string;
  /** Complete years of continuous service to the last working day. */
  years_of_service: number;
  hourly_rate: string;
  weekly_pay: string;
  annual_leave: { balance_hours: string; loading_rate: string | null };
  long_service_leave: { balance_hours: string } | null;
  notice: { nes_weeks: number; given_weeks: number | null; suggested_in_lieu_weeks: number };
  redundancy: { nes_weeks: number; small_business_note: string };
  /** The income year of the last working day and its ATO figures. */
  figures: {
    year: string;
    etp_cap: FinalPayFigure;
    redundancy_base: FinalPayFigure;
    redundancy_per_year: FinalPayFigure;
    whole_of_income_cap: FinalPayFigure;
  };
  /** The final pay's items set up so far (paid or not). */
  items: PayItem[];
  notes: string[];
}
