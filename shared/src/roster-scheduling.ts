import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { UNAVAILABILITY_KINDS } from './roster-scheduling-types.ts';
import { breakMinutesField, CLOCK_TIME_PATTERN, clock, entrySpanMinutes } from './timesheets.ts';
import { ID_PATTERN, idField, optionalText, requiredText, versionField } from './validation.ts';

/**
 * The payloads of unavailability and shift templates (issue 28 §1), validated by the API and the
 * screens alike.
 */
export * from './roster-scheduling-types.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
/** The longest dated unavailability, in days. */
export const MAX_UNAVAILABLE_DAYS = 366;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalDay = z.lazy(() =>
  z.preprocess(
    blankToNull,
    z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, { error: DATE_MESSAGE }).nullable(),
  ),
);
const optionalClock = z.lazy(() =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: 'Enter a time as HH:MM (24-hour).' })
      .trim()
      .regex(CLOCK_TIME_PATTERN, { error: 'Enter a time as HH:MM (24-hour).' })
      .nullable(),
  ),
);
const weekdayField = z.lazy(() =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'Choose a weekday.' })
      .int({ error: 'Choose a weekday.' })
      .min(1, { error: 'Choose a weekday.' })
      .max(7, { error: 'Choose a weekday.' })
      .nullable(),
  ),
);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `POST /self-service/unavailability`: weekly (a weekday) or dated (a range), whole days or from–to the same day. */
export const unavailabilityInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      kind: z.enum(UNAVAILABILITY_KINDS, { error: 'Choose weekly or dates.' }),
      weekday: weekdayField.optional(),
      start_date: optionalDay.optional(),
      end_date: optionalDay.optional(),
      start_time: optionalClock.optional(),
      end_time: optionalClock.optional(),
      note: optionalText(200),
    })
    .superRefine((entry, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (entry.kind === 'weekly' && !entry.weekday) issue('weekday', 'Choose a weekday.');
      if (entry.kind === 'dated') {
        if (!entry.start_date) issue('start_date', 'Choose the first day.');
        else if (entry.end_date && entry.end_date < entry.start_date)
          issue('end_date', 'The last day cannot be before the first.');
        else if (entry.end_date && daysBetween(entry.start_date, entry.end_date) > MAX_UNAVAILABLE_DAYS)
          issue('end_date', `Choose at most ${MAX_UNAVAILABLE_DAYS} days.`);
      }
      if (entry.start_time && !entry.end_time) issue('end_time', 'Enter the end time, or leave both times empty.');
      if (entry.end_time && !entry.start_time) issue('start_time', 'Enter the start time, or leave both times empty.');
      if (entry.start_time && entry.end_time && entry.end_time <= entry.start_time)
        issue('end_time', 'The end time must be after the start.');
    })
    .transform((entry) => ({
      organization_id: entry.organization_id,
      kind: entry.kind,
      weekday: entry.kind === 'weekly' ? (entry.weekday ?? null) : null,
      start_date: entry.kind === 'dated' ? (entry.start_date ?? null) : null,
      end_date: entry.kind === 'dated' ? (entry.end_date ?? entry.start_date ?? null) : null,
      start_time: entry.start_time ?? null,
      end_time: entry.end_time ?? null,
      note: entry.note,
    })),
);
export type UnavailabilityInput = z.input<typeof unavailabilityInput>;

const queryId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number);

/** `GET /self-service/unavailability?organization_id=`, `DELETE …/{id}?organization_id=&version=`. */
export const unavailabilityQuery = z.lazy(() =>
  z.object({ organization_id: queryId('The organization is required.'), version: versionField }),
);

const weekdaysField = z.lazy(() =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' || value === false ? [] : value),
    z
      .array(z.coerce.number({ error: 'Choose weekdays from 1 (Monday) to 7 (Sunday).' }).int().min(1).max(7), {
        error: 'Choose weekdays from 1 (Monday) to 7 (Sunday).',
      })
      .max(7, { error: 'Choose weekdays from 1 (Monday) to 7 (Sunday).' })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  ),
);

const templateFields = () => ({
  name: requiredText('Name the template.', 80),
  start_time: clock('Enter the start time.'),
  end_time: clock('Enter the end time.'),
  break_minutes: breakMinutesField(),
  role: optionalText(100),
  weekdays: weekdaysField,
});

function checkTemplateTimes(
  template: { start_time: string; end_time: string; break_minutes: number },
  context: z.RefinementCtx,
): void {
  if (!CLOCK_TIME_PATTERN.test(template.start_time) || !CLOCK_TIME_PATTERN.test(template.end_time)) return;
  if (template.start_time === template.end_time)
    context.addIssue({ code: 'custom', path: ['end_time'], message: 'The end time must differ from the start.' });
  else if (template.break_minutes >= entrySpanMinutes(template.start_time, template.end_time))
    context.addIssue({ code: 'custom', path: ['break_minutes'], message: 'The break must be shorter than the shift.' });
}

/** `POST /rosters/templates`: a department's named shift. */
export const shiftTemplateInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      department_id: idField('Choose a department.'),
      ...templateFields(),
    })
    .superRefine(checkTemplateTimes),
);
export type ShiftTemplateInput = z.input<typeof shiftTemplateInput>;

/** `PUT /rosters/templates/{id}?organization_id=`: the template again, with the version read. */
export const updateShiftTemplateInput = z.lazy(() =>
  z.object({ ...templateFields(), version: versionField }).superRefine(checkTemplateTimes),
);

/** `GET /rosters/templates?organization_id=&department_id=`. */
export const shiftTemplatesQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    department_id: queryId('Choose a department.'),
  }),
);

/** `PUT/DELETE /rosters/templates/{id}?organization_id=` (DELETE also `&version=`). */
export const shiftTemplateQuery = unavailabilityQuery;
