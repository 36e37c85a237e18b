/**
 * Pay condition sets (issue 27 §1): award or agreement rules as data, versioned by effective date.
 * A set holds versions; the version in effect on a day is the one with the latest `effective_from`
 * on or before it. Every rule carries its `source` (instrument + clause, publication, URL) and,
 * when its figures could not be confirmed from a source that was read, `unverified: true` with why.
 *
 * Units, all integers: money in cents, rates per hour in cents, durations in minutes, percentages
 * in basis points (125% = 12_500), times of day as "HH:MM" (a `to` of "24:00" means midnight at the
 * end of the day). Zod-free: the web app and the interpreter import the types without zod; the
 * schema that checks an organization's own set is in `schema.ts`.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'casual'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Monday = 0 … Sunday = 6 (ISO order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Basis points: hundredths of a percent. 100% = 10_000. */
export type BasisPoints = number;

/** Where a rule comes from, and whether its figures were confirmed. */
export interface RuleSource {
  /** The instrument: an award code ("MA000004") or an agreement's name. */
  instrument: string;
  /** Its clause ("22.1, Table 9"), or null where the clause number itself is not confirmed. */
  clause: string | null;
  /** The publication the figure was read from (award text, pay guide, decision). */
  publication: string;
  url: string | null;
  /** True when a figure could not be confirmed from a source that was read. */
  unverified: boolean;
  /** Why (required when unverified). */
  unverified_reason: string | null;
}

/** A percentage of the minimum (ordinary, adult/junior/apprentice) hourly rate, per employment type. */
export interface PercentByType {
  full_time: BasisPoints;
  part_time: BasisPoints;
  /** As the award states it: casual penalty percentages usually already include the casual loading. */
  casual: BasisPoints;
}

export interface Classification {
  code: string;
  name: string;
  /** The adult minimum hourly rate, in cents, as the pay guides publish it (to the cent). */
  hourly_cents: number;
  /** Whether the junior percentages apply to this classification. */
  junior: boolean;
}

export interface BaseRates {
  classifications: Classification[];
  source: RuleSource;
}

/** Junior rates: a percentage of the adult rate by age (years completed) under `adult_age`. */
export interface JuniorRates {
  adult_age: number;
  /** [age, percent]: the row with the highest age ≤ the employee's applies; below the first row, the first. */
  by_age: Array<[age: number, percent: BasisPoints]>;
  source: RuleSource;
}

/** Apprentice rates: a percentage of one classification's adult rate, by year of apprenticeship. */
export interface ApprenticeRates {
  /** The classification whose adult rate the percentages apply to. */
  of_classification: string;
  /** Index 0 = first year. */
  by_year: BasisPoints[];
  source: RuleSource;
}

export interface CasualLoading {
  percent: BasisPoints;
  source: RuleSource;
}

/** A time window on given days. `from`/`to` "HH:MM"; `to` ≤ `from` is not allowed (split it in two). */
export interface TimeWindow {
  days: Weekday[];
  from: string;
  to: string;
}

/** The ordinary hours span for each weekday: [from, to] or null (no ordinary hours that day). */
export interface OrdinarySpan {
  days: Record<Weekday, [from: string, to: string] | null>;
  /** Minutes outside the span are overtime (true) or only flagged (false). */
  outside_is_overtime: boolean;
  source: RuleSource;
}

export const PENALTY_CATEGORIES = ['evening', 'night', 'saturday', 'sunday', 'public_holiday'] as const;
export type PenaltyCategory = (typeof PENALTY_CATEGORIES)[number];

/**
 * A penalty: for minutes worked in `when` (days + window) or on a public holiday, pay `percent`
 * of the minimum hourly rate (per employment type) plus `flat_cents_per_hour`. Where several
 * penalties match a minute, the one paying most applies (awards say "the higher rate").
 */
export interface PenaltyRule {
  id: string;
  category: PenaltyCategory;
  /** Shown on pay lines with the percent paid: "Saturday" → "Saturday 125%". */
  label: string;
  /** Null for the public holiday rule (it matches the caller's holiday dates). */
  when: TimeWindow | null;
  percent: PercentByType;
  /** A flat loading per hour on top of the percentage (hospitality's evening/night amounts); 0 when none. */
  flat_cents_per_hour: number;
  /** Only these classifications (codes); null = all. */
  classifications: string[] | null;
  source: RuleSource;
}

export interface OvertimeThreshold {
  /** Ordinary minutes a day (by the shift's date) before overtime; null = no daily limit. */
  daily_minutes: number | null;
  /** Ordinary minutes a week before overtime; null = no weekly limit. */
  weekly_minutes: number | null;
}

