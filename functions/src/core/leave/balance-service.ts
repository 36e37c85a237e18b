import { leaveAdjustmentInput } from '@wattle/shared/leave-type-schemas';
import { LEAVE_ENTRY_KINDS, type LeaveBalance, type LeaveEntry, type LeaveType } from '@wattle/shared/leave-types';
import { hoursToUnits, unitsToHours } from '@wattle/shared/work-pattern';
import { holdsField, organizationAccess } from '../access/permissions.ts';
import { storePage } from '../db/paging.ts';
import { resolveEmployee } from '../employees/employee-record.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { leaveTypeOf } from './leave-type-store.ts';
import { commitLedger, ledgerDay, readBalances } from './ledger.ts';
import { type EntryItem, entryOfType, typeEntriesQuery } from './ledger-store.ts';

/** The balance routes: an employee's balances and entries (scope-checked), HR's adjustments. */

/** Whether the caller sees the employee's confidential leave (FDV): they are the employee, or hold the field group. */
export function seesConfidentialLeave(employeeId: number): boolean {
  return holdsField('confidential_leave') || organizationAccess().employeeId === employeeId;
}

const visibleTo = (type: LeaveType, employeeId: number) => !type.confidential || seesConfidentialLeave(employeeId);

/** GET /employees/{id}/leave-balances: as of `asOf` (default the organization's today). */
export async function employeeBalances(employeeId: number, asOf: string | undefined): Promise<LeaveBalance[]> {
  const employee = await resolveEmployee(employeeId);
  const organizationId = employee.organization_id;
  const day = asOf ?? (await ledgerDay(organizationId)).today;
  const rows = (await readBalances(organizationId, [employeeId], day)).get(employeeId) ?? [];
  return rows
    .filter((row) => visibleTo(row.type, employeeId))
    .map(({ type, figures, unit, takeable_from }) => ({
      leave_type_id: type.leave_type_id,
      code: type.code,
      name: type.name,
      unit,
      balance_hours: unitsToHours(figures.balance),
      accrued_hours: unitsToHours(figures.accrued),
      taken_hours: unitsToHours(figures.taken),
      adjusted_hours: unitsToHours(figures.adjusted),
      pending_hours: unitsToHours(figures.pending),
      opening: figures.opening ? { as_at: figures.opening.as_at, hours: unitsToHours(figures.opening.units) } : null,
      takeable_from,
    }));
}

const ENTRIES_PER_PAGE = 50;

function toEntry(item: EntryItem): LeaveEntry {
  return {
    entry_id: `${item.employee_id}-${item.entry_number}`,
    leave_type_id: item.leave_type_id,
    kind: LEAVE_ENTRY_KINDS.includes(item.kind) ? item.kind : 'adjustment',
    date: item.date,
    hours: unitsToHours(item.units),
    balance_after_hours: unitsToHours(item.balance_after),
    period_from: item.period_from ?? null,
    leave_start: item.leave_start ?? null,
    leave_end: item.leave_end ?? null,
    leave_request_id: item.leave_request_id ?? null,
    reason: item.reason ?? null,
    actor_name: item.actor_name,
    recorded_at: item.recorded_at,
  };
}

/** GET /employees/{id}/leave-entries: one type's entries, newest first, 50 a page. */
export async function employeeEntries(
  employeeId: number,
  leaveTypeId: number,
  cursor: string | undefined,
): Promise<{ data: LeaveEntry[]; next_cursor: string | null }> {
  const employee = await resolveEmployee(employeeId);
  const organizationId = employee.organization_id;
  const type = await leaveTypeOf(organizationId, leaveTypeId);
  if (!visibleTo(type, employeeId)) throw VisibleError.notFound('Leave type');
  const page = await storePage(
    ['leave-entries', organizationId, employeeId, leaveTypeId],
    cursor,
    typeEntriesQuery(organizationId, employeeId, leaveTypeId, ENTRIES_PER_PAGE),
  );
  return { data: page.data.map((item) => toEntry(entryOfType(item, leaveTypeId))), next_cursor: page.nextCursor };
}

/**
 * POST /leave/adjustments: HR changes a balance by signed hours with a reason (a Manual
 * adjustment entry, dated today, with its audit event); answers the employee's balances after it.
 */
export async function adjustLeaveBalance(organizationId: number, input: unknown): Promise<LeaveBalance[]> {
  const data = parseInput(leaveAdjustmentInput, input);
  const employee = await resolveEmployee(data.employee_id);
  if (employee.organization_id !== organizationId) throw VisibleError.notFound('Employee');
  const type = await leaveTypeOf(organizationId, data.leave_type_id);
  if (type.balance === 'none') {
    throw VisibleError.validation({ leave_type_id: [`${type.name} has no balance to adjust.`] });
  }
  const units = (data.hours.startsWith('-') ? -1 : 1) * (hoursToUnits(data.hours.replace(/^[-+]/, '')) ?? 0);
  await commitLedger(organizationId, data.employee_id, [
    { kind: 'adjustment', leave_type_id: type.leave_type_id, units, reason: data.reason },
  ]);
  return employeeBalances(data.employee_id, undefined);
}
