/**
 * Month and wall-clock helpers for the calendar. Everything here works on the organization's local
 * date and time as text ('YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm') read in UTC, so neither the
 * browser's timezone nor daylight saving can move an interview to another day.
 */

const pad = (value: number) => String(value).padStart(2, '0');

function parts(month: string): [number, number] {
  const [year = '1970', monthNumber = '1'] = month.split('-');
  return [Number(year), Number(monthNumber)];
}

/** '2026-05' → '2026-06' with delta 1. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = parts(month);
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = parts(month);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The month's first and last dates, inclusive, for the interview list query. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${pad(daysInMonth(month))}` };
}

const titleFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-05' → 'May 2026'. */
export function monthTitle(month: string): string {
  return titleFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The month's days as weeks starting on Monday (as calendars in Australia do): each cell a date, or
 * null for the padding before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const formats = {
  /** 9:30 am */
  time: new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  /** Thu 21 May, 9:30 am */
  short: new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }),
  /** Thursday 21 May 2026 at 9:30 am */
  long: new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }),
  /** Thursday 21 May */
  day: new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** A local 'YYYY-MM-DDTHH:mm' (or a 'YYYY-MM-DD' day) as text, exactly as written: no timezone shift. */
export function formatLocal(local: string, style: keyof typeof formats): string {
  const value = local.length === 10 ? `${local}T00:00` : local;
  const date = new Date(`${value}:00Z`);
  if (Number.isNaN(date.getTime())) return local;
  return formats[style].format(date);
}

/** 'Australia/Sydney' → 'Australia/Sydney time'; shown next to times so nobody reads them as their own. */
export function zoneLabel(timeZone: string): string {
  return `${timeZone.replaceAll('_', ' ')} time`;
}
