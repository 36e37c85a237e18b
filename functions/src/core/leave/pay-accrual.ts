import type { LeaveType } from '@wattle/shared/leave-types';
import { unitsToHours } from '@wattle/shared/work-pattern';
import type { TransactionItem } from '../db/transactions.ts';
import { accrualBetween, accrualOfPaidUnits, type LeaveEmployee } from './balance-math.ts';
import { leaveTypesOf } from './leave-type-store.ts';
import { buildLedgerWrites, ledgerDay } from './ledger.ts';
import type { LedgerChange } from './ledger-changes.ts';
import {
  type AccountItem,
  type EmployeeLeaveRecord,
  leaveEmployeeOf,
  readAccounts,
  readEmployeesWithAccounts,
} from './ledger-store.ts';

/**
 * Accrual follows pay (NES s 87: leave accrues "according to the employee's ordinary hours of
 * work"): a finalised pay run's ordinary hours — worked and on paid leave — replace the work
 * pattern's estimate for its period. Balances keep accruing day by day from the pattern (so they
 * are right between pay runs); when a run is posted, each accruing type gets a `pay_run` entry of
 * the accrual on the hours paid less the pattern's accrual over the same days, so the period ends
 * up accruing exactly on what was paid.
 */

/** One employee's ordinary hours paid for a period, in leave units (LEAVE_UNITS_PER_HOUR an hour). */
export interface PaidOrdinaryHours {
  employee_id: number;
  period_start: string;
  period_end: string;
  ordinary_units: number;
  /** The employee record as the payslip was worked out from it; read from the table when absent. */
  record?: EmployeeLeaveRecord;
}

/** Each row's employee record: the one it carries, else read (one BatchGet for those without). */
async function recordsOf(
  organizationId: number,
  paid: readonly PaidOrdinaryHours[],
): Promise<Map<number, EmployeeLeaveRecord>> {
  const records = new Map<number, EmployeeLeaveRecord>();
  for (const row of paid) if (row.record) records.set(row.employee_id, row.record);
  const missing = paid.filter((row) => !row.record).map((row) => row.employee_id);
  if (missing.length > 0) {
    for (const { record } of await readEmployeesWithAccounts(organizationId, missing)) {
      records.set(record.employee_id, record);
    }
  }
  return records;
}

/** A type's accrual on the hours paid (what a payslip shows). */
export interface PaidAccrual {
  leave_type_id: number;
  name: string;
  units: number;
}

const accruingTypes = (types: readonly LeaveType[]) => types.filter((type) => type.balance === 'accruing');

/** Each accruing type's accrual on `paid` hours, leaving out types that accrue nothing and confidential ones. */
export function paidAccrualOf(types: readonly LeaveType[], employee: LeaveEmployee, paid: PaidOrdinaryHours) {
  return accruingTypes(types)
    .filter((type) => !type.confidential)
    .map((type) => ({
      leave_type_id: type.leave_type_id,
      name: type.name,
      units: accrualOfPaidUnits(type, employee, paid.period_end, paid.ordinary_units),
    }))
    .filter((row) => row.units !== 0);
}

/** The `pay_run` changes that make `paid`'s period accrue on the hours paid instead of the pattern's. */
export function payAccrualChanges(
  types: readonly LeaveType[],
  employee: LeaveEmployee,
  account: AccountItem,
  paid: PaidOrdinaryHours,
  label: string,
): LedgerChange[] {
  const changes: LedgerChange[] = [];
  for (const type of accruingTypes(types)) {
    const actual = accrualOfPaidUnits(type, employee, paid.period_end, paid.ordinary_units);
    const estimate = accrualBetween(type, employee, paid.period_start, paid.period_end, account.unpaid_spans);
    if (actual === estimate) continue;
    changes.push({
      kind: 'pay_run',
      leave_type_id: type.leave_type_id,
      units: actual - estimate,
      reason: `${label}: ${unitsToHours(actual)} h accrued on ${unitsToHours(paid.ordinary_units)} h paid, ${unitsToHours(estimate)} h by the work pattern`,
    });
  }
  return changes;
}

/** What a slice of payslips accrues (for the review screen): the types, employee records, no account. */
export async function readPaidAccrual(
  organizationId: number,
  paid: readonly PaidOrdinaryHours[],
): Promise<Map<number, PaidAccrual[]>> {
  if (paid.length === 0) return new Map();
  const [types, records] = await Promise.all([leaveTypesOf(organizationId), recordsOf(organizationId, paid)]);
  const found = new Map<number, PaidAccrual[]>();
  for (const row of paid) {
    const record = records.get(row.employee_id);
    if (record) found.set(row.employee_id, paidAccrualOf(types, leaveEmployeeOf(record), row));
  }
  return found;
}

/** What posting a slice's accrual reads besides the payslips: the types, the accounts, the organization's day. */
export interface PayAccrualContext {
  types: readonly LeaveType[];
  accounts: Map<number, AccountItem>;
  day: { today: string; yesterday: string };
}

/** Reads a slice's accrual context (consistent accounts: a write builds on them), alongside the payslips. */
export async function readPayAccrualContext(
  organizationId: number,
  employeeIds: readonly number[],
): Promise<PayAccrualContext> {
  const [types, accounts, day] = await Promise.all([
    leaveTypesOf(organizationId),
    readAccounts(organizationId, employeeIds, true),
    ledgerDay(organizationId),
  ]);
  return { types, accounts, day };
}

/**
 * The ledger writes that post a finalised run's accrual for a slice of its payslips, by employee
 * (nothing for an employee whose hours paid accrue what the pattern did): each is a version-checked
 * account write to add to the posting's transaction, so a payslip and its accrual post together.
 * The employee records come with the payslips (as they were worked out from them).
 */
export async function payAccrualWrites(
  organizationId: number,
  context: PayAccrualContext,
  paid: readonly PaidOrdinaryHours[],
  label: string,
): Promise<Map<number, TransactionItem[]>> {
  const found = new Map<number, TransactionItem[]>();
  const records = await recordsOf(organizationId, paid);
  const { types, accounts, day } = context;
  for (const row of paid) {
    const record = records.get(row.employee_id);
    const account = accounts.get(row.employee_id);
    if (!record || !account) continue;
    const changes = payAccrualChanges(types, leaveEmployeeOf(record), account, row, label);
    if (changes.length === 0) continue;
    found.set(record.employee_id, buildLedgerWrites(types, record, account, day.yesterday, day.today, changes));
  }
  return found;
}
