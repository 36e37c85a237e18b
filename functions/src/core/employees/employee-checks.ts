import { todayIn } from '@wattle/shared/dates';
import { type EmployeeData, VISA_EXPIRY_PAST_MESSAGE } from '@wattle/shared/employees';
import type { FieldErrors } from '@wattle/shared/validation';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { type DirectoryEntry, readDirectory } from './directory.ts';
import { activeOnly } from './employee-list.ts';
import { type EmployeeRefNames, loadEmployeeRefs } from './refs.ts';

/** The checks a create or update runs that need data: references, manager, visa expiry, uniqueness. */

/**
 * The manager must be an active employee of the organization, not the employee, and not someone
 * who reports to the employee (directly or through others): that would make a cycle.
 */
export function managerErrors(
  employeeId: number | null,
  managerId: number | null,
  directory: readonly DirectoryEntry[],
): string | null {
  if (managerId === null) return null;
  if (employeeId !== null && managerId === employeeId) return 'An employee cannot report to themselves.';
  const managers = new Map(activeOnly(directory).map((item) => [item.employee_id, item.reporting_manager_id ?? null]));
  if (!managers.has(managerId)) return 'The reporting manager must be an active employee of this organization.';
  const seen = new Set<number>();
  for (
    let current: number | null = managerId;
    current !== null && !seen.has(current);
    current = managers.get(current) ?? null
  ) {
    if (current === employeeId) return 'This manager reports to the employee, directly or indirectly.';
    seen.add(current);
  }
  return null;
}

/**
 * On create, a visa may not have expired: its expiry date is not before today in the
 * organization's timezone (read only when a date is given).
 */
export async function visaExpiryErrors(data: EmployeeData): Promise<FieldErrors> {
  if (!data.visa_expiry_date) return {};
  const today = todayIn(organizationTimezone(data.organization_id));
  return data.visa_expiry_date < today ? { visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE] } : {};
}

/** Structure and manager checks (and `extra` ones, run alongside): the 422s that need data. */
export async function checkReferences(
  organizationId: number,
  employeeId: number | null,
  data: EmployeeData,
  extra: Promise<FieldErrors> = Promise.resolve({}),
  /** The department and designation as read once for a batch of creates without a manager. */
  structure?: Promise<EmployeeRefNames>,
) {
  const [names, directory, extraErrors] = await Promise.all([
    structure ??
      loadEmployeeRefs(organizationId, {
        departments: [data.department_id],
        designations: [[data.department_id, data.designation_id]],
        managers: data.reporting_manager_id ? [data.reporting_manager_id] : [],
      }),
    data.reporting_manager_id ? readDirectory(organizationId) : Promise.resolve([]),
    extra,
  ]);
  const errors: FieldErrors = { ...extraErrors };
  if (!names.departments.has(data.department_id)) {
    errors.department_id = ['The department does not belong to this organization.'];
  } else if (!names.designations.has(data.designation_id)) {
    errors.designation_id = ['The designation does not belong to the selected department.'];
  }
  const managerError = managerErrors(employeeId, data.reporting_manager_id, directory);
  if (managerError) errors.reporting_manager_id = [managerError];
  if (Object.keys(errors).length > 0) throw VisibleError.validation(errors);
  return names;
}

export const normalizeUnique = (value: string) => value.trim().toLowerCase();

export const TFN_TAKEN_MESSAGE = 'This tax file number is already recorded for another employee of this organization.';

export type GuardedField = 'employee_code' | 'personal_email' | 'tax_file_number';

/** Maps a cancelled transaction to the unique field that was taken, if that was the cause. */
export function uniquenessErrors(
  reasons: { rejected: boolean }[],
  positions: Partial<Record<GuardedField, number>>,
): FieldErrors | null {
  const errors: FieldErrors = {};
  if (positions.employee_code !== undefined && reasons[positions.employee_code]?.rejected) {
    errors.employee_code = ['The employee code has already been taken.'];
  }
  if (positions.personal_email !== undefined && reasons[positions.personal_email]?.rejected) {
    errors.personal_email = ['The personal email has already been taken.'];
  }
  if (positions.tax_file_number !== undefined && reasons[positions.tax_file_number]?.rejected) {
    errors.tax_file_number = [TFN_TAKEN_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
