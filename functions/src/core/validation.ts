import { toFieldErrors } from '@wattle/shared/validation';
import type * as z from 'zod';
import { STALE_VERSION_MESSAGE, VisibleError } from './error.ts';

/** Validates input with a shared schema; failures become the API's 422 with per-field messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw VisibleError.validation(toFieldErrors(parsed.error));
  return parsed.data;
}

/**
 * An update made from a version other than the stored one is a conflict (409). A missing version
 * is still accepted (the web app's inline edits do not send one yet; see README).
 */
export function checkVersion(sent: number | undefined, stored: number): void {
  if (sent !== undefined && sent !== stored) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}
