import * as z from 'zod';
import { formatHourlyRate } from './money.ts';
import type { MinimumRate } from './pay-conditions/minimum-rate.ts';
import { optionalText } from './validation.ts';

/**
 * Employee pay under pay conditions (issue 27 §1): award-free (a flat rate checked against the
 * national minimum wage) or a pay condition set and its classification (+ apprentice year; a
 * junior's age comes from the date of birth on their record). The set's minimum for them is the
 * figure the minimum-wage check uses, and the pay JSON shows it as `minimum_rate`.
 */

export const HOURS_MESSAGE = 'Enter hours, e.g. 38.00.';
export const ORDINARY_HOURS_MESSAGE = 'Ordinary hours are more than 0 and at most 168 a week.';
export const CLASSIFICATION_REQUIRED_MESSAGE = 'Choose a classification of the pay conditions.';
export const APPRENTICE_YEAR_MESSAGE = 'Choose an apprentice year, or none.';

/** The schema's fields (spread into employeePayInput). */
export const payConditionFields = () => ({
  /** A built-in's code ("MA000004") or one of the organization's own set ids; null: award-free. */
  pay_condition_set_id: optionalText(40),
  /** The set's classification code (required with a set). */
  classification: optionalText(40),
  /** 1 = first year; null: not an apprentice. */
  apprentice_year: z
    .union([z.number(), z.string().trim()], { error: APPRENTICE_YEAR_MESSAGE })
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 20), {
      error: APPRENTICE_YEAR_MESSAGE,
    }),
});

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
