import { formatLongDate } from '@wattle/shared/calendar';
import { type Schedule15Table, schedule15For } from './tax-tables/schedule-15.ts';

/**
 * PAYG withholding for a working holiday maker with a TFN, by Schedule 15 (tax-tables/schedule-15.ts):
 * the rates apply to the payee's earnings from this employer in the financial year, so the amount on
 * a payment is the tax at those rates on the year's earnings including it, less the tax on the
 * earnings before it. Earnings in whole dollars (cents ignored), the result's cents ignored. Exact
 * integer arithmetic; a pay date without a table answers `ok: false` naming it.
 */

export type WhmResult =
  | { ok: true; withholding_cents: number; study_loan_cents: 0; scale: string; schedule: string; unverified: boolean }
  | { ok: false; missing: string };

/** Tax in cents at the bands' rates on `dollars` of a year's earnings (cents of each band's part kept). */
export function whmTaxOnYear(bands: Schedule15Table['bands'], dollars: number): number {
  let below = 0;
  let tax = 0; // in hundredths of a cent: dollars × points
  for (const band of bands) {
    const top = band.up_to_dollars ?? Number.POSITIVE_INFINITY;
    if (dollars <= below) break;
    tax += (Math.min(dollars, top) - below) * band.rate_points;
    below = top;
  }
  return tax / 100; // dollars × rate points / 100 = cents (exact: points are whole, dollars whole)
}

export function whmWithholding(input: {
  gross_cents: number;
  pay_date: string;
  /** The payee's earnings from this employer earlier in the financial year (finalised payslips). */
  earnings_to_date_cents: number;
}): WhmResult {
  const table = schedule15For(input.pay_date);
  if (!table)
    return {
      ok: false,
      missing: `No working holiday maker table (Schedule 15) for payments on ${formatLongDate(input.pay_date)}.`,
    };
  const before = Math.floor(Math.max(0, input.earnings_to_date_cents) / 100);
  const after = Math.floor((Math.max(0, input.earnings_to_date_cents) + input.gross_cents) / 100);
  const cents = whmTaxOnYear(table.bands, after) - whmTaxOnYear(table.bands, before);
  return {
    ok: true,
    withholding_cents: Math.floor(cents / 100) * 100,
    study_loan_cents: 0,
    scale: 'Working holiday maker',
    schedule: `Schedule 15 (NAT 75331) for payments from ${formatLongDate(table.applies_from)}`,
    unverified: !table.verified,
  };
}
