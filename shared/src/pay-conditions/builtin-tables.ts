/**
 * Builders that turn the built-in awards' compact tables (one row per figure) into the model's
 * objects, so each award file is its tables and sources, not hundreds of same-shape literals.
 */
import type {
  Classification,
  EmploymentType,
  OvertimeRules,
  PenaltyCategory,
  PenaltyRule,
  PercentByType,
  RuleSource,
  Weekday,
} from './model.ts';

/** Percent (whole or .5) → basis points, per employment type. */
export const percents = (fullTime: number, partTime: number, casual: number): PercentByType => ({
  full_time: Math.round(fullTime * 100),
  part_time: Math.round(partTime * 100),
  casual: Math.round(casual * 100),
});

/** A source maker for one instrument: `source(clause, publication, url, why unverified?)`. */
export const sourcesOf =
  (instrument: string) =>
  (clause: string | null, publication: string, url: string | null, unverifiedReason?: string): RuleSource => ({
    instrument,
    clause,
    publication,
    url,
    unverified: unverifiedReason !== undefined,
    unverified_reason: unverifiedReason ?? null,
  });

/** [code, name, hourly cents, junior rates apply] rows → classifications. */
export const classifications = (rows: Array<[string, string, number, boolean]>): Classification[] =>
  rows.map(([code, name, hourly_cents, junior]) => ({ code, name, hourly_cents, junior }));

export const WEEKDAYS_MON_FRI: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Penalty rows: [id, category, label, days (null: public holiday), from, to, %FT/PT/casual, flat c/h, classifications]. */
export type PenaltyRow = [
  id: string,
  category: PenaltyCategory,
  label: string,
  days: Weekday[] | null,
  from: string,
  to: string,
  percent: [number, number, number],
  flat: number,
  only: string[] | null,
];

export const penalties = (rows: PenaltyRow[], source: RuleSource): PenaltyRule[] =>
  rows.map(([id, category, label, days, from, to, [fullTime, partTime, casual], flat, only]) => ({
    id,
    category,
    label,
    when: days ? { days, from, to } : null,
    percent: percents(fullTime, partTime, casual),
    flat_cents_per_hour: flat,
    classifications: only,
    source,
  }));

/** The same ordinary span every day (24/7 awards: "00:00"–"24:00"). */
export const everyDay = (from: string, to: string): Record<Weekday, [string, string]> => ({
  mon: [from, to],
  tue: [from, to],
  wed: [from, to],
  thu: [from, to],
  fri: [from, to],
  sat: [from, to],
  sun: [from, to],
});

const HOURS = 60;

/** Overtime from [first hours, %first, %after, %Sunday, %public holiday] (each [FT, PT, casual]) and limits. */
export function overtime(
  limits: Record<EmploymentType, [dailyHours: number | null, weeklyHours: number | null]>,
  [firstHours, first, after, sunday, holiday]: [
    number,
    [number, number, number],
    [number, number, number],
    [number, number, number] | null,
    [number, number, number] | null,
  ],
  source: RuleSource,
): OvertimeRules {
  const threshold = ([daily, weekly]: [number | null, number | null]) => ({
    daily_minutes: daily === null ? null : daily * HOURS,
    weekly_minutes: weekly === null ? null : weekly * HOURS,
  });
  return {
    thresholds: {
      full_time: threshold(limits.full_time),
      part_time: threshold(limits.part_time),
      casual: threshold(limits.casual),
    },
    first_minutes: firstHours * HOURS,
    first: percents(...first),
    after: percents(...after),
    sunday: sunday ? percents(...sunday) : null,
    public_holiday: holiday ? percents(...holiday) : null,
    source,
  };
}

/** Minimum engagement in hours per employment type. */
export const engagement = (fullTime: number | null, partTime: number | null, casual: number | null) => ({
  full_time: fullTime === null ? null : fullTime * HOURS,
  part_time: partTime === null ? null : partTime * HOURS,
  casual: casual === null ? null : casual * HOURS,
});
