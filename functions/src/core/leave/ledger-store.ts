import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LeaveEntryKind } from '@wattle/shared/leave-types';
import { defaultWorkPattern, type WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import type { StoreQuery } from '../db/paging.ts';
import { tableQueries } from '../db/query-all.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import type { LeaveEmployee, Openings, Totals, UnpaidSpan } from './balance-math.ts';
import { typeEntriesKey } from './leave-type-store.ts';

/**
 * Where balances live in the leave table (the organization's partition):
 * - the account, one per employee (`leave_account#<employee>`): running totals per type, the day
 *   accrual is posted through, the approved unpaid absences (their days accrue nothing), the last
 *   entry's day and number, a version every write checks;
 * - its entries (`leave_entry#<employee>#<date>#<number>`), in date order, each with the totals
 *   after it, so a balance as of a past day is one Query (Limit 1, descending) plus the pattern's
 *   accrual after it. gsi2 lists the entries of custom types not yet marked used (inTypeIndex), so
 *   deleting such a type can tell whether it has any.
 *   A pay run's accrual on the hours paid is one entry for all its types (`parts`, one a type; the
 *   entry's own type, units and balance are its first part's, and its keys that type's), so a
 *   posting writes one entry item, not one a type. A type's history reads the employee's entries
 *   (the table, in date order) and keeps those of the type or with a part of it: entries written
 *   before, one a type, are read the same way.
 */

export interface AccountItem {
  pk: string;
  sk: string;
  organization_id: number;
  employee_id: number;
  totals: Totals;
  /** The last day whose accrual is posted; absent before the first posting. */
  posted_through?: string;
  /** The day of the newest entry; absent before the first. */
  last_entry_date?: string;
  /** Every approved unpaid absence (kept after posting: past balances recompute accrual around them). */
  unpaid_spans: UnpaidSpan[];
  /** Opening balances per type (issue 31 §2; opening-balances.ts); absent before the first. */
  openings?: Openings;
  /** When and by whom the balances were confirmed (an opening balance, or the accrual since joining). */
  balances_confirmed?: { at: string; by: string };
  /** Counts changes of the openings and their confirmation (what PUT /opening-balances checks). */
  openings_version?: number;
  entry_count: number;
  version: number;
  updated_at: string;
}

/** One type's change in an entry of several (a pay run's accrual on the hours paid). */
export interface EntryPart {
  leave_type_id: number;
  units: number;
  balance_after: number;
  reason?: string;
}

export interface EntryItem {
  pk: string;
  sk: string;
  /**
   * The type's entry index (gsi2), only on an entry of a custom type not yet marked used
   * (inTypeIndex); entries written before 4 December 2026 carry it whatever their type, and before
   * December 2026 gsi1 keys too (one employee's entries of one type), no longer read.
   */
  gsi2pk?: string;
  gsi2sk?: string;
  organization_id: number;
  employee_id: number;
  entry_number: number;
  leave_type_id: number;
  kind: LeaveEntryKind;
  date: string;
  /** Signed units the entry moved its type's balance by. */
  units: number;
  balance_after: number;
  /** Every type's totals after the entry (pending excluded) and the day accrual was posted through. */
  totals_after: Totals;
  posted_through_after?: string;
  period_from?: string;
  leave_start?: string;
  leave_end?: string;
  leave_request_id?: number;
  reason?: string;
  actor_id?: number;
  actor_name: string;
  recorded_at: string;
  /** An entry of several types: each type's change, the first the entry's own (absent: one type). */
  parts?: EntryPart[];
  /** The types of `parts`, what a type's history filters on. */
  part_type_ids?: number[];
}

/**
 * A pay run's entries of one posting (`pay_run`, one a type, numbered in a row) as one item: the
 * first's keys, number and type, every type's change in `parts`, the totals after the last.
 */
function combinedEntry(entries: readonly EntryItem[]): EntryItem {
  const [first, ...rest] = entries;
  if (!first) throw new Error('combinedEntry: no entries');
  if (rest.length === 0) return first;
  const last = entries[entries.length - 1] as EntryItem;
  const parts = entries.map(({ leave_type_id, units, balance_after, reason }) => ({
    leave_type_id,
    units,
    balance_after,
    ...(reason ? { reason } : {}),
  }));
  return {
    ...first,
    totals_after: last.totals_after,
    ...(last.posted_through_after ? { posted_through_after: last.posted_through_after } : {}),
    parts,
    part_type_ids: parts.map((part) => part.leave_type_id),
  };
}

/** `entries` with those from `from` on (a pay run's, one a type) as one item, when there are several. */
export function withCombinedEntries(entries: readonly EntryItem[], from: number): EntryItem[] {
  if (entries.length - from < 2) return [...entries];
  return [...entries.slice(0, from), combinedEntry(entries.slice(from))];
}

/** The entry's change of `leaveTypeId`: its part of that type, else the entry itself. */
export function entryOfType(item: EntryItem, leaveTypeId: number): EntryItem {
  const part = item.parts?.find((row) => row.leave_type_id === leaveTypeId);
  if (!part) return item;
  const { reason: _reason, ...rest } = item;
  return { ...rest, ...part };
}

const partition = (organizationId: number) => `org#${organizationId}`;
const employeePart = (employeeId: number) => String(employeeId).padStart(12, '0');

export const accountKey = (organizationId: number, employeeId: number) => ({
  pk: partition(organizationId),
  sk: `leave_account#${employeePart(employeeId)}`,
});

const entryPrefix = (employeeId: number) => `leave_entry#${employeePart(employeeId)}#`;
const entryNumberPart = (entryNumber: number) => String(entryNumber).padStart(8, '0');

/**
 * Whether an entry of `type` goes in the type's entry index. The index answers one question: does a
 * custom type that no request or change has marked used have entries (its accrual, posted for
 * every accruing type)? Deleting a type asks it (leave-type-service.ts deleteLeaveType); NES types
 * are never deleted, and a type marked used stays used and cannot be. Their entries stay out, so
 * an entry is written once, not twice (the index holds whole items): a pay run's accrual posts
 * about an entry per employee.
 */
export const inTypeIndex = (type: { code: string | null; in_use: boolean }) => type.code === null && !type.in_use;

/** The keys of an employee's entry number `n`, dated `date`, of `leaveTypeId`; with the type index's when `indexed`. */
export function entryKeys(
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  date: string,
  n: number,
  indexed: boolean,
) {
  return {
    pk: partition(organizationId),
    sk: `${entryPrefix(employeeId)}${date}#${entryNumberPart(n)}`,
    ...(indexed
      ? {
          gsi2pk: typeEntriesKey(organizationId, leaveTypeId),
          gsi2sk: `${employeePart(employeeId)}#${date}#${entryNumberPart(n)}`,
        }
      : {}),
  };
}

export const emptyAccount = (organizationId: number, employeeId: number): AccountItem => ({
  ...accountKey(organizationId, employeeId),
  organization_id: organizationId,
  employee_id: employeeId,
  totals: {},
  unpaid_spans: [],
  entry_count: 0,
  version: 0,
  updated_at: '',
});

/** The employee's account, strongly consistent (a write builds on it); a new empty one when none is stored. */
export async function readAccount(organizationId: number, employeeId: number): Promise<AccountItem> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableNames().leave,
      Key: accountKey(organizationId, employeeId),
      ConsistentRead: true,
    }),
  );
  return (answer.Item as AccountItem | undefined) ?? emptyAccount(organizationId, employeeId);
}

