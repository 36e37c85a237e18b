/** Date helpers without zod: the web app imports them without pulling zod into its chunks. */

/** A calendar date as YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/**
 * A YYYY-MM-DD day as messages and history show it: "5 Dec 2026". The format is built on first use:
 * an Intl format made at module load costs every Lambda's cold start (issue 26).
 */
export function showDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** One formatter per time zone: creating one per call is slow (~0.1 ms, and every row of an import asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the given IANA timezone as YYYY-MM-DD. */
export function todayIn(timeZone = 'UTC', now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`: an event's date in the organization's zone. */
export function dayIn(timeZone: string, instant: Date | string): string {
  return todayIn(timeZone, typeof instant === 'string' ? new Date(instant) : instant);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar day (YYYY-MM-DD, already the organization's day) as en-AU text: "2026-07-01" →
 * "1 July 2026". Read from the digits, never through Date or Intl, so no time zone can move it to
 * the day before; text that is no such date is answered as it is.
 */
export function formatLongDate(day: string): string {
  if (!isCalendarDate(day)) return day;
  return `${Number(day.slice(8, 10))} ${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** Two calendar days as en-AU text: "2026-11-02", "2026-11-15" → "2 November 2026 to 15 November 2026". */
export function formatDayRange(start: string, end: string): string {
  return start === end ? formatLongDate(start) : `${formatLongDate(start)} to ${formatLongDate(end)}`;
}

/** A YYYY-MM-DD date moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * The instants (ISO UTC) that bound whole days in `timeZone`, inclusive: from the start of `start`
 * to the last millisecond of `end`. Each bound is undefined when its day is.
 */
export function dayRangeIn(timeZone: string, start?: string, end?: string): { from?: string; to?: string } {
  return {
    ...(start ? { from: zonedToUtc(`${start}T00:00`, timeZone).toISOString() } : {}),
    ...(end ? { to: new Date(zonedToUtc(`${addDays(end, 1)}T00:00`, timeZone).getTime() - 1).toISOString() } : {}),
  };
}

/** Offset of `timeZone` from UTC at the instant `utcMillis`, in milliseconds. */
function zoneOffset(utcMillis: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMillis))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(utcMillis / 1000) * 1000;
}

/** A wall-clock time `YYYY-MM-DDTHH:mm` in `timeZone` as a UTC Date (DST-aware). */
export function zonedToUtc(local: string, timeZone: string): Date {
  const [datePart = '', timePart = '00:00'] = local.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hour, minute] = timePart.split(':').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  let utc = guess - zoneOffset(guess, timeZone);
  // A second pass settles times next to a daylight-saving change.
  utc = guess - zoneOffset(utc, timeZone);
  return new Date(utc);
}

/** A UTC instant as wall-clock `YYYY-MM-DDTHH:mm` in `timeZone`. */
export function utcToZoned(instant: Date | string, timeZone: string): string {
  const millis = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const local = new Date(millis + zoneOffset(millis, timeZone));
  return local.toISOString().slice(0, 16);
}
