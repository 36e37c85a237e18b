/**
 * Additional withholding a payee may ask for in a financial year with 53 weekly or 27 fortnightly
 * paydays (the tax tables assume 52 and 26, so the year's withholding falls short): the ATO's table
 * of additional amounts per pay, by the period's earnings.
 *
 * Source: ATO, "Withholding for 27 fortnightly or 53 weekly pays in a year"
 * (https://www.ato.gov.au/Business/PAYG-withholding/In-detail/Reporting-and-paying-to-us/Withholding-for-27-fortnightly-or-53-weekly-pays-in-a-year/),
 * read 2 December 2026: weekly $725 to $1,524 → $3, $1,525 to $3,449 → $4, $3,450 and over → $10;
 * fortnightly $1,400 to $3,049 → $12, $3,050 to $6,799 → $17, $6,800 and over → $42.
 *
 * UNVERIFIED for the pay dates it is used on: the page says "the above amounts are based on tax
 * rates that apply from 1 July 2015"; no table for the rates from 1 July 2024 could be read here.
 */
export interface ExtraPayBand {
  /** Whole dollars of the period's earnings from which the amount applies. */
  from_dollars: number;
  /** Additional withholding per pay, in whole dollars. */
  extra_dollars: number;
}

export const EXTRA_PAY_PERIOD_TABLE = {
  source:
    'https://www.ato.gov.au/Business/PAYG-withholding/In-detail/Reporting-and-paying-to-us/Withholding-for-27-fortnightly-or-53-weekly-pays-in-a-year/',
  verified: false,
  verification:
    'The ATO’s table, read on its page, is based on the tax rates from 1 July 2015; no table for the rates from 1 July 2024 could be read.',
  /** Highest band first. */
  weekly: [
    { from_dollars: 3450, extra_dollars: 10 },
    { from_dollars: 1525, extra_dollars: 4 },
    { from_dollars: 725, extra_dollars: 3 },
  ] as readonly ExtraPayBand[],
  fortnightly: [
    { from_dollars: 6800, extra_dollars: 42 },
    { from_dollars: 3050, extra_dollars: 17 },
    { from_dollars: 1400, extra_dollars: 12 },
  ] as readonly ExtraPayBand[],
} as const;
