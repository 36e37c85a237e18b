import type { LeaveType } from '@wattle/shared/leave-types';
import { unitsToHours } from '@wattle/shared/work-pattern';
import type { AuditEntry } from '../audit/audit.ts';
import type { TransactionItem } from '../db/transactions.ts';
import type { DateSpan } from './accrual.ts';
import { accrualBetween, accrualOfPaidUnits, type LeaveEmployee } from './balance-math.ts';
import { leaveTypesOf, markTypesUsed } from './leave-type-store.ts';
import { ledgerDay, ledgerWritesAndAudits } from './ledger.ts';
import type { LedgerChange } from './ledger-changes.ts';
import { type EmployeeLeaveRecord, leaveEmployeeOf, readAccounts } from './ledger-store.ts';

/**
 * Accrual follows pay (NES s 87: leave accrues "according to the employee's ordinary hours of
 * work"): a finalised pay run's ordinary hours — worked and on paid leave — replace the work
 * pattern's estimate for its period. Balances keep accruing day by day from the pattern (so they
 * are right between pay runs); when a run is posted, each accruing type whose accrual on the hours
 * paid differs from the pattern's over the same days gets a `pay_run` entry of the difference, so
 * the period ends up accruing exactly on what was paid.
 *
 * The pattern's estimate is worked out with the payslip (`patternAccrualOf`, from the employee
 * record and the approved unpaid leave the payslip was calculated with) and kept on it, so posting
 * compares without reading anything and touches the ledger only where the two differ. It stays the
 * ledger's figure: finalising refuses a payslip whose period's leave changed since it was calculated
 * (payroll/pay-run-recalculate.ts), and unpaid leave decided for days already posted corrects their
 * accrual in the ledger itself (ledger-changes.ts correctPostedAccrual).
 */

/** One payslip's ordinary hours paid (leave units, LEAVE_UNITS_PER_HOUR an hour) and what it was worked out from. */
export interface PaidOrdinaryHours {
  employee_id: number;
  period_start: string;
  period_end: string;
  ordinary_units: number;
  /** The employee record as the payslip was worked out from it. */
  record: EmployeeLeaveRecord;
  /** The work pattern's accrual over the period by leave type id (patternAccrualOf). */
  pattern: Record<string, number>;
}

/** A type's accrual on the hours paid (what a payslip shows). */
export interface PaidAccrual {
  leave_type_id: number;
  name: string;
  units: number;
}

const accruingTypes = (types: readonly LeaveType[]) => types.filter((type) => type.balance === 'accruing');

/**
 * The work pattern's accrual of each accruing type over a pay period, by type id: what the ledger
 * accrues for those days (unpaid leave that pauses accrual left out), for a payslip to keep.
 */
