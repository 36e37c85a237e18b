import { isCalendarDate, todayIn } from '@wattle/shared/calendar';
import { useSelectedOrganization } from './selected-organization';

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

/** The browser's own IANA time zone ('UTC' when it does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Today as YYYY-MM-DD in the selected organization's time zone (the browser's while none is
 * selected): a date picker's or filter's "today" is the organization's day, as on the server.
 */
export function useOrganizationToday(): string {
  const { organization } = useSelectedOrganization();
  return todayIn(organization?.timezone || browserTimeZone());
}
