import { coefficientRows, type Schedule8Table } from './types.ts';

/**
 * Schedule 8 – Statement of formulas for calculating study and training support loans components
 * (NAT 3539), the schedule for payments made from 24 September 2025 (the marginal repayment
 * system of the Universities Accord (Cutting Student Debt by 20 Per Cent) Act 2025: 15% of weekly
 * earnings above the threshold, 17% in the second band, 10% of all earnings at the top) to 30 June
 * 2026. Components are y = a·x − b on the same weekly earnings x as Schedule 1.
 *
 * Transcribed from open-source payroll code quoting the ATO's Schedule 8 page (two independent
 * sources for the threshold-claimed rows, one for the no-threshold rows). Payments from 1 July
 * 2024 to 23 September 2025 used the earlier percentage-of-earnings Schedule 8, which this product
 * does not carry: a study loan on such a pay date answers that the table is missing.
 *
 * UNVERIFIED (checked 28 November 2026): the ATO's Schedule 8 page for these dates could not be read
 * from the build machine. The thresholds agree with the ATO's page "Study and training loans – what's
 * new" ($67,000 a year, 15% above it: $1,288.46 a week, b = 0.15 × 1,288.46 = 193.2692), but the
 * rows themselves are not the ATO's text.
 */
export const SCHEDULE_8_2025: Schedule8Table = {
  name: 'Schedule 8 – Statement of formulas for calculating study and training support loans components (NAT 3539)',
  published: '2025-09-24',
  source: 'ATO, Schedule 8 (NAT 3539) for payments made from 24 September 2025',
  source_url: null,
  verified: false,
  verification:
    'Not checked against the ATO’s publication: the ATO’s Schedule 8 for these dates could not be read when this table was built; its rows were copied from third-party payroll code (its $67,000 threshold agrees with the ATO’s “Study and training loans – what’s new”).',
  applies_from: '2025-09-24',
  applies_to: '2026-06-30',
  threshold_claimed: coefficientRows(`
    1288 0.0000 0.0000
    2403 0.1500 193.2692
    3447 0.1700 241.3462
    over 0.1000 0.0000
  `),
  no_threshold: coefficientRows(`
    938 0.0000 0.0000
    2053 0.1500 140.7692
    2597 0.1700 181.8462
    over 0.1000 0.0000
  `),
};
