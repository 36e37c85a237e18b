import { todayIn } from '@wattle/shared/calendar';
import type { AuState, WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { defaultWorkPattern, periodOn } from '@wattle/shared/work-pattern';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { TransactionItem } from '../db/transactions.ts';
import { type EmployeeItem, employeeEntity } from '../employees/employee-entity.ts';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../organizations/memberships.ts';
import type { HolidayForCounting } from './accrual.ts';
import type { LeaveRequestItem } from './request-entities.ts';

/**
 * What leave requests take from the rest of leave: the employee's work pattern and state, the leave
 * type's rules, the public holidays, the projected balance and the ledger entries each step writes.
 * One place, so the request code reads them the same way everywhere.
 */

export interface LeaveEmployee {
  employee_id: number;
  name: string;
  reporting_manager_id: number | null;
  periods: WorkPatternPeriod[];
  /** The state of the pattern in force today (public holidays), if entered. */
  state: AuState | null;
}

type WithPattern = EmployeeItem & { work_pattern_periods?: WorkPatternPeriod[] };

function periodsOf(item: WithPattern): WorkPatternPeriod[] {
  return item.work_pattern_periods?.length
    ? item.work_pattern_periods
    : [defaultWorkPattern(item.employment_type, item.joining_date)];
}

export async function employeeForLeave(organizationId: number, employeeId: number): Promise<LeaveEmployee> {
  const item = (await employeeEntity().get({ organization_id: organizationId, employee_id: employeeId }).go())
    .data as WithPattern | null;
  if (!item || item.trashed_at) throw VisibleError.notFound('Employee');
  const periods = periodsOf(item);
  const today = todayIn(organizationTimezone(organizationId));
  return {
    employee_id: employeeId,
    name: `${item.first_name} ${item.last_name}`,
    reporting_manager_id: item.reporting_manager_id ?? null,
    periods,
    state: (periodOn(periods, today) ?? periods[0])?.state ?? null,
  };
}

/** The states of `employeeIds` (the pattern in force today): one BatchGet of their records. */
export async function statesOfEmployees(organizationId: number, employeeIds: number[]): Promise<AuState[]> {
  if (employeeIds.length === 0) return [];
  const table = tableNames().employees;
  const items = await batchGet([
    {
      table,
      keys: employeeIds.map((id) => ({ pk: `org#${organizationId}`, sk: `employee#${String(id).padStart(12, '0')}` })),
      projection: ['work_pattern_periods', 'employment_type', 'joining_date'],
    },
  ]);
  const today = todayIn(organizationTimezone(organizationId));
  const states = new Set<AuState>();
  for (const item of (items.get(table) ?? []) as WithPattern[]) {
    const periods = periodsOf(item);
    const state = (periodOn(periods, today) ?? periods[0])?.state;
    if (state) states.add(state);
  }
  return [...states].sort();
}

export interface LeaveTypeRules {
  leave_type_id: number;
  code: string;
  name: string;
  /** Whether requests draw on a balance (false: unpaid types with no entitlement to track). */
  tracks_balance: boolean;
  allows_negative_balance: boolean;
  attachment_required: boolean;
}

export async function leaveTypeForRequest(
  _organizationId: number,
  _leaveTypeId: number,
): Promise<LeaveTypeRules | null> {
  throw new Error('leave types: wired when leave-core is merged');
}

export async function holidaysForCounting(
  _organizationId: number,
  _state: AuState,
  _from: string,
  _to: string,
): Promise<HolidayForCounting[]> {
  throw new Error('public holidays: wired when work-pattern-holidays is merged');
}

export async function holidaysForCalendar(
  _organizationId: number,
  _state: AuState,
  _from: string,
  _to: string,
): Promise<{ date: string; name: string }[]> {
  throw new Error('public holidays: wired when work-pattern-holidays is merged');
}

export async function projectedAvailable(
  _organizationId: number,
  _employeeId: number,
  _leaveTypeId: number,
  _asOf: string,
): Promise<number> {
  throw new Error('balances: wired when leave-core is merged');
}

/** The ledger entries each step writes in its own transaction. */
export const ledgerWrites = {
  pending: (_item: LeaveRequestItem): TransactionItem[] => [],
  taken: (_item: LeaveRequestItem): TransactionItem[] => [],
  releasePending: (_item: LeaveRequestItem): TransactionItem[] => [],
  returned: (_item: LeaveRequestItem): TransactionItem[] => [],
};
