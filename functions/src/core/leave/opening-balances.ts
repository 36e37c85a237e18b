import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dayIn, formatLongDate, todayIn } from '@wattle/shared/calendar';
import { lifecycleOf } from '@wattle/shared/employee-lifecycle';
import type { LeaveType } from '@wattle/shared/leave-types';
import {
  type OpeningBalances,
  openingBalanceInput,
  openingBalancesInput,
  type UnconfirmedBalance,
} from '@wattle/shared/opening-balances';
import { hoursToUnits, unitsToHours } from '@wattle/shared/work-pattern';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { type TransactionItem, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { resolveEmployee } from '../employees/employee-record.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { figuresAsOf, type LeaveEmployee, type OpeningBalance, totalsOf } from './balance-math.ts';
import { buildLedgerWrites, currentActor, leaveTypesOf, ledgerDay, totalsAsOf } from './ledger.ts';
import type { LedgerChange } from './ledger-changes.ts';
import { type AccountItem, leaveEmployeeOf, readEmployeesWithAccounts } from './ledger-store.ts';

/**
 * Opening leave balances (issue 31 §2; shared/src/opening-balances.ts). An opening balance of an
 * accruing type as at a day takes the place of everything the ledger counted for the type up to
 * the end of that day (the accrual since joining, leave and adjustments recorded by then): it is
 * kept on the account with those figures as at its day (`replaced`), and from its day on the
 * balance is the opening balance plus what the ledger counts after it (balance-math.ts figuresAsOf,
 * the one way balances are read). Setting, replacing or removing one is an Opening balance entry of
 * the change it makes to today's balance, with its audit event, in the ledger's transaction.
 * Confirming an employee's balances (any PUT, an empty one too) is kept on the account; the Leave
 * Balance screen and the setup checklist list current employees who joined before the workspace was
 * created and whose balances nobody has confirmed.
 */

interface Line {
  leave_type_id: number;
  as_at: string;
  units: number;
}

const sameOpening = (opening: OpeningBalance | undefined, line: Line | undefined) =>
  opening?.as_at === line?.as_at && opening?.units === line?.units;

/** An opening balance is as at a day from joining to today. */
function checkDay(asAt: string, employee: LeaveEmployee, today: string) {
  if (asAt < employee.joining_date) {
    throw VisibleError.validation({
      as_at: [`The date cannot be before the joining date (${formatLongDate(employee.joining_date)}).`],
    });
  }
  if (asAt > today) throw VisibleError.validation({ as_at: ['The date cannot be after today.'] });
}

/** Whether `line` may be an opening balance of `type` for the employee (422 naming the field otherwise). */
export function checkLine(
  type: LeaveType | undefined,
  line: Pick<Line, 'as_at'>,
  employee: LeaveEmployee,
  today: string,
) {
  if (!type) throw VisibleError.validation({ balances: ['A leave type is not one of this organization’s.'] });
  if (type.balance !== 'accruing') {
    throw VisibleError.validation({
      balances: [`${type.name} does not accrue, so it has no opening balance.`],
    });
  }
  checkDay(line.as_at, employee, today);
}

/** The ledger's own figures of a type as at a day, without any opening balance: what an opening replaces. */
async function replacedAt(account: AccountItem, employee: LeaveEmployee, type: LeaveType, asAt: string) {
  const { totals, postedThrough } = await totalsAsOf(account, asAt);
  const figures = figuresAsOf(
    type,
    totalsOf(totals, type.leave_type_id),
    employee,
    postedThrough,
    asAt,
    account.unpaid_spans,
  );
  return { accrued: figures.accrued, taken: figures.taken, adjusted: figures.adjusted };
}

function viewOf(employeeId: number, account: AccountItem, types: readonly LeaveType[]): OpeningBalances {
  const balances = Object.entries(account.openings ?? {}).map(([id, opening]) => ({
    leave_type_id: Number(id),
    name: types.find((type) => type.leave_type_id === Number(id))?.name ?? 'Leave',
    as_at: opening.as_at,
    hours: unitsToHours(opening.units),
  }));
  return {
    employee_id: employeeId,
    as_at:
      balances
        .map((line) => line.as_at)
        .sort()
        .at(-1) ?? null,
    balances,
    confirmed_at: account.balances_confirmed?.at ?? null,
    confirmed_by: account.balances_confirmed?.by ?? null,
    version: account.openings_version ?? 0,
  };
}

/**
 * Sets the employee's opening balances: `replace` makes `lines` the whole set (types left out lose
 * theirs), else only `lines`' types change. Confirms the balances. Nothing is written when nothing
 * changes and they are already confirmed (a repeated call is a no-op). `version`, when given, must be
 * the account's openings version (409 otherwise).
 */
async function applyOpenings(
  organizationId: number,
  employeeId: number,
  lines: readonly Line[],
  replace: boolean,
  version: number | undefined,
  asAt: string | null,
  removed: readonly number[] = [],
  confirming: Confirming = 'confirm',
): Promise<OpeningBalances> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const [types, rows, { today, yesterday }] = await Promise.all([
      leaveTypesOf(organizationId),
      readEmployeesWithAccounts(organizationId, [employeeId], true),
      ledgerDay(organizationId),
    ]);
    const row = rows[0];
    if (!row) throw VisibleError.notFound('Employee');
    const { record, account } = row;
    const current = account.openings_version ?? 0;
    if (version !== undefined && version !== current) {
      throw VisibleError.conflict('The opening balances were changed by someone else. Reload and try again.');
    }
    const employee = leaveEmployeeOf(record);
    if (asAt !== null) checkDay(asAt, employee, today);
    for (const line of lines) {
      checkLine(
        types.find((type) => type.leave_type_id === line.leave_type_id),
        line,
        employee,
        today,
      );
    }
    const target = new Map(lines.map((line) => [String(line.leave_type_id), line]));
    const existing = account.openings ?? {};
    const touched = replace
      ? new Set([...Object.keys(existing), ...target.keys()])
      : new Set([...target.keys(), ...removed.map(String)]);
    const changes: LedgerChange[] = [];
    const actor = currentActor();
    const now = new Date().toISOString();
    for (const id of touched) {
      const line = target.get(id);
      const before = existing[id];
      if (sameOpening(before, line)) continue;
      const type = types.find((entry) => entry.leave_type_id === Number(id));
      if (!type) continue;
      const opening: OpeningBalance | null = line
        ? {
            as_at: line.as_at,
            units: line.units,
            replaced: await replacedAt(account, employee, type, line.as_at),
            recorded_at: now,
            actor_name: actor.name,
          }
        : null;
      const reason = line
        ? `Opening balance as at ${formatLongDate(line.as_at)}: ${unitsToHours(line.units)} h, in place of the accrual and entries to that day`
        : `Opening balance as at ${formatLongDate(before?.as_at ?? today)} removed: the accrual since joining applies`;
      changes.push({ kind: 'opening', leave_type_id: type.leave_type_id, opening, reason });
    }
    const ensureAt = typeof confirming === 'object' && 'ensureAt' in confirming ? confirming.ensureAt : null;
    const confirms = confirming === 'confirm' || (ensureAt !== null && !account.balances_confirmed);
    const unconfirm =
      typeof confirming === 'object' &&
      'unconfirmIf' in confirming &&
      account.balances_confirmed?.at === confirming.unconfirmIf &&
      confirming.unconfirmIf;
    if (changes.length === 0 && !unconfirm && (!confirms || account.balances_confirmed)) {
      return viewOf(employeeId, account, types);
    }
    const items: TransactionItem[] = buildLedgerWrites(types, record, account, yesterday, today, changes, (draft) => {
      if (confirms) draft.balances_confirmed = { at: ensureAt ?? now, by: actor.name };
      if (unconfirm) delete draft.balances_confirmed;
      draft.openings_version = current + 1;
    });
    const name = `${record.first_name} ${record.last_name}`;
    const summary = unconfirm
      ? `Leave balances of ${name} no longer confirmed: the import that confirmed them was reverted`
      : changes.length === 0
        ? `Leave balances confirmed for ${name}: the accrual since joining applies`
        : null;
    if (summary) {
      items.push(
        auditPut({
          organizationId,
          module: 'leave',
          action: 'update',
          record: { type: 'leave_balance', id: employeeId, label: name },
          summary,
        }),
      );
    }
    const result = await transactWrite(items);
    if (!result.canceled) {
      const [after] = await readEmployeesWithAccounts(organizationId, [employeeId], true);
      return viewOf(employeeId, after?.account ?? account, types);
    }
    if (result.data[0]?.code !== 'ConditionalCheckFailed') break;
  }
  throw VisibleError.conflict('The balance was changed by someone else. Try again.');
}

