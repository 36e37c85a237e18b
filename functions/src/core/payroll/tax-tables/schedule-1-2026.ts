import type { Schedule1Table } from './types.ts';

/**
 * Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004), the
 * schedule that "applies to payments made from 1 July 2026", published by the ATO on 17 June 2026
 * and made by the Taxation Administration (Withholding Schedules) Instrument 2026 (Federal
 * Register of Legislation F2026L00716, dated 2 June 2026, commencing 1 July 2026). The first
 * rate falls from 16% to 15% on 1 July 2026 and to 14% on 1 July 2027, so this table applies
 * to payments to 30 June 2027; a pay date after that needs the next schedule.
 *
 * Transcribed from open-source payroll code that quotes the instrument row by row ("Less than
 * 362 — – –; Less than 538 — 0.1500 54.3462; ..."), scales 1 and 2 confirmed by two more
 * independent calculators.
 *
 * UNVERIFIED (checked 28 November 2026): no ATO publication of these coefficients could be read
 * from the build machine. The stored copies of the ATO's pages searched ("Coefficients to use in
 * formulas for withholding from weekly payments", Schedule 1 NAT 1004, the Withholding Schedules
 * Instrument 2026 on the Federal Register of Legislation) hold only the 2024 schedule and older;
 * every 2026 row found was in third-party code or a payroll vendor's notice. The table is shown
 * "unverified" in payroll settings, and a table an owner loads from the ATO's page replaces it
 * for its scale and dates (core/payroll/withholding.ts).
 */
export const SCHEDULE_1_2026: Schedule1Table = {
  name: 'Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004)',
  published: '2026-06-17',
  source:
    'ATO, Schedule 1 (NAT 1004) for payments made from 1 July 2026, published 17 June 2026 (Taxation Administration (Withholding Schedules) Instrument 2026, F2026L00716)',
  source_url: null,
  verified: false,
  verification:
    'Not checked against the ATO’s publication: no ATO copy of the 2026 coefficients could be read when this table was built; its rows were copied from third-party payroll code. Load the ATO’s coefficients to replace it.',
  applies_from: '2026-07-01',
  applies_to: '2027-06-30',
  scales: {
    '1': [
      { less_than: 188, a: '0.1500', b: '0.1500' },
      { less_than: 371, a: '0.2084', b: '11.0185' },
      { less_than: 515, a: '0.1790', b: '0.1066' },
      { less_than: 932, a: '0.3227', b: '74.1674' },
      { less_than: 2246, a: '0.3200', b: '71.6508' },
      { less_than: 3303, a: '0.3900', b: '228.8816' },
      { less_than: null, a: '0.4700', b: '493.1893' },
    ],
    '2': [
      { less_than: 362, a: '0.0000', b: '0.0000' },
      { less_than: 538, a: '0.1500', b: '54.3462' },
      { less_than: 673, a: '0.2500', b: '108.2135' },
      { less_than: 721, a: '0.1700', b: '54.3473' },
      { less_than: 865, a: '0.1790', b: '60.8377' },
      { less_than: 1282, a: '0.3227', b: '185.1935' },
      { less_than: 2596, a: '0.3200', b: '181.7319' },
      { less_than: 3653, a: '0.3900', b: '363.4627' },
      { less_than: null, a: '0.4700', b: '655.7704' },
    ],
    '3': [
      { less_than: 2596, a: '0.3000', b: '0.3000' },
      { less_than: 3653, a: '0.3700', b: '181.7308' },
      { less_than: null, a: '0.4500', b: '474.0385' },
    ],
    '5': [
      { less_than: 362, a: '0.0000', b: '0.0000' },
      { less_than: 721, a: '0.1500', b: '54.3462' },
      { less_than: 865, a: '0.1590', b: '60.8365' },
      { less_than: 1282, a: '0.3027', b: '185.1923' },
      { less_than: 2596, a: '0.3000', b: '181.7308' },
      { less_than: 3653, a: '0.3700', b: '363.4615' },
      { less_than: null, a: '0.4500', b: '655.7692' },
    ],
    '6': [
      { less_than: 362, a: '0.0000', b: '0.0000' },
      { less_than: 721, a: '0.1500', b: '54.3462' },
      { less_than: 865, a: '0.1590', b: '60.8365' },
      { less_than: 908, a: '0.3027', b: '185.1923' },
      { less_than: 1135, a: '0.3527', b: '230.6135' },
      { less_than: 1282, a: '0.3127', b: '185.1923' },
      { less_than: 2596, a: '0.3100', b: '181.7308' },
      { less_than: 3653, a: '0.3800', b: '363.4615' },
      { less_than: null, a: '0.4600', b: '655.7692' },
    ],
  },
  no_tfn_rates: { resident: '0.4700', foreign: '0.4500' },
};
