import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  GENDERS,
  type Gender,
  WORK_ARRANGEMENTS,
} from '@wattle/shared/employee-constants';
import type { EmployeeSummary } from '@wattle/shared/employees';
import type { PeopleSource } from '../access/reach.ts';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { lazy } from '../lazy.ts';
import type { employeesService } from './service.ts';

/** What ElectroDB's transaction builders accept: a raw item passes through to TransactWriteItems. */
type TransactionEntities = Parameters<Parameters<ReturnType<typeof employeesService>['transaction']['write']>[0]>[0];
type TransactionItem = ReturnType<ReturnType<TransactionEntities['history']['create']>['commit']>;

/**
 * The directory: every employee of an organization as one compact entry (~100 bytes, no payroll
 * data), spread over a fixed number of shard items. A list, search or filter reads all shards in
 * one BatchGet (up to 16 MB, so tens of thousands of employees) instead of paging a large index
 * 1 MB at a time.
 *
 * A shard holds a compressed `base` (deflate of every entry it held when last compacted) and, as
 * separate attributes `e<id>`, the entries written since: each change sets its employee's entry in
 * the same transaction as the change (a removal sets an empty tombstone), so concurrent writers
 * never contend on a read-modify-write of the shard. A reader overlays those on the base and never
 * writes. After its transaction, the writer reads its shard back and, once it carries more than a
 * few separate entries, folds them into a new base with a write conditional on the shard's `rev`,
 * so a shard read costs its compressed size (a quarter of the plain entries) rather than the
 * entries'.
 */
export const DIRECTORY_SHARDS = 16;

/** What a directory entry and a list's summary carry of a record as it is: code, names, contact and place. */
export type ListedField =
  | 'organization_id'
  | 'employee_code'
  | 'first_name'
  | 'last_name'
  | 'personal_email'
  | 'phone_number'
  | 'department_id'
  | 'designation_id';

export interface DirectoryEntry
  extends Pick<
    EmployeeSummary,
    | ListedField
    | 'reporting_manager_id'
    | 'status'
    | 'work_arrangement'
    | 'joining_date'
    | 'last_working_day'
    | 'probation_end_date'
    | 'trashed_at'
  > {
  employee_id: number;
  employment_type: EmploymentType;
  /** Null on entries written before it was kept (the dashboard counts those as not stated). */
  gender: Gender | null;
  /** The record's version, so list rows can make version-checked inline edits (0: written before it was kept). */
  version: number;
}

/**
 * One collator for every sort: creating one per comparison (localeCompare with options) is slow.
 * Built on the first sort, not at load: creating it loads ICU's collation data (~10 ms).
 */
const nameCollator = lazy(() => new Intl.Collator('en', { sensitivity: 'base' }));

export const shardOf = (employeeId: number) => employeeId % DIRECTORY_SHARDS;

const shardKey = (organizationId: number, employeeId: number) => ({
  pk: `org#${organizationId}`,
  sk: `directory#${employeeId % DIRECTORY_SHARDS}`,
});
const entryAttribute = (employeeId: number) => `e${employeeId}`;
/** The value of a removed employee's entry until the shard is next compacted. */
const TOMBSTONE = '';
/** A shard is compacted by the next writer once it carries more entries outside its base than this. */
const COMPACT_AFTER = 8;

function encode(entry: DirectoryEntry): string {
  return JSON.stringify([
    entry.employee_code,
    entry.first_name,
    entry.last_name,
    entry.personal_email,
    entry.phone_number,
    entry.department_id,
    entry.designation_id,
    entry.reporting_manager_id ?? 0,
    EMPLOYEE_STATUSES.indexOf(entry.status),
    EMPLOYMENT_TYPES.indexOf(entry.employment_type),
    entry.joining_date,
    entry.trashed_at ?? '',
    WORK_ARRANGEMENTS.indexOf(entry.work_arrangement),
    entry.version,
    entry.gender ? GENDERS.indexOf(entry.gender) : -1,
    entry.last_working_day ?? '',
    entry.probation_end_date ?? '',
  ]);
}

