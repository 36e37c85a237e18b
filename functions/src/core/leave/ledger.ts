/**
 * Leave balances: running totals per employee and type, and the entries behind them.
 *
 * For the leave-requests flow (all amounts in units: hoursToUnits / LEAVE_UNITS_PER_HOUR):
 *
 *   leaveTypesOf(organizationId: number): Promise<LeaveType[]>            (leave-type-store.ts)
 *   leaveTypeOf(organizationId: number, leaveTypeId: number): Promise<LeaveType>   (404 if none)
 *   readBalances(organizationId: number, employeeIds: readonly number[], asOf: string)
 *     : Promise<Map<number, EmployeeBalance[]>>   one row per type with a balance; FDV included
 *       (the route hides it from those who may not see it)
 *   availableUnits(organizationId: number, employeeId: number, leaveTypeId: number, asOf: string)
 *     : Promise<number | null>   projected balance at asOf minus pending; null for a type without
 *       a balance; 0 for long service leave before its qualifying years
 *   ledgerWrites(organizationId: number, employeeId: number, changes: LedgerChange[])
 *     : Promise<TransactionItem[]>   the operations to add to the caller's own transaction:
 *       accrual posted through yesterday (the organization's day; not for a pay run's `pay_run`
 *       changes alone: postsAccrualFirst), then the changes dated today,
 *       the account written with a version condition (the first operation: a cancellation on it
 *       means a concurrent change — build again or answer 409), entries, the type marked used,
 *       audit events. One call per transaction per employee (it writes the account once).
 *   LedgerChange (ledger-changes.ts):
 *     { kind: 'pending', leave_type_id, units }            + on submit, − on decline / cancel
 *     { kind: 'taken', leave_type_id, units, leave: { start_date, end_date, leave_request_id }, from_pending: true }
 *                                                          on approval (Leave taken entry; unpaid
 *                                                          types keep the span: no accrual, and
 *                                                          days already posted get it taken back)
 *     { kind: 'returned', leave_type_id, units, leave }    approved leave cancelled
 *     { kind: 'adjustment', leave_type_id, units, reason } HR (adjustLeaveBalance does it whole)
 *   commitLedger(organizationId, employeeId, changes): Promise<void>   ledgerWrites on its own,
 *     retried on a concurrent change.
 *
 * Reads never write and never replay history: as of a day on or after the account's posted day and
 * last entry, the totals plus the pattern's accrual since; before that, the last entry on or
 * before the day (one Query) plus the accrual after it.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { type BalanceUnit, LEAVE_ENTRY_KIND_LABELS, type LeaveType } from '@wattle/shared/leave-types';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { useActor } from '../actor.ts';
import { type AuditEntry, auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import {
  type BalanceFigures,
  figuresAsOf,
  hasBalance,
  inDaysOn,
  type LeaveEmployee,
  longServiceTakeableFrom,
  pausesAccrual,
  type Totals,
  totalsOf,
} from './balance-math.ts';
import { leaveTypesOf, markTypeUsed } from './leave-type-store.ts';
import {
  type Actor,
  applyChange,
  correctPostedAccrual,
  type LedgerChange,
  postAccrual,
  startDraft,
} from './ledger-changes.ts';
import {
  type AccountItem,
  accountPut,
  type EmployeeLeaveRecord,
  lastEntryOnOrBefore,
  leaveEmployeeOf,
  readEmployeesWithAccounts,
  withCombinedEntries,
} from './ledger-store.ts';

export { leaveTypeOf, leaveTypesOf } from './leave-type-store.ts';
export type { LedgerChange } from './ledger-changes.ts';

export interface EmployeeBalance {
  type: LeaveType;
  figures: BalanceFigures;
  /** What the figures count: hours, or days (a casual's FDV leave). */
  unit: BalanceUnit;
  /** Long service leave: the first day it may be taken. */
  takeable_from: string | null;
}

