import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { SCHEDULE5_KINDS, SCHEDULE5_METHODS, SCHEDULE5_PERIOD_KINDS } from './payroll-constants.ts';

/**
 * A bonus, commission or back pay's ATO Schedule 5 fields (issue 30 §2), on a pay item and on a
 * line added in review: the method (A, the default; B1 for Method B(i), a back pay accrued in
 * earlier periods of the pay date's financial year; B2 for Method B(ii)); the pay periods a
 * bonus or commission of a defined period relates to (Method A's step 3); the days a back pay
 * accrued over — within one financial year, so one accrued more than 12 months before it is paid
 * is reported as Lump Sum E of that year.
 */

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const day = () => z.string().trim().refine(isCalendarDate, { error: DATE_MESSAGE });

export const schedule5Shape = () => ({
  schedule5_method: z
    .enum(SCHEDULE5_METHODS, {
      error: 'Choose Schedule 5 Method A, B1 (Method B(i)) or B2 (Method B(ii)).',
    })
    .nullish(),
  schedule5_periods: z
    .number({ error: 'Enter the pay periods the payment relates to, a whole number from 1 to 52.' })
    .int({ error: 'Enter the pay periods the payment relates to, a whole number from 1 to 52.' })
    .min(1, { error: 'Enter the pay periods the payment relates to, a whole number from 1 to 52.' })
    .max(52, { error: 'Enter the pay periods the payment relates to, a whole number from 1 to 52.' })
    .nullish(),
  accrued_from: day().nullish(),
  accrued_to: day().nullish(),
});

/** The financial year (from 1 July) of a day, as its first day. */
const yearStartOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  return `${date.slice(5) >= '07-01' ? year : year - 1}-07-01`;
};

/** Checks the fields against the line's kind (added to the line's own refinement). */
export function checkSchedule5(
  value: {
    kind: string;
    schedule5_method?: string | null;
    schedule5_periods?: number | null;
    accrued_from?: string | null;
    accrued_to?: string | null;
  },
  issue: (path: string, message: string) => void,
): void {
  if (value.schedule5_method && !SCHEDULE5_KINDS.includes(value.kind))
    issue('schedule5_method', 'Only a bonus, commission or back pay is withheld by Schedule 5.');
  else if (value.schedule5_method === 'B1' && value.kind !== 'back_pay')
    issue('schedule5_method', 'Method B(i) is for back pay of earlier pay periods: choose Method A or B(ii).');
  if (value.schedule5_periods != null && !SCHEDULE5_PERIOD_KINDS.includes(value.kind))
    issue('schedule5_periods', 'Only a bonus or commission relates to a number of pay periods.');
  const accrual = value.accrued_from != null || value.accrued_to != null;
  if (value.schedule5_method === 'B1' && value.kind === 'back_pay' && !accrual)
    issue('accrued_from', 'Method B(i) works back pay over the periods it accrued in: enter the accrual period.');
  if (!accrual) return;
  if (value.kind !== 'back_pay') issue('accrued_to', 'Only back pay has an accrual period.');
  else if (value.accrued_from == null || value.accrued_to == null)
    issue(value.accrued_from == null ? 'accrued_from' : 'accrued_to', 'Enter both days of the accrual period.');
  else if (value.accrued_to < value.accrued_from)
    issue('accrued_to', 'The accrual period cannot end before it starts.');
  else if (yearStartOf(value.accrued_from) !== yearStartOf(value.accrued_to))
    issue('accrued_to', 'Back pay accrued over two financial years is two lines: enter one for each year.');
}
