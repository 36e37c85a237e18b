import { toFieldErrors } from '@wattle/shared/validation';
import type * as z from 'zod';
import { STALE_VERSION_MESSAGE, VisibleError } from './error.ts';

/** Validates input with a shared schema; failures become the API's 422 with per-field messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw VisibleError.validation(toFieldErrors(parsed.error));
  return parsed.data;
}

export const VERSION_REQUIRED_MESSAGE = 'The version is required: reload the record and try again.';

/**
 * Every update names the version it was made from: without it the API cannot tell a stale edit
 * from a fresh one (422); a version other than the stored one is a conflict (409).
 */
export function checkVersion(sent: number | undefined, stored: number): void {
  if (sent === undefined) throw VisibleError.validation({ version: [VERSION_REQUIRED_MESSAGE] });
  if (sent !== stored) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}
