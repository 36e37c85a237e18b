import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * Puts a failed save's 422 field errors under the matching fields and returns the message for the
 * form's alert box (the server's message, or a generic one).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const message = messages[0];
      if (message && (fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message });
      }
    }
  }
  return errorMessage(error);
}

/** The 422 messages no field of the form can show (e.g. about the organization), for its alert box. */
export function unmatchedFieldMessages(error: unknown, fields: readonly string[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
}
