import type { PublishedTable } from './types.ts';

/**
 * Schedule 15 – Tax table for working holiday makers (NAT 75331): the rates on a working holiday
 * maker's earnings in the income year, by the part of the year's earnings each dollar falls in.
 * They are the working holiday maker tax rates of the Income Tax Rates Act 1986, Schedule 7
 * Part III clause 1, "for the 2024-25 year of income or a later year of income", as substituted
 * by the Treasury Laws Amendment (Cost of Living Tax Cuts) Act 2024 (No 3 of 2024), Sch 1 item 4
 * (https://ato.gov.au/law/view/document?DocID=PAC%2F20240003%2FSch1-Cl4&PiT=99991231235958):
 * up to $45,000 15%; $45,000 to $135,000 30%; $135,000 to $190,000 37%; above $190,000 45%.
 *
 * Who it applies to (ATO, Schedule 15, "Using this schedule",
 * https://www.ato.gov.au/tax-rates-and-codes/schedule-15-tax-table-for-working-holiday-makers-13-october-2020-to-30-june-2022):
 * holders of a subclass 417 or 462 visa (or a bridging visa after one), on all payments — salary
 * and wages, allowances, unused leave, back payments, commissions and bonuses. A payee without a
 * TFN is withheld at the no-TFN foreign resident rate (Schedule 1 scale 4, 45%), and an employer
 * not registered with the ATO as an employer of working holiday makers withholds at the foreign
 * resident rates (scale 3): the product assumes the employer is registered.
 *
 * Verified: the rates for 2024-25 and 2025-26 against the Act's text above (read 2 December 2026).
 * Unverified: the ATO's own Schedule 15 page for payments from 1 July 2024 was not found in the
 * stored copies (only the 13 October 2020 – 30 June 2022 edition), so the schedule's rounding —
 * earnings in whole dollars, cents of the result ignored, as Schedule 1 does — is taken from that
 * edition's method; and for 2026-27 no later amendment of the rates was checked, so that year's
 * copy of the same rates says unverified.
 */
export interface Schedule15Table extends PublishedTable {
  /** Earnings in the income year up to `up_to_dollars` (null: and over) at `rate_points` (hundredths of a percent). */
  bands: readonly { up_to_dollars: number | null; rate_points: number }[];
}

const BANDS_FROM_2024: Schedule15Table['bands'] = [
  { up_to_dollars: 45_000, rate_points: 1500 },
  { up_to_dollars: 135_000, rate_points: 3000 },
  { up_to_dollars: 190_000, rate_points: 3700 },
  { up_to_dollars: null, rate_points: 4500 },
];

const SOURCE =
  'Income Tax Rates Act 1986 Sch 7 Pt III cl 1 (working holiday maker rates for 2024-25 and later), as amended by Act No 3 of 2024; applied by ATO Schedule 15 (NAT 75331)';
const SOURCE_URL = 'https://ato.gov.au/law/view/document?DocID=PAC%2F20240003%2FSch1-Cl4&PiT=99991231235958';

export const SCHEDULE_15_TABLES: readonly Schedule15Table[] = [
  {
    name: 'Schedule 15 – Tax table for working holiday makers (NAT 75331)',
    published: '2024-03-05',
    source: SOURCE,
    source_url: SOURCE_URL,
    verified: true,
    verification:
      'Rates checked against the Act’s text on the ATO’s legal database (2 December 2026). The rounding (whole dollars, cents of the result ignored) follows the 2020 edition of the schedule.',
    applies_from: '2024-07-01',
    applies_to: '2026-06-30',
    bands: BANDS_FROM_2024,
  },
  {
    name: 'Schedule 15 – Tax table for working holiday makers (NAT 75331)',
    published: '2024-03-05',
    source: SOURCE,
    source_url: SOURCE_URL,
    verified: false,
    verification:
      'Unverified for 2026-27: the same rates as 2024-25 (the Act says "2024-25 or a later year of income"); no amendment after March 2024 was checked and the ATO’s Schedule 15 page for this year could not be read.',
    applies_from: '2026-07-01',
    applies_to: '2027-06-30',
    bands: BANDS_FROM_2024,
  },
];

export const schedule15For = (day: string) =>
  SCHEDULE_15_TABLES.find(
    (table) => table.applies_from <= day && (table.applies_to === null || day <= table.applies_to),
  );
