import { coefficientRows, type Schedule1Table } from './types.ts';

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
    '1': coefficientRows(`
      188 0.1500 0.1500
      371 0.2084 11.0185
      515 0.1790 0.1066
      932 0.3227 74.1674
      2246 0.3200 71.6508
      3303 0.3900 228.8816
      over 0.4700 493.1893
    `),
    '2': coefficientRows(`
      362 0.0000 0.0000
      538 0.1500 54.3462
      673 0.2500 108.2135
      721 0.1700 54.3473
      865 0.1790 60.8377
      1282 0.3227 185.1935
      2596 0.3200 181.7319
      3653 0.3900 363.4627
      over 0.4700 655.7704
    `),
    '3': coefficientRows(`
      2596 0.3000 0.3000
      3653 0.3700 181.7308
      over 0.4500 474.0385
    `),
    '5': coefficientRows(`
      362 0.0000 0.0000
      721 0.1500 54.3462
      865 0.1590 60.8365
      1282 0.3027 185.1923
      2596 0.3000 181.7308
      3653 0.3700 363.4615
      over 0.4500 655.7692
    `),
    '6': coefficientRows(`
      362 0.0000 0.0000
      721 0.1500 54.3462
      865 0.1590 60.8365
      908 0.3027 185.1923
      1135 0.3527 230.6135
      1282 0.3127 185.1923
      2596 0.3100 181.7308
      3653 0.3800 363.4615
      over 0.4600 655.7692
    `),
  },
  no_tfn_rates: { resident: '0.4700', foreign: '0.4500' },
};
