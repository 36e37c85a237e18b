import { toFieldErrors } from '@wattle/shared/validation';
import type * as z from 'zod';
import { VisibleError } from './error.ts';

/** Validates input with a shared schema; failures become the API's 422 with per-field messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw VisibleError.validation(toFieldErrors(parsed.error));
  return parsed.data;
}
