import { PAY_LINE_EFFECT, type PayFrequency, type Schedule5Method } from '@wattle/shared/payroll-constants';
import type { CalculatedLine, WithholdFn, WithholdInput, WithholdResult } from './payslip-types.ts';
import { type PriorPeriod, withholdMethodB1 } from './schedule5-method-b1.ts';

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
 *
 * "If you are paying a commission, bonus or similar payment for a defined period of less than
 * 12 months, you can choose to calculate withholding by using the number of pay periods the payment
 * relates to at step 3" (Schedule 5, How do you use Method A?,
 * https://www.ato.gov.au/Rates/PAYG-withholding-2013-14/Schedule-30---Tax-table-for-back-payments,-commissions,-bonuses-and-similar-payments/?page=5):
 * a bonus or commission line may carry that count (`schedule5_periods`); step 7 multiplies by the
 * same number.
 *
 * **Method B(ii)** (a line with `schedule5_method: 'B2'`): "Using Method B produces a withholding
 * outcome that more closely approximates your payee's end-of-year tax liability. Calculations
 * made using either method are acceptable" (the same page) — for back payments of an earlier
 * financial year, and bonuses and commissions that do not relate to a single pay period. It works
 * as Method A but from the payee's **average total earnings** instead of this period's: "the sum of
 * all normal earnings paid in the current financial year, including current pay, plus any current
 * year back payments if Method B (i) is used … divide the total earnings by the number of pay
 * periods to date (including the current pay period)"; normal earnings exclude additional payments
 * and termination payments (Schedule 5, Terms we use,
 * https://www.ato.gov.au/Rates/PAYG-withholding-2013-14/Schedule-30---Tax-table-for-back-payments,-commissions,-bonuses-and-similar-payments/?page=3).
 *  1. average total earnings, cents ignored;  2. the withholding on them (Schedule 1);
 *  3. the additional payments ÷ the pay periods in a financial year (52, 26, 12; "for Method A and
 *     Method B (ii), you are still required at step 3 to apportion all additional payments … by the
 *     total number of pay periods in a financial year", page 9), cents ignored;
 *  4. step 3 added to step 1;  5. the withholding on step 4;  6. step 5 less step 2, a negative nil;
 *  7. step 6 × the periods of step 3;  8–9. the lesser of step 7 and 47% of the payments;
 *  10. the period's withholding: Schedule 1 on this period's normal earnings plus step 9.
 * The definitions and step 3 were read in the ATO's text; the B(ii) step list itself (2013 text
 * of the same schedule) was not, so the payslip names the method "Method B(ii) (unverified)".
 *
 * **Method B(i)** (`schedule5_method: 'B1'`, a back pay with the days it accrued over, in earlier
 * periods of the pay date's financial year): schedule5-method-b1.ts, each back pay worked against the
 * periods it accrued in and added to Schedule 1 on this period's normal earnings.
 */

/** Pay periods in a financial year, by frequency (Schedule 5, Method A step 3). */
export const PERIODS_IN_YEAR: Record<PayFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The withholding limit on additional payments, in hundredths of a percent (47%). */
export const ADDITIONAL_PAYMENT_LIMIT_POINTS = 4700;

/** One-off bonuses, commissions and back pay; a commission paid every period is that period's pay. */
export const isAdditionalPayment = (line: Pick<CalculatedLine, 'kind' | 'source'>): boolean =>
  (line.kind === 'bonus' || line.kind === 'commission' || line.kind === 'back_pay') && line.source !== 'recurring';

/** A line's Schedule 5 fields as stored (absent when not given; method A is the default, not stored). */
export const schedule5Of = (data: {
  schedule5_method?: string | null;
  schedule5_periods?: number | null;
  accrued_from?: string | null;
  accrued_to?: string | null;
}) => ({
  ...(data.schedule5_method === 'B1' || data.schedule5_method === 'B2'
    ? { schedule5_method: data.schedule5_method as 'B1' | 'B2' }
    : {}),
  ...(data.schedule5_periods != null ? { schedule5_periods: data.schedule5_periods } : {}),
  ...(data.accrued_from && data.accrued_to ? { accrued_from: data.accrued_from, accrued_to: data.accrued_to } : {}),
});

const wholeDollars = (cents: number) => Math.floor(cents / 100) * 100;

/** Additional payments withheld together: one method and one step-3 divisor. */
export interface AdditionalGroup {
  cents: number;
  method: Schedule5Method;
  /** The step-3 divisor: the pay periods in a year, or those a bonus or commission relates to. */
  periods: number;
  /** Method B(i): the days the back pay accrued over. */
  accrual?: { accrued_from: string; accrued_to: string };
}

/** Method B(ii)'s year so far: normal earnings and pay periods before this payslip in the financial year. */
export interface NormalEarningsToDate {
  normal_cents: number;
  periods: number;
  /** Method B(i): the earlier pay periods of the financial year as they were paid (schedule5-prior-periods.ts). */
  prior_periods?: readonly PriorPeriod[];
}

type LineFields = Pick<
  CalculatedLine,
  'kind' | 'source' | 'amount_cents' | 'schedule5_method' | 'schedule5_periods' | 'accrued_from' | 'accrued_to'
>;

/**
 * A payslip's additional payments grouped by method and divisor (at most `limit` cents in all, the
 * taxable amount), or the problem when a line relates to more pay periods than a year has.
 */
export function additionalGroups(
  lines: readonly LineFields[],
  frequency: PayFrequency,
  limit: number,
): { groups: AdditionalGroup[]; problem?: string } {
  const inYear = PERIODS_IN_YEAR[frequency];
  const byKey = new Map<string, AdditionalGroup>();
  let problem: string | undefined;
  let room = Math.max(0, limit);
  for (const line of lines) {
    if (!isAdditionalPayment(line) || line.amount_cents <= 0 || room <= 0) continue;
    const periods = line.schedule5_periods ?? inYear;
    if (periods > inYear) {
      problem = `A ${line.kind === 'bonus' ? 'bonus' : 'commission'} relates to ${periods} pay periods, more than the ${inYear} in a year of ${frequency} pay.`;
      continue;
    }
    const method = line.schedule5_method ?? 'A';
    const accrual =
      method === 'B1' && line.accrued_from && line.accrued_to
        ? { accrued_from: line.accrued_from, accrued_to: line.accrued_to }
        : undefined;
    if (method === 'B1' && !accrual) {
      problem = 'Method B(i) works back pay over the periods it accrued in: enter the accrual period.';
      continue;
    }
    const key = accrual ? `B1#${accrual.accrued_from}#${accrual.accrued_to}` : `${method}#${periods}`;
    const group = byKey.get(key) ?? { cents: 0, method, periods, ...(accrual ? { accrual } : {}) };
    const cents = Math.min(line.amount_cents, room);
    room -= cents;
    group.cents += cents;
    byKey.set(key, group);
  }
  return { groups: [...byKey.values()], ...(problem ? { problem } : {}) };
}

export type AdditionalWithholding = WithholdResult & {
  /** How the additional payments were withheld, for the payslip's line. */
  additional?: { cents: number; withheld_cents: number; limited: boolean; methods: Schedule5Method[] };
};

/**
 * The period's withholding on `input.gross_cents` of normal earnings (taxable, pre-tax deductions
 * already out) plus additional payments by Schedule 5: a number is one Method A group over the
 * year's periods; groups are each worked against the same normal earnings and added.
 */
export function withholdWithAdditional(
  withhold: WithholdFn,
  input: WithholdInput & { frequency: PayFrequency },
  additional: number | readonly AdditionalGroup[],
  toDate: NormalEarningsToDate = { normal_cents: 0, periods: 0 },
): AdditionalWithholding {
  const groups =
    typeof additional === 'number'
      ? additional > 0
        ? [{ cents: additional, method: 'A' as const, periods: PERIODS_IN_YEAR[input.frequency] }]
        : []
      : additional.filter((group) => group.cents > 0);
  if (groups.length === 0) return withhold(input);
  // Step 1 of Method A (this period's normal earnings) and the normal pay's own withholding.
  const base = withhold({ ...input, gross_cents: wholeDollars(input.gross_cents) });
  if (!base.ok) return base;
  let onAdditional = 0;
  let studyLoan = base.study_loan_cents;
  let limited = false;
  for (const group of groups) {
    if (group.method === 'B1' && group.accrual) {
      const b1 = withholdMethodB1(
        withhold,
        input,
        { cents: group.cents, ...group.accrual },
        toDate.prior_periods ?? [],
      );
      if (!b1.ok) return b1;
      onAdditional += b1.withholding_cents;
      studyLoan += b1.study_loan_cents;
      continue;
    }
    const normal =
      group.method === 'B2'
        ? wholeDollars(
            Math.floor((Math.max(0, toDate.normal_cents) + input.gross_cents) / (Math.max(0, toDate.periods) + 1)),
          )
        : wholeDollars(input.gross_cents);
    const before = group.method === 'B2' ? withhold({ ...input, gross_cents: normal }) : base;
    if (!before.ok) return before;
    const spread = withhold({ ...input, gross_cents: normal + wholeDollars(Math.floor(group.cents / group.periods)) });
    if (!spread.ok) return spread;
    const annualised = Math.max(0, spread.withholding_cents - before.withholding_cents) * group.periods;
    const limit = Math.floor((group.cents * ADDITIONAL_PAYMENT_LIMIT_POINTS) / 10_000);
    onAdditional += Math.min(annualised, limit);
    limited ||= annualised > limit;
    studyLoan += Math.max(0, spread.study_loan_cents - before.study_loan_cents) * group.periods;
  }
  return {
    ...base,
    withholding_cents: base.withholding_cents + onAdditional,
    study_loan_cents: Math.min(studyLoan, base.withholding_cents + onAdditional),
    additional: {
      cents: groups.reduce((sum, group) => sum + group.cents, 0),
      withheld_cents: onAdditional,
      limited,
      methods: [...new Set(groups.map((group) => group.method))].sort(),
    },
  };
}

/** The Schedule 5 method words on the withholding line. */
export function methodsNote(methods: readonly Schedule5Method[]): string {
  const words = { A: 'Method A', B1: 'Method B(i) (unverified)', B2: 'Method B(ii) (unverified)' } as const;
  return methods.map((method) => words[method]).join(' and ');
}

/**
 * A posted payslip's normal earnings for Method B(ii): its taxable earnings (earnings less pre-tax
 * deductions) without additional payments and termination payments ("normal earnings do not
 * include employment termination payments or unused leave payments made on termination").
 */
export function normalEarningsOf(lines: readonly (LineFields & Pick<CalculatedLine, 'termination_code'>)[]): number {
  let cents = 0;
  for (const line of lines) {
    const effect = PAY_LINE_EFFECT[line.kind];
    if (effect === 'pre_tax') cents -= line.amount_cents;
    else if (effect === 'earning' && !line.termination_code && !isAdditionalPayment(line)) cents += line.amount_cents;
  }
  return Math.max(0, cents);
}