/** What the ledger reads of an employee record (the work pattern, once the employee has one). */
export interface EmployeeLeaveRecord {
  organization_id: number;
  employee_id: number;
  first_name: string;
  last_name: string;
  joining_date: string;
  employment_type: string;
  last_working_day?: string;
  work_pattern_periods?: WorkPatternPeriod[];
}

const EMPLOYEE_FIELDS = [
  'organization_id',
  'employee_id',
  'first_name',
  'last_name',
  'joining_date',
  'employment_type',
  'last_working_day',
  'work_pattern_periods',
];

/** The work pattern of a record; a record from before work patterns gets the default from its joining date. */
export function leaveEmployeeOf(record: EmployeeLeaveRecord): LeaveEmployee {
  const periods = record.work_pattern_periods?.length
    ? record.work_pattern_periods
    : [defaultWorkPattern(record.employment_type, record.joining_date)];
  return {
    organization_id: record.organization_id,
    employee_id: record.employee_id,
    joining_date: record.joining_date,
    periods,
    ...(record.last_working_day ? { last_working_day: record.last_working_day } : {}),
  };
}

const employeeKey = (organizationId: number, employeeId: number) => ({
  pk: partition(organizationId),
  sk: `employee#${employeePart(employeeId)}`,
});

/** The accounts of `employeeIds` in one BatchGetItem (100 keys a request), an empty one where none is stored. */
export async function readAccounts(
  organizationId: number,
  employeeIds: readonly number[],
  consistent = false,
): Promise<Map<number, AccountItem>> {
  const answer = await batchGet([
    { table: tableNames().leave, keys: employeeIds.map((id) => accountKey(organizationId, id)), consistent },
  ]);
  const stored = new Map(
    ((answer.get(tableNames().leave) ?? []) as unknown as AccountItem[]).map((a) => [a.employee_id, a]),
  );
  return new Map(employeeIds.map((id) => [id, stored.get(id) ?? emptyAccount(organizationId, id)]));
}

