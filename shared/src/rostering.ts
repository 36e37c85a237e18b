import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { MAX_ROSTER_DAYS, ROSTER_CHECK_RULES, ROSTER_CHECK_SEVERITIES } from './roster-constants.ts';
import { breakMinutesField, CLOCK_TIME_PATTERN, clock, entrySpanMinutes } from './timesheets.ts';
import { ID_PATTERN, idField, optionalText, versionField } from './validation.ts';

/**
 * Rostering payloads (issue 28 §1), validated by the API and the roster grid alike. What needs the
 * employee or the other shifts (an overlap, a date outside employment, approved leave without
 * `confirm_leave`) the API checks and answers 422 on the field.
 */
export * from './roster-constants.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const day = (message = DATE_MESSAGE) =>
  z.string({ error: message }).trim().refine(isCalendarDate, { error: DATE_MESSAGE });

/** An employee, or null/blank for an open (unassigned) shift. */
const employeeOrOpen = z.lazy(() =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: 'Choose an employee.' })
      .regex(ID_PATTERN, { error: 'Choose an employee.' })
      .transform(Number)
      .nullable(),
  ),
);

const confirmLeave = z.lazy(() =>
  z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === '' ? false : value),
    z.boolean({ error: 'Confirm the leave with true or false.' }).optional(),
  ),
);

/** The fields of a shift, with its times checked: a zero-length shift and a break not shorter than it are refused. */
const shiftFields = () => ({
  employee_id: employeeOrOpen,
  department_id: idField('Choose a department.'),
  date: day('Choose the date.'),
  start_time: clock('Enter the start time.'),
  end_time: clock('Enter the end time.'),
  break_minutes: breakMinutesField(),
  role: optionalText(100),
  notes: optionalText(500, { multiline: true }),
  /** Put the shift on the employee's approved leave anyway (else 422 naming the leave). */
  confirm_leave: confirmLeave,
});

function checkTimes(
  shift: { start_time: string; end_time: string; break_minutes: number },
  context: z.RefinementCtx,
): void {
  if (!CLOCK_TIME_PATTERN.test(shift.start_time) || !CLOCK_TIME_PATTERN.test(shift.end_time)) return;
  if (shift.start_time === shift.end_time)
    context.addIssue({ code: 'custom', path: ['end_time'], message: 'The end time must differ from the start.' });
  else if (shift.break_minutes >= entrySpanMinutes(shift.start_time, shift.end_time))
    context.addIssue({ code: 'custom', path: ['break_minutes'], message: 'The break must be shorter than the shift.' });
}

/** `POST /shifts`. */
export const createShiftInput = z.lazy(() =>
  z.object({ organization_id: idField('The organization is required.'), ...shiftFields() }).superRefine(checkTimes),
);
export type CreateShiftInput = z.input<typeof createShiftInput>;

/** `PUT /shifts/{id}`: the whole shift again, with the version it was read at (409 when it moved on). */
export const updateShiftInput = z.lazy(() =>
  z.object({ ...shiftFields(), version: versionField }).superRefine(checkTimes),
);
export type UpdateShiftInput = z.input<typeof updateShiftInput>;

/** A shift's own fields as parsed (what the screen sends and the API stores): `PUT`'s without the version. */
export type ShiftValues = Omit<z.output<typeof updateShiftInput>, 'version'>;

/** `DELETE /shifts/{id}?version=`. */
export const deleteShiftQuery = z.lazy(() => z.object({ version: versionField }));

const queryId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number);

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `GET /rosters`, `GET /rosters/checks`: a department's range, at most MAX_ROSTER_DAYS days. */
export const rosterQuery = z.lazy(() =>
  z
    .object({
      organization_id: queryId('The organization is required.'),
      department_id: queryId('Choose a department.'),
      from: day('Choose the first day.'),
      to: day('Choose the last day.'),
    })
    .refine((query) => query.from <= query.to, { path: ['to'], error: 'The end date cannot be before the start date.' })
    .refine((query) => spanDays(query.from, query.to) <= MAX_ROSTER_DAYS, {
      path: ['to'],
      error: `Choose at most ${MAX_ROSTER_DAYS} days.`,
    }),
);
export type RosterQuery = z.output<typeof rosterQuery>;

/** `GET /rosters/settings?organization_id=`. */
export const rosterSettingsQuery = z.lazy(() =>
  z.object({ organization_id: queryId('The organization is required.') }),
);

/** The settings' version as GET answered it: 0 before they were first saved. */
const settingsVersion = z.lazy(() =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'The version must be a whole number.' })
      .int({ error: 'The version must be a whole number.' })
      .min(0, { error: 'The version must be a whole number.' })
      .optional(),
  ),
);

/** `PUT /rosters/settings?organization_id=`: each rule warn or block (rules left out: warn), with the version read (0: never saved). */
export const rosterSettingsInput = z.lazy(() =>
  z.object({
    roster_check_severity: z.partialRecord(
      z.enum(ROSTER_CHECK_RULES, { error: 'Unknown rule.' }),
      z.enum(ROSTER_CHECK_SEVERITIES, { error: 'Choose warn or block.' }),
      { error: 'Send each rule’s severity.' },
    ),
    /** Left out: as it was. */
    swap_auto_approve: z.preprocess(
      (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'Send true or false.' }).optional(),
    ),
    version: settingsVersion,
  }),
);
export type RosterSettingsInput = z.input<typeof rosterSettingsInput>;
