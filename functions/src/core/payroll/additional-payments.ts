import type { PayFrequency } from '@wattle/shared/payroll-constants';
import type { CalculatedLine, WithholdFn, WithholdInput, WithholdResult } from './payslip-types.ts';

/**
 * PAYG withholding on a bonus, commission or back pay paid with a period's pay, by the ATO's
 * Schedule 5 (Tax table for back payments, commissions, bonuses and similar payments), Method A —
 * instead of taxing the whole of it as one period's earnings, which over-withholds: $1,000 a week
 * plus a $5,000 bonus withheld $2,170 as one week's $6,000, about $1,755 by Method A (issue 30 §2).
 *
 * Method A, as the ATO states it (Schedule 5, "Working out the withholding amount",
 * https://www.ato.gov.au/tax-rates-and-codes/paygw-schedule-5-tax-table-from-13-october-2020-to-30-june-2024/working-out-the-withholding-amount):
 *  1. the gross earnings of the period without the additional payments, cents ignored;
 *  2. the withholding on them by the usual table (Schedule 1);
 *  3. the additional payments ÷ the pay periods in a financial year (52, 26, 12), cents ignored;
 *  4. step 3 added to step 1;  5. the withholding on step 4;
 *  6. step 5 less step 2 (a negative result is nil);  7. step 6 × the same number of periods;
 *  8. the period's withholding: step 2 plus step 7.
 * Steps 1–5 and "negative is nil" are read in the ATO's text; steps 6–8 complete the same method
 * (its annualising), as payroll providers' calculators apply it. The schedule for payments from
 * 13 October 2020 limits the withholding on additional payments to 47% of them; the schedule in
 * force from 1 July 2024 (published 16 June 2024) was not read here, so that limit is applied and
 * marked **unverified** on the payslip whenever it changes the amount.
 */

/** Pay periods in a financial year, by frequency (Schedule 5, Method A step 3). */
export const PERIODS_IN_YEAR: Record<PayFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The withholding limit on additional payments, in hundredths of a percent (47%). */
export const ADDITIONAL_PAYMENT_LIMIT_POINTS = 4700;

/** One-off bonuses, commissions and back pay; a commission paid every period is that period's pay. */
export const isAdditionalPayment = (line: Pick<CalculatedLine, 'kind' | 'source'>): boolean =>
  (line.kind === 'bonus' || line.kind === 'commission' || line.kind === 'back_pay') && line.source !== 'recurring';

const wholeDollars = (cents: number) => Math.floor(cents / 100) * 100;

export type AdditionalWithholding = WithholdResult & {
  /** How the additional payments were withheld, for the payslip's line. */
  additional?: { cents: number; withheld_cents: number; limited: boolean };
};

/**
 * The period's withholding on `input.gross_cents` of earnings plus `additionalCents` of additional
 * payments (both taxable, pre-tax deductions already out of the first), by Schedule 5 Method A.
 */
export function withholdWithAdditional(
  withhold: WithholdFn,
  input: WithholdInput & { frequency: PayFrequency },
  additionalCents: number,
): AdditionalWithholding {
  if (additionalCents <= 0) return withhold(input);
  const periods = PERIODS_IN_YEAR[input.frequency];
  const normal = wholeDollars(input.gross_cents);
  const base = withhold({ ...input, gross_cents: normal });
  if (!base.ok) return base;
  const spread = withhold({ ...input, gross_cents: normal + wholeDollars(Math.floor(additionalCents / periods)) });
  if (!spread.ok) return spread;
  const annualised = Math.max(0, spread.withholding_cents - base.withholding_cents) * periods;
  const limit = Math.floor((additionalCents * ADDITIONAL_PAYMENT_LIMIT_POINTS) / 10_000);
  const onAdditional = Math.min(annualised, limit);
  const studyLoan = base.study_loan_cents + Math.max(0, spread.study_loan_cents - base.study_loan_cents) * periods;
  return {
    ...base,
    withholding_cents: base.withholding_cents + onAdditional,
    study_loan_cents: Math.min(studyLoan, base.withholding_cents + onAdditional),
    additional: { cents: additionalCents, withheld_cents: onAdditional, limited: annualised > limit },
  };
}