/** What the ledger reads of an employee record, from a full record already in hand. */
export function leaveRecordOf(record: EmployeeLeaveRecord): EmployeeLeaveRecord {
  return Object.fromEntries(
    EMPLOYEE_FIELDS.flatMap((field) => {
      const value = record[field as keyof EmployeeLeaveRecord];
      return value === undefined ? [] : [[field, value]];
    }),
  ) as unknown as EmployeeLeaveRecord;
}

/**
 * Employee records and accounts of `employeeIds` in one BatchGetItem (100 keys a request): the
 * records that exist, each with its account (empty when none is stored).
 */
export async function readEmployeesWithAccounts(
  organizationId: number,
  employeeIds: readonly number[],
  consistent = false,
): Promise<{ record: EmployeeLeaveRecord; account: AccountItem }[]> {
  const answer = await batchGet([
    {
      table: tableNames().employees,
      keys: employeeIds.map((id) => employeeKey(organizationId, id)),
      projection: EMPLOYEE_FIELDS,
      consistent,
    },
    { table: tableNames().leave, keys: employeeIds.map((id) => accountKey(organizationId, id)), consistent },
  ]);
  const records = new Map(
    ((answer.get(tableNames().employees) ?? []) as unknown as EmployeeLeaveRecord[]).map((r) => [r.employee_id, r]),
  );
  const accounts = new Map(
    ((answer.get(tableNames().leave) ?? []) as unknown as AccountItem[]).map((a) => [a.employee_id, a]),
  );
  return employeeIds.flatMap((id) => {
    const record = records.get(id);
    return record ? [{ record, account: accounts.get(id) ?? emptyAccount(organizationId, id) }] : [];
  });
}

/** The employee's newest entry dated on or before `date` (one Query, Limit 1, descending); undefined when none. */
export async function lastEntryOnOrBefore(
  organizationId: number,
  employeeId: number,
  date: string,
): Promise<EntryItem | undefined> {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().leave,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': partition(organizationId),
        ':from': entryPrefix(employeeId),
        ':to': `${entryPrefix(employeeId)}${date}#~`,
      },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return answer.Items?.[0] as EntryItem | undefined;
}

/**
 * An employee's entries of one type as storePage reads them, newest first: the employee's entries in
 * the table (date order), those of the type or with a part of it (an entry of several types), read
 * on (perPage × 2 a Query) until the page is full; the cursor is after the last entry answered.
 */
export function typeEntriesQuery(
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  perPage: number,
): StoreQuery<EntryItem> {
  return tableQueries('leave').filledPagedQuery<EntryItem>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'leave_type_id = :type OR contains(part_type_ids, :type)',
      ExpressionAttributeValues: {
        ':pk': partition(organizationId),
        ':prefix': entryPrefix(employeeId),
        ':type': leaveTypeId,
      },
      ScanIndexForward: false,
      Limit: perPage * 2,
    },
    // The filter is the Query's; every read goes on until the page is full (no cap, as before).
    { perPage, keep: () => true, maxReads: Number.POSITIVE_INFINITY },
  );
}

/** The account written whole, on the condition that nobody wrote it since it was read. */
export function accountPut(before: AccountItem, after: AccountItem): TransactionItem {
  return rawItem({
    Put: {
      TableName: tableNames().leave,
      Item: { ...after, version: before.version + 1 },
      ...(before.version === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': before.version },
          }),
    },
  });
}
