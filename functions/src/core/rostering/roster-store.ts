import { formatLongDate } from '@wattle/shared/calendar';
import type { Shift } from '@wattle/shared/roster-constants';
import { organizationAccess } from '../access/permissions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { readDirectory } from '../employees/directory.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { workedMinutes } from './roster-checks.ts';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftEntity } from './roster-entities.ts';

/** Reading shifts, the caller's reach over them, and the view the API answers. */

export const SHIFT = 'Shift';

export async function readShift(organizationId: number, shiftId: number): Promise<ShiftItem> {
  const { data } = await shiftEntity()
    .get({ organization_id: organizationId, shift_id: shiftId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(SHIFT);
  return data;
}

/** The directory and the departments, read at once. */
export async function rosterPeople(organizationId: number) {
  const [directory, structure] = await Promise.all([
    readDirectory(organizationId),
    loadOrganizationStructure(organizationId),
  ]);
  return { directory, departments: structure.departments };
}

/**
 * How far the caller reaches: the employees (null: everyone) and the departments where they may
 * roster open shifts (null: every one): a narrower scope reaches the departments of the people it
 * reaches and the caller's own.
 */
export function rosterReach(directory: readonly DirectoryEntry[]) {
  const people = reachOf(directory);
  if (!people) return { people: null, departments: null };
  const own = organizationAccess().employeeId;
  const departments = new Set(
    directory.filter((entry) => people.has(entry.employee_id) || entry.employee_id === own).map((e) => e.department_id),
  );
  return { people, departments };
}
export type RosterReach = ReturnType<typeof rosterReach>;

/** Whether the caller reaches a shift (its employee, or for an open shift its department). */
export function reaches(reach: RosterReach, employeeId: number, departmentId: number): boolean {
  if (employeeId === OPEN_SHIFT_EMPLOYEE) return !reach.departments || reach.departments.has(departmentId);
  return !reach.people || reach.people.has(employeeId);
}

export const shiftLabel = (item: Pick<ShiftItem, 'employee_name' | 'date' | 'start_time' | 'end_time'>) =>
  `${item.employee_name ?? 'Open shift'}, ${formatLongDate(item.date)} ${item.start_time}–${item.end_time}`;

export function toShift(item: ShiftItem): Shift {
  const open = item.employee_id === OPEN_SHIFT_EMPLOYEE;
  return {
    id: item.shift_id,
    organization_id: item.organization_id,
    employee_id: open ? null : item.employee_id,
    employee_name: open ? null : (item.employee_name ?? null),
    ...fieldsOf(item, 'department_id', 'date', 'start_time', 'end_time', 'break_minutes'),
    role: item.role ?? null,
    notes: item.notes ?? null,
    status: item.status,
    published_at: item.published_at ?? null,
    acknowledged_at: item.acknowledged_at ?? null,
    changed_after_publish: item.changed_after_publish ?? false,
    worked_minutes: workedMinutes(item),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}
