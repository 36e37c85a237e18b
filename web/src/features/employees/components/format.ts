import { isCalendarDate } from '@wattle/shared/calendar';

export function fullName(person: { first_name: string; last_name: string } | null | undefined): string {
  if (!person) return '';
  return `${person.first_name} ${person.last_name}`.trim();
}

const dateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp in the browser's timezone, e.g. '21 Nov 2026, 3:04 pm'; unparsable values as they are. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/**
 * Whole time from a YYYY-MM-DD date to today: '2 years 3 months', '3 months', '12 days', 'Today'.
 * A future date reads 'Starts in 5 days'; a value that is not a date gives ''.
 */
export function timeSince(start: string, today: string): string {
  if (!isCalendarDate(start) || !isCalendarDate(today)) return '';
  if (start > today) return `Starts in ${plural(daysBetween(today, start), 'day')}`;
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < d1) months -= 1;
  if (months < 1) {
    const days = daysBetween(start, today);
    return days === 0 ? 'Today' : plural(days, 'day');
  }
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years ? plural(years, 'year') : '', rest ? plural(rest, 'month') : ''].filter(Boolean).join(' ');
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
