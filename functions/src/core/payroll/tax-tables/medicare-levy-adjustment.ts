/**
 * Schedule 1's Medicare levy adjustment (NAT 1004, "Medicare levy adjustment"): the figures of each
 * edition, as data. For an employee who lodged a Medicare levy variation declaration with a spouse
 * (question 9) and/or dependent children (question 12), scale 2 or 6, with weekly earnings x (whole
 * dollars plus 99 cents, as the scale):
 *
 * - WFT (weekly family threshold) = (family threshold + additional child × children) ÷ 52, to the cent;
 *   SOP (shading out point) = WFT × 0.1 ÷ 0.08, cents ignored (the same for scale 6, × 0.05 ÷ 0.04);
 * - earnings of the lower threshold or more but less than the SOP:
 *   (1) x less than the shade-in: WLA = (x − low) × 0.1 (scale 6: × 0.05);
 *   (2) x up to WFT: WLA = x × 0.02 (scale 6: × 0.01);
 *   (3) x from WFT to the SOP: WLA = WFT × 0.02 − (x − WFT) × 0.08 (scale 6: × 0.01, × 0.04);
 * - WLA rounded to the nearest dollar (50 cents up) and converted by period as the scale's amount.
 *
 * The formulas and their rounding are the ATO's (read on its 13 October 2020 edition's page,
 * https://ato.gov.au/tax-rates-and-codes/paygw-schedule-1-tax-table-from-13-october-2020-to-30-june-2024/medicare-levy-adjustment);
 * each edition's thresholds are below with where they were read.
 */
export interface MedicareLevyAdjustmentFigures {
  /** The ATO's publication date of the Schedule 1 edition the figures belong to. */
  published: string;
  applies_from: string;
  applies_to: string;
  /** Scale 2: the weekly earnings it starts at, formula (1)'s "low" in cents, and formula (2)'s start. */
  scale2: { from_dollars: number; low_cents: number; shade_in_dollars: number };
  /** Scale 6 the same. */
  scale6: { from_dollars: number; low_cents: number; shade_in_dollars: number };
  /** The Medicare levy low-income family threshold and the amount per dependent child (whole dollars a year). */
  family_threshold_dollars: number;
  per_child_dollars: number;
  source: string;
  verification: string;
}

export const MEDICARE_LEVY_ADJUSTMENTS: readonly MedicareLevyAdjustmentFigures[] = [
  {
    // ATO page "Medicare levy adjustment" of Schedule 1 published 16 June 2024: "$500 or more where
    // scale 2 is applied, $843 or more where scale 6 is applied"; the WFT and SOP from "$625 …
    // $1,053". $500 = $26,000 ÷ 52 and $843.19 = $43,846 ÷ 52 (the 2023–24 low-income thresholds);
    // $4,027 a child from third-party payroll code quoting the page (manageitwa/payg-tax).
    published: '2024-06-16',
    applies_from: '2024-07-01',
    applies_to: '2026-06-30',
    scale2: { from_dollars: 500, low_cents: 50000, shade_in_dollars: 625 },
    scale6: { from_dollars: 843, low_cents: 84319, shade_in_dollars: 1053 },
    family_threshold_dollars: 43846,
    per_child_dollars: 4027,
    source:
      'https://www.ato.gov.au/tax-rates-and-codes/payg-withholding-schedule-1-statement-of-formulas-for-calculating-amounts-to-be-withheld/medicare-levy-adjustment',
    verification:
      'Unverified: the thresholds $500, $625, $843 and $1,053 were read on the ATO’s page (published 16 June 2024); the family threshold $43,846 and $4,027 a child come from third-party code and agree with $843.',
  },
  {
    // The same ATO page as later revised: "$538 or more where scale 2 is applied, $908 … scale 6",
    // "$673 … $1,135". $908.42 = $47,238 ÷ 52; $538.67 and $4,338 a child from third-party code.
    published: '2026-06-17',
    applies_from: '2026-07-01',
    applies_to: '2027-06-30',
    scale2: { from_dollars: 538, low_cents: 53867, shade_in_dollars: 673 },
    scale6: { from_dollars: 908, low_cents: 90842, shade_in_dollars: 1135 },
    family_threshold_dollars: 47238,
    per_child_dollars: 4338,
    source:
      'https://www.ato.gov.au/tax-rates-and-codes/payg-withholding-schedule-1-statement-of-formulas-for-calculating-amounts-to-be-withheld/medicare-levy-adjustment',
    verification:
      'Unverified: the thresholds $538, $673, $908 and $1,135 were read on the ATO’s revised page; $538.67, the family threshold $47,238 and $4,338 a child come from third-party code.',
  },
];

export const medicareLevyAdjustmentFor = (day: string): MedicareLevyAdjustmentFigures | undefined =>
  MEDICARE_LEVY_ADJUSTMENTS.find((figures) => figures.applies_from <= day && day <= figures.applies_to);