const unitsOf = (hours: string) => hoursToUnits(hours) ?? 0;

/** GET /employees/{id}/opening-balances. */
export async function openingBalances(employeeId: number): Promise<OpeningBalances> {
  const employee = await resolveEmployee(employeeId);
  const organizationId = employee.organization_id;
  const [types, rows] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(organizationId, [employeeId]),
  ]);
  const row = rows[0];
  if (!row) throw VisibleError.notFound('Employee');
  return viewOf(employeeId, row.account, types);
}

/** PUT /employees/{id}/opening-balances: the whole set as at one day (empty: confirm the accrual since joining). */
export async function setOpeningBalances(employeeId: number, input: unknown): Promise<OpeningBalances> {
  const data = parseInput(openingBalancesInput, input);
  const employee = await resolveEmployee(employeeId);
  const lines = data.balances.map((line) => ({
    leave_type_id: line.leave_type_id,
    as_at: data.as_at,
    units: unitsOf(line.hours),
  }));
  return applyOpenings(employee.organization_id, employeeId, lines, true, data.version, data.as_at);
}

/**
 * One employee's opening balance of one type (the import's row, issue 31 §1): sets or replaces it,
 * leaving the other types as they are; confirms the balances unless they are confirmed already (a
 * confirmation stays the one made first: the revert of the row that made it can then tell it is
 * still its own, even when a later row of the import, in another commit step, wrote an opening of
 * another type). `confirmedAt` is the confirmation's time, chosen by the caller (the import records
 * it for revert before the row is written). A repeated call writes nothing.
 */
