import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN, idField } from './validation.ts';

/** Publishing rosters (issue 28 §2): the payloads the API validates. */
export * from './roster-publishing-constants.ts';

/** A published week (or fortnight) at most: a longer range is refused. */
export const MAX_PUBLISH_DAYS = 31;

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const day = () => z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, { error: DATE_MESSAGE });
const organizationParam = () =>
  z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number);
const orderedRange = <T extends { from?: string; to?: string }>(range: T) =>
  !range.from || !range.to || range.from <= range.to;
const RANGE_ERROR = { path: ['to'], error: 'The end date cannot be before the start date.' };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `POST /rosters/publish`. */
export const publishRosterInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      department_id: idField('Choose a department.'),
      from: day(),
      to: day(),
    })
    .refine(orderedRange, RANGE_ERROR)
    .refine((range) => range.from > range.to || daysBetween(range.from, range.to) <= MAX_PUBLISH_DAYS, {
      path: ['to'],
      error: `Publish at most ${MAX_PUBLISH_DAYS} days at once.`,
    }),
);
export type PublishRosterInput = z.input<typeof publishRosterInput>;

/** `GET /rosters/notifications`: what was sent, newest first, optionally within sent dates. */
export const rosterDeliveriesQuery = z.lazy(() =>
  z
    .object({
      organization_id: organizationParam(),
      from: day().optional(),
      to: day().optional(),
      cursor: z.string().max(2000).optional(),
    })
    .refine(orderedRange, RANGE_ERROR),
);

/** `GET /self-service/shifts`: the caller's own published shifts in a range of days. */
export const ownShiftsQuery = z.lazy(() =>
  z
    .object({ organization_id: organizationParam(), from: day(), to: day() })
    .refine(orderedRange, RANGE_ERROR)
    .refine((range) => range.from > range.to || daysBetween(range.from, range.to) <= 92, {
      path: ['to'],
      error: 'Show at most 92 days at once.',
    }),
);

/** `POST /shifts/{id}/acknowledge` and `POST /self-service/shifts/feed-token`: the organization only. */
export const rosterOrganizationBody = z.lazy(() =>
  z.object({ organization_id: idField('The organization is required.') }),
);

/** `GET /self-service/shifts.ics?token=`: the feed's secret. */
export const shiftFeedQuery = z.lazy(() =>
  z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a calendar feed token.' }) }),
);

/** `GET /rosters/publications`: a department's published rosters, newest first. */
export const rosterPublicationsQuery = z.lazy(() =>
  z.object({
    organization_id: organizationParam(),
    department_id: z.string().regex(ID_PATTERN, { error: 'Choose a department.' }).transform(Number),
    cursor: z.string().max(2000).optional(),
  }),
);
