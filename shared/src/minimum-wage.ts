/**
 * Australia's national minimum wage for award/agreement-free adult employees, as set each year by
 * the Fair Work Commission's annual wage review (Fair Work Act 2009 s 285), effective-dated: a row
 * applies from the first full pay period on or after `effective_from` until the next row. Amounts
 * are integer cents. Add the next review's row when its decision is handed down (early June).
 * Zod-free: the offer form shows the minimum before it is sent.
 */
export interface MinimumWageRow {
  /** The first day (YYYY-MM-DD) the rate applies. */
  effective_from: string;
  /** A full-time (38-hour) week, in cents. */
  weekly_cents: number;
  /** Per ordinary hour, in cents. */
  hourly_cents: number;
  /** The casual loading on the hourly rate for award/agreement-free casuals, percent. */
  casual_loading_percent: number;
  /** The decision that set it and where the figures were checked. */
  source: string;
}

export const NATIONAL_MINIMUM_WAGE: readonly MinimumWageRow[] = [
  {
    effective_from: '2023-07-01',
    weekly_cents: 88_280,
    hourly_cents: 2_323,
    casual_loading_percent: 25,
    source:
      'Fair Work Commission, Annual Wage Review 2022–23 decision of 2 June 2023 (https://www.fairwork.gov.au/newsroom/news/awr-2023)',
  },
  {
    effective_from: '2024-07-01',
    weekly_cents: 91_590,
    hourly_cents: 2_410,
    casual_loading_percent: 25,
    source:
      'Fair Work Commission, Annual Wage Review 2023–24 decision of 3 June 2024 (https://maguire.com.au/2024/06/03/annual-wage-review-decision-3-75-increase-to-nmw-and-award-wages)',
  },
  {
    effective_from: '2025-07-01',
    weekly_cents: 94_800,
    hourly_cents: 2_495,
    casual_loading_percent: 25,
    source:
      'Fair Work Commission, Annual Wage Review 2024–25 decision of 3 June 2025 (https://ablawyers.com.au/resources/articles-downloads/annual-wage-review-decision-2025)',
  },
  {
    effective_from: '2026-07-01',
    weekly_cents: 100_490,
    hourly_cents: 2_644,
    casual_loading_percent: 25,
    source:
      'Fair Work Commission, Annual Wage Review 2025–26 decision of 2 June 2026 (https://www.workplacelaw.com.au/posts/annual-wage-review-decision-2026)',
  },
];

/** Full-time ordinary hours under the National Employment Standards. */
export const FULL_TIME_HOURS = 38;
export const WEEKS_PER_YEAR = 52;

/** The row in effect on `date` (YYYY-MM-DD), or null before the first row on record. */
export function minimumWageOn(date: string, rows: readonly MinimumWageRow[] = NATIONAL_MINIMUM_WAGE) {
  let found: MinimumWageRow | null = null;
  for (const row of rows)
    if (row.effective_from <= date && (!found || row.effective_from > found.effective_from)) found = row;
  return found;
}

/** What the minimum is for an offer. */
export interface AnnualMinimum {
  /** Integer cents a year. */
  annual_cents: number;
  hours_per_week: number;
  casual: boolean;
  row: MinimumWageRow;
}

/**
 * The lowest annual salary the national minimum wage allows: a full-time week × 52, or pro rata
 * (hourly × hours × 52, plus the casual loading for casuals) for fewer hours. Null when no row is
 * on record for the date.
 */
export function annualMinimum(date: string, hoursPerWeek: number, casual: boolean): AnnualMinimum | null {
  const row = minimumWageOn(date);
  if (!row) return null;
  const weekly =
    !casual && hoursPerWeek >= FULL_TIME_HOURS
      ? Math.round((row.weekly_cents * hoursPerWeek) / FULL_TIME_HOURS)
      : Math.round(row.hourly_cents * hoursPerWeek * (casual ? 1 + row.casual_loading_percent / 100 : 1));
  return { annual_cents: weekly * WEEKS_PER_YEAR, hours_per_week: hoursPerWeek, casual, row };
}

/** Cents as en-AU dollars: 4929600 → "$49,296.00". */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
