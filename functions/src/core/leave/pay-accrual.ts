import type { LeaveType } from '@wattle/shared/leave-types';
import { unitsToHours } from '@wattle/shared/work-pattern';
import type { TransactionItem } from '../db/transactions.ts';
import { accrualBetween, accrualOfPaidUnits, type LeaveEmployee } from './balance-math.ts';
import { leaveTypesOf } from './leave-type-store.ts';
import { buildLedgerWrites, ledgerDay } from './ledger.ts';
import type { LedgerChange } from './ledger-changes.ts';
import { type AccountItem, leaveEmployeeOf, readEmployeesWithAccounts } from './ledger-store.ts';

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
  const [types, rows] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(
      organizationId,
      paid.map((row) => row.employee_id),
    ),
  ]);
  const records = new Map(rows.map(({ record }) => [record.employee_id, record]));
  const found = new Map<number, PaidAccrual[]>();
  for (const row of paid) {
    const record = records.get(row.employee_id);
    if (record) found.set(row.employee_id, paidAccrualOf(types, leaveEmployeeOf(record), row));
  }
  return found;
}

/**
 * The ledger writes that post a finalised run's accrual for a slice of its payslips, by employee
 * (nothing for an employee whose hours paid accrue what the pattern did): each is a version-checked
 * account write to add to the posting's transaction, so a payslip and its accrual post together.
 */
export async function payAccrualWrites(
  organizationId: number,
  paid: readonly PaidOrdinaryHours[],
  label: string,
): Promise<Map<number, TransactionItem[]>> {
  const found = new Map<number, TransactionItem[]>();
  if (paid.length === 0) return found;
  const [types, rows, day] = await Promise.all([
    leaveTypesOf(organizationId),
    readEmployeesWithAccounts(
      organizationId,
      paid.map((row) => row.employee_id),
      true,
    ),
    ledgerDay(organizationId),
  ]);
  const byEmployee = new Map(paid.map((row) => [row.employee_id, row]));
  for (const { record, account } of rows) {
    const row = byEmployee.get(record.employee_id);
    if (!row) continue;
    const changes = payAccrualChanges(types, leaveEmployeeOf(record), account, row, label);
    if (changes.length === 0) continue;
    found.set(record.employee_id, buildLedgerWrites(types, record, account, day.yesterday, day.today, changes));
  }
  return found;
}
