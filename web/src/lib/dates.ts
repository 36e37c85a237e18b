import { isCalendarDate } from '@wattle/shared/calendar';

const LOCALE = 'en-AU';
const formats = {
  /** 21 November 2026 */
  long: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  /** 21 Nov 2026 */
  medium: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** A YYYY-MM-DD date in the en-AU style; a value that is not such a date is shown as it is. */
export function formatDate(value: string, style: keyof typeof formats = 'long'): string {
  if (!isCalendarDate(value)) return value;
  // Read and written in UTC, so the day never shifts with the browser's timezone.
  return formats[style].format(new Date(`${value}T00:00:00Z`));
}

/** Today in the browser's own timezone, as YYYY-MM-DD. */
export function todayLocal(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
