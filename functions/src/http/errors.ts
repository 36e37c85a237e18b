import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isTransientAwsError } from '../core/aws/errors.ts';
import { isAmbiguousWrite } from '../core/db/errors.ts';
import { VisibleError, type VisibleErrorKind } from '../core/error.ts';

const STATUS: Record<VisibleErrorKind, ContentfulStatusCode> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
};

/** A dependency failed in a way that passes, or a write's outcome is unknown: the caller may retry (503). */
const isUnavailable = (error: unknown) => isTransientAwsError(error) || isAmbiguousWrite(error);

/** The one place errors become answers: visible errors as they are, everything else hidden. */
export const onError: ErrorHandler = (thrown, c) => {
  // A visible error thrown inside an ElectroDB call (a getter or validator of ours) arrives wrapped.
  const cause = (thrown as { cause?: unknown }).cause;
  const error = cause instanceof VisibleError ? cause : thrown;
  if (error instanceof VisibleError) {
    if (error.details.retryAfterSeconds) c.header('Retry-After', String(Math.ceil(error.details.retryAfterSeconds)));
    const body = {
      message: error.message,
      ...(error.details.errors ? { errors: error.details.errors } : {}),
      ...(error.details.conflicts ? { conflicts: error.details.conflicts } : {}),
      ...(error.details.code ? { code: error.details.code } : {}),
    };
    return c.json(body, STATUS[error.kind]);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? 'The request body is too large.' : error.message || 'Bad request.';
    return c.json({ message }, status as ContentfulStatusCode);
  }
  if (isUnavailable(error) || isUnavailable(cause)) {
    console.error(JSON.stringify({ level: 'error', event: 'dependency_unavailable', error: String(error) }));
    c.header('Retry-After', '1');
    return c.json({ message: 'The service is temporarily unavailable. Please try again.' }, 503);
  }
  console.error(JSON.stringify({ level: 'error', event: 'unhandled_error', error: String(error), stack: error.stack }));
  return c.json({ message: 'Server Error.' }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ message: 'Not found.' }, 404);