export function patternAccrualOf(
  types: readonly LeaveType[],
  record: EmployeeLeaveRecord,
  period: { period_start: string; period_end: string },
  unpaid: readonly DateSpan[],
): Record<string, number> {
  const employee = leaveEmployeeOf(record);
  return Object.fromEntries(
    accruingTypes(types).map((type) => [
      String(type.leave_type_id),
      accrualBetween(type, employee, period.period_start, period.period_end, unpaid),
    ]),
  );
}

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
export function payAccrualChanges(types: readonly LeaveType[], paid: PaidOrdinaryHours, label: string): LedgerChange[] {
  const employee = leaveEmployeeOf(paid.record);
  const changes: LedgerChange[] = [];
  for (const type of accruingTypes(types)) {
    const actual = accrualOfPaidUnits(type, employee, paid.period_end, paid.ordinary_units);
    const estimate = paid.pattern[String(type.leave_type_id)] ?? 0;
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

/** What a page of payslips accrues (the review screen): one read of the types. */
export async function readPaidAccrual(
  organizationId: number,
  paid: readonly PaidOrdinaryHours[],
): Promise<Map<number, PaidAccrual[]>> {
  if (paid.length === 0) return new Map();
  const types = await leaveTypesOf(organizationId);
  return new Map(paid.map((row) => [row.employee_id, paidAccrualOf(types, leaveEmployeeOf(row.record), row)]));
}

/** An employee's ledger writes for a posting transaction, and the audit events the posting writes in one (payRunAccrualAudit). */
export interface PostingWrites {
  items: TransactionItem[];
  audits: AuditEntry[];
}

/**
 * The ledger writes that post a finalised run's accrual for a slice of its payslips (and any
 * `extra` changes of its employees, in the same account write), by employee:
 * nothing (and nothing read but the types) for an employee whose hours paid accrue what the
 * pattern did; otherwise the account, read consistently, and its version-checked write with the
 * `pay_run` entries, to add to the posting's transaction so a payslip and its accrual post together.
 * The audit events come apart: the posting writes one for its transaction (payRunAccrualAudit).
 */
export async function payAccrualWrites(
  organizationId: number,
  paid: readonly PaidOrdinaryHours[],
  label: string,
  /** Other changes to post with an employee's (time off in lieu credited: payroll/time-off-credit.ts). */
  extra: ReadonlyMap<number, readonly LedgerChange[]> = new Map(),
): Promise<Map<number, PostingWrites>> {
  const found = new Map<number, PostingWrites>();
  if (paid.length === 0) return found;
  const types = await leaveTypesOf(organizationId);
  const differing = paid
    .map((row) => ({ row, changes: [...payAccrualChanges(types, row, label), ...(extra.get(row.employee_id) ?? [])] }))
    .filter(({ changes }) => changes.length > 0);
  if (differing.length === 0) return found;
  // The types not yet marked used are marked first, not in each posting transaction: a run's tasks
  // post side by side, and their transactions would all write the same type items (a conflict in
  // DynamoDB, a wait for its lock in DynamoDB Local).
  const unused = new Set(
    differing
      .flatMap(({ changes }) => changes.map((change) => change.leave_type_id))
      .filter((id) => types.some((type) => type.leave_type_id === id && !type.in_use)),
  );
  if (unused.size > 0) await markTypesUsed(organizationId, unused);
  const marked = types.map((type) => (unused.has(type.leave_type_id) ? { ...type, in_use: true } : type));
  const [accounts, day] = await Promise.all([
    readAccounts(
      organizationId,
      differing.map(({ row }) => row.employee_id),
      true,
    ),
    ledgerDay(organizationId),
  ]);
  for (const { row, changes } of differing) {
    const account = accounts.get(row.employee_id);
    if (!account) continue;
    found.set(row.employee_id, ledgerWritesAndAudits(marked, row.record, account, day.yesterday, day.today, changes));
  }
  return found;
}

/**
 * One audit event for the accrual a posting transaction writes (about 20 employees), on the pay
 * run, not one per employee: the employees named, and each one's balance changes (before and after,
 * a type each). Why each moved (the hours paid against the work pattern's) is the reason on the
 * employee's entry in their leave history, not repeated here: written out for every employee it
 * was most of the event, and the event most of the bytes a posting transaction wrote (about 20 KB
 * of 85 KB), which DynamoDB Local charges for. A 1,000-employee hourly run writes about 50 events
 * rather than 1,000. Confidential types are neither named nor given figures (ledger.ts).
 */
export function payRunAccrualAudit(
  organizationId: number,
  run: { pay_run_id: number; label: string },
  audits: readonly AuditEntry[],
): AuditEntry {
  const names = [...new Map(audits.map((audit) => [audit.record.id, audit.record.label])).values()];
  const people = names.length === 1 ? '1 employee' : `${names.length} employees`;
  return {
    organizationId,
    module: 'leave',
    action: 'update',
    record: { type: 'pay_run', id: run.pay_run_id, label: run.label },
    summary: `${run.label}: leave accrued on the hours paid for ${people} (${names.join(', ')}). Each balance's change is listed; why it moved is on the entry in the employee's leave history.`,
    changes: audits.flatMap((audit) =>
      (audit.changes ?? []).map((change) => ({
        ...change,
        field: `employee_${audit.record.id}.${change.field}`,
        label: `${audit.record.label}: ${change.label}`,
      })),
    ),
  };
}
