import { todayIn } from '@wattle/shared/calendar';
import type { Employee } from '@wattle/shared/employees';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import type { DirectoryEntry } from './directory.ts';
import { type EmployeeItem, employeeEntity } from './employee-entity.ts';
import { listedFields, toSummary } from './employee-list.ts';
import { seesPayrollIdentifiers } from './employee-scope.ts';
import { maskPayroll, NO_PAYROLL, openPayroll } from './payroll.ts';
import { type EmployeeRefNames, loadEmployeeRefs } from './refs.ts';
import { employeeWorkPattern, workPatternOf } from './work-pattern.ts';

/**
 * One employee record as the API answers it: the route's record (resolved in the organization the
 * request was authorized for), its directory entry, and the full answer with payroll masked.
 * Writes are in employees.ts (create, update) and employee-changes.ts (status, trash, delete).
 */

/** The directory entry a full record contributes. */
export function entryOf(item: EmployeeItem): DirectoryEntry {
  return {
    employee_id: item.employee_id,
    ...listedFields(item),
    status: item.status,
    employment_type: item.employment_type,
    work_arrangement: item.work_arrangement ?? 'Onsite',
    joining_date: item.joining_date,
    gender: item.gender,
    ...fieldsOrNull(item, 'last_working_day', 'probation_end_date', 'trashed_at'),
    version: item.version,
  };
}

/** The record's home address; one from before structured addresses has only its street line. */
export const homeAddressOf = (item: EmployeeItem) => ({
  address: item.address,
  ...fieldsOrNull(item, 'address_suburb', 'address_state', 'address_postcode'),
});

/** The full record as answers carry it: payroll identifiers decrypted, then masked. */
export async function toEmployee(item: EmployeeItem, names: EmployeeRefNames): Promise<Employee> {
  // A role without the payroll identifiers group sees none of them, not even masked (its own record aside).
  const payroll = seesPayrollIdentifiers(item.employee_id) ? maskPayroll(await openPayroll(item)) : NO_PAYROLL;
  const today = todayIn(organizationTimezone(item.organization_id));
  return {
    ...toSummary(entryOf(item), names, today),
    date_of_birth: item.date_of_birth,
    gender: item.gender,
    ...homeAddressOf(item),
    tax_file_number: payroll.tax_file_number,
    superannuation_fund_name: item.superannuation_fund_name ?? null,
    superannuation_fund_usi: item.superannuation_fund_usi ?? null,
    ...fieldsOf(payroll, 'superannuation_member_number', 'bank_bsb', 'bank_account_number'),
    ...fieldsOrNull(item, 'visa_type', 'visa_expiry_date', 'emergency_contact_name', 'emergency_contact_phone'),
    ...fieldsOrNull(item, 'applicant_id', 'user_id'),
    ...employeeWorkPattern(workPatternOf(item), today),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

/**
 * The employee a route names, in the organization the request was authorized for (404 otherwise).
 * Whether the caller's scope reaches it was checked before the handler (the route's `reach`).
 */
export async function resolveEmployee(employeeId: number): Promise<EmployeeItem> {
  return resolveItem('Employee', (organizationId) =>
    employeeEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true }),
  );
}

export async function namesFor(item: EmployeeItem, extra: Parameters<typeof loadEmployeeRefs>[1] = {}) {
  return loadEmployeeRefs(item.organization_id, {
    departments: [item.department_id, ...(extra.departments ?? [])],
    designations: [[item.department_id, item.designation_id], ...(extra.designations ?? [])],
    managers: [...(item.reporting_manager_id ? [item.reporting_manager_id] : []), ...(extra.managers ?? [])],
  });
}

export async function getEmployee(employeeId: number): Promise<Employee> {
  const item = await resolveEmployee(employeeId);
  return toEmployee(item, await namesFor(item));
}

/** The employee's organization, for the per-employee history route. */
export async function employeeOrganization(employeeId: number): Promise<number> {
  return (await resolveEmployee(employeeId)).organization_id;
}
