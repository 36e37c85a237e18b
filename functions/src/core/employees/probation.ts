import { todayIn } from '@wattle/shared/calendar';
import { probationExtensionInput, versionOnlyInput } from '@wattle/shared/employee-exits';
import type { Employee } from '@wattle/shared/employees';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { patchWithEvent } from './employee-changes.ts';
import type { EmployeeItem } from './employee-entity.ts';
import { namesFor, resolveEmployee, toEmployee } from './employee-record.ts';
import { showDay } from './exits.ts';
import { newHistoryEvent } from './history.ts';

async function onProbation(employeeId: number, version: number | undefined): Promise<EmployeeItem> {
  const current = await resolveEmployee(employeeId);
  checkVersion(version, current.version);
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  if (current.status !== 'On Probation') throw VisibleError.conflict('This employee is not on probation.');
  return current;
}

/** Ends probation: status Active, with a Probation Confirmed event. Only once the employee has started. */
export async function confirmProbation(employeeId: number, input: unknown): Promise<Employee> {
  const { version } = parseInput(versionOnlyInput, input);
  const current = await onProbation(employeeId, version);
  if (current.joining_date > todayIn(organizationTimezone(current.organization_id))) {
    throw VisibleError.conflict('Probation can be confirmed once the employee has started.');
  }
  const event = newHistoryEvent(
    current,
    'Probation Confirmed',
    `Probation confirmed${current.probation_end_date ? ` (ending ${showDay(current.probation_end_date)})` : ''}; status On Probation → Active`,
    [{ field: 'status', label: 'Status', before: 'On Probation', after: 'Active' }],
  );
  const updated = await patchWithEvent(current, { status: 'Active' }, event, version);
  return toEmployee(updated, await namesFor(updated));
}

/** Moves the end of probation later, with the reason, in a Probation Extended event. */
export async function extendProbation(employeeId: number, input: unknown): Promise<Employee> {
  const data = parseInput(probationExtensionInput, input);
  const current = await onProbation(employeeId, data.version);
  const today = todayIn(organizationTimezone(current.organization_id));
  const before = current.probation_end_date ?? null;
  if (before && data.probation_end_date <= before) {
    throw VisibleError.validation({
      probation_end_date: [`The new end date must be after the current one (${showDay(before)}).`],
    });
  }
  if (data.probation_end_date < today) {
    throw VisibleError.validation({ probation_end_date: ['The new end date cannot be before today.'] });
  }
  const event = newHistoryEvent(
    current,
    'Probation Extended',
    `Probation extended: ${before ? showDay(before) : '(no end date)'} → ${showDay(data.probation_end_date)}. Reason: ${data.reason}`,
    [{ field: 'probation_end_date', label: 'Probation End Date', before, after: data.probation_end_date }],
  );
  const updated = await patchWithEvent(current, { probation_end_date: data.probation_end_date }, event, data.version);
  return toEmployee(updated, await namesFor(updated));
}
