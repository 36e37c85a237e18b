import { z } from 'zod';

/** A calendar date as YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const requiredDate = (message: string, invalidMessage = 'Enter a valid date (YYYY-MM-DD).') =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isCalendarDate, { error: invalidMessage });

export const optionalDate = (invalidMessage = 'Enter a valid date (YYYY-MM-DD).') =>
  z
    .string({ error: invalidMessage })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDate(value), { error: invalidMessage });

/** Today's date in the given IANA timezone as YYYY-MM-DD. */
export function todayIn(timeZone = 'UTC', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
