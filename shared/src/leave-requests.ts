import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { LEAVE_REQUEST_STATUSES, LEAVE_REQUEST_VIEWS } from './leave-request-constants.ts';
import { ID_PATTERN, optionalText, versionField } from './validation.ts';

export * from './leave-request-constants.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const requiredDay = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isCalendarDate, { error: DATE_MESSAGE });
const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number),
  );

/** Hours to the hundredth, more than 0: "3.8", "7.60". */
export const HOURS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const optionalHours = z.lazy(() =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === null ? null : typeof value === 'number' ? String(value) : value,
    z
      .string({ error: 'Enter hours as a number, e.g. 3.8.' })
      .regex(HOURS_PATTERN, { error: 'Enter hours as a number, e.g. 3.8.' })
      .refine((value) => Number(value) > 0, { error: 'Hours must be more than 0.' })
      .nullable(),
  ),
);

/** POST /leave/requests (and its preview). The API counts the hours and checks the rules. */
export const leaveRequestInput = z.lazy(() =>
  z
    .object({
      organization_id: id('The organization is required.'),
      employee_id: id('Choose an employee.'),
      leave_type_id: id('Choose a leave type.'),
      start_date: requiredDay('Start date is required.'),
      end_date: requiredDay('End date is required.'),
      /** Part of one day: only when start and end are the same day. */
      hours: optionalHours,
      reason: optionalText(1000, { multiline: true }),
      attachment_upload_id: z
        .string()
        .uuid({ error: 'The attachment upload is not valid.' })
        .nullish()
        .transform((value) => value ?? null),
    })
    .superRefine((value, context) => {
      if (value.end_date < value.start_date) {
        context.addIssue({ code: 'custom', path: ['end_date'], message: 'End date cannot be before the start date.' });
      }
    }),
);
export type LeaveRequestInput = z.input<typeof leaveRequestInput>;

/** Approve, decline: an optional comment and the version decided on. */
export const leaveDecisionInput = z.lazy(() =>
  z.object({ comment: optionalText(1000, { multiline: true }), version: versionField }),
);
export type LeaveDecisionInput = z.input<typeof leaveDecisionInput>;

export const leaveRequestListQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    view: z.enum(LEAVE_REQUEST_VIEWS, { error: 'View must be mine, to_approve or all.' }).default('mine'),
    status: z.enum(LEAVE_REQUEST_STATUSES, { error: 'Unknown status.' }).optional(),
    cursor: z.string().max(2000).optional(),
  }),
);

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const calendarQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    month: z
      .string({ error: 'Month is required (YYYY-MM).' })
      .regex(MONTH_PATTERN, { error: 'Month is required (YYYY-MM).' }),
  }),
);

export const organizationBody = z.lazy(() => z.object({ organization_id: id('The organization is required.') }));

/** An attachment's upload grant: the file's name and type, as the resume upload's. */
export const LEAVE_ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export const LEAVE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const LEAVE_ATTACHMENT_WRONG_TYPE = 'The attachment must be a PDF, PNG or JPEG file.';
export const LEAVE_ATTACHMENT_TOO_LARGE = 'The attachment must be 5 MB or smaller.';
export const leaveAttachmentUploadInput = z.lazy(() =>
  z.object({
    organization_id: id('The organization is required.'),
    file_name: z
      .string({ error: 'Choose a file.' })
      .trim()
      .min(1, { error: 'Choose a file.' })
      .max(200, { error: 'The file name must be at most 200 characters.' })
      .refine((name) => (name.toLowerCase().split('.').pop() ?? '') in LEAVE_ATTACHMENT_TYPES, {
        error: LEAVE_ATTACHMENT_WRONG_TYPE,
      }),
  }),
);
