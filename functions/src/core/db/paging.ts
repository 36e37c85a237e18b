import { createHash } from 'node:crypto';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { VisibleError } from '../error.ts';
import { dynamoCause } from './errors.ts';

/**
 * Page cursors are opaque to clients and bound to the query that made them: a cursor carries the
 * position (an offset, or the store's own cursor) and a digest of its query (the organization, the
 * list and its filters). A cursor that does not decode, or that belongs to another query, answers
 * 422 — never a page of something else, never a 500.
 */

const INVALID_CURSOR = () => VisibleError.validation({ cursor: ['The cursor is not valid.'] });

/** What identifies a query: a cursor made for one is refused by any other. */
export type CursorScope = readonly (string | number | null | undefined)[];

const digest = (scope: CursorScope) =>
  createHash('sha256').update(JSON.stringify(scope)).digest('base64url').slice(0, 16);

/** A cursor for `position` within the query `scope`. */
export function sealCursor(scope: CursorScope, position: string | number): string {
  return Buffer.from(JSON.stringify({ q: digest(scope), p: position })).toString('base64url');
}

/** The position a cursor names, if it was made for `scope`; undefined for no cursor; 422 otherwise. */
export function openCursor(scope: CursorScope, cursor: string | undefined): string | number | undefined {
  if (!cursor) return undefined;
  let parsed: { q?: unknown; p?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    throw INVALID_CURSOR();
  }
  if (parsed?.q !== digest(scope) || (typeof parsed.p !== 'string' && typeof parsed.p !== 'number')) {
    throw INVALID_CURSOR();
  }
  return parsed.p;
}

/**
 * One page of a list that was filtered in memory (the employee directory, the applicant index);
 * the cursor's position is the offset of the page's first item.
 */
export function pageOf<T>(
  matches: readonly T[],
  scope: CursorScope,
  cursor: string | undefined,
  perPage: number,
): { page: T[]; nextCursor: string | null } {
  const offset = openCursor(scope, cursor) ?? 0;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) throw INVALID_CURSOR();
  const page = matches.slice(offset, offset + perPage);
  const next = offset + page.length;
  return { page, nextCursor: next < matches.length ? sealCursor(scope, next) : null };
}

/** ElectroDB's cursors are base64url JSON of the last key read: anything else is refused before it runs. */
function isStoreCursor(position: string | number): position is string {
  if (typeof position !== 'string') return false;
  try {
    const key: unknown = JSON.parse(Buffer.from(position, 'base64url').toString('utf8'));
    return typeof key === 'object' && key !== null && !Array.isArray(key);
  } catch {
    return false;
  }
}

/** DynamoDB's ValidationException (it has no class of its own in the SDK; its code names it). */
const isValidationError = (error: unknown) =>
  error instanceof DynamoDBServiceException && error.name === 'ValidationException';

/**
 * Runs one page of a store query (ElectroDB) behind a sealed cursor: `run` gets the store's own
 * cursor (or null for the first page) and returns the page with the store's next cursor. A store
 * cursor that the store or DynamoDB refuses (malformed, or a key outside the query) answers 422.
 */
export async function storePage<T extends { cursor: string | null }>(
  scope: CursorScope,
  cursor: string | undefined,
  run: (storeCursor: string | null) => Promise<T>,
): Promise<T & { nextCursor: string | null }> {
  const position = openCursor(scope, cursor);
  if (position !== undefined && !isStoreCursor(position)) throw INVALID_CURSOR();
  let page: T;
  try {
    page = await run(position ?? null);
  } catch (error) {
    // DynamoDB refuses a start key outside the query's partition.
    if (position !== undefined && isValidationError(dynamoCause(error))) throw INVALID_CURSOR();
    throw error;
  }
  return { ...page, nextCursor: page.cursor ? sealCursor(scope, page.cursor) : null };
}
