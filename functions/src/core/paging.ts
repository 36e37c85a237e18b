import { VisibleError } from './error.ts';

/**
 * One page of a list that was filtered in memory (the employee directory, the applicant index):
 * the cursor is the offset of the page's first item, base64url JSON, opaque to clients. A cursor
 * that does not decode answers 422.
 */
export function pageOf<T>(
  matches: readonly T[],
  cursor: string | undefined,
  perPage: number,
): { page: T[]; nextCursor: string | null } {
  const offset = decodeOffset(cursor);
  const page = matches.slice(offset, offset + perPage);
  const next = offset + page.length;
  return {
    page,
    nextCursor: next < matches.length ? Buffer.from(JSON.stringify({ offset: next })).toString('base64url') : null,
  };
}

function decodeOffset(value: string | undefined): number {
  if (!value) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString()) as { offset?: unknown };
    if (typeof parsed.offset === 'number' && Number.isSafeInteger(parsed.offset) && parsed.offset >= 0)
      return parsed.offset;
  } catch {
    // reported below
  }
  throw VisibleError.validation({ cursor: ['The cursor is not valid.'] });
}
