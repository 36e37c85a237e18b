import type { MedicareLevyAdjustmentFigures } from './tax-tables/medicare-levy-adjustment.ts';

/**
 * The adjustments an employee claims on a withholding declaration (Schedule 1, NAT 1004), applied
 * to the scale's amount for the period before any study loan component is added. Pure and exact
 * (cents and BigInt, like withholding.ts).
 *
 * Tax offsets ("Tax offsets"; the ATO's tax tables' "Claiming tax offsets"): the annual amount
 * claimed, converted to the period — weekly 1.9%, fortnightly 3.8%, monthly 8.3%, quarterly 25% —
 * rounded to the nearest dollar, taken off the amount to withhold. Not allowed under scales 1, 3
 * and 4 (no tax-free threshold, foreign resident, no TFN). The weekly 1.9% is the ATO's ready
 * reckoner's ($1,000 → $19; $100 → $2; $30 → $1; $20 → nil) and the monthly 8.3% and quarterly 25%
 * are read on the ATO's "Weekly tax table with no and half Medicare levy" page; the fortnightly 3.8%
 * (twice the weekly rate) was not read on an ATO page here.
 *
 * Medicare levy adjustment (tax-tables/medicare-levy-adjustment.ts): scales 2 and 6 only, after
 * the offsets.
 */

export type AdjustmentFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly';

/** Tenths of a percent of the annual offset that make the period's value. */
const OFFSET_PER_MILLE: Record<AdjustmentFrequency, bigint> = {
  weekly: 19n,
  fortnightly: 38n,
  monthly: 83n,
  quarterly: 250n,
};

/** Whole dollars, halves up, of a non-negative amount in millionths of a dollar. */
const roundMillionths = (value: bigint): bigint => (value <= 0n ? 0n : (value + 500_000n) / 1_000_000n);

/** The period's value of an annual tax offset, in whole dollars. */
export function taxOffsetForPeriod(annualCents: number, frequency: AdjustmentFrequency): bigint {
  if (annualCents <= 0) return 0n;
  // cents × per-mille = thousandths of a cent = 1e-5 dollars; × 10 for millionths.
  return roundMillionths(BigInt(annualCents) * OFFSET_PER_MILLE[frequency] * 10n);
}

/**
 * The figures the adjustment is worked out by: a built-in edition's, or the owner's from a loaded
 * scale 2 or 6 table (`loaded`: that table's name; only its own scale's band is then filled in).
 */
export type MedicareFigures = Pick<
  MedicareLevyAdjustmentFigures,
  'scale2' | 'scale6' | 'family_threshold_dollars' | 'per_child_dollars'
> & { loaded?: string };

export interface MedicareFamily {
  spouse: boolean;
  children: number;
}

/**
 * The weekly Medicare levy adjustment in whole dollars for weekly earnings of `dollars` (x is
 * `dollars` + 99 cents), scale 2 or 6, a spouse and/or dependent children, by an edition's figures.
 */
export function weeklyMedicareLevyAdjustment(
  scale: '2' | '6',
  dollars: bigint,
  family: MedicareFamily,
  figures: MedicareFigures,
): bigint {
  if (!family.spouse && family.children <= 0) return 0n;
  const band = scale === '2' ? figures.scale2 : figures.scale6;
  // Rates in ten-thousandths: scale 2 levies 2% (shade-in 10%, shade-out 8%); scale 6 half of each.
  const [shadeIn, levy, shadeOut] = scale === '2' ? [1000n, 200n, 800n] : [500n, 100n, 400n];
  const annual = BigInt(figures.family_threshold_dollars + figures.per_child_dollars * Math.max(0, family.children));
  // WFT to the nearest cent: annual × 100 ÷ 52, halves up.
  const wftCents = (annual * 100n * 2n + 52n) / 104n;
  // SOP = WFT × 0.1 ÷ 0.08 (scale 6: × 0.05 ÷ 0.04), cents ignored: WFT × 1.25 in whole dollars.
  const sopDollars = (wftCents * 125n) / 10_000n;
  if (dollars < BigInt(band.from_dollars) || dollars >= sopDollars) return 0n;
  const xCents = dollars * 100n + 99n;
  // Cents × ten-thousandths = millionths of a dollar.
  let wla: bigint;
  if (dollars < BigInt(band.shade_in_dollars)) wla = (xCents - BigInt(band.low_cents)) * shadeIn;
  else if (xCents < wftCents) wla = xCents * levy;
  else wla = wftCents * levy - (xCents - wftCents) * shadeOut;
  return roundMillionths(wla);
}

export interface ClaimedAdjustments {
  /** Annual tax offsets claimed on a withholding declaration, in cents. */
  tax_offsets_cents?: number;
  /** Medicare levy variation declaration: a spouse (question 9) and dependent children (question 12). */
  medicare_levy_spouse?: boolean;
  medicare_levy_children?: number;
}

export type Adjusted =
  | {
      ok: true;
      amount: bigint;
      tax_offset: bigint;
      medicare_levy_adjustment: bigint;
      unverified: boolean;
      /** The loaded table whose figures gave the Medicare levy adjustment. */
      medicare_loaded?: string;
    }
  | { ok: false; missing: string };

/**
 * The scale's amount for the period (whole dollars) less the declaration's tax offsets (scales 2, 5
 * and 6) and then its Medicare levy adjustment (scales 2 and 6), never below nil. `toPeriod`
 * converts a weekly amount as the scale's (withholding.ts periodAmount). The amounts taken off are
 * what was actually taken (at most the scale's amount). An offset makes the answer unverified (the
 * fortnightly rate was not read at the ATO), and so does a Medicare levy adjustment by the built-in
 * figures (the family thresholds were not read there); one by an owner's loaded figures does not.
 */
export function adjustScaleAmount(
  scale: string,
  scaleAmount: bigint,
  dollars: bigint,
  frequency: AdjustmentFrequency,
  figures: MedicareFigures | undefined,
  claimed: ClaimedAdjustments,
  toPeriod: (weekly: bigint) => bigint,
): Adjusted {
  const offsetAllowed = scale === '2' || scale === '5' || scale === '6';
  const offset = offsetAllowed ? taxOffsetForPeriod(claimed.tax_offsets_cents ?? 0, frequency) : 0n;
  const family = { spouse: claimed.medicare_levy_spouse === true, children: claimed.medicare_levy_children ?? 0 };
  const claimsFamily = (scale === '2' || scale === '6') && (family.spouse || family.children > 0);
  if (claimsFamily && !figures) return { ok: false, missing: 'medicare' };
  const afterOffset = scaleAmount > offset ? scaleAmount - offset : 0n;
  const medicare =
    claimsFamily && figures ? toPeriod(weeklyMedicareLevyAdjustment(scale as '2' | '6', dollars, family, figures)) : 0n;
  const amount = afterOffset > medicare ? afterOffset - medicare : 0n;
  const taken = afterOffset - amount;
  return {
    ok: true,
    amount,
    tax_offset: scaleAmount - afterOffset,
    medicare_levy_adjustment: taken,
    unverified: scaleAmount !== afterOffset || (taken > 0n && !figures?.loaded),
    ...(taken > 0n && figures?.loaded ? { medicare_loaded: figures.loaded } : {}),
  };
}
