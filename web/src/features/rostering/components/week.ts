import { addDays } from '@wattle/shared/calendar';

export { addDays };

/** The Monday on or before `day` (YYYY-MM-DD): a roster week runs Monday to Sunday. */
export function mondayOf(day: string): string {
  const weekdayIndex = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekdayIndex);
}

/** The `count` days from `start`, in order. */
export const daysFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(start, index));

const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longWeekday = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const medium = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const partsOf = (format: Intl.DateTimeFormat, day: string) =>
  format
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/**
 * A day's text in `format`, each day formatted once: formatToParts is slow, and the grid names every
 * cell's day (a scrolled roster mounts a week of cells a row, each frame).
 */
function rememberedParts(format: Intl.DateTimeFormat): (day: string) => string {
  const texts = new Map<string, string>();
  return (day) => {
    let text = texts.get(day);
    if (text === undefined) {
      text = partsOf(format, day);
      texts.set(day, text);
    }
    return text;
  };
}

/** "Mon 30 Nov" (en-AU; the same in every engine, some of which put a comma after the weekday). */
export const dayHeading: (day: string) => string = rememberedParts(weekday);

/** "Monday 30 November", for a screen reader's name of a cell or a phone's day. */
export const dayName: (day: string) => string = rememberedParts(longWeekday);

/** "30 Nov 2026 – 6 Dec 2026". */
export const rangeText = (from: string, to: string): string =>
  `${medium.format(new Date(`${from}T00:00:00Z`))} – ${medium.format(new Date(`${to}T00:00:00Z`))}`;

/** A 24-hour "HH:MM" as en-AU shows a time: "9:00 am", "12:30 pm", "12:00 am". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A shift's times, "9:00 am – 5:00 pm". */
export const shiftTimes = (start: string, end: string): string => `${clockText(start)} – ${clockText(end)}`;

/** Minutes as hours, "7.5h" or "38h" (shown only; nothing is computed from the text). */
export function hoursText(minutes: number): string {
  const tenths = Math.round(minutes / 6);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}h`;
}

/** Minutes past midnight of "HH:MM". */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A shift's span in minutes (an end at or before its start is the next day's), before its break. */
export const spanMinutes = (start: string, end: string): number => {
  const from = minutesOf(start);
  let to = minutesOf(end);
  if (to <= from) to += 24 * 60;
  return to - from;
};
