import * as z from 'zod';

/*
 * Module-level schemas in this package are declared with z.lazy: each is built when it first
 * parses, not when its module loads. A Lambda (or a page) importing a module then builds only
 * the schemas it uses; building them all cost a cold start ~20 ms (issue 6). Helpers that make
 * fields (requiredText, ...) stay plain functions, called inside those z.lazy callbacks.
 */

/**
 * Characters that make text lie about itself: C0 and C1 control characters, unpaired surrogate
 * halves, and the bidirectional embedding, override and isolate characters that can make a name
 * display reversed. A multi-line field may contain line breaks (LF, CR) and nothing else of these.
 */
const SINGLE_LINE_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MULTI_LINE_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSAFE_TEXT_MESSAGE = 'Remove control characters and text-direction overrides.';
export const UNSAFE_MULTILINE_MESSAGE =
  'Only line breaks are allowed; remove control characters and text-direction overrides.';

/** True when `value` holds none of the characters above (line breaks too, unless `multiline`). */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).test(value);
}

interface TextOptions {
  /** Line breaks allowed (addresses, descriptions, notes). */
  multiline?: boolean;
}

const safeText = (schema: z.ZodString, options: TextOptions) =>
  schema.refine((value) => isSafeText(value, options.multiline), {
    error: options.multiline ? UNSAFE_MULTILINE_MESSAGE : UNSAFE_TEXT_MESSAGE,
  });

/** A required text field: blank after trimming counts as missing, with one message for both. */
export const requiredText = (message: string, max = 255, options: TextOptions = {}) =>
  safeText(
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: `Must be at most ${max} characters.` }),
    options,
  );

/** An optional text field: missing, null or blank becomes null. */
export const optionalText = (max = 255, options: TextOptions = {}) =>
  safeText(
    z
      .string({ error: 'Must be text.' })
      .trim()
      .max(max, { error: `Must be at most ${max} characters.` }),
    options,
  )
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A field with a spec default (SPEC section 9): missing or null takes `fallback`. The schema applies
 * it, so the API does even when a client leaves the field out; forms start from the same constant.
 */
export const withDefault = <Schema extends z.ZodType>(schema: Schema, fallback: NonNullable<z.output<Schema>>) =>
  schema.nullish().transform((value) => value ?? fallback);

/** A required e-mail, with the spec's two messages. */
export const requiredEmail = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 254).pipe(z.email({ error: invalidMessage }));

/** Path and query ids are positive integers written in decimal. */
export const ID_PATTERN = /^[1-9][0-9]{0,14}$/;
export const idString = z.lazy(() => z.string().regex(ID_PATTERN));

/** An id given as a number or numeric text (a body's or a query's); `message` when it is not one. */
export const idValue = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number),
  );

/** A select's or a path's id: a number or numeric text; `message` when empty. */
export const idField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === null ? undefined : value),
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .regex(ID_PATTERN, { error: message })
      .transform(Number),
  );

/** An optimistic-concurrency version sent back by the client with an update. */
export const versionField = z.lazy(() =>
  z.preprocess(
    // Form posts carry every value as text.
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'The version must be a whole number.' })
      .int({ error: 'The version must be a whole number.' })
      .positive({ error: 'The version must be a whole number.' })
      .optional(),
  ),
);

/** Field errors keyed by field name, as the API's 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the API's field error map (first path segment is the field). */
export function toFieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    errors[field] ??= [];
    const messages = errors[field];
    if (messages && !messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
