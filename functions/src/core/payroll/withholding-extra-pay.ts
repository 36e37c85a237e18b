import { financialYearDays, financialYearLabelOf } from '@wattle/shared/stp-events';
import { EXTRA_PAY_PERIOD_TABLE } from './tax-tables/extra-pay-period.ts';

/**
 * The extra withholding for a year with a 53rd weekly or 27th fortnightly payday (issue 30 §3),
 * which a pay schedule turns on ("Withhold extra in a year with a 53rd weekly or 27th fortnightly
 * pay"): every pay of such a financial year withholds the ATO's additional amount for the period's
 * earnings (tax-tables/extra-pay-period.ts, unverified). Years with 52 (26) paydays withhold nothing
 * extra; monthly schedules never do.
 */

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Paydays in the financial year of `payDate`, paying every `step` days on its cadence. */
export function paydaysInYear(payDate: string, step: 7 | 14): number {
  const { start, end } = financialYearDays(financialYearLabelOf(payDate));
  return Math.floor(daysBetween(start, payDate) / step) + Math.floor(daysBetween(payDate, end) / step) + 1;
}

export interface ExtraPayWithholding {
  cents: number;
  /** For the PAYG line: "$12.00 extra for a year of 27 fortnightly pays (ATO, unverified)". */
  note: string;
}

/** The extra for one pay, or null when the year has the usual number of paydays or the earnings are below the table. */
export function extraPayWithholding(
  frequency: 'weekly' | 'fortnightly' | 'monthly',
  earningsCents: number,
  payDate: string,
): ExtraPayWithholding | null {
  if (frequency === 'monthly') return null;
  const [step, usual] = frequency === 'weekly' ? ([7, 52] as const) : ([14, 26] as const);
  const paydays = paydaysInYear(payDate, step);
  if (paydays <= usual) return null;
  const dollars = Math.floor(Math.max(0, earningsCents) / 100);
  const band = EXTRA_PAY_PERIOD_TABLE[frequency].find((candidate) => dollars >= candidate.from_dollars);
  if (!band) return null;
  const cents = band.extra_dollars * 100;
  return {
    cents,
    note: `$${band.extra_dollars}.00 extra for a year of ${paydays} ${frequency} pays (ATO, unverified)`,
  };
}
