import type { FieldErrors } from '@wattle/shared/validation';

export type VisibleErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable';

/**
 * The one error type core code throws on purpose. Its message is safe to show to the caller;
 * anything else that escapes is answered with a generic 500.
 */
export class VisibleError extends Error {
  constructor(
    readonly kind: VisibleErrorKind,
    message: string,
    readonly details: { errors?: FieldErrors; retryAfterSeconds?: number; conflicts?: unknown[]; code?: string } = {},
  ) {
    super(message);
    this.name = 'VisibleError';
  }

  static validation(errors: FieldErrors): VisibleError {
    const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
    return new VisibleError('validation', first, { errors });
  }

  static notFound(what = 'Resource'): VisibleError {
    return new VisibleError('not-found', `${what} not found.`);
  }

  static conflict(message: string): VisibleError {
    return new VisibleError('conflict', message);
  }
}

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload it and try again.';
