import { addDays } from '@wattle/shared/calendar';
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
 *   within 7 business days of the payday (weekends and national public holidays are not business
 *   days).
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
    source:
      'ATO, Payday Super: Maximum contributions base (annual; $32,500 concessional cap × 100 ÷ 12, rounded down to $10)',
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

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A whole-day national public holiday (date-holidays, AU without a state). */
function isNationalHoliday(day: string): boolean {
  return generatedHolidays(null, Number(day.slice(0, 4))).some(
    (holiday) => holiday.date === day && holiday.from_time === undefined,
  );
}

export const isBusinessDay = (day: string): boolean =>
  weekday(day) !== 0 && weekday(day) !== 6 && !isNationalHoliday(day);

/** When the super of a payment made on `payDate` must reach the fund under `rule`. */
export function superDueDate(rule: SuperCapRule, payDate: string): string {
  if (rule.due === 'seven_business_days') {
    let day = payDate;
    for (let counted = 0; counted < 7; ) {
      day = addDays(day, 1);
      if (isBusinessDay(day)) counted += 1;
    }
    return day;
  }
  const year = Number(payDate.slice(0, 4));
  const month = Number(payDate.slice(5, 7));
  const quarterEndMonth = month - ((month - 1) % 3) + 2;
  const dueMonth = quarterEndMonth + 1;
  return dueMonth > 12 ? `${year + 1}-01-28` : `${year}-${String(dueMonth).padStart(2, '0')}-28`;
}