export interface OvertimeRules {
  thresholds: Record<EmploymentType, OvertimeThreshold | null>;
  /** Overtime minutes a day paid at `first`; the rest at `after`. */
  first_minutes: number;
  first: PercentByType;
  after: PercentByType;
  /** All overtime on a Sunday / public holiday, where the award says so; null = first/after apply. */
  sunday: PercentByType | null;
  public_holiday: PercentByType | null;
  source: RuleSource;
}

export interface MinimumEngagement {
  /** Minutes per shift; null = none. */
  minutes: Record<EmploymentType, number | null>;
  source: RuleSource;
}

/** Minimum rest between the end of one shift and the start of the next; short rest is paid at `percent`. */
export interface BreakBetweenShifts {
  minutes: number;
  applies_to: EmploymentType[];
  /** Paid for the minutes of the next shift until the full break would have ended; null = flagged only. */
  percent: PercentByType | null;
  source: RuleSource;
}

/** A shift longer than `after_minutes` needs an unpaid meal break of at least `break_minutes`. */
export interface MealBreakRule {
  after_minutes: number;
  break_minutes: number;
  /** Paid for the minutes past `after_minutes` when no such break was taken; null = flagged only. */
  percent: PercentByType | null;
  source: RuleSource;
}

/** Two or more shifts on one day must fit in this span (first start to last end); beyond, flagged. */
export interface SplitShiftRule {
  max_span_minutes: number;
  source: RuleSource;
}

/**
 * Time off instead of payment for overtime (time off in lieu, TOIL): whether the set lets an
 * employee and employer agree (in writing, overtime by overtime) that overtime is taken as paid
 * time off instead of being paid, and how much time off an overtime hour earns. Untaken time off is
 * paid at the overtime rate (the awards' term); the product credits the employee's time-off-in-lieu
 * balance when the pay run that would have paid it is finalised.
 */
export interface TimeOffInLieu {
  allowed: boolean;
  /**
   * `hour_for_hour`: an hour off for each overtime hour (the modern awards' model term);
   * `overtime_rate`: as much time off as the overtime would have paid (an hour at 150% earns 1.5 h).
   */
  basis: 'hour_for_hour' | 'overtime_rate';
  source: RuleSource;
}
export const TIME_OFF_BASES = ['hour_for_hour', 'overtime_rate'] as const;

export interface PayConditionVersion {
  /** The first day (YYYY-MM-DD) this version applies. */
  effective_from: string;
  base_rates: BaseRates;
  junior_rates: JuniorRates | null;
  apprentice_rates: ApprenticeRates | null;
  casual_loading: CasualLoading;
  ordinary_span: OrdinarySpan;
  penalties: PenaltyRule[];
  overtime: OvertimeRules;
  minimum_engagement: MinimumEngagement;
  break_between_shifts: BreakBetweenShifts | null;
  meal_break: MealBreakRule | null;
  split_shift: SplitShiftRule | null;
  /** Absent or null: overtime cannot be taken as time off (a set saved before the rule existed). */
  time_off_in_lieu?: TimeOffInLieu | null;
}

export interface PayConditionSet {
  /** A built-in's code ("MA000004") or an organization's own id. */
  id: string;
  name: string;
  /** The award or agreement the set follows. */
  instrument: string;
  built_in: boolean;
  versions: PayConditionVersion[];
}

/**
 * A set as the API answers it (`GET /organizations/{id}/pay-conditions`): a built-in (read-only:
 * `organization_id`, `version` and the times are null) or the organization's own, with the
 * optimistic `version` its PUT sends back and the set it was copied from.
 */
export interface PayConditionSetView extends PayConditionSet {
  organization_id: number | null;
  copied_from: string | null;
  version: number | null;
  created_at: string | null;
  updated_at: string | null;
}

/** The version in effect on `date`, or null before the first. */
export function versionOn(set: PayConditionSet, date: string): PayConditionVersion | null {
  let found: PayConditionVersion | null = null;
  for (const version of set.versions)
    if (version.effective_from <= date && (!found || version.effective_from > found.effective_from)) found = version;
  return found;
}

/** "MA000004 cl. 22.1" — the citation a pay line shows. */
export const citation = (source: RuleSource): string =>
  source.clause ? `${source.instrument} cl. ${source.clause}` : source.instrument;

/** 12_500 → "125%", 17_550 → "175.5%". */
export const formatPercent = (points: BasisPoints): string => {
  const whole = Math.trunc(points / 100);
  const fraction = points % 100;
  return fraction === 0 ? `${whole}%` : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
};

/** The award employment type of an employee record's type: casuals and part-timers as such, everyone else full-time. */
export const awardEmploymentType = (recordType: string | null | undefined): EmploymentType =>
  recordType === 'Casual' ? 'casual' : recordType === 'Part-time' ? 'part_time' : 'full_time';
