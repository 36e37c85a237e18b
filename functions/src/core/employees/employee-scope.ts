import { holdsField, noAccess, organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import type { DirectoryEntry } from './directory.ts';

/**
 * How far the caller's grant reaches (the scope authorize() found for the route's permission): the
 * whole organization, their own department, their reports (direct and indirect), or only their own
 * record (linked to their membership). Lists are filtered to it here; a record route's reach is
 * checked once, before its handler, by the access layer (core/access/reach.ts), which answers 404
 * outside it, like a record that does not exist.
 */

/** The employee ids the caller's scope reaches in `directory`; null when it reaches everyone. */
export function reachOf(directory: readonly DirectoryEntry[]): ReadonlySet<number> | null {
  const { scope, employeeId } = organizationAccess();
  return reachOfScope(scope, employeeId, directory);
}

/** The entries of `entries` the caller's scope reaches. */
export function withinReach<T extends { employee_id: number }>(
  entries: readonly T[],
  reach: ReadonlySet<number> | null,
): readonly T[] {
  return reach ? entries.filter((entry) => reach.has(entry.employee_id)) : entries;
}

/** Whether answers may carry the record's payroll identifiers (masked): the field group, or the caller's own record. */
export function seesPayrollIdentifiers(employeeId: number): boolean {
  return holdsField('payroll_identifiers') || organizationAccess().employeeId === employeeId;
}

/** 403 when a change sets payroll identifiers and the caller's role is not granted them. */
export function assertMaySetPayrollIdentifiers(sets: boolean): void {
  if (sets && !holdsField('payroll_identifiers')) throw noAccess();
}
