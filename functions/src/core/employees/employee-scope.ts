import type { Scope } from '@wattle/shared/permissions';
import { holdsField, noAccess, organizationAccess } from '../access/permissions.ts';
import { VisibleError } from '../error.ts';
import { type DirectoryEntry, readDirectory } from './directory.ts';
import type { EmployeeItem } from './employee-entity.ts';

/**
 * How far the caller's grant on the employees module reaches (the scope authorize() found for the
 * route's permission): the whole organization, their own department, their reports (direct and
 * indirect), or only their own record (linked to their membership). Lists are filtered to it;
 * a record outside it answers 404, like a record that does not exist.
 */

/** The employee ids the caller's scope reaches in `directory`; null when it reaches everyone. */
export function reachOf(directory: readonly DirectoryEntry[]): ReadonlySet<number> | null {
  const { scope, employeeId } = organizationAccess();
  return reachOfScope(scope, employeeId, directory);
}

/** The employee ids `scope` reaches from `employeeId` in `directory`; null when it reaches everyone. */
export function reachOfScope(
  scope: Scope | undefined,
  employeeId: number | undefined,
  directory: readonly DirectoryEntry[],
): ReadonlySet<number> | null {
  // No scope: the route's rule was not a module grant (an owner's or the caller's own route).
  if (!scope || scope === 'organization') return null;
  if (!employeeId) return new Set();
  if (scope === 'self') return new Set([employeeId]);
  if (scope === 'department') {
    const own = directory.find((entry) => entry.employee_id === employeeId);
    return new Set([
      employeeId,
      ...(own ? directory.filter((entry) => entry.department_id === own.department_id) : []).map(
        (entry) => entry.employee_id,
      ),
    ]);
  }
  const reportsOf = new Map<number, number[]>();
  for (const entry of directory) {
    if (!entry.reporting_manager_id) continue;
    const reports = reportsOf.get(entry.reporting_manager_id) ?? [];
    reports.push(entry.employee_id);
    reportsOf.set(entry.reporting_manager_id, reports);
  }
  // The caller and everyone below them; the set also stops a (refused, but stored) cycle.
  const reach = new Set([employeeId]);
  const queue = [employeeId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const report of reportsOf.get(next) ?? []) {
      if (reach.has(report)) continue;
      reach.add(report);
      queue.push(report);
    }
  }
  return reach;
}

/** The entries of `entries` the caller's scope reaches. */
export function withinReach<T extends { employee_id: number }>(
  entries: readonly T[],
  reach: ReadonlySet<number> | null,
): readonly T[] {
  return reach ? entries.filter((entry) => reach.has(entry.employee_id)) : entries;
}

/**
 * 404 unless the caller's scope reaches the record. Only a department or reports scope reads
 * (the directory: one BatchGet); the whole organization and self need no read.
 */
export async function assertInReach(item: Pick<EmployeeItem, 'organization_id' | 'employee_id'>): Promise<void> {
  const { scope, employeeId } = organizationAccess();
  if (!scope || scope === 'organization') return;
  if (scope === 'self' && item.employee_id === employeeId) return;
  if (scope !== 'self' && reachOf(await readDirectory(item.organization_id))?.has(item.employee_id)) return;
  throw VisibleError.notFound('Employee');
}

/** Whether answers may carry the record's payroll identifiers (masked): the field group, or the caller's own record. */
export function seesPayrollIdentifiers(employeeId: number): boolean {
  return holdsField('payroll_identifiers') || organizationAccess().employeeId === employeeId;
}

/** 403 when a change sets payroll identifiers and the caller's role is not granted them. */
export function assertMaySetPayrollIdentifiers(sets: boolean): void {
  if (sets && !holdsField('payroll_identifiers')) throw noAccess();
}
