import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { requiredText } from './validation.ts';
import { AU_STATES, type AuState } from './work-pattern.ts';

/*
 * Public holidays (issue 16 §5): national and state holidays generated from date-holidays (AU and
 * its states, type "public"), merged with the organization's own corrections: a day added (for
 * one, several or all states), a generated day removed, a generated day corrected (name, date or
 * evening start). The page imports this lazily; nothing the app shell loads imports it.
 */

export type HolidaySource = 'generated' | 'organization';

export interface PublicHoliday {
  /** The holiday's key: a generated day keeps its original key when corrected ("20261225-christmas-day"). */
  id: string;
  date: string;
  name: string;
  /** A part-day holiday's start ("19:00": Christmas Eve and New Year's Eve evenings in SA and NT). */
  from_time?: string;
  to_time?: string;
  source: HolidaySource;
  /** A generated day the organization corrected, with what date-holidays had. */
  corrected?: { date: string; name: string };
  /** A day the organization added: the states it applies in, or 'all'. */
  states?: AuState[] | 'all';
  /** Sent back with a correction: 0 for a generated day not yet corrected. */
  version: number;
}

export interface PublicHolidayList {
  year: number;
  /** null: national holidays only (an employee not yet given a state). */
  state: AuState | null;
  data: PublicHoliday[];
}

export const PUBLIC_HOLIDAY_MESSAGES = {
  year: 'Choose a year from 2000 to 2100.',
  state: `State must be one of ${AU_STATES.join(', ')}.`,
  dateRequired: 'Date is required',
  date: 'Enter a valid date (YYYY-MM-DD).',
  name: 'Name is required',
  states: 'Choose at least one state, or all states.',
  fromTime: 'Starts At must be a time of day (HH:MM).',
  sameYear: 'A corrected holiday stays in its year.',
  statesOfGenerated:
    'A generated holiday applies where date-holidays has it: only days your organization added have states.',
  duplicate: 'This holiday is already on the list.',
  unchanged: 'Nothing to change.',
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const stateParam = () =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(AU_STATES, { error: PUBLIC_HOLIDAY_MESSAGES.state }).optional(),
  );

export const publicHolidaysQuery = z.lazy(() =>
  z.object({
    year: z.coerce
      .number({ error: PUBLIC_HOLIDAY_MESSAGES.year })
      .int({ error: PUBLIC_HOLIDAY_MESSAGES.year })
      .min(2000, { error: PUBLIC_HOLIDAY_MESSAGES.year })
      .max(2100, { error: PUBLIC_HOLIDAY_MESSAGES.year })
      .optional(),
    state: stateParam(),
  }),
);

const dateField = () =>
  z
    .string({ error: PUBLIC_HOLIDAY_MESSAGES.dateRequired })
    .trim()
    .min(1, { error: PUBLIC_HOLIDAY_MESSAGES.dateRequired })
    .pipe(
      z
        .string()
        .refine(isCalendarDate, { error: PUBLIC_HOLIDAY_MESSAGES.date, abort: true })
        .refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: PUBLIC_HOLIDAY_MESSAGES.year }),
    );

/** Blank or null: a whole day. */
const fromTimeField = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: PUBLIC_HOLIDAY_MESSAGES.fromTime })
      .regex(TIME_PATTERN, { error: PUBLIC_HOLIDAY_MESSAGES.fromTime })
      .refine((time) => time !== '00:00', { error: PUBLIC_HOLIDAY_MESSAGES.fromTime })
      .nullable()
      .optional(),
  );

const statesField = () =>
  z.union([z.literal('all'), z.array(z.enum(AU_STATES)).min(1, { error: PUBLIC_HOLIDAY_MESSAGES.states })], {
    error: PUBLIC_HOLIDAY_MESSAGES.states,
  });

export const publicHolidayInput = z.lazy(() =>
  z.object({
    date: dateField(),
    name: requiredText(PUBLIC_HOLIDAY_MESSAGES.name, 100),
    states: statesField(),
    from_time: fromTimeField(),
  }),
);
export type PublicHolidayInput = z.input<typeof publicHolidayInput>;

export const publicHolidayCorrection = z.lazy(() =>
  z.object({
    date: dateField().optional(),
    name: requiredText(PUBLIC_HOLIDAY_MESSAGES.name, 100).optional(),
    states: statesField().optional(),
    from_time: fromTimeField(),
    // 0 for a generated day not yet corrected; required, so a correction never lands on a changed one.
    version: z
      .number({ error: 'The version must be a whole number.' })
      .int({ error: 'The version must be a whole number.' })
      .min(0, { error: 'The version must be a whole number.' }),
  }),
);
export type PublicHolidayCorrectionInput = z.input<typeof publicHolidayCorrection>;

/** "2026-12-25" and "Christmas Day" as "20261225-christmas-day": a path segment, stable for a generated day. */
export function holidayKey(date: string, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${date.replaceAll('-', '')}-${slug || 'holiday'}`;
}

export const HOLIDAY_KEY_PATTERN = /^\d{8}-[a-z0-9-]{1,60}$/;
