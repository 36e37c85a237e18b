import { addDays } from '@wattle/shared/calendar';
import type { ShiftItem } from '../rostering/roster-entities.ts';
import type { PrefillDay } from './clock-prefill.ts';
import { dayEntryErrors } from './timesheet-rules.ts';

/**
 * A new timesheet's days from the roster (issue 28 §2): the days of the period with no clock
 * record, filled from the employee's published shifts of those days (every department's, read with
 * rostering's `publishedShiftsOf`: one Query of its per-employee index). Drafts never prefill; a clock record of a day wins over its
 * shifts. A shift's day keeps its overnight end (it belongs to the day it starts, as an entry does);
 * a day whose shifts would overlap a neighbouring day's entries is left to be entered by hand.
 */
export function rosterPrefill(
  shifts: readonly Pick<ShiftItem, 'date' | 'start_time' | 'end_time' | 'break_minutes'>[],
  clock: { days: readonly PrefillDay[]; recordDates: ReadonlySet<string> },
): PrefillDay[] {
  const byDate = new Map<string, PrefillDay>();
  for (const shift of shifts) {
    if (clock.recordDates.has(shift.date)) continue;
    const day = byDate.get(shift.date) ?? { date: shift.date, source: 'roster' as const, entries: [] };
    day.entries.push({ start_time: shift.start_time, end_time: shift.end_time, break_minutes: shift.break_minutes });
    byDate.set(shift.date, day);
  }
  const entriesOn = new Map<string, PrefillDay['entries']>(clock.days.map((day) => [day.date, day.entries]));
  for (const day of byDate.values()) {
    day.entries.sort((a, b) => a.start_time.localeCompare(b.start_time));
    entriesOn.set(day.date, day.entries);
  }
  return [...byDate.values()].filter(
    (day) => !dayEntryErrors(day.entries, entriesOn.get(addDays(day.date, -1)), entriesOn.get(addDays(day.date, 1))),
  );
}
