import { toFieldErrors } from '@wattle/shared/validation';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';
import { VisibleError } from '../core/error.ts';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Reads a JSON body, or form fields for clients that post forms (`_method=PUT` included), and
 * validates it with the shared schema. Files are never accepted here: they go straight to S3.
 */
export async function readBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readRawBody(c));
  if (!parsed.success) throw VisibleError.validation(toFieldErrors(parsed.error));
  return parsed.data;
}

/** The body as an object, from JSON or form fields; core code validates it with its schema. */
export async function readRawBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  let raw: unknown;
  if (FORM_TYPES.includes(type)) {
    const form = await c.req.parseBody();
    if (Object.values(form).some((value) => typeof value !== 'string')) {
      throw VisibleError.validation({ resume: ['Upload files with a resume upload, not inside this request.'] });
    }
    const { _method: _ignored, ...fields } = form as Record<string, string>;
    raw = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]));
  } else {
    try {
      raw = await c.req.json();
    } catch {
      throw new HTTPException(400, { message: 'The request body must be valid JSON.' });
    }
  }
  return raw;
}
