import { addDays } from '@wattle/shared/calendar';
import { AU_STATE_LABELS, type AuState } from '@wattle/shared/work-pattern';
import { generatedHolidays } from '../leave/public-holidays.ts';

/**
 * The super guarantee's caps and due dates, as effective-dated data with their sources (never
 * constants in the arithmetic). A rule applies to payments whose pay date falls in [from, to].
 *
 * - Before Payday Super (pay dates to 30 June 2026) the maximum contribution base (MCB) is a
 *   quarterly limit on ordinary time earnings (Superannuation Guarantee (Administration) Act 1992
 *   s 15; $62,500 a quarter for 2025–26, ATO "Key super rates and thresholds"), and a quarter's
 *   super is due 28 days after the quarter ends (s 23; ATO "Super payment due dates").
 * - From 1 July 2026 (Treasury Laws Amendment (Payday Superannuation) Act 2025) the MCB is an
 *   annual limit on qualifying earnings: concessional contributions cap × 100 ÷ charge percentage,
 *   rounded down to the nearest $10 (ATO "Maximum contributions base", Payday Super pages):
 *   $32,500 × 100 ÷ 12 = $270,833 → $270,830 for 2026–27. Each payday's contribution is due
 *   within 7 business days of the payday; weekends and the public holidays of the employer's state
 *   or territory (payroll settings), with the national ones, are not business days. An employee's
 *   first qualifying payday with the employer is due within 20 business days (see
 *   NEW_EMPLOYEE_BUSINESS_DAYS).
 * - Earlier years (quarterly, for back-dated runs): $65,070 a quarter for 2024–25 and $62,270 for
 *   2023–24 (read from Rest's and SuperGuide's tables of the ATO's figures, not the ATO page: unverified).
 */
export interface SuperCapRule {
  from: string;
  to: string;
  period: 'quarter' | 'financial_year';
  maximum_contribution_base_cents: number;
  due: 'quarter_plus_28_days' | 'seven_business_days';
  source: string;
}

export const SUPER_CAP_RULES: readonly SuperCapRule[] = [
  {
    from: '2023-07-01',
    to: '2024-06-30',
    period: 'quarter',
    maximum_contribution_base_cents: 6_227_000,
    due: 'quarter_plus_28_days',
    source:
      'ATO, Key super rates and thresholds: maximum super contribution base 2023–24, $62,270 per quarter (unverified: read from Rest, rest.com.au "Maximum super contribution base", not the ATO page)',
  },
  {
    from: '2024-07-01',
    to: '2025-06-30',
    period: 'quarter',
    maximum_contribution_base_cents: 6_507_000,
    due: 'quarter_plus_28_days',
    source:
      'ATO, Key super rates and thresholds: maximum super contribution base 2024–25, $65,070 per quarter (unverified: read from Rest and SuperGuide, not the ATO page)',
  },
  {
    from: '2025-07-01',
    to: '2026-06-30',
    period: 'quarter',
    maximum_contribution_base_cents: 6_250_000,
    due: 'quarter_plus_28_days',
    source: 'ATO, Key super rates and thresholds: maximum super contribution base 2025–26, $62,500 per quarter',
  },
  {
    from: '2026-07-01',
    to: '2027-06-30',
    period: 'financial_year',
    maximum_contribution_base_cents: 27_083_000,
    due: 'seven_business_days',
    // The 2026–27 concessional cap ($32,500) could not be read at the ATO from here: the base is
    // marked unverified until an owner confirms it (ATO "Maximum contributions base").
    source:
      'ATO, Payday Super: Maximum contributions base (annual; $32,500 concessional cap × 100 ÷ 12, rounded down to $10) (unverified: the 2026–27 concessional cap was not confirmed at the ATO)',
  },
];

/** The rule for a pay date, or undefined when the product holds none (the payslip names it as a problem). */
export const superCapRuleOn = (payDate: string): SuperCapRule | undefined =>
  SUPER_CAP_RULES.find((rule) => rule.from <= payDate && payDate <= rule.to);