/**
 * The totals an account had as of `asOf` and the day accrual was posted through then: the account's
 * own on or after its posted day and newest entry, else the last entry's on or before it (one Query).
 */
export async function totalsAsOf(
  account: AccountItem,
  asOf: string,
): Promise<{ totals: Totals; postedThrough: string | undefined }> {
  const current =
    (!account.posted_through || asOf >= account.posted_through) &&
    (!account.last_entry_date || asOf >= account.last_entry_date);
  if (current) return { totals: account.totals, postedThrough: account.posted_through };
  const entry = await lastEntryOnOrBefore(account.organization_id, account.employee_id, asOf);
  return { totals: entry?.totals_after ?? {}, postedThrough: entry?.posted_through_after };
}

/** Balances of one employee as of `asOf` from their account (past days: from the last entry before). */
async function balancesOf(
  types: readonly LeaveType[],
  employee: LeaveEmployee,
  account: AccountItem,
  asOf: string,
): Promise<EmployeeBalance[]> {
  const { totals, postedThrough } = await totalsAsOf(account, asOf);
  return types.filter(hasBalance).map((type) => {
    const typeTotals = {
      ...totalsOf(totals, type.leave_type_id),
      pending: totalsOf(account.totals, type.leave_type_id).pending,
    };
    return {
      type,
      // The account's opening balances apply to every day on or after theirs (a past day's totals included).
      figures: figuresAsOf(type, typeTotals, employee, postedThrough, asOf, account.unpaid_spans, account.openings),
      unit: type.balance === 'fixed' && inDaysOn(type, employee, asOf) ? 'days' : 'hours',
      takeable_from: type.code === 'long_service' ? longServiceTakeableFrom(employee, asOf) : null,
    };
  });
}

/**
 * The balances of each employee as of `asOf`: the types, then the records and accounts in one
 * BatchGetItem per 100 employees; an as-of day before an account's newest entry adds one Query.
 * Employees that do not exist are left out.
 */
export async function readBalances(
  organizationId: number,
  employeeIds: readonly number[],
  asOf: string,
): Promise<Map<number, EmployeeBalance[]>> {
  const [types, rows] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(organizationId, employeeIds),
  ]);
  const results = await Promise.all(
    rows.map(
      async ({ record, account }) =>
        [record.employee_id, await balancesOf(types, leaveEmployeeOf(record), account, asOf)] as const,
    ),
  );
  return new Map(results);
}

/** What an employee may still ask for of a type at `asOf`, in its unit; null for a type without a balance. */
export async function available(
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  asOf: string,
): Promise<{ units: number; unit: BalanceUnit } | null> {
  const balances = (await readBalances(organizationId, [employeeId], asOf)).get(employeeId);
  if (!balances) throw VisibleError.notFound('Employee');
  const row = balances.find((entry) => entry.type.leave_type_id === leaveTypeId);
  if (!row) return null;
  if (row.takeable_from && asOf < row.takeable_from) return { units: 0, unit: row.unit };
  return { units: row.figures.balance - row.figures.pending, unit: row.unit };
}

/** The units (hours, or days for a balance kept in days) an employee may still ask for; null without a balance. */
export async function availableUnits(
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  asOf: string,
): Promise<number | null> {
  return (await available(organizationId, employeeId, leaveTypeId, asOf))?.units ?? null;
}

export function currentActor(): Actor {
  const actor = useActor();
  if (actor?.type === 'user') return { id: actor.userId, name: actor.userName };
  return { id: null, name: actor ? `System (${actor.reason})` : 'System' };
}

const nameOf = (record: EmployeeLeaveRecord) => `${record.first_name} ${record.last_name}`;

/**
 * Whether the work pattern's accrual is posted through `postThrough` before the changes. It is,
 * except for a pay run's accrual on the hours paid: its `pay_run` entries are dated the day the run
 * is posted and carry the posted day as it was (reads add the pattern's accrual since, and the
 * entries' balances count it: ledger-changes.ts balanceOn). The accrual poster posts those days
 * later with the rest of the month. A 1,000-employee run posts 1,000 accounts with their pay-run
 * entries only, not an Accrual entry per type as well (docs/performance/payroll-and-timesheets.md).
 * Not for an account with a capped type, whose year-end forfeits must be worked out on the days they
 * fall.
 */