export async function recordOpeningBalance(
  organizationId: number,
  input: unknown,
  confirmedAt: string = new Date().toISOString(),
): Promise<OpeningBalances> {
  const data = parseInput(openingBalanceInput, input);
  const line = { leave_type_id: data.leave_type_id, as_at: data.as_at, units: unitsOf(data.hours) };
  return applyOpenings(organizationId, data.employee_id, [line], false, undefined, data.as_at, [], {
    ensureAt: confirmedAt,
  });
}

/**
 * What a write does to the balances' confirmation: confirms them (the screen: a new confirmation
 * each time), confirms them at `ensureAt` only when they are not confirmed yet (an import's row),
 * keeps it as it is (an import's revert), or removes it when it is still the one made at
 * `unconfirmIf` (the revert of the import row that confirmed them: nothing else confirmed them since).
 */
export type Confirming = 'confirm' | 'keep' | { ensureAt: string } | { unconfirmIf: string };

/**
 * Puts back one employee's opening balance of one type as it was before an import (an import's
 * revert), or removes it (`opening` null): the accrual since joining applies to it again; the other
 * types are as they were. The confirmation follows `confirming`. Nothing is written when nothing
 * changes.
 */
export async function restoreOpeningBalance(
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  opening: { as_at: string; units: number } | null,
  confirming: Confirming,
): Promise<OpeningBalances> {
  return opening
    ? applyOpenings(
        organizationId,
        employeeId,
        [{ leave_type_id: leaveTypeId, ...opening }],
        false,
        undefined,
        opening.as_at,
        [],
        confirming,
      )
    : applyOpenings(organizationId, employeeId, [], false, undefined, null, [leaveTypeId], confirming);
}

/** The ids of the employees whose balances are confirmed: one paged Query of the accounts. */
async function confirmedIds(organizationId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().leave,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'attribute_exists(balances_confirmed)',
        ProjectionExpression: 'employee_id',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': 'leave_account#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of answer.Items ?? []) ids.add(Number(item.employee_id));
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** The organization's today and the day it was created (both its own days): one GetItem. */
async function organizationDays(organizationId: number): Promise<{ today: string; created: string }> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      ProjectionExpression: '#timezone, created_at',
      ExpressionAttributeNames: { '#timezone': 'timezone' },
    }),
  );
  const timezone = (answer.Item?.timezone as string | undefined) || 'UTC';
  const today = todayIn(timezone);
  const createdAt = answer.Item?.created_at as string | undefined;
  return { today, created: createdAt ? dayIn(timezone, createdAt) : today };
}

/**
 * Current employees (not casual: casuals accrue no paid leave) who joined before the workspace was
 * created (their leave before it is not in Wattle) and whose balances nobody has confirmed, in the
 * directory's order: the organization, the directory and the accounts, three reads.
 */
export async function unconfirmedBalances(organizationId: number): Promise<UnconfirmedBalance[]> {
  const [{ today, created }, directory, confirmed] = await Promise.all([
    organizationDays(organizationId),
    readDirectory(organizationId),
    confirmedIds(organizationId),
  ]);
  return directory
    .filter(
      (entry) =>
        !entry.trashed_at &&
        entry.employment_type !== 'Casual' &&
        lifecycleOf(entry, today) !== 'former' &&
        entry.joining_date < created &&
        !confirmed.has(entry.employee_id),
    )
    .map((entry) => ({
      employee_id: entry.employee_id,
      employee_code: entry.employee_code,
      first_name: entry.first_name,
      last_name: entry.last_name,
      joining_date: entry.joining_date,
    }));
}