/** The first day of the cap period (quarter or financial year) holding `payDate`. */
export function capPeriodStart(rule: SuperCapRule, payDate: string): string {
  const year = Number(payDate.slice(0, 4));
  const month = Number(payDate.slice(5, 7));
  if (rule.period === 'financial_year') return `${month >= 7 ? year : year - 1}-07-01`;
  const first = month - ((month - 1) % 3);
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

/** The financial year (1 July to 30 June) a day falls in: its first and last days and its label "2026-27". */
export function financialYearOf(day: string): { start: string; end: string; label: string } {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return { start: `${first}-07-01`, end: `${first + 1}-06-30`, label: `${first}-${String(first + 1).slice(2)}` };
}

/**
 * An employee's first qualifying payday with the employer: the contribution is due within 20
 * business days after it, not 7 (Superannuation Guarantee (Administration) Act 1992 s 23 as amended
 * by the Treasury Laws Amendment (Payday Superannuation) Act 2025; "for new employees, make the first
 * SG payment within 20 business days from the day after their first wage payment": Queensland
 * Fruit & Vegetable Growers, qfvg.com.au "Pay Day Super", summarising the ATO). Unverified: the ATO
 * page itself could not be read from here, so the rule's scope (e.g. a change of fund, the other
 * case the ATO names) is not applied.
 */
export const NEW_EMPLOYEE_BUSINESS_DAYS = { days: 20, verified: false } as const;
export const PAYDAY_SUPER_BUSINESS_DAYS = 7;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * A whole-day public holiday nationally or in `state` (date-holidays; a part-day one, such as
 * Christmas Eve from 19:00 in SA and NT, leaves the day a business day).
 */
function isPublicHoliday(day: string, state: AuState | null): boolean {
  const year = Number(day.slice(0, 4));
  const whole = (holiday: { date: string; from_time?: string }) =>
    holiday.date === day && holiday.from_time === undefined;
  return generatedHolidays(null, year).some(whole) || (state !== null && generatedHolidays(state, year).some(whole));
}

/** Not a Saturday, Sunday or public holiday (national, and the state's when one is given). */
export const isBusinessDay = (day: string, state: AuState | null = null): boolean =>
  weekday(day) !== 0 && weekday(day) !== 6 && !isPublicHoliday(day, state);

/** What a payslip's due date depends on besides its pay date. */
export interface SuperDueOptions {
  /** The employer's state or territory (payroll settings); null: national holidays only. */
  state?: AuState | null;
  /** The employee's first qualifying payday with the employer (20 business days under Payday Super). */
  firstPayday?: boolean;
}

/** A due date and the words saying how it was counted (shown beside it). */
export interface SuperDue {
  date: string;
  note: string;
}

const addBusinessDays = (from: string, count: number, state: AuState | null) => {
  let day = from;
  for (let counted = 0; counted < count; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, state)) counted += 1;
  }
  return day;
};

/** When the super of a payment made on `payDate` must reach the fund under `rule`, and how that was counted. */
export function superDue(rule: SuperCapRule, payDate: string, options: SuperDueOptions = {}): SuperDue {
  if (rule.due === 'seven_business_days') {
    const state = options.state ?? null;
    const days = options.firstPayday ? NEW_EMPLOYEE_BUSINESS_DAYS.days : PAYDAY_SUPER_BUSINESS_DAYS;
    const holidays = state
      ? `counting ${AU_STATE_LABELS[state]} and national public holidays`
      : "counting national public holidays only: set the employer's state in payroll settings";
    const first = options.firstPayday ? ": the employee's first qualifying payday (unverified)" : '';
    return {
      date: addBusinessDays(payDate, days, state),
      note: `${days} business days after payday${first}, ${holidays}`,
    };
  }
  const year = Number(payDate.slice(0, 4));
  const month = Number(payDate.slice(5, 7));
  const quarterEndMonth = month - ((month - 1) % 3) + 2;
  const dueMonth = quarterEndMonth + 1;
  const date = dueMonth > 12 ? `${year + 1}-01-28` : `${year}-${String(dueMonth).padStart(2, '0')}-28`;
  return { date, note: '28 days after the quarter ends' };
}

/** The due date alone (superDue). */
export const superDueDate = (rule: SuperCapRule, payDate: string, options: SuperDueOptions = {}): string =>
  superDue(rule, payDate, options).date;
