import { zValidator } from '@hono/zod-validator';
import { idString, toFieldErrors } from '@wattle/shared/validation';
import type { ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';
import { VisibleError } from '../core/error.ts';

/** Validates a request part with a shared schema; failures become the API's 422 answer. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw VisibleError.validation(toFieldErrors(result.error));
  });
  if (target !== 'json') return validator;
  // Hono reads a body of another type as {}: a form post could then pass as an empty JSON body.
  return createMiddleware(async (c, next) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new HTTPException(415, { message: 'Send the body as JSON (Content-Type: application/json).' });
    }
    return validator(c, next);
  }) as unknown as typeof validator;
}

/** A numeric path id; anything else names no record, so it answers 404. */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !idString.safeParse(value).success) throw VisibleError.notFound(what);
  return Number(value);
}
