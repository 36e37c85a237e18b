import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN, idValue, optionalText, requiredText } from './validation.ts';

/**
 * Attendance (issue 16 §6): a day's clock record per employee, the tracking board and corrections.
 * The constants and labels the screens show live in attendance-constants.ts (zod-free); the
 * payloads here are validated by the API and the forms alike.
 */
export * from './attendance-constants.ts';

import { ADJUSTMENT_STATES, ADJUSTMENT_VIEWS, BOARD_STATUSES, CLOCK_ACTIONS } from './attendance-constants.ts';

const organizationId = () => idValue('The organization is required.');

const optionalId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === '' || value === null ? undefined : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number).optional(),
  );

const dateField = (message = 'Enter a valid date (YYYY-MM-DD).') =>
  z.string({ error: message }).refine(isCalendarDate, { error: message });

/** A wall-clock time of the organization's day, 00:00 to 23:59. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .superRefine((value, context) => {
      if (value === '') context.addIssue({ code: 'custom', message });
      else if (!TIME_PATTERN.test(value))
        context.addIssue({ code: 'custom', message: 'Enter a time as HH:MM (24-hour).' });
    });

export const clockInput = z.lazy(() =>
  z.object({
    organization_id: organizationId(),
    action: z.enum(CLOCK_ACTIONS, { error: 'Choose clock in, clock out, start break or end break.' }),
    note: optionalText(500),
  }),
);
export type ClockInput = z.input<typeof clockInput>;

export const organizationQuery = z.lazy(() =>
  z.object({ organization_id: z.string().regex(ID_PATTERN).transform(Number) }),
);

export const boardQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN).transform(Number),
    date: dateField().optional(),
    status: z.enum([...BOARD_STATUSES, 'late'], { error: 'Unknown status.' }).optional(),
  }),
);

/** At most this many days in one read of an employee's records. */
export const MAX_RECORD_RANGE_DAYS = 93;

export const recordsQuery = z.lazy(() =>
  z
    .object({
      organization_id: z.string().regex(ID_PATTERN).transform(Number),
      employee_id: optionalId('Choose an employee.'),
      from: dateField(),
      to: dateField(),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date cannot be before the start date.' })
    .refine(
      (query) =>
        Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) <
        MAX_RECORD_RANGE_DAYS * 86_400_000,
      { path: ['to'], error: `Ask for at most ${MAX_RECORD_RANGE_DAYS} days at a time.` },
    ),
);

const breakInput = z.lazy(() =>
  z.object({
    start: timeField('Enter when the break started.'),
    end: timeField('Enter when the break ended.'),
  }),
);

export const adjustmentInput = z.lazy(() =>
  z
    .object({
      organization_id: organizationId(),
      /** Whose day: the caller's own linked record when left out. */
      employee_id: optionalId('Choose an employee.'),
      date: dateField('Enter the day to correct.'),
      clock_in: timeField('Enter the clock-in time.'),
      clock_out: timeField('Enter the clock-out time.'),
      breaks: z
        .array(breakInput, { error: 'Breaks must be a list.' })
        .max(10, { error: 'At most 10 breaks.' })
        .default([]),
      reason: requiredText('Give a reason for the correction.', 500, { multiline: true }),
    })
    .superRefine((input, context) => {
      if (input.clock_out <= input.clock_in) {
        context.addIssue({ code: 'custom', path: ['clock_out'], message: 'Clock-out must be after clock-in.' });
        return;
      }
      const sorted = [...input.breaks].sort((a, b) => a.start.localeCompare(b.start));
      let previousEnd = input.clock_in;
      for (const entry of sorted) {
        if (entry.end <= entry.start) {
          context.addIssue({ code: 'custom', path: ['breaks'], message: 'A break must end after it starts.' });
          return;
        }
        if (entry.start < input.clock_in || entry.end > input.clock_out) {
          context.addIssue({
            code: 'custom',
            path: ['breaks'],
            message: 'Breaks must fall between clock-in and clock-out.',
          });
          return;
        }
        if (entry.start < previousEnd) {
          context.addIssue({ code: 'custom', path: ['breaks'], message: 'Breaks cannot overlap.' });
          return;
        }
        previousEnd = entry.end;
      }
    }),
);
export type AdjustmentInput = z.input<typeof adjustmentInput>;

export const adjustmentListQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN).transform(Number),
    view: z.enum(ADJUSTMENT_VIEWS, { error: 'Choose mine, to approve or all.' }).default('mine'),
    state: z.enum(ADJUSTMENT_STATES, { error: 'Unknown state.' }).optional(),
    cursor: z.string().max(500).optional(),
  }),
);

export const decisionInput = z.lazy(() =>
  z.object({
    comment: optionalText(500, { multiline: true }),
  }),
);
