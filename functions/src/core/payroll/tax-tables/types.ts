import { parseRows } from '@wattle/shared/coefficient-rows';

/**
 * PAYG withholding coefficients as data. A row applies while the weekly earnings x (whole dollars
 * plus 99 cents) are less than `less_than` whole dollars (null: "& over"); y = a·x − b. The
 * coefficients are the schedule's decimal text, exact (never floating point): the calculator
 * reads them as ten-thousandths (core/payroll/withholding.ts).
 */
export interface CoefficientRow {
  less_than: number | null;
  a: string;
  b: string;
}

/**
 * A schedule's rows as the ATO prints them, one a line: "less than, a, b", the last "over, a, b"
 * (the form an owner types a loaded table in). Throws on a line of another form.
 */
export function coefficientRows(text: string): readonly CoefficientRow[] {
  const rows = parseRows(text);
  if (rows === null || rows.length === 0) throw new Error(`Not coefficient rows: ${text}`);
  return rows;
}

/** The scales of Schedule 1 with coefficients; scale 4 (no TFN) is a flat rate of earnings. */
export const COEFFICIENT_SCALES = ['1', '2', '3', '5', '6'] as const;
export type CoefficientScale = (typeof COEFFICIENT_SCALES)[number];

/** One publication of a schedule, with where it comes from and the pay dates it applies to. */
export interface PublishedTable {
  /** The ATO's name of the schedule and its NAT number. */
  name: string;
  /** The ATO's publication date (YYYY-MM-DD). */
  published: string;
  /** Where the figures were read from. */
  source: string;
  /** The ATO's own page the rows were checked against; null when none could be read. */
  source_url: string | null;
  /**
   * Whether every row was checked against the ATO's own publication. An unverified table is shown
   * "unverified" in payroll settings, and an owner's loaded table replaces it for its dates.
   */
  verified: boolean;
  /** How the rows were checked, or why they could not be (shown beside the table). */
  verification: string;
  /** First and last pay date (inclusive) the schedule applies to; null: until replaced. */
  applies_from: string;
  applies_to: string | null;
}

/** Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004). */
export interface Schedule1Table extends PublishedTable {
  scales: Record<CoefficientScale, readonly CoefficientRow[]>;
  /** Scale 4: the rate applied to earnings ignoring cents, for a resident and a foreign resident. */
  no_tfn_rates: { resident: string; foreign: string };
}

/** Schedule 8 – Statement of formulas for calculating study and training support loans components (NAT 3539). */
export interface Schedule8Table extends PublishedTable {
  /** "Tax-free threshold claimed or foreign resident" (scales 2, 3, 5, 6). */
  threshold_claimed: readonly CoefficientRow[];
  /** "No tax-free threshold claimed" (scale 1). */
  no_threshold: readonly CoefficientRow[];
}
