/**
 * Builders that turn the built-in awards' compact tables (one row per figure) into the model's
 * objects, so each award file is its tables and sources, not hundreds of same-shape literals.
 */
import type {
  BreakBetweenShifts,
  Classification,
  EmploymentType,
  JuniorRates,
  MealBreakRule,
  OvertimeRules,
  PenaltyCategory,
  PenaltyRule,
  PercentByType,
  RuleSource,
  Weekday,
} from './model.ts';
import { WEEKDAYS } from './model.ts';

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

type Triple = [fullTime: number, partTime: number, casual: number];

/** Days as the tables write them: "mon-fri", "sat", "sun", or a list "sat,sun". */
function daysOf(text: string): Weekday[] {
  if (text === 'mon-fri') return ['mon', 'tue', 'wed', 'thu', 'fri'];
  const days = text.split(',');
  if (!days.every((day) => (WEEKDAYS as readonly string[]).includes(day))) throw new Error(`Unknown days: ${text}`);
  return days as Weekday[];
}

/**
 * One penalty row. `when` is "public holiday", or days with an optional window: "mon-fri 18:00-24:00",
 * "sat" (all day). `extra.flat` is a flat loading in cents an hour, `extra.only` the classifications.
 */
export const penalty = (
  category: PenaltyCategory,
  label: string,
  when: string,
  [fullTime, partTime, casual]: Triple,
  extra: { id?: string; flat?: number; only?: string[] } = {},
): Omit<PenaltyRule, 'source'> => {
  const [days = '', window = '00:00-24:00'] = when.split(' ');
  const [from = '', to = ''] = window.split('-');
  return {
    id: extra.id ?? category,
    category,
    label,
    when: when === 'public holiday' ? null : { days: daysOf(days), from, to },
    percent: percents(fullTime, partTime, casual),
    flat_cents_per_hour: extra.flat ?? 0,
    classifications: extra.only ?? null,
  };
};

/** The rows with their (shared) source. */
export const penalties = (source: RuleSource, ...rows: Array<Omit<PenaltyRule, 'source'>>): PenaltyRule[] =>
  rows.map((row) => ({ ...row, source }));

/** Junior percentages from parallel lists: ages [0, 16, 17 …] and whole percents [45, 50, 60 …]. */
export const juniors = (adultAge: number, ages: number[], percent: number[], source: RuleSource): JuniorRates => ({
  adult_age: adultAge,
  by_age: ages.map((age, index) => [age, Math.round((percent[index] ?? 100) * 100)]),
  source,
});

/** A minimum rest between shifts, for everyone, flagged and not paid. */
export const restBetween = (hours: number, source: RuleSource): BreakBetweenShifts => ({
  minutes: hours * 60,
  applies_to: ['full_time', 'part_time', 'casual'],
  percent: null,
  source,
});

/** A meal break of `minutes` due after `hours`, flagged and not paid. */
export const mealBreak = (hours: number, minutes: number, source: RuleSource): MealBreakRule => ({
  after_minutes: hours * 60,
  break_minutes: minutes,
  percent: null,
  source,
});

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
  [firstHours, first, after, sunday, holiday]: [number, Triple, Triple, Triple | null, Triple | null],
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