function decode(organizationId: number, employeeId: number, value: string): DirectoryEntry {
  type Encoded = [
    string,
    string,
    string,
    string,
    string,
    number,
    number,
    number,
    number,
    number,
    string,
    string,
    number?,
    number?,
    number?,
    string?,
    string?,
  ];
  const [
    code,
    first,
    last,
    email,
    phone,
    department,
    designation,
    manager,
    status,
    type,
    joining,
    trashed,
    arrangement,
    version,
    gender,
    lastDay,
    probationEnd,
  ] = JSON.parse(value) as Encoded;
  return {
    employee_id: employeeId,
    organization_id: organizationId,
    employee_code: code,
    first_name: first,
    last_name: last,
    personal_email: email,
    phone_number: phone,
    department_id: department,
    designation_id: designation,
    reporting_manager_id: manager || null,
    status: EMPLOYEE_STATUSES[status] ?? 'Active',
    employment_type: EMPLOYMENT_TYPES[type] ?? 'Full-time',
    work_arrangement: WORK_ARRANGEMENTS[arrangement ?? 0] ?? 'Onsite',
    joining_date: joining,
    gender: GENDERS[gender ?? -1] ?? null,
    last_working_day: lastDay || null,
    probation_end_date: probationEnd || null,
    trashed_at: trashed || null,
    version: version ?? 0,
  };
}

/** A raw transaction item that writes (or, with null, removes) one employee's directory entry. */
export function directoryWrite(
  organizationId: number,
  employeeId: number,
  entry: DirectoryEntry | null,
): TransactionItem {
  const names = { '#entry': entryAttribute(employeeId), '#rev': 'rev' };
  const Key = shardKey(organizationId, employeeId);
  const TableName = tableNames().employees;
  // `rev` counts the shard's changes: readers reuse what they decoded while it stays the same.
  const item = entry
    ? {
        Update: {
          TableName,
          Key,
          UpdateExpression: 'SET #entry = :entry ADD #rev :one',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':entry': encode(entry), ':one': 1 },
        },
      }
    : {
        Update: {
          TableName,
          Key,
          UpdateExpression: 'SET #entry = :tombstone ADD #rev :one',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':tombstone': TOMBSTONE, ':one': 1 },
        },
      };
  return item as unknown as TransactionItem;
}

type ShardUpdate = {
  TableName: string;
  Key: { pk: string; sk: string };
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/**
 * The items of several transactions written as one (db/transaction-group.ts), with every shard's
 * directory writes (directoryWrite) folded into one update of that shard: a transaction may hold an
 * item once. Other items pass through unchanged.
 */
export function mergeDirectoryWrites(items: TransactionItem[]): TransactionItem[] {
  const shards = new Map<string, { update: ShardUpdate; entries: [string, unknown][] }>();
  const merged: unknown[] = [];
  for (const item of items) {
    const update = (item as { Update?: ShardUpdate }).Update;
    if (!update?.Key.sk.startsWith('directory#') || !update.ExpressionAttributeNames['#entry']) {
      merged.push(item);
      continue;
    }
    const key = `${update.TableName}#${update.Key.pk}#${update.Key.sk}`;
    const entry: [string, unknown] = [
      update.ExpressionAttributeNames['#entry'],
      update.ExpressionAttributeValues[':entry'] ?? update.ExpressionAttributeValues[':tombstone'],
    ];
    const shard = shards.get(key);
    if (shard) shard.entries.push(entry);
    else {
      const fresh = { update, entries: [entry] };
      shards.set(key, fresh);
      merged.push(fresh);
    }
  }
  return merged.map((item) => {
    const shard = item as { update?: ShardUpdate; entries?: [string, unknown][] };
    if (!shard.update || !shard.entries) return item as TransactionItem;
    const { TableName, Key } = shard.update;
    const entries = shard.entries;
    return {
      Update: {
        TableName,
        Key,
        UpdateExpression: `SET ${entries.map((_, index) => `#e${index} = :e${index}`).join(', ')} ADD #rev :count`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], index) => [`#e${index}`, name])),
          '#rev': 'rev',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], index) => [`:e${index}`, value])),
          ':count': entries.length,
        },
      },
    } as unknown as TransactionItem;
  });
}

/**
 * Decoded, sorted directories by organization, reused while every shard's `rev` is unchanged:
 * the shards are still read on every request (that is what keeps a list exact), but a warm
 * function does not parse and sort ten thousand entries again when nothing changed.
 */
const decoded = new Map<number, { revisions: string; entries: readonly DirectoryEntry[] }>();
const DECODED_ORGANIZATIONS = 16;

/** The keys of an organization's directory shards. */
export const directoryKeys = (organizationId: number) =>
  Array.from({ length: DIRECTORY_SHARDS }, (_, shard) => ({ pk: `org#${organizationId}`, sk: `directory#${shard}` }));

/** The whole directory of an organization (active and trashed), sorted by last then first name. */
export async function readDirectory(organizationId: number): Promise<readonly DirectoryEntry[]> {
  const table = tableNames().employees;
  const shards = (await batchGet([{ table, keys: directoryKeys(organizationId) }])).get(table) ?? [];
  return directoryOf(organizationId, shards);
}

