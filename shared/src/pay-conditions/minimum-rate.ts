/**
 * The minimum hourly rate a set gives an employee on a day: the classification's adult rate, or a
 * junior's percentage of it by age, or an apprentice's percentage by year. This is the figure the
 * minimum-wage check compares against: a junior or apprentice rate below the adult national minimum
 * wage is lawful under the award that sets it. Casual loading is not included (it is paid on top).
 */
import { divideRounded } from '../money.ts';
import type { BasisPoints, Classification, EmploymentType, PayConditionSet, RuleSource } from './model.ts';
import { citation, formatPercent, versionOn } from './model.ts';
import { ageOn } from './time.ts';

export interface EmployeeTerms {
  employment_type: EmploymentType;
  /** A classification code of the set. */
  classification: string;
  /** YYYY-MM-DD; junior rates apply while under the set's adult age. */
  date_of_birth?: string | null;
  /** 1 = first year; apprentice rates apply when set. */
  apprentice_year?: number | null;
  /** An agreed ordinary hourly rate above the minimum, in cents; a lower one is ignored (the minimum is paid). */
  rate_override_cents?: number | null;
}

export interface MinimumRate {
  /** The version's effective date. */
  effective_from: string;
  classification: Classification;
  basis: 'adult' | 'junior' | 'apprentice';
  /** The percentage of the adult rate (10_000 for adults). */
  percent: BasisPoints;
  /** Rounded half-up to the cent, as the pay guides publish junior and apprentice rates. */
  hourly_cents: number;
  /** "MA000004 cl. 17.1: Retail Employee Level 1" or "… cl. 17.2: junior (17) 60%". */
  rule: string;
  unverified: boolean;
  sources: RuleSource[];
}

/** Adult rate × percent, to the cent (half-up). */
export const percentOfRate = (cents: number, percent: BasisPoints): number =>
  divideRounded(BigInt(cents) * BigInt(percent), 10_000);

/** The minimum rate on `date`, or null when the set has no version then or no such classification. */
export function minimumRateFor(set: PayConditionSet, employee: EmployeeTerms, date: string): MinimumRate | null {
  const version = versionOn(set, date);
  const classification = version?.base_rates.classifications.find((item) => item.code === employee.classification);
  if (!version || !classification) return null;
  const base = version.base_rates.source;
  const adult = (): MinimumRate => ({
    effective_from: version.effective_from,
    classification,
    basis: 'adult',
    percent: 10_000,
    hourly_cents: classification.hourly_cents,
    rule: `${citation(base)}: ${classification.name}`,
    unverified: base.unverified,
    sources: [base],
  });
  const apprentice = version.apprentice_rates;
  if (employee.apprentice_year && apprentice) {
    const of = version.base_rates.classifications.find((item) => item.code === apprentice.of_classification);
    const percent = apprentice.by_year[Math.min(employee.apprentice_year, apprentice.by_year.length) - 1];
    if (!of || percent === undefined) return adult();
    return {
      ...adult(),
      basis: 'apprentice',
      percent,
      hourly_cents: percentOfRate(of.hourly_cents, percent),
      rule: `${citation(apprentice.source)}: apprentice year ${employee.apprentice_year} ${formatPercent(percent)} of ${of.name}`,
      unverified: base.unverified || apprentice.source.unverified,
      sources: [base, apprentice.source],
    };
  }
  const junior = version.junior_rates;
  if (employee.date_of_birth && junior && classification.junior) {
    const age = ageOn(employee.date_of_birth, date);
    if (age < junior.adult_age) {
      let percent = junior.by_age[0]?.[1] ?? 10_000;
      for (const [from, value] of junior.by_age) if (age >= from) percent = value;
      return {
        ...adult(),
        basis: 'junior',
        percent,
        hourly_cents: percentOfRate(classification.hourly_cents, percent),
        rule: `${citation(junior.source)}: junior (${age}) ${formatPercent(percent)} of ${classification.name}`,
        unverified: base.unverified || junior.source.unverified,
        sources: [base, junior.source],
      };
    }
  }
  return adult();
}
