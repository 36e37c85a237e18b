import type { TimesheetStatus } from '@wattle/shared/timesheet-constants';
import { entrySpanMinutes } from '@wattle/shared/timesheets';
import type { BadgeTone } from '@/components/ui/badge';

/** Minutes as hours and minutes, "7:30" (h:mm). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const weekday = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day with its weekday, en-AU: "Mon 30 Nov" (the same in every engine: some put a comma after the weekday). */
export const formatDay = (day: string): string =>
  weekday
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** `day` moved by `days` (YYYY-MM-DD, calendar arithmetic in UTC so no zone shifts it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday on or before `day` (a week's period without a pay schedule). */
export function mondayOf(day: string): string {
  const weekdayIndex = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekdayIndex);
}

/** What an entry being typed counts: its span less its break, 0 until both times are complete. */
export function draftMinutes(entry: { start_time: string; end_time: string; break_minutes: string }): number {
  if (!/^\d\d:\d\d$/.test(entry.start_time) || !/^\d\d:\d\d$/.test(entry.end_time)) return 0;
  if (entry.start_time === entry.end_time) return 0;
  const breakMinutes = Number(entry.break_minutes) || 0;
  return Math.max(0, entrySpanMinutes(entry.start_time, entry.end_time) - breakMinutes);
}

export const STATUS_TONES: Record<TimesheetStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

const medium = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const mediumOf = (day: string) => medium.format(new Date(`${day}T00:00:00Z`));

/** A period, "30 Nov 2026 – 6 Dec 2026". */
export const periodText = (start: string, end: string): string => `${mediumOf(start)} – ${mediumOf(end)}`;
