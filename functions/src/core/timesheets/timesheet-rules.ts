import { addDays } from '@wattle/shared/calendar';
import { entrySpanMinutes, minutesOfClock } from '@wattle/shared/timesheets';
import type { FieldErrors } from '@wattle/shared/validation';

/**
 * The rules of a timesheet day that need more than its own payload (pure): entries that overlap
 * one another or the night shift of the day before (or after), more than 24 hours worked, a date
 * outside the period or outside employment. Each answers the field the entry grid shows it on.
 */

export const TIMESHEET_MESSAGES = {
  overlap: 'Entries on a day cannot overlap.',
  overlapBefore: 'This overlaps the night shift of the day before.',
  overlapAfter: 'This runs into an entry of the next day.',
  tooLong: 'At most 24 hours can be worked in a day.',
  outsidePeriod: 'The date is outside this timesheet’s period.',
  beforeJoining: 'The date is before the employee’s start date.',
  afterLeaving: 'The date is after the employee’s last working day.',
  locked: 'This period was paid in a finalised pay run; record a change as an adjustment.',
  exists: 'A timesheet for this period already exists.',
  notLocked: 'Only a period paid in a finalised pay run is corrected by an adjustment: change this timesheet itself.',
  periodStart: 'Choose the first day of one of the employee’s pay periods.',
  mondayStart: 'Choose a Monday: the employee’s pay is not set up, so a timesheet is a Monday week.',
  notDraft: 'Only a draft or rejected timesheet can be submitted.',
  notSubmitted: 'Only a submitted timesheet can be approved or rejected.',
  ownTimesheet: 'You cannot approve or reject your own timesheet.',
  commentRequired: 'Say why it is rejected.',
  notInReach: 'Not a timesheet you can approve.',
  notFound: 'Timesheet not found.',
} as const;

export interface EntryTimes {
  start_time: string;
  end_time: string;
  break_minutes: number;
}

/** Minutes worked in an entry (its span less its unpaid break). */
export const entryWorkedMinutes = (entry: EntryTimes): number =>
  entrySpanMinutes(entry.start_time, entry.end_time) - entry.break_minutes;

export const dayWorkedMinutes = (entries: readonly EntryTimes[]): number =>
  entries.reduce((sum, entry) => sum + entryWorkedMinutes(entry), 0);

/** An entry as minutes from the start of its day: [from, to), `to` past 1440 for a night shift. */
const interval = (entry: EntryTimes) => {
  const from = minutesOfClock(entry.start_time);
  return { from, to: from + entrySpanMinutes(entry.start_time, entry.end_time) };
};

/**
 * Field errors of a day's entries against one another and the neighbouring days' entries (a night
 * shift belongs to the day it starts; its hours after midnight must not meet the next day's
 * entries), or null.
 */
export function dayEntryErrors(
  entries: readonly EntryTimes[],
  before: readonly EntryTimes[] = [],
  after: readonly EntryTimes[] = [],
): FieldErrors | null {
  const errors: FieldErrors = {};
  const spans = entries.map(interval);
  const order = spans.map((span, index) => ({ ...span, index })).sort((a, b) => a.from - b.from || a.to - b.to);
  for (let i = 1; i < order.length; i += 1) {
    const current = order[i] as (typeof order)[number];
    const earlier = order.slice(0, i);
    if (earlier.some((span) => span.to > current.from))
      errors[`entries.${current.index}.start_time`] = [TIMESHEET_MESSAGES.overlap];
  }
  const spill = Math.max(0, ...before.map((entry) => interval(entry).to - 24 * 60));
  spans.forEach((span, index) => {
    if (span.from < spill) errors[`entries.${index}.start_time`] ??= [TIMESHEET_MESSAGES.overlapBefore];
  });
  const nextStart = Math.min(...after.map((entry) => interval(entry).from + 24 * 60));
  spans.forEach((span, index) => {
    if (span.to > nextStart) errors[`entries.${index}.end_time`] ??= [TIMESHEET_MESSAGES.overlapAfter];
  });
  if (dayWorkedMinutes(entries) > 24 * 60) errors.entries = [TIMESHEET_MESSAGES.tooLong];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Why `date` cannot hold entries on this timesheet (outside its period or the employment), or null. */
export function dateProblem(
  date: string,
  period: { period_start: string; period_end: string },
  employment: { joining_date: string; last_working_day: string | null },
): string | null {
  if (date < period.period_start || date > period.period_end) return TIMESHEET_MESSAGES.outsidePeriod;
  if (date < employment.joining_date) return TIMESHEET_MESSAGES.beforeJoining;
  if (employment.last_working_day && date > employment.last_working_day) return TIMESHEET_MESSAGES.afterLeaving;
  return null;
}

/** Every day of a period, first to last. */
export function periodDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
