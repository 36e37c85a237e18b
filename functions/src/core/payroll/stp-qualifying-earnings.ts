/**
 * Qualifying earnings in Single Touch Payroll (Payday Super, Treasury Laws Amendment (Payday
 * Superannuation) Act 2025): from 1 July 2026 an employer reports each employee's year-to-date
 * qualifying earnings (QE) in every pay and update event, beside the super liability. The ATO
 * works out a payday's QE as this event's year-to-date amount less the previous one's.
 *
 * Source (read 2 December 2026 through the tool library's stored copy):
 * ATO, "How we match data for super guarantee",
 * https://www.ato.gov.au/businesses-and-organisations/super-for-employers/payday-super/missed-or-late-payday-super-payments/how-we-match-data-for-super-guarantee
 * — "From 1 July 2026, you must report year-to-date (YTD) amounts of qualifying earnings".
 *
 * Unverified, marked so in the event (`QualifyingEarningsUnverified`) and on screen: the STP field's
 * name in the ATO's message specification, and whether reporting stops once the maximum
 * contributions base is reached (a payroll vendor's notes say it does; the ATO page read does not
 * say). The amount is the payslip's super base before the cap: its ordinary time earnings, which
 * the product already works out as qualifying earnings from 1 July 2026 (allowance-ote.ts;
 * salary sacrificed to super stays in it, SGAA 1992 s 15A).
 */
export const QUALIFYING_EARNINGS_FROM = '2026-07-01';
export const QUALIFYING_EARNINGS_SOURCE =
  'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/payday-super/missed-or-late-payday-super-payments/how-we-match-data-for-super-guarantee';
export const QUALIFYING_EARNINGS_UNVERIFIED =
  'The STP field name and whether reporting stops at the maximum contributions base are not confirmed against the ATO specification.';

/** The qualifying earnings a payslip paid on `payDate` reports: its ordinary time earnings from 1 July 2026, none before. */
export const qualifyingEarningsOf = (slip: { pay_date?: string; ordinary_time_earnings_cents: number }): number =>
  slip.pay_date !== undefined && slip.pay_date >= QUALIFYING_EARNINGS_FROM ? slip.ordinary_time_earnings_cents : 0;

/** Whether a financial year's events carry qualifying earnings (the year starting 1 July 2026 and later). */
export const yearReportsQualifyingEarnings = (yearStart: string) => yearStart >= QUALIFYING_EARNINGS_FROM;
