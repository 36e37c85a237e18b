import { zValidator } from '@hono/zod-validator';
import { idString, toFieldErrors } from '@wattle/shared/validation';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod';
import { VisibleError } from '../core/error.ts';

/** Validates a request part with a shared schema; failures become the API's 422 answer. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw VisibleError.validation(toFieldErrors(result.error));
  });
}

/** A numeric path id; anything else names no record, so it answers 404. */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !idString.safeParse(value).success) throw VisibleError.notFound(what);
  return Number(value);
}
