/** Days and times for the interpreter, in whole numbers: days since 1970-01-01, minutes since midnight. */
import type { Weekday } from './model.ts';
import { WEEKDAYS } from './model.ts';

export const MINUTES_PER_DAY = 1440;

/** Parsed clock times: at most the 1,441 valid ones, read in the interpreter's inner loop. */
const clocks = new Map<string, number>();

/** "HH:MM" (00:00–24:00) → minutes since midnight; throws on anything else. */
export function parseClock(text: string): number {
  const known = clocks.get(text);
  if (known !== undefined) return known;
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!match || Number(match[2]) > 59 || !(minutes <= MINUTES_PER_DAY)) throw new RangeError(`Not a time: ${text}`);
  clocks.set(text, minutes);
  return minutes;
}

/** Minutes since midnight → "HH:MM" (1440 → "24:00"). */
export function formatClock(minutes: number): string {
  return `${String(Math.trunc(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "2026-12-05" → days since 1970-01-01. */
export function dayNumber(date: string): number {
  const time = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(time)) throw new RangeError(`Not a date: ${date}`);
  return time / 86_400_000;
}

/** Days since 1970-01-01 → "YYYY-MM-DD". */
export const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** 1970-01-01 was a Thursday (index 3, Monday = 0). */
export const weekdayOf = (day: number): Weekday => WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;

/** Whole years from `birth` to `on` (both YYYY-MM-DD): the age on that day. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}