function postsAccrualFirst(types: readonly LeaveType[], changes: readonly LedgerChange[]): boolean {
  const payRunOnly = changes.length > 0 && changes.every((change) => change.kind === 'pay_run');
  const capped = types.some((type) => type.balance === 'accruing' && type.carry_over_cap_hours !== null);
  return !payRunOnly || capped;
}

/**
 * The writes that post `record`'s accrual through `postThrough` and apply `changes` dated `date`:
 * the account (version-checked), the entries, the types marked used, and audit events (one per
 * entry, accrual entries summed in one).
 */
export function buildLedgerWrites(
  types: readonly LeaveType[],
  record: EmployeeLeaveRecord,
  account: AccountItem,
  postThrough: string,
  date: string,
  changes: readonly LedgerChange[],
  edit?: (account: AccountItem) => void,
): TransactionItem[] {
  const { items, audits } = ledgerWritesAndAudits(types, record, account, postThrough, date, changes, edit);
  return [...items, ...audits.map(auditPut)];
}

/** The writes of buildLedgerWrites with its audit events apart, for a caller that writes them in one (pay-accrual.ts). */
export function ledgerWritesAndAudits(
  types: readonly LeaveType[],
  record: EmployeeLeaveRecord,
  account: AccountItem,
  postThrough: string,
  date: string,
  changes: readonly LedgerChange[],
  edit?: (account: AccountItem) => void,
): { items: TransactionItem[]; audits: AuditEntry[] } {
  const employee = leaveEmployeeOf(record);
  const actor = currentActor();
  const now = new Date().toISOString();
  const draft = startDraft(account);
  edit?.(draft.account);
  if (postsAccrualFirst(types, changes)) postAccrual(draft, employee, types, postThrough, actor, now);
  const accruals = draft.entries.length;
  const used = new Set<number>();
  for (const change of changes) {
    const type = types.find((entry) => entry.leave_type_id === change.leave_type_id);
    if (!type) throw VisibleError.notFound('Leave type');
    const unpaidBefore = [...draft.account.unpaid_spans];
    applyChange(draft, employee, type, change, date, actor, now);
    if ((change.kind === 'taken' || change.kind === 'returned') && pausesAccrual(type)) {
      correctPostedAccrual(draft, employee, types, unpaidBefore, change.leave, date, actor, now);
    }
    if (!type.in_use) used.add(type.leave_type_id);
  }
  if (
    draft.entries.length === 0 &&
    changes.length === 0 &&
    !edit &&
    draft.account.posted_through === account.posted_through
  ) {
    return { items: [], audits: [] };
  }
  draft.account.updated_at = now;
  const organizationId = account.organization_id;
  const record_ = { type: 'leave_balance' as const, id: record.employee_id, label: nameOf(record) };
  const audits: AuditEntry[] = [];
  const posted = draft.entries.slice(0, accruals);
  if (posted.length > 0) {
    const summary = posted
      .map(
        (entry) =>
          `${types.find((t) => t.leave_type_id === entry.leave_type_id)?.name ?? entry.leave_type_id} ${unitsToHours(entry.units)} h`,
      )
      .join(', ');
    audits.push({
      organizationId,
      module: 'leave',
      action: 'update',
      record: record_,
      summary: `Accrual posted through ${draft.account.posted_through} for ${nameOf(record)}: ${summary}`,
    });
  }
  for (const entry of draft.entries.slice(accruals)) {
    const type = types.find((t) => t.leave_type_id === entry.leave_type_id);
    // The audit log is read with audit.view, not confidential_leave: a confidential type (family
    // and domestic violence leave) is neither named nor given its figures there.
    if (type?.confidential) {
      audits.push({
        organizationId,
        module: 'leave',
        action: 'update',
        record: record_,
        summary: `${LEAVE_ENTRY_KIND_LABELS[entry.kind]}: leave for ${nameOf(record)}`,
      });
      continue;
    }
    audits.push({
      organizationId,
      module: 'leave',
      action: 'update',
      record: record_,
      summary: `${LEAVE_ENTRY_KIND_LABELS[entry.kind]}: ${unitsToHours(entry.units)} h of ${type?.name ?? 'leave'} for ${nameOf(record)}${entry.reason ? ` (${entry.reason})` : ''}`,
      changes: [
        {
          field: `leave_type_${entry.leave_type_id}`,
          label: `${type?.name ?? 'Leave'} balance (h)`,
          before: unitsToHours(entry.balance_after - entry.units),
          after: unitsToHours(entry.balance_after),
        },
      ],
    });
  }
  // A pay run's accrual on the hours paid is one entry item for all its types (ledger-store.ts).
  const payRunOnly = changes.every((change) => change.kind === 'pay_run');
  const entries = payRunOnly ? withCombinedEntries(draft.entries, accruals) : draft.entries;
  draft.account.entry_count = entries.at(-1)?.entry_number ?? draft.account.entry_count;
  return {
    items: [
      accountPut(account, draft.account),
      ...entries.map((entry) =>
        rawItem({
          Put: { TableName: tableNames().leave, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' },
        }),
      ),
      ...[...used].map((id) => markTypeUsed(organizationId, id)),
    ],
    audits: auditsOf(audits, changes),
  };
}

/**
 * A pay run's accrual posting (only `pay_run` changes) is one audit event per employee, not one per
 * entry: a 1,000-employee run writes 1,000 events rather than about 4,000 (the entries keep the detail).
 */
function auditsOf(audits: AuditEntry[], changes: readonly LedgerChange[]): AuditEntry[] {
  const [first, ...rest] = audits;
  if (!first || rest.length === 0 || !changes.every((change) => change.kind === 'pay_run')) return audits;
  return [
    {
      ...first,
      summary: audits.map((audit) => audit.summary).join('; '),
      changes: audits.flatMap((audit) => audit.changes ?? []),
    },
  ];
}

/** The organization's time zone: the request's (read with the membership), else its record's. */
async function timezoneOf(organizationId: number): Promise<string> {
  const actor = useActor();
  if (actor?.type === 'user' && actor.organization?.id === organizationId) return organizationTimezone(organizationId);
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      ProjectionExpression: '#timezone',
      ExpressionAttributeNames: { '#timezone': 'timezone' },
    }),
  );
  return (answer.Item?.timezone as string | undefined) || 'UTC';
}

