import { todayIn } from '@wattle/shared/calendar';
import { SENSITIVE_EMPLOYEE_FIELDS } from '@wattle/shared/employees';
import { EMPLOYEE_IMPORT_FIELDS } from '@wattle/shared/import-fields/employees';
import { readDirectory } from '../../employees/directory.ts';
import { forceDeleteEmployee, trashEmployee } from '../../employees/employee-changes.ts';
import { type EmployeeItem, employeeEntity } from '../../employees/employee-entity.ts';
import { updateEmployee } from '../../employees/employees.ts';
import { openPayroll } from '../../employees/payroll.ts';
import { formValuesOf } from '../../employees/self-service.ts';
import { employeeWorkPattern, workPatternOf } from '../../employees/work-pattern.ts';
import { VisibleError } from '../../error.ts';
import { leaveRequestEntity } from '../../leave/request-entities.ts';
import { payslipEntity } from '../../payroll/pay-run-entities.ts';
import { organizationTimezone } from '../../tenancy/memberships.ts';
import { timesheetEntity } from '../../timesheets/timesheet-entities.ts';
import type { ImportChangeItem } from '../import-entities.ts';
import { loadLookups } from './employee-lookups.ts';
import { neverWritten } from './kind.ts';

/**
 * The stored record as the form would send it back (self-service's, with the probation end date a
 * revert restores); payroll identifiers and the work pattern left out: kept.
 */
export const inputOf = (item: EmployeeItem): Record<string, unknown> => ({
  ...formValuesOf(item),
  probation_end_date: item.probation_end_date ?? null,
});

const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);

/**
 * The template filled with the organization's employees (not those in the trash), one row each in
 * the template's columns. Payroll identifiers are left blank: a template never carries them in
 * clear, and a blank cell keeps what is stored.
 */
export async function employeeRows(organizationId: number): Promise<string[][]> {
  const [directory, lookups] = await Promise.all([readDirectory(organizationId), loadLookups(organizationId)]);
  const live = directory.filter((entry) => entry.trashed_at === null);
  if (live.length === 0) return [];
  const found = await employeeEntity()
    .get(live.map((entry) => ({ organization_id: organizationId, employee_id: entry.employee_id })))
    .go();
  const today = todayIn(organizationTimezone(organizationId));
  return found.data
    .sort((a, b) => a.employee_code.localeCompare(b.employee_code))
    .map((item) => {
      const values: Record<string, unknown> = {
        ...inputOf(item),
        ...employeeWorkPattern(workPatternOf(item), today),
        department: lookups.departmentNames.get(item.department_id) ?? '',
        designation: lookups.designationNames.get(item.designation_id) ?? '',
        reporting_manager: item.reporting_manager_id ? (lookups.byId.get(item.reporting_manager_id)?.code ?? '') : '',
      };
      return EMPLOYEE_IMPORT_FIELDS.map((field) => {
        if (SENSITIVE.has(field.key) || field.key === 'work_pattern_effective_from') return '';
        const value = values[field.key];
        if (value === null || value === undefined) return '';
        if (Array.isArray(value)) return value.join(' ');
        if (typeof value === 'boolean') return value ? 'yes' : 'no';
        return String(value);
      });
    });
}

/** The employees an import wrote whose records changed since (their version moved on). */
export async function employeesChangedSince(changes: readonly ImportChangeItem[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const found = await employeeEntity()
    .get(changes.map((change) => ({ organization_id: change.organization_id, employee_id: change.record_id })))
    .go({ consistent: true });
  const items = new Map(found.data.map((item) => [item.employee_id, item]));
  return changes.flatMap((change) => {
    const item = items.get(change.record_id);
    if (neverWritten(change, item?.version)) return [];
    if (!item) return [`Employee ${change.record_id} no longer exists.`];
    return item.version === change.version_after
      ? []
      : [`${item.employee_code} (${item.first_name} ${item.last_name}) changed since.`];
  });
}

/**
 * What was recorded for an employee since an import created them, which removing them would leave
 * pointing at nobody: payslips (a draft run's too), leave requests, timesheets. One Query of one
 * item each (their by-employee indexes); null when there is none.
 */
async function recordedFor(organizationId: number, employeeId: number): Promise<string | null> {
  const key = { organization_id: organizationId, employee_id: employeeId };
  const [payslips, requests, timesheets] = await Promise.all([
    payslipEntity().query.byEmployee(key).go({ limit: 1 }),
    leaveRequestEntity().query.byEmployee(key).go({ limit: 1 }),
    timesheetEntity().query.byEmployee(key).go({ limit: 1 }),
  ]);
  if (payslips.data.length > 0) return 'payslips';
  if (requests.data.length > 0) return 'leave requests';
  if (timesheets.data.length > 0) return 'timesheets';
  return null;
}

/**
 * Restores one row an import wrote: a created employee is removed (trash, then delete) when it was
 * not changed since, nobody reports to them, no member is linked and nothing was recorded for them
 * (recordedFor); an updated one gets its previous values back
 * through the form's update (history and audit record it). A record changed since (its version
 * moved on) is not touched: the message says so.
 */
export async function revertEmployee(change: ImportChangeItem): Promise<string | null> {
  const item = (
    await employeeEntity()
      .get({ organization_id: change.organization_id, employee_id: change.record_id })
      .go({ consistent: true })
  ).data;
  if (neverWritten(change, item?.version)) return null;
  if (!item) return `Employee ${change.record_id} no longer exists.`;
  if (item.version !== change.version_after)
    return `${item.employee_code} (${item.first_name} ${item.last_name}) changed since.`;
  try {
    if (change.action === 'created') {
      if (item.user_id) return `${item.employee_code} is linked to a member account since.`;
      const recorded = await recordedFor(item.organization_id, item.employee_id);
      if (recorded) return `${item.employee_code} has ${recorded} since.`;
      await trashEmployee(item.employee_id);
      await forceDeleteEmployee(item.employee_id);
      return null;
    }
    const before = (change.before ?? {}) as Record<string, unknown>;
    const previous = {
      ...item,
      ...Object.fromEntries(Object.entries(before).map(([field, value]) => [field, value ?? undefined])),
    } as EmployeeItem;
    const sensitive = Object.keys(before).filter((field) => SENSITIVE.has(field));
    const clear = sensitive.length > 0 ? await openPayroll(previous) : null;
    const today = todayIn(organizationTimezone(item.organization_id));
    await updateEmployee(item.employee_id, {
      ...inputOf(previous),
      ...Object.fromEntries(sensitive.map((field) => [field, clear?.[field as keyof typeof clear] ?? null])),
      ...('work_pattern_periods' in before
        ? (({ work_pattern_periods: _periods, ...pattern }) => pattern)(
            employeeWorkPattern(workPatternOf(previous), today),
          )
        : {}),
      organization_id: item.organization_id,
      version: item.version,
    });
    return null;
  } catch (error) {
    if (error instanceof VisibleError) return `${item.employee_code}: ${error.message}`;
    throw error;
  }
}
