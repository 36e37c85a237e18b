import type { AuState } from '@wattle/shared/work-pattern';
import type { HolidayCorrectionItem } from '../leave/public-holiday-entity.ts';
import { generatedHolidays, mergeHolidays } from '../leave/public-holidays.ts';

/**
 * The full-day public holiday (its name) on `date` for each of `states`, as the organization keeps
 * its holidays (`corrections`: one Query, read by the caller). A part-day holiday (an SA or NT
 * evening) leaves the working day as it is. `null`: national holidays only (no state entered).
 */
export function fullDayHolidaysOn(
  corrections: readonly HolidayCorrectionItem[],
  date: string,
  states: ReadonlySet<AuState | null>,
): Map<AuState | null, string> {
  const year = Number(date.slice(0, 4));
  const found = new Map<AuState | null, string>();
  for (const state of states) {
    const holiday = mergeHolidays(generatedHolidays(state, year), corrections, state, date, date).find(
      (day) => !day.from_time,
    );
    if (holiday) found.set(state, holiday.name);
  }
  return found;
}
