/**
 * The zod schema of a pay condition set: what the API accepts for an organization's own or copied
 * set (`POST/PUT /organizations/{id}/pay-conditions`), and what the built-ins are checked against.
 * Its output is the model's `PayConditionSet` shape (model.ts); the cross-field rules (known
 * classification codes, ascending ages, a reason for every unverified rule, windows that end after
 * they start, one version per date) are refinements with a path, so the 422 names the field.
 * Built with z.lazy like every schema in shared/ (validation.ts).
 */
import * as z from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { requiredText } from '../validation.ts';
import { EMPLOYMENT_TYPES, PENALTY_CATEGORIES, TIME_OFF_BASES, WEEKDAYS } from './model.ts';

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clock = () => z.string().regex(CLOCK, { error: 'Enter a time as HH:MM (00:00 to 24:00).' });
const date = () => z.string().refine(isCalendarDate, { error: 'Enter a date as YYYY-MM-DD.' });
const count = (max: number) => z.number().int({ error: 'Must be a whole number.' }).min(0).max(max);
/** Basis points, up to 1000%. */
const points = () => count(100_000);
const minutes = () => count(7 * 24 * 60).nullable();
const clockMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

const source = () =>
  z
    .object({
      instrument: requiredText('Name the award or agreement.', 100),
      clause: z.string().trim().max(100).nullable(),
      publication: requiredText('Name the publication the figure comes from.', 500),
      url: z.url({ error: 'Enter a web address.' }).max(1000).nullable(),
      unverified: z.boolean(),
      unverified_reason: z.string().trim().max(1000).nullable(),
    })
    .refine((value) => !value.unverified || Boolean(value.unverified_reason), {
      error: 'Say why the rule is unverified.',
      path: ['unverified_reason'],
    });

const percentByType = () => z.object({ full_time: points(), part_time: points(), casual: points() });
const byType = <T extends z.ZodType>(item: () => T) =>
  z.object({ full_time: item(), part_time: item(), casual: item() });

const window = () =>
  z
    .object({ days: z.array(z.enum(WEEKDAYS)).min(1), from: clock(), to: clock() })
    .refine((value) => clockMinutes(value.from) < clockMinutes(value.to), {
      error: 'The window must end after it starts (split one that crosses midnight in two).',
      path: ['to'],
    });

const span = () =>
  z
    .tuple([clock(), clock()])
    .nullable()
    .refine((value) => value === null || clockMinutes(value[0]) < clockMinutes(value[1]), {
      error: 'The span must end after it starts.',
    });

const penalty = () =>
  z
    .object({
      id: requiredText('The rule needs an id.', 50),
      category: z.enum(PENALTY_CATEGORIES),
      label: requiredText('The rule needs a label.', 100),
      when: window().nullable(),
      percent: percentByType(),
      flat_cents_per_hour: count(100_000),
      classifications: z.array(z.string()).nullable(),
      source: source(),
    })
    .refine((value) => (value.category === 'public_holiday') === (value.when === null), {
      error: 'A public holiday rule has no time window; every other rule has one.',
      path: ['when'],
    });

const version = () =>
  z
    .object({
      effective_from: date(),
      base_rates: z.object({
        classifications: z
          .array(
            z.object({
              code: requiredText('The classification needs a code.', 30),
              name: requiredText('The classification needs a name.', 200),
              hourly_cents: z.number().int().positive({ error: 'The hourly rate must be above zero.' }),
              junior: z.boolean(),
            }),
          )
          .min(1, { error: 'Add at least one classification.' })
          .max(200),
        source: source(),
      }),
      junior_rates: z
        .object({
          adult_age: count(30),
          by_age: z
            .array(z.tuple([count(30), points()]))
            .min(1)
            .refine((rows) => rows.every((row, index) => index === 0 || row[0] > (rows[index - 1]?.[0] ?? -1)), {
              error: 'List the ages from youngest to oldest.',
            }),
          source: source(),
        })
        .nullable(),
      apprentice_rates: z
        .object({ of_classification: z.string(), by_year: z.array(points()).min(1).max(6), source: source() })
        .nullable(),
      casual_loading: z.object({ percent: points(), source: source() }),
      ordinary_span: z.object({
        days: z.object(
          Object.fromEntries(WEEKDAYS.map((day) => [day, span()])) as Record<
            (typeof WEEKDAYS)[number],
            ReturnType<typeof span>
          >,
        ),
        outside_is_overtime: z.boolean(),
        source: source(),
      }),
      penalties: z.array(penalty()).max(50),
      overtime: z.object({
        thresholds: byType(() => z.object({ daily_minutes: minutes(), weekly_minutes: minutes() }).nullable()),
        first_minutes: count(24 * 60),
        first: percentByType(),
        after: percentByType(),
        sunday: percentByType().nullable(),
        public_holiday: percentByType().nullable(),
        source: source(),
      }),
      minimum_engagement: z.object({ minutes: byType(minutes), source: source() }),
      break_between_shifts: z
        .object({
          minutes: count(24 * 60),
          applies_to: z.array(z.enum(EMPLOYMENT_TYPES)),
          percent: percentByType().nullable(),
          source: source(),
        })
        .nullable(),
      meal_break: z
        .object({
          after_minutes: count(24 * 60),
          break_minutes: count(24 * 60),
          percent: percentByType().nullable(),
          source: source(),
        })
        .nullable(),
      split_shift: z.object({ max_span_minutes: count(24 * 60), source: source() }).nullable(),
      time_off_in_lieu: z
        .object({ allowed: z.boolean(), basis: z.enum(TIME_OFF_BASES), source: source() })
        .nullable()
        .optional(),
    })
    .superRefine((value, context) => {
      const codes = new Set(value.base_rates.classifications.map((item) => item.code));
      if (codes.size !== value.base_rates.classifications.length)
        context.addIssue({ code: 'custom', message: 'Classification codes must differ.', path: ['base_rates'] });
      if (value.apprentice_rates && !codes.has(value.apprentice_rates.of_classification))
        context.addIssue({
          code: 'custom',
          message: 'Choose a classification of this set.',
          path: ['apprentice_rates'],
        });
      value.penalties.forEach((rule, index) => {
        if (rule.classifications?.some((code) => !codes.has(code)))
          context.addIssue({
            code: 'custom',
            message: 'Choose classifications of this set.',
            path: ['penalties', index],
          });
      });
    });

/** An organization's pay condition set as the API accepts it. */
export const payConditionSetInput = z.lazy(() =>
  z
    .object({
      id: requiredText('The set needs an id.', 50),
      name: requiredText('The name is required.', 200),
      instrument: requiredText('Name the award or agreement.', 100),
      built_in: z.boolean(),
      versions: z.array(version()).min(1, { error: 'Add at least one version.' }).max(50),
    })
    .refine((value) => new Set(value.versions.map((item) => item.effective_from)).size === value.versions.length, {
      error: 'Each version needs its own effective date.',
      path: ['versions'],
    }),
);
export type PayConditionSetInput = z.input<typeof payConditionSetInput>;

/**
 * `POST /organizations/{id}/pay-conditions` with `copy_of`: a copy of a built-in (its code) or of
 * one of the organization's own sets (its id), under a new name; it is then changed with PUT.
 */
export const payConditionSetCopy = z.lazy(() =>
  z.object({
    copy_of: z.union([requiredText('Choose the set to copy.', 50), z.number().int().positive().transform(String)]),
    name: requiredText('The name is required.', 200),
  }),
);
export type PayConditionSetCopy = z.input<typeof payConditionSetCopy>;
