import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { LEAVE_BALANCE_KINDS } from './leave-types.ts';
import { RATE_PATTERN } from './money.ts';
import { ID_PATTERN, idString, optionalText, requiredText } from './validation.ts';
import { hoursToHundredths } from './work-pattern.ts';

/** Inputs of the leave type, balance and adjustment routes (the API and the balance screen's forms). */

const organizationId = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Organization is required.' }).regex(ID_PATTERN, { error: 'Organization is required.' }),
  );

const HOURS_MESSAGE = 'Enter hours as a number with up to 2 decimals (e.g. 7.60).';
const optionalHours = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: HOURS_MESSAGE })
      .trim()
      .refine((value) => hoursToHundredths(value) !== null, { error: HOURS_MESSAGE })
      .nullable(),
  );

const WEEKS_MESSAGE = 'Enter weeks a year as a number with up to 4 decimals (e.g. 4 or 0.8667).';
const weeks = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: WEEKS_MESSAGE })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,4})?$/, { error: WEEKS_MESSAGE })
      .refine((value) => Number(value) > 0, { error: 'Weeks a year must be more than 0.' })
      .nullable(),
  );

const LOADING_MESSAGE = 'Enter the leave loading in percent, e.g. 17.50 (0 for none).';
/** Annual leave's loading in percent ("17.50"; "0" for none), at most 100. */
export const leaveLoadingRate = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: LOADING_MESSAGE })
      .trim()
      .regex(RATE_PATTERN, { error: LOADING_MESSAGE, abort: true })
      .refine((value) => Number(value.split('.')[0]) <= 100, { error: 'A leave loading is at most 100%.' }),
  );

const flag = () =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'Must be true or false.' }),
  );

/** The version a type was read at (0 for a NES type never edited). */
const typeVersion = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'The version is required: reload the record and try again.' })
      .int({ error: 'The version must be a whole number.' })
      .min(0, { error: 'The version must be a whole number.' }),
  );

const typeFields = () => ({
  name: requiredText('Name is required.', 80),
  attachment_required: flag().default(false),
  negative_balance_allowed: flag().default(false),
});

/** A custom type (POST /leave/types): how its balance builds, and its rules. */
export const customLeaveTypeInput = z.lazy(() =>
  z
    .object({
      organization_id: organizationId(),
      ...typeFields(),
      paid: flag(),
      balance: z.enum(LEAVE_BALANCE_KINDS, { error: 'Choose how the balance builds.' }),
      weeks_per_year: weeks(),
      hours_per_year: optionalHours(),
      carry_over_cap_hours: optionalHours(),
    })
    .superRefine((value, context) => {
      if (value.balance === 'accruing' && !value.weeks_per_year) {
        context.addIssue({ code: 'custom', path: ['weeks_per_year'], message: 'Weeks a year is required.' });
      }
      if (value.balance === 'fixed' && (!value.hours_per_year || hoursToHundredths(value.hours_per_year) === 0)) {
        context.addIssue({ code: 'custom', path: ['hours_per_year'], message: 'Hours a year is required.' });
      }
      if (value.balance !== 'none' && !value.paid) {
        context.addIssue({ code: 'custom', path: ['paid'], message: 'Only a paid type has a balance.' });
      }
    }),
);
export type CustomLeaveTypeInput = z.input<typeof customLeaveTypeInput>;

/**
 * A change to a type (PUT /leave/types/{id}). A NES type keeps its legal minimums: only its name,
 * the annual leave loading and its request rules change; a custom type may change every field.
 */
export const leaveTypeUpdateInput = z.lazy(() =>
  z.object({
    organization_id: organizationId(),
    ...typeFields(),
    /** Annual leave only; left out: unchanged. */
    leave_loading_rate: leaveLoadingRate().optional(),
    paid: flag().optional(),
    balance: z.enum(LEAVE_BALANCE_KINDS, { error: 'Choose how the balance builds.' }).optional(),
    weeks_per_year: weeks().optional(),
    hours_per_year: optionalHours().optional(),
    carry_over_cap_hours: optionalHours().optional(),
    version: typeVersion(),
  }),
);
export type LeaveTypeUpdateInput = z.input<typeof leaveTypeUpdateInput>;

/** A manual adjustment by HR (POST /leave/adjustments): signed hours and why. */
export const leaveAdjustmentInput = z.lazy(() =>
  z.object({
    employee_id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      idString.pipe(z.string().transform(Number)),
    ),
    leave_type_id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string({ error: 'Choose a leave type.' })
        .regex(ID_PATTERN, { error: 'Choose a leave type.' })
        .transform(Number),
    ),
    hours: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string({ error: 'Hours are required.' })
        .trim()
        .regex(/^[-+]?\d{1,3}(\.\d{1,2})?$/, { error: 'Enter signed hours with up to 2 decimals (e.g. -7.60).' })
        .refine((value) => Number(value) !== 0, { error: 'An adjustment cannot be 0 hours.' }),
    ),
    reason: requiredText('A reason is required.', 500),
  }),
);
export type LeaveAdjustmentInput = z.input<typeof leaveAdjustmentInput>;

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';

/** GET /employees/{id}/leave-balances?as_of= (default: the organization's today). */
export const leaveBalancesQuery = z.lazy(() =>
  z.object({
    as_of: z
      .string()
      .optional()
      .refine((value) => value === undefined || isCalendarDate(value), { error: DATE_MESSAGE }),
  }),
);

/** GET /employees/{id}/leave-entries?leave_type_id=&cursor=. */
export const leaveEntriesQuery = z.lazy(() =>
  z.object({
    leave_type_id: idString.transform(Number),
    cursor: optionalText(2000),
  }),
);

/** GET /leave/types?organization_id=. */
export const leaveTypesQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));
