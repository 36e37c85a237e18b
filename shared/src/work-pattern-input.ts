import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { AU_STATES, hoursToHundredths, WEEKDAYS } from './work-pattern.ts';

/*
 * The work pattern fields of the employee form and API (composed into employeeInput). Every field
 * may be left out: a create takes the defaults (defaultWorkPattern), an update keeps the pattern in
 * force on the change's day. `work_pattern_effective_from` is the day a change applies from.
 */

export const WORK_PATTERN_MESSAGES = {
  state: `Work State must be one of ${AU_STATES.join(', ')}.`,
  hours: 'Ordinary Hours per Week must be a number of hours, to 2 decimal places.',
  hoursRange: 'Ordinary Hours per Week must be more than 0 and at most 168.',
  workDays: 'Choose at least one work day.',
  workDay: 'Work days must be days of the week (mon to sun).',
  shiftworker: 'Shiftworker must be yes or no.',
  startTime: 'Start Time must be a time of day (HH:MM).',
  effectiveFrom: 'Enter a valid date (YYYY-MM-DD).',
  beforeJoining: 'The work pattern cannot change before the joining date.',
} as const;

export const MAX_HOURS_PER_WEEK = 168;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "38", "22.8", "7.25": hundredths without trailing zeros. */
export function canonicalHours(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

const stateField = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(AU_STATES, { error: WORK_PATTERN_MESSAGES.state }).nullable().optional(),
  );

const hoursField = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === '' || value === null ? undefined : value),
    z
      .string({ error: WORK_PATTERN_MESSAGES.hours })
      .trim()
      .transform((value, context) => {
        const hundredths = hoursToHundredths(value);
        if (hundredths === null) {
          context.addIssue({ code: 'custom', message: WORK_PATTERN_MESSAGES.hours });
          return z.NEVER;
        }
        if (hundredths <= 0 || hundredths > MAX_HOURS_PER_WEEK * 100) {
          context.addIssue({ code: 'custom', message: WORK_PATTERN_MESSAGES.hoursRange });
          return z.NEVER;
        }
        return canonicalHours(hundredths);
      })
      .optional(),
  );

const workDaysField = () =>
  z.preprocess(
    // A form post sends "mon,wed,fri"; JSON an array.
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value === null ? undefined : value),
    z
      .array(z.enum(WEEKDAYS, { error: WORK_PATTERN_MESSAGES.workDay }), { error: WORK_PATTERN_MESSAGES.workDays })
      .min(1, { error: WORK_PATTERN_MESSAGES.workDays })
      .max(WEEKDAYS.length, { error: WORK_PATTERN_MESSAGES.workDay })
      .refine((days) => new Set(days).size === days.length, { error: WORK_PATTERN_MESSAGES.workDay })
      // Stored Monday first whatever order they came in.
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day)))
      .optional(),
  );

const shiftworkerField = () =>
  z.preprocess(
    (value) =>
      value === 'true' || value === 'on' ? true : value === 'false' ? false : value === null ? undefined : value,
    z.boolean({ error: WORK_PATTERN_MESSAGES.shiftworker }).optional(),
  );

const startTimeField = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: WORK_PATTERN_MESSAGES.startTime })
      .trim()
      .regex(TIME_PATTERN, { error: WORK_PATTERN_MESSAGES.startTime })
      .optional(),
  );

const effectiveFromField = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: WORK_PATTERN_MESSAGES.effectiveFrom })
      .trim()
      .refine(isCalendarDate, { error: WORK_PATTERN_MESSAGES.effectiveFrom })
      .optional(),
  );

/** The shape to spread into an object schema (called inside its z.lazy). */
export const workPatternInputShape = () => ({
  state: stateField(),
  ordinary_hours_per_week: hoursField(),
  work_days: workDaysField(),
  shiftworker: shiftworkerField(),
  start_time: startTimeField(),
  work_pattern_effective_from: effectiveFromField(),
});