/** The organization's today and yesterday. */
export async function ledgerDay(organizationId: number): Promise<{ today: string; yesterday: string }> {
  const today = todayIn(await timezoneOf(organizationId));
  return { today, yesterday: addDays(today, -1) };
}

/** See the header: the operations for the caller's transaction (consistent reads of the account and record). */
export async function ledgerWrites(
  organizationId: number,
  employeeId: number,
  changes: readonly LedgerChange[],
): Promise<TransactionItem[]> {
  const [types, rows] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(organizationId, [employeeId], true),
  ]);
  const row = rows[0];
  if (!row) throw VisibleError.notFound('Employee');
  const { today, yesterday } = await ledgerDay(organizationId);
  return buildLedgerWrites(types, row.record, row.account, yesterday, today, changes);
}

/** Runs ledgerWrites in its own transaction, again when another write changed the account first. */
export async function commitLedger(
  organizationId: number,
  employeeId: number,
  changes: readonly LedgerChange[],
): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const items = await ledgerWrites(organizationId, employeeId, changes);
    if (items.length === 0) return;
    const result = await transactWrite(items);
    if (!result.canceled) return;
    if (result.data[0]?.code !== 'ConditionalCheckFailed') break;
  }
  throw VisibleError.conflict('The balance was changed by someone else. Try again.');
}
