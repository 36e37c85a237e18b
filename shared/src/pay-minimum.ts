import { minimumWageOn } from './minimum-wage.ts';
import { formatHourlyRate } from './money.ts';
import type { MinimumRate } from './pay-conditions/minimum-rate.ts';

/**
 * The minimum rate an employee's pay period shows (issue 27 §1), zod-free for the pay form: a pay
 * condition set's minimum for the classification, age or apprentice year (minimumRateFor), or
 * award-free the national minimum wage. The API's check and the form's note use these.
 */

/** The minimum that applies to a pay period, as the API answers it. */
export interface MinimumRateJson {
  /** Four decimals, as `hourly_rate`: "26.4400". */
  hourly_rate: string;
  basis: 'adult' | 'junior' | 'apprentice' | 'national_minimum';
  /** "MA000004 cl. 17.1: Retail Employee Level 1". */
  rule: string;
  /** The figure could not be confirmed from a source that was read (the set's rule says why). */
  unverified: boolean;
  unverified_reason: string | null;
  /** The day the figure (the set's version, or the wage review) applies from. */
  effective_from: string;
}

/** A set's minimum (shared/src/pay-conditions/minimum-rate.ts) as the pay JSON shows it. */
export function minimumRateJson(minimum: MinimumRate): MinimumRateJson {
  const reasons = minimum.sources.flatMap((source) =>
    source.unverified && source.unverified_reason ? [source.unverified_reason] : [],
  );
  return {
    hourly_rate: formatHourlyRate(minimum.hourly_cents * 100),
    basis: minimum.basis,
    rule: minimum.rule,
    unverified: minimum.unverified,
    unverified_reason: minimum.unverified ? reasons.join('; ') || null : null,
    effective_from: minimum.effective_from,
  };
}

/** "MA000004 cl. 17.1: Retail Employee Level 1" → "Retail Employee Level 1 (MA000004 cl. 17.1)". */
export function describeRule(rule: string): string {
  const at = rule.indexOf(': ');
  return at < 0 ? rule : `${rule.slice(at + 2)} (${rule.slice(0, at)})`;
}

/** The employee record's employment type as the pay condition sets name it. */
export const setEmploymentType = (employmentType: string): 'full_time' | 'part_time' | 'casual' =>
  employmentType === 'Casual' ? 'casual' : employmentType === 'Part-time' ? 'part_time' : 'full_time';

/**
 * Award-free: the national minimum wage on `day` (Fair Work Act 2009 s 285, shared/src/minimum-wage.ts),
 * with the casual loading for a casual, rounded up to the next ten-thousandth as the pay check does.
 */
export function nationalMinimumJson(day: string, casual: boolean): MinimumRateJson | null {
  const row = minimumWageOn(day);
  if (!row) return null;
  const rate = casual
    ? Math.ceil((row.hourly_cents * 100 * (100 + row.casual_loading_percent)) / 100)
    : row.hourly_cents * 100;
  return {
    hourly_rate: formatHourlyRate(rate),
    basis: 'national_minimum',
    rule: `Fair Work Act 2009 s 285: national minimum wage${casual ? ` with the ${row.casual_loading_percent}% casual loading` : ''}`,
    unverified: false,
    unverified_reason: null,
    effective_from: row.effective_from,
  };
}
