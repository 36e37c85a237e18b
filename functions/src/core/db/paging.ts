import { createHash } from 'node:crypto';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { createConversions, type Entity, type Schema } from 'electrodb';
import { VisibleError } from '../error.ts';
import { dynamoCause } from './errors.ts';
import { TABLES, type TableDefinition } from './table-definitions.ts';

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
    const key: unknown = storeCursorToKey(position);
    return typeof key === 'object' && key !== null && !Array.isArray(key);
  } catch {
    return false;
  }
}

/** DynamoDB's ValidationException (it has no class of its own in the SDK; its code names it). */
const isValidationError = (error: unknown) =>
  error instanceof DynamoDBServiceException && error.name === 'ValidationException';

/** What one read of a store query answers: its items and the store's cursor after the last item it evaluated. */
export interface StoreRead<Item> {
  data: Item[];
  cursor: string | null;
}

/** A store query as storePage reads it. */
export interface StoreQuery<Item> {
  perPage: number;
  /** Up to `limit` items from the store's cursor (null: the start) — storePage asks one more than the page. */
  read: (storeCursor: string | null, limit: number) => Promise<StoreRead<Item>>;
  /** The store's cursor that goes on right after `item` (entityCursor, keyCursor). */
  cursorOf: (item: Item) => string;
}

/**
 * One page of a store query (ElectroDB or a raw Query) behind a sealed cursor, with no empty page
 * after the last: DynamoDB answers a LastEvaluatedKey whenever a Query stops at its Limit, even when
 * nothing follows, so `read` is asked for one item more than the page (`limit` = perPage + 1) from
 * the store's cursor (null for the first page). The page answers perPage items and, when the one
 * more came, the cursor right after the last item answered (`cursorOf`); when it did not, the
 * store's own cursor: null at the end of the list. A Query with a filter (DynamoDB applies Limit
 * before filters) or one stopped by DynamoDB's 1 MB can come back short of perPage + 1 with a cursor
 * though nothing more matches; that page still answers the store's cursor (knowing better would take
 * another read). A store cursor that the store or DynamoDB refuses (malformed, or a key outside the
 * query) answers 422.
 */
export async function storePage<Item>(
  scope: CursorScope,
  cursor: string | undefined,
  page: StoreQuery<Item>,
): Promise<{ data: Item[]; nextCursor: string | null }> {
  const position = openCursor(scope, cursor);
  if (position !== undefined && !isStoreCursor(position)) throw INVALID_CURSOR();
  let answer: StoreRead<Item>;
  try {
    answer = await page.read(position ?? null, page.perPage + 1);
  } catch (error) {
    // DynamoDB refuses a start key outside the query's partition.
    if (position !== undefined && isValidationError(dynamoCause(error))) throw INVALID_CURSOR();
    throw error;
  }
  const data = answer.data.slice(0, page.perPage);
  const last = data.at(-1);
  const next = answer.data.length > page.perPage && last !== undefined ? page.cursorOf(last) : answer.cursor;
  return { data, nextCursor: next ? sealCursor(scope, next) : null };
}

/** A store cursor is base64url JSON of a key, as ElectroDB writes it. */
export const keyToStoreCursor = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a store cursor names (storePage has checked that it is base64url JSON of an object). */
export const storeCursorToKey = (storeCursor: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(storeCursor, 'base64url').toString('utf8'));

/**
 * The store cursor right after an item read by an ElectroDB access pattern: its table key and, for
 * a secondary index, the index's key, built from the item's composite attributes
 * (`createConversions`) — what `.go()` answers as `cursor` when a read ends at that item.
 */
export function entityCursor<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  entity: Entity<A, F, C, S>,
  accessPattern: keyof S['indexes'],
): (item: object) => string {
  const { toCursor } = createConversions(entity).byAccessPattern[accessPattern].fromComposite;
  return (item) => toCursor(item as Parameters<typeof toCursor>[0]);
}

/**
 * The store cursor right after an item of a raw Query of `table` (or of its index `indexName`):
 * the item's table key and the index's key, the LastEvaluatedKey DynamoDB answers when a page ends
 * at that item.
 */
export function keyCursor(table: keyof typeof TABLES, indexName?: string): (item: object) => string {
  const definition: TableDefinition = TABLES[table];
  const index = definition.globalIndexes.find((candidate) => candidate.name === indexName);
  if (indexName !== undefined && !index) throw new Error(`The table ${table} has no index ${indexName}.`);
  const names = [
    ...new Set([definition.partitionKey, definition.sortKey, ...(index ? [index.partitionKey, index.sortKey] : [])]),
  ];
  return (item) => {
    const values = item as Record<string, unknown>;
    return keyToStoreCursor(Object.fromEntries(names.map((name) => [name, values[name]])));
  };
}
