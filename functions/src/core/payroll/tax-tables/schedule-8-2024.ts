import { coefficientRows, type Schedule8Table } from './types.ts';

/**
 * Schedule 8 – Statement of formulas for calculating study and training support loans components
 * (NAT 3539) for payments made from 1 July 2024 until the marginal-rate schedule of 24 September
 * 2025 replaced it (schedule-8-2025.ts). The percentage-of-repayment-income system: the component
 * is y = a·x, a the component rate for the band of weekly earnings x (whole dollars plus 99 cents,
 * as Schedule 1), rounded to the nearest dollar; no b. Here a row "less than, a, 0".
 *
 * The bands are the 2024–25 repayment income thresholds the ATO publishes ("Study and training
 * loan repayment thresholds and rates", last updated 27 June 2024: nil below $54,435, 1% from
 * $54,435 … 10% from $159,664) ÷ 52, cents ignored (the schedule's own way: its 2021–22 edition
 * starts 1% at $904 = $47,014 ÷ 52); the "no tax-free threshold" bands are the same less $350 a week
 * ($18,200 ÷ 52). Those weekly bounds and rates were cross-checked against the combined (scale +
 * component) coefficients of open-source payroll code quoting this schedule (manageitwa/payg-tax,
 * TaxScales/July2024/Nat3539Scale1 and Scale2: each of its rates less Schedule 1's is these rates,
 * at these bounds).
 *
 * UNVERIFIED (checked 2 December 2026): the ATO's Schedule 8 page for these dates could not be read
 * from the build machine; the thresholds and rates are the ATO's, the weekly rows are derived.
 */
export const SCHEDULE_8_2024: Schedule8Table = {
  name: 'Schedule 8 – Statement of formulas for calculating study and training support loans components (NAT 3539)',
  published: '2024-06-16',
  source:
    'ATO, Schedule 8 (NAT 3539) for payments made from 1 July 2024 (component rates of repayment income); bands from the ATO’s 2024–25 repayment thresholds',
  // The ATO page the bands come from (not the schedule itself, so no source_url):
  // https://www.ato.gov.au/tax-rates-and-codes/study-and-training-support-loans-rates-and-repayment-thresholds
  source_url: null,
  verified: false,
  verification:
    'Not checked against the ATO’s Schedule 8 page for these dates (it could not be read when this table was built). Its bands are the ATO’s 2024–25 repayment thresholds and rates (read on the ATO’s page) divided by 52, cents ignored, and agree with third-party payroll code quoting the schedule.',
  applies_from: '2024-07-01',
  applies_to: '2025-09-23',
  threshold_claimed: coefficientRows(`
    1046 0.0000 0.0000
    1208 0.0100 0.0000
    1281 0.0200 0.0000
    1358 0.0250 0.0000
    1439 0.0300 0.0000
    1525 0.0350 0.0000
    1617 0.0400 0.0000
    1714 0.0450 0.0000
    1817 0.0500 0.0000
    1926 0.0550 0.0000
    2042 0.0600 0.0000
    2164 0.0650 0.0000
    2294 0.0700 0.0000
    2432 0.0750 0.0000
    2578 0.0800 0.0000
    2732 0.0850 0.0000
    2896 0.0900 0.0000
    3070 0.0950 0.0000
    over 0.1000 0.0000
  `),
  no_threshold: coefficientRows(`
    696 0.0000 0.0000
    858 0.0100 0.0000
    931 0.0200 0.0000
    1008 0.0250 0.0000
    1089 0.0300 0.0000
    1175 0.0350 0.0000
    1267 0.0400 0.0000
    1364 0.0450 0.0000
    1467 0.0500 0.0000
    1576 0.0550 0.0000
    1692 0.0600 0.0000
    1814 0.0650 0.0000
    1944 0.0700 0.0000
    2082 0.0750 0.0000
    2228 0.0800 0.0000
    2382 0.0850 0.0000
    2546 0.0900 0.0000
    2720 0.0950 0.0000
    over 0.1000 0.0000
  `),
};
