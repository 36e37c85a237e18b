import type { Action } from '@wattle/shared/permissions';
import { noAccess, organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';

/**
 * Who may do what with reviews (issue 29 §2), beyond the route's permission: the scope the caller's
 * role holds `performance` `action` with, and the employees it reaches.
 */

/** The scope of performance `action` (an owner: the whole organization), undefined when not held. */
export function reviewScope(action: Action) {
  const { role, permissions } = organizationAccess();
  return role === 'owner' ? 'organization' : permissions.grants.performance?.[action];
}

/** HR's reading: the whole organization's forms in full (a role that grants performance view organization-wide). */
export const readsEveryForm = () => reviewScope('view') === 'organization';

/**
 * 403 unless the caller holds `action` organization-wide: cycles are set up by HR. (A manager's
 * narrower grant passes the route's rule; this refusal names why.)
 */
export function requireOrganizationWide(action: Action): void {
  const scope = reviewScope(action);
  if (!scope) throw noAccess();
  if (scope !== 'organization')
    throw new VisibleError('forbidden', 'Review cycles are set up by HR (performance over the whole organization).');
}

/** The employees the caller's `action` reaches (null: everyone). */
export function reachFor(action: Action, directory: readonly DirectoryEntry[]): ReadonlySet<number> | null {
  const scope = reviewScope(action);
  if (!scope) return new Set();
  return reachOfScope(scope, organizationAccess().employeeId, directory);
}

/** The caller's own employee record: reviews are written by employees. */
export function ownEmployee(what = 'Review'): number {
  const own = organizationAccess().employeeId;
  if (!own) throw VisibleError.notFound(what);
  return own;
}

export const fullName = (entry: Pick<DirectoryEntry, 'first_name' | 'last_name'>) =>
  `${entry.first_name} ${entry.last_name}`.trim();
