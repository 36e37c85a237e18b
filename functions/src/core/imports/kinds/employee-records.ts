import { todayIn } from '@wattle/shared/calendar';
import { SENSITIVE_EMPLOYEE_FIELDS } from '@wattle/shared/employees';
import { EMPLOYEE_IMPORT_FIELDS } from '@wattle/shared/import-fields/employees';
import { readDirectory } from '../../employees/directory.ts';
import { forceDeleteEmployee, trashEmployee } from '../../employees/employee-changes.ts';
import { type EmployeeItem, employeeEntity } from '../../employees/employee-entity.ts';
import { updateEmployee } from '../../employees/employees.ts';
import { openPayroll } from '../../employees/payroll.ts';
import { employeeWorkPattern, workPatternOf } from '../../employees/work-pattern.ts';
import { VisibleError } from '../../error.ts';
import { organizationTimezone } from '../../tenancy/memberships.ts';
import type { ImportChangeItem } from '../import-entities.ts';
import { loadLookups } from './employee-lookups.ts';

/** The stored record as the form would send it back (payroll identifiers and work pattern left out: kept). */
export function inputOf(item: EmployeeItem): Record<string, unknown> {
  return {
    first_name: item.first_name,
    last_name: item.last_name,
    personal_email: item.personal_email,
    phone_number: item.phone_number,
    date_of_birth: item.date_of_birth,
    gender: item.gender,
    address: item.address,
    address_suburb: item.address_suburb ?? null,
    address_state: item.address_state ?? null,
    address_postcode: item.address_postcode ?? null,
    employee_code: item.employee_code,
    joining_date: item.joining_date,
    department_id: item.department_id,
    designation_id: item.designation_id,
    reporting_manager_id: item.reporting_manager_id ?? null,
    employment_type: item.employment_type,
    work_arrangement: item.work_arrangement ?? 'Onsite',
    status: item.status,
    probation_end_date: item.probation_end_date ?? null,
    superannuation_fund_name: item.superannuation_fund_name ?? null,
    superannuation_fund_usi: item.superannuation_fund_usi ?? null,
    visa_type: item.visa_type ?? null,
    visa_expiry_date: item.visa_expiry_date ?? null,
    emergency_contact_name: item.emergency_contact_name ?? null,
    emergency_contact_phone: item.emergency_contact_phone ?? null,
  };
}

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
    if (!item) return change.action === 'created' ? [] : [`Employee ${change.record_id} no longer exists.`];
    return item.version === change.version_after
      ? []
      : [`${item.employee_code} (${item.first_name} ${item.last_name}) changed since.`];
  });
}

/**
 * Restores one row an import wrote: a created employee is removed (trash, then delete) when it was
 * not changed since and nobody reports to them; an updated one gets its previous values back
 * through the form's update (history and audit record it). A record changed since (its version
 * moved on) is not touched: the message says so.
 */
export async function revertEmployee(change: ImportChangeItem): Promise<string | null> {
  const item = (
    await employeeEntity()
      .get({ organization_id: change.organization_id, employee_id: change.record_id })
      .go({ consistent: true })
  ).data;
  if (!item) return change.action === 'created' ? null : `Employee ${change.record_id} no longer exists.`;
  if (item.version !== change.version_after)
    return `${item.employee_code} (${item.first_name} ${item.last_name}) changed since.`;
  try {
    if (change.action === 'created') {
      if (item.user_id) return `${item.employee_code} is linked to a member account since.`;
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
