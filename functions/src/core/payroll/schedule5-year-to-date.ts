import type { PayFrequency } from '@wattle/shared/payroll-constants';
import { YTD_AMOUNT_FIELDS } from '@wattle/shared/ytd-brought-in';
import { type NormalEarningsToDate, normalEarningsOf } from './additional-payments.ts';
import type { PayslipItem } from './pay-run-entities.ts';
import type { YtdRecord } from './pay-run-store.ts';
import type { RunYearToDate } from './run-year-to-date.ts';
import type { PriorPeriod } from './schedule5-method-b1.ts';
import { financialYearOf } from './super-rules.ts';
import type { BroughtInAmounts } from './ytd-brought-in-math.ts';

/**
 * Schedule 5 Method B(ii)'s "average total earnings" over the whole financial year: "the sum of all
 * normal earnings paid in the current financial year, including current pay … divide the total
 * earnings by the number of pay periods to date (including the current pay period)" (Schedule 5,
 * Terms we use,
 * https://www.ato.gov.au/Rates/PAYG-withholding-2013-14/Schedule-30---Tax-table-for-back-payments,-commissions,-bonuses-and-similar-payments/?page=3).
 *
 * The year's earnings are the year-to-date record's gross (every payslip posted in the year, as
 * payslips and STP show it) less what posting counted as not normal (`schedule5_other_cents`:
 * bonuses, commissions and back pay withheld by Schedule 5, termination payments and pre-tax
 * deductions, kept from the payslips posted since it was added: a payslip posted before then counts
 * whole), plus the figures brought in from a previous payroll (salary and wages, overtime, paid leave
 * and allowances, less salary sacrifice; bonuses and commissions are additional payments, out).
 * The pay periods to date are the schedule's periods from 1 July, or the employee's start when later,
 * to this period's end (this one included, so the average does not depend on how many payslips
 * were posted here or brought in).
 */

/** What a posted payslip adds to the year's earnings that is not normal earnings (posting keeps the sum). */
export const notNormalOf = (slip: Pick<PayslipItem, 'gross_cents' | 'lines'>): number =>
  Math.max(0, slip.gross_cents - normalEarningsOf(slip.lines));

/** Normal earnings among the figures brought in from a previous payroll. */
export function broughtInNormal(amounts: BroughtInAmounts | undefined): number {
  if (!amounts) return 0;
  let cents = 0;
  for (const field of YTD_AMOUNT_FIELDS) {
    const value = amounts[field.key] ?? 0;
    if (field.group === 'gross' || field.group === 'overtime' || field.group === 'paid_leave') cents += value;
    else if (field.group === 'allowance') cents += value;
    else if (field.group === 'salary_sacrifice') cents -= value;
  }
  return Math.max(0, cents);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The schedule's pay periods from `from` to `periodEnd`, both inside: the current one included. */
export function payPeriodsThrough(frequency: PayFrequency, from: string, periodEnd: string): number {
  if (periodEnd < from) return 1;
  if (frequency === 'monthly') {
    const months = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    return months(periodEnd) - months(from) + 1;
  }
  const length = frequency === 'weekly' ? 7 : 14;
  return Math.ceil((dayNumber(periodEnd) - dayNumber(from) + 1) / length);
}

/**
 * Method B(ii)'s year before this payslip: normal earnings and pay periods (the calculation adds this
 * period's), and Method B(i)'s earlier periods when read (schedule5-prior-periods.ts).
 */
export function normalEarningsToDate(
  ytd:
    | (Pick<RunYearToDate, 'broughtIn'> & {
        record: Pick<YtdRecord, 'gross_cents' | 'schedule5_other_cents'> | undefined;
      })
    | undefined,
  run: { frequency: PayFrequency; pay_date: string; period_end: string },
  joiningDate: string | undefined,
  priorPeriods?: readonly PriorPeriod[],
): NormalEarningsToDate {
  const yearStart = financialYearOf(run.pay_date).start;
  const from = joiningDate && joiningDate > yearStart ? joiningDate : yearStart;
  const posted = Math.max(0, (ytd?.record?.gross_cents ?? 0) - (ytd?.record?.schedule5_other_cents ?? 0));
  return {
    normal_cents: posted + broughtInNormal(ytd?.broughtIn),
    periods: Math.max(0, payPeriodsThrough(run.frequency, from, run.period_end) - 1),
    ...(priorPeriods ? { prior_periods: priorPeriods } : {}),
  };
}