/**
 * The directory that `items` (the shards read, among any other items) hold. Access's reach check
 * reads the shards in its own batch, with the record a route names (see directoryPeople).
 */
export function directoryOf(
  organizationId: number,
  items: readonly Record<string, unknown>[],
): readonly DirectoryEntry[] {
  const shards = items.filter(
    (item) => item.pk === `org#${organizationId}` && String(item.sk).startsWith('directory#'),
  );
  const revisions = shards
    .map((shard) => `${String(shard.sk)}:${typeof shard.rev === 'number' ? shard.rev : 'none'}`)
    .sort()
    .join(',');
  const cached = decoded.get(organizationId);
  if (cached && cached.revisions === revisions && !revisions.includes('none')) return cached.entries;
  const entries: DirectoryEntry[] = [];
  for (const shard of shards) {
    for (const [employeeId, value] of shardValues(shard).values)
      entries.push(decode(organizationId, employeeId, value));
  }
  const collator = nameCollator();
  entries.sort(
    (a, b) =>
      collator.compare(a.last_name, b.last_name) ||
      collator.compare(a.first_name, b.first_name) ||
      a.employee_id - b.employee_id,
  );
  const frozen = Object.freeze(entries);
  decoded.delete(organizationId);
  decoded.set(organizationId, { revisions, entries: frozen });
  if (decoded.size > DECODED_ORGANIZATIONS) decoded.delete(decoded.keys().next().value as number);
  return frozen;
}

/** A shard's current entries (base overlaid with newer entries) and how many were overlaid. */
function shardValues(shard: Record<string, unknown>): { values: Map<number, string>; overlaid: number } {
  const values = new Map<number, string>();
  if (shard.base instanceof Uint8Array) {
    const base = JSON.parse(inflateRawSync(shard.base).toString('utf8')) as Record<string, string>;
    for (const [employeeId, value] of Object.entries(base)) values.set(Number(employeeId), value);
  }
  let overlaid = 0;
  for (const [attribute, value] of Object.entries(shard)) {
    if (!/^e\d+$/.test(attribute) || typeof value !== 'string') continue;
    overlaid++;
    const employeeId = Number(attribute.slice(1));
    if (value === TOMBSTONE) values.delete(employeeId);
    else values.set(employeeId, value);
  }
  return { values, overlaid };
}

/**
 * Called by a writer after its transaction set an employee's entry: reads that employee's shard
 * (strongly consistent) and, when it carries more than COMPACT_AFTER separate entries, replaces it
 * with its compacted form. Only functions that write the directory call this; reads never write.
 */
export async function compactDirectoryShard(organizationId: number, employeeId: number): Promise<void> {
  const table = tableNames().employees;
  const shard = (
    await dynamo().send(
      new GetCommand({ TableName: table, Key: shardKey(organizationId, employeeId), ConsistentRead: true }),
    )
  ).Item;
  if (!shard) return;
  const { values, overlaid } = shardValues(shard);
  if (overlaid > COMPACT_AFTER) await compactShard(table, shard, values);
}

/** compactDirectoryShard once for each shard the employees are on: after a batch of writes. */
export async function compactDirectoryShards(organizationId: number, employeeIds: Iterable<number>): Promise<void> {
  const shards = new Map<number, number>();
  for (const id of employeeIds) shards.set(shardOf(id), id);
  await Promise.all([...shards.values()].map((id) => compactDirectoryShard(organizationId, id)));
}

/**
 * Replaces a shard with its compacted form: one compressed base, no separate entries. Written
 * only if no change reached the shard since it was read (`rev` unchanged); otherwise a later
 * writer compacts it. The content, and so `rev`, stays the same.
 */
async function compactShard(table: string, shard: Record<string, unknown>, values: Map<number, string>): Promise<void> {
  const base = deflateRawSync(Buffer.from(JSON.stringify(Object.fromEntries(values))), { level: 6 });
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: { pk: shard.pk, sk: shard.sk, rev: shard.rev, base },
        ConditionExpression: '#rev = :rev',
        ExpressionAttributeNames: { '#rev': 'rev' },
        ExpressionAttributeValues: { ':rev': shard.rev },
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The people a data scope reaches, as access reads them (core/access/reach.ts): the directory. */
export const directoryPeople: PeopleSource = {
  table: () => tableNames().employees,
  keys: directoryKeys,
  people: directoryOf,
};
