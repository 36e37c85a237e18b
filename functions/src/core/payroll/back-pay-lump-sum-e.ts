import { financialYearLabelOf } from '@wattle/shared/stp-events';
import type { CalculatedLine } from './payslip-types.ts';

/**
 * Back pay reported as **Lump Sum E** (issue 30 §2). ATO, "Back payment reporting" (published
 * 9 June 2025,
 * https://www.ato.gov.au/tax-rates-and-codes/schedule-5-tax-table-for-back-payments-commissions-bonuses-and-similar-payments/back-payment-reporting)
 * and STP Phase 2 employer reporting guidelines, "Reporting back payments"
 * (https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll/in-detail/single-touch-payroll-phase-2-employer-reporting-guidelines/reporting-the-amounts-you-have-paid/reporting-back-payments):
 * "Lump sum E is an amount of back payment of remuneration that accrued, or was payable, more than
 * 12 months before the date of payment"; "Prior to 1 July 2025, you must report a back payment as
 * Lump sum E if the amount was equal to or greater than the lump sum E threshold amount of $1,200.
 * Post 1 July 2025, the $1,200 threshold no longer applies"; "You must report lump sum E
 * year-to-date (YTD) amounts by specifying each prior financial year to which the amount relates";
 * a back payment that is not Lump Sum E is reported as its own payment type (gross, allowances,
 * overtime). Withholding stays Schedule 5's ("To work out how much to withhold on a back payment,
 * you should continue to refer to the tax table for back payments", ATO small business newsroom,
 * "The way you treat and report back payments is changing").
 *
 * A back pay line says the days it accrued over (one financial year a line: the line's form refuses
 * two); a back pay line of an adjustment run without them accrued over the run's period (the period
 * it corrects).
 */

/** From this pay date the $1,200 threshold no longer applies. */
export const LUMP_SUM_E_THRESHOLD_ENDS = '2025-07-01';
/** The threshold before then: $1,200. */
export const LUMP_SUM_E_THRESHOLD_CENTS = 120_000;

/** The day 12 months before `day` (29 February → 28 February). */
export function twelveMonthsBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

const noteOf = (year: string) => ` (Lump Sum E, ${year.replace('-', '–')})`;

/**
 * The lines with each back pay that is Lump Sum E on `payDate` marked with the financial year it
 * accrued in (`lump_sum_e_year`, and the words on its description); a line no longer so loses both.
 * `runPeriod`: an adjustment run's period, the accrual of its back pay lines that name none.
 */
export function markLumpSumE(
  lines: readonly CalculatedLine[],
  payDate: string,
  runPeriod?: { start: string; end: string },
): CalculatedLine[] {
  const cutoff = twelveMonthsBefore(payDate);
  const accrualOf = (line: CalculatedLine) =>
    line.kind !== 'back_pay'
      ? undefined
      : (line.accrued_to ?? (line.source === 'recurring' ? undefined : runPeriod?.end));
  const qualifies = lines.filter((line) => {
    const to = accrualOf(line);
    return to !== undefined && to < cutoff && line.amount_cents > 0;
  });
  const total = qualifies.reduce((sum, line) => sum + line.amount_cents, 0);
  const belowThreshold = payDate < LUMP_SUM_E_THRESHOLD_ENDS && total < LUMP_SUM_E_THRESHOLD_CENTS;
  const lumpSumE = new Set(belowThreshold ? [] : qualifies);
  return lines.map((line) => {
    const { lump_sum_e_year: before, ...rest } = line;
    const plain = before ? { ...rest, description: rest.description.replace(noteOf(before), '') } : rest;
    if (!lumpSumE.has(line)) return before ? plain : line;
    const year = financialYearLabelOf(accrualOf(line) as string);
    return { ...plain, lump_sum_e_year: year, description: `${plain.description}${noteOf(year)}` };
  });
}
