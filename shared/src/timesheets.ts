import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import {
  MAX_BULK_APPROVE,
  MAX_ENTRIES_PER_DAY,
  OVERTIME_DECISIONS,
  RANGE_OVER_A_YEAR,
  TIMESHEET_STATUSES,
  withinAYear,
} from './timesheet-constants.ts';
import { ID_PATTERN, idField, optionalText, versionField } from './validation.ts';

/**
 * Timesheet payloads (issue 27 §2), validated by the API and the entry grid alike. What needs the
 * employee or the stored timesheet (a date outside employment, a locked period, entries that
 * overlap another day's night shift) the API checks and answers 422 on the field.
 */
export * from './timesheet-constants.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const day = (message = DATE_MESSAGE) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { error: DATE_MESSAGE });

/** A wall-clock time, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A required "HH:MM" field (entries, shifts). */
export const clock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .regex(CLOCK_TIME_PATTERN, { error: 'Enter a time as HH:MM (24-hour).' });

export const minutesOfClock = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** An entry's length in minutes (an end at or before the start is the next day), breaks not taken off. */
export const entrySpanMinutes = (start: string, end: string): number => {
  const from = minutesOfClock(start);
  let to = minutesOfClock(end);
  if (to <= from) to += 24 * 60;
  return to - from;
};

/** Unpaid break minutes: blank is none. */
export const breakMinutesField = () =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    z.coerce
      .number({ error: 'Enter the break in whole minutes.' })
      .int({ error: 'Enter the break in whole minutes.' })
      .min(0, { error: 'The break cannot be negative.' })
      .max(24 * 60, { error: 'The break must be shorter than the shift.' }),
  );

export const timesheetEntryInput = z.lazy(() =>
  z
    .object({
      start_time: clock('Enter the start time.'),
      end_time: clock('Enter the end time.'),
      break_minutes: breakMinutesField(),
      notes: optionalText(500),
    })
    .superRefine((entry, context) => {
      if (!CLOCK_TIME_PATTERN.test(entry.start_time) || !CLOCK_TIME_PATTERN.test(entry.end_time)) return;
      if (entry.start_time === entry.end_time)
        context.addIssue({ code: 'custom', path: ['end_time'], message: 'The end time must differ from the start.' });
      else if (entry.break_minutes >= entrySpanMinutes(entry.start_time, entry.end_time))
        context.addIssue({
          code: 'custom',
          path: ['break_minutes'],
          message: 'The break must be shorter than the shift.',
        });
    }),
);
export type TimesheetEntryInput = z.input<typeof timesheetEntryInput>;

/**
 * `PUT /timesheets/{id}/days/{date}`: the day's entries, replacing what it held. Entries may not
 * overlap one another (field `entries.<i>.start_time`); together at most 24 hours (field `entries`).
 */
export const timesheetDayInput = z.lazy(() =>
  z.object({
    entries: z
      .array(timesheetEntryInput, { error: 'Send the day’s entries.' })
      .max(MAX_ENTRIES_PER_DAY, { error: `At most ${MAX_ENTRIES_PER_DAY} entries a day.` }),
    version: versionField,
  }),
);
export type TimesheetDayInput = z.input<typeof timesheetDayInput>;

/** `POST /timesheets`: the period's timesheet, prefilled from clock records. */
export const createTimesheetInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    employee_id: idField('Choose an employee.'),
    period_start: day('Choose the period.'),
  }),
);
export type CreateTimesheetInput = z.input<typeof createTimesheetInput>;

/** `POST /timesheets/{id}/submit`, `PATCH /timesheets/{id}/approve|reject`. */
export const timesheetDecisionInput = z.lazy(() =>
  z.object({ comment: optionalText(1000, { multiline: true }), version: versionField }),
);
export type TimesheetDecisionInput = z.input<typeof timesheetDecisionInput>;

/** `PATCH /timesheets/{id}/overtime/{week_start}`: a week's overtime paid, or taken as time off in lieu. */
export const overtimeDecisionInput = z.lazy(() =>
  z.object({
    decision: z.enum(OVERTIME_DECISIONS, { error: 'Choose to pay the overtime or take it as time off.' }),
    comment: optionalText(1000, { multiline: true }),
    version: versionField,
  }),
);
export type OvertimeDecisionInput = z.input<typeof overtimeDecisionInput>;

/** `POST /timesheets/bulk-approve`. */
export const bulkApproveInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    ids: z
      .array(idField('Choose timesheets.'), { error: 'Choose timesheets.' })
      .min(1, { error: 'Choose timesheets.' })
      .max(MAX_BULK_APPROVE, { error: `At most ${MAX_BULK_APPROVE} timesheets at once.` }),
  }),
);
export type BulkApproveInput = z.input<typeof bulkApproveInput>;

/** `GET /timesheets`: `to_approve` is the approver's pending list (submitted, in their reach, not their own). */
export const timesheetListQuery = z.lazy(() =>
  z
    .object({
      organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
      employee_id: z.string().regex(ID_PATTERN, { error: 'Choose an employee.' }).transform(Number).optional(),
      from: day().optional(),
      to: day().optional(),
      status: z.enum(TIMESHEET_STATUSES, { error: 'Unknown status.' }).optional(),
      view: z.enum(['mine', 'to_approve', 'all'], { error: 'View must be mine, to_approve or all.' }).optional(),
      cursor: z.string().max(2000).optional(),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      path: ['to'],
      error: 'The end date cannot be before the start date.',
    }),
);

/** `GET /timesheets/period`: the period of the employee's pay schedule (or the Monday week) holding `date`. */
export const timesheetPeriodQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    employee_id: z
      .string({ error: 'Choose an employee.' })
      .regex(ID_PATTERN, { error: 'Choose an employee.' })
      .transform(Number),
    date: day(),
  }),
);

/** `GET /timesheets/reports`: hours and cost for a date range (at most a year). */
export const timesheetReportQuery = z.lazy(() =>
  z
    .object({
      organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
      from: day(),
      to: day(),
      group_by: z
        .enum(['employee', 'department', 'category'], { error: 'Group by employee, department or category.' })
        .default('employee'),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date cannot be before the start date.' })
    .refine((query) => withinAYear(query.from, query.to), { path: ['to'], error: RANGE_OVER_A_YEAR }),
);

/** One row of the timesheet report (hours and cost over approved timesheets' pay lines). */
export interface TimesheetReportRow {
  key: string;
  label: string;
  minutes: number;
  amount_cents: number;
  overtime_minutes: number;
  timesheets: number;
}
