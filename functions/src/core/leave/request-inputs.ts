import { todayIn } from '@wattle/shared/calendar';
import type { LeaveType } from '@wattle/shared/leave-types';
import type { AuState, WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { periodOn } from '@wattle/shared/work-pattern';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { TransactionItem } from '../db/transactions.ts';
import { type EmployeeItem, employeeEntity } from '../employees/employee-entity.ts';
import { workPatternOf } from '../employees/work-pattern.ts';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { available, type LedgerChange, leaveTypeOf, ledgerWrites } from './ledger.ts';
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
  employment_type: string;
  periods: WorkPatternPeriod[];
  /** The state of the pattern in force today (public holidays), if entered. */
  state: AuState | null;
}

type WithPattern = Pick<EmployeeItem, 'work_pattern_periods' | 'employment_type' | 'joining_date'>;
const periodsOf = (item: WithPattern) => workPatternOf(item);

export async function employeeForLeave(organizationId: number, employeeId: number): Promise<LeaveEmployee> {
  const item: EmployeeItem | null = (
    await employeeEntity().get({ organization_id: organizationId, employee_id: employeeId }).go()
  ).data;
  if (!item || item.trashed_at) throw VisibleError.notFound('Employee');
  const periods = periodsOf(item);
  const today = todayIn(organizationTimezone(organizationId));
  return {
    employee_id: employeeId,
    employment_type: item.employment_type,
    name: `${item.first_name} ${item.last_name}`,
    reporting_manager_id: item.reporting_manager_id ?? null,
    periods,
    state: (periodOn(periods, today) ?? periods[0])?.state ?? null,
  };
}

/** The states of `employeeIds` (the pattern in force today; null: none entered): one BatchGet of their records. */
export async function statesOfEmployees(organizationId: number, employeeIds: number[]): Promise<(AuState | null)[]> {
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
  const states = new Set<AuState | null>();
  for (const item of (items.get(table) ?? []) as WithPattern[]) {
    const periods = periodsOf(item);
    const state = (periodOn(periods, today) ?? periods[0])?.state;
    states.add(state ?? null);
  }
  return [...states].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
}

/** The request's ledger change at each step (ledger.ts writes the balance entries and their audit). */
export type LedgerStep = 'submitted' | 'approved' | 'released' | 'returned';

/** The days a request takes on: as counted when made; for one made before that was kept, its calendar days. */
function daysOf(item: LeaveRequestItem): number {
  if (item.days_counted !== undefined) return item.days_counted;
  if (item.part_day) return 1;
  const span = Date.parse(`${item.end_date}T00:00:00Z`) - Date.parse(`${item.start_date}T00:00:00Z`);
  return Math.round(span / 86_400_000) + 1;
}

function ledgerChange(item: LeaveRequestItem, step: LedgerStep): LedgerChange {
  const leave = { start_date: item.start_date, end_date: item.end_date, leave_request_id: item.request_id };
  const base = { leave_type_id: item.leave_type_id, days: daysOf(item) };
  switch (step) {
    case 'submitted':
      return { kind: 'pending', ...base, units: item.units };
    case 'released':
      return { kind: 'pending', ...base, units: -item.units };
    case 'approved':
      return { kind: 'taken', ...base, units: item.units, leave, from_pending: true };
    case 'returned':
      return { kind: 'returned', ...base, units: item.units, leave };
  }
}

/** The ledger operations of one step, for the step's own transaction (the first is the account's, version-checked). */
export function ledgerStepWrites(item: LeaveRequestItem, step: LedgerStep): Promise<TransactionItem[]> {
  return ledgerWrites(item.organization_id, item.employee_id, [ledgerChange(item, step)]);
}

export { available, leaveTypeOf };

/** Why a type cannot be asked for by this employee, if it cannot (casuals: only the types the NES gives them). */
export function typeRefusal(type: LeaveType, employee: LeaveEmployee): string | null {
  if (!type.available_to_casuals && ['Casual'].includes(employee.employment_type)) {
    return `${type.name} is not available to casual employees.`;
  }
  return null;
}
