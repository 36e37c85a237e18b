import type { WithholdFn, WithholdInput } from './payslip-types.ts';

/**
 * **Method B(i)** of the ATO's Schedule 5 (Tax table for back payments, commissions, bonuses and
 * similar payments): a back payment that accrued in earlier pay periods of the current financial
 * year is withheld as if it had been paid in them — period by period, the withholding on what was
 * paid for the period plus its share of the back payment, less what was withheld for it then.
 * "Method B (i): Used for any back payments applied to specific periods in the current financial
 * year" (Method A and B(ii) are for the rest; "Calculations made using either method are
 * acceptable", Schedule 5, "How to work out the withholding amount",
 * https://www.ato.gov.au/Rates/PAYG-withholding-2013-14/Schedule-30---Tax-table-for-back-payments,-commissions,-bonuses-and-similar-payments/?page=5).
 *
 * The steps as published for the schedule from 13 October 2020 ("Method B — Current financial
 * year", reproduced in Taxpayers Australia, Tax Summary 2022–23, §5.301 Payments to employees,
 * https://fliphtml5.com/pzlaz/zcju/Tax_Summary_2022-23_MY_update/210 — the ATO's own page was not
 * readable here):
 *  1. work out how much of the back payment applied to each earlier pay period in the current
 *     financial year;
 *  2. for the first affected period, add the back payment relevant to it to the normal earnings
 *     previously paid to get total earnings for that period;
 *  3. the withholding on those total earnings (the usual table, Schedule 1);
 *  4. subtract the amount previously withheld for the period from step 3;
 *  5. repeat steps 2–4 for each affected period; their total is the withholding on the back payment;
 *  6. then the withholding on this period's gross earnings excluding additional payments … (the
 *     text read stops here: adding it to step 5 for the period's withholding, as Method A's last
 *     step does, is **unverified**, and so the payslip names the method "Method B(i) (unverified)").
 * Choices made where the text read says nothing: step 1 shares the back payment by the days of
 * each period inside the accrual (the last period takes the cents left over); "the amount
 * previously withheld" is the period's payslips' PAYG withholding, or the withholding on its normal
 * earnings by this pay date's tables when those payslips also had Schedule 5 or termination
 * payments (their withholding is not only on normal earnings); the 47% limit of Method A is not
 * applied (not in the B(i) steps read); a negative total is nil ("If your calculation using either
 * method results in a negative amount, you treat the result as nil", page 5).
 */

/** An earlier pay period of the financial year, as its released payslips paid it. */
export interface PriorPeriod {
  period_start: string;
  period_end: string;
  /** Normal earnings paid for the period (additional-payments.ts normalEarningsOf). */
  normal_cents: number;
  /**
   * PAYG its payslips withheld; absent when they also paid Schedule 5 or termination payments (then
   * the withholding on `normal_cents` by this pay date's tables stands for it).
   */
  withheld_cents?: number;
}

/** A Method B(i) back payment: its amount and the days it accrued over. */
export interface BackPayAccrual {
  cents: number;
  accrued_from: string;
  accrued_to: string;
}

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Days of the period inside the accrual (0 when they do not meet). */
function overlapDays(period: Pick<PriorPeriod, 'period_start' | 'period_end'>, accrual: BackPayAccrual): number {
  const from = period.period_start > accrual.accrued_from ? period.period_start : accrual.accrued_from;
  const to = period.period_end < accrual.accrued_to ? period.period_end : accrual.accrued_to;
  return to < from ? 0 : dayCount(from, to);
}

/** Step 1: the back payment's share of each affected period, by days (integer cents, summing to it). */
export function shareByPeriod(
  accrual: BackPayAccrual,
  periods: readonly PriorPeriod[],
): { period: PriorPeriod; cents: number }[] {
  const affected = periods
    .map((period) => ({ period, days: overlapDays(period, accrual) }))
    .filter((each) => each.days > 0)
    .sort((a, b) => a.period.period_start.localeCompare(b.period.period_start));
  const days = affected.reduce((sum, each) => sum + each.days, 0);
  let left = accrual.cents;
  return affected.map((each, index) => {
    const cents = index === affected.length - 1 ? left : Math.floor((accrual.cents * each.days) / days);
    left -= cents;
    return { period: each.period, cents };
  });
}

export type MethodB1Result =
  | { ok: true; withholding_cents: number; study_loan_cents: number }
  | { ok: false; missing: string };

/** Steps 1–5: the withholding on a Method B(i) back payment (not yet added to the period's own). */
export function withholdMethodB1(
  withhold: WithholdFn,
  input: WithholdInput,
  accrual: BackPayAccrual,
  periods: readonly PriorPeriod[],
): MethodB1Result {
  const shares = shareByPeriod(accrual, periods);
  if (shares.length === 0) {
    return {
      ok: false,
      missing: `Method B(i) works back pay over the pay periods it accrued in, and no payslip of this financial year paid a period from ${accrual.accrued_from} to ${accrual.accrued_to}: choose Method A or B(ii).`,
    };
  }
  let withheld = 0;
  let studyLoan = 0;
  for (const { period, cents } of shares) {
    const total = withhold({ ...input, gross_cents: period.normal_cents + cents });
    if (!total.ok) return total;
    // Payslips keep no study loan component of their own: it is the table's on the normal earnings.
    const before = withhold({ ...input, gross_cents: period.normal_cents });
    if (!before.ok) return before;
    withheld += total.withholding_cents - (period.withheld_cents ?? before.withholding_cents);
    studyLoan += total.study_loan_cents - before.study_loan_cents;
  }
  return { ok: true, withholding_cents: Math.max(0, withheld), study_loan_cents: Math.max(0, studyLoan) };
}
