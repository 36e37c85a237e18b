import { UNAUTHENTICATED_MESSAGE } from '@wattle/shared/constants';
import {
  type Action,
  allows,
  beyond,
  type FieldGroup,
  hasField,
  isBuiltInRole,
  type Module,
  NO_ACCESS_CODE,
  NO_ACCESS_MESSAGE,
  permissionsOf,
  roleLabel,
  type Scope,
} from '@wattle/shared/permissions';
import { type OrganizationAccess, useActor } from '../actor.ts';
import { VisibleError } from '../error.ts';

/**
 * Permission checks that depend on the record, not the route (a route's own permission is declared
 * with its access middleware and checked before the handler). All of them read the same table
 * (shared/src/permissions.ts) through the role the request was authorized with: no reads here.
 */

export function organizationAccess(): OrganizationAccess {
  const actor = useActor();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  if (!actor.organization) throw VisibleError.notFound('Organization');
  return actor.organization;
}

export const noAccess = () => new VisibleError('forbidden', NO_ACCESS_MESSAGE, { code: NO_ACCESS_CODE });

/** 403 unless the caller's role holds `action` on `module`; returns the scope it holds it with. */
export function requirePermission(module: Module, action: Action): Scope {
  const { role, permissions } = organizationAccess();
  if (!allows(role, permissions, { module, action })) throw noAccess();
  return permissions.grants[module]?.[action] as Scope;
}

/** Whether the caller's role holds `action` on `module` (for answers that differ by role). */
export function holdsPermission(module: Module, action: Action): boolean {
  const { role, permissions } = organizationAccess();
  return allows(role, permissions, { module, action });
}

/** Whether the caller's role is granted a sensitive field group. */
export function holdsField(field: FieldGroup): boolean {
  return hasField(organizationAccess().permissions, field);
}

/** A role's name in the organization the request was authorized for. */
export function roleName(role: string): string {
  return roleLabel(role, organizationAccess().customRoles);
}

/**
 * 422 unless `role` is a built-in role or one of the organization's custom roles; 403 when it
 * holds more than the caller's own role (a member who manages access cannot make anyone, themself
 * included, stronger than they are). Owners give any role; only they give the owner role (checked
 * where it is given).
 */
export function requireAssignableRole(role: string): void {
  const access = organizationAccess();
  if (!isBuiltInRole(role) && !(role in access.customRoles)) {
    throw VisibleError.validation({ role: ['Choose a role.'] });
  }
  requireNoStrongerThanCaller(role, 'give');
}

/**
 * 403 when `role` holds more than the caller's own: they may not give it, change or remove a member
 * who holds it, or resend or revoke an invitation with it.
 */
export function requireNoStrongerThanCaller(role: string, doing: 'give' | 'change' | 'invitation'): void {
  const access = organizationAccess();
  // Owners may do anything; the owner role itself is guarded where it is given or taken.
  if (access.role === 'owner' || role === 'owner') return;
  const extra = beyond(permissionsOf(role, access.customRoles), access.permissions);
  if (extra.length === 0) return;
  const what = {
    give: 'give a role that holds',
    change: 'change or remove a member whose role holds',
    invitation: 'resend or revoke an invitation for a role that holds',
  }[doing];
  throw new VisibleError('forbidden', `You can only ${what} no more than yours. Not held: ${extra.join(', ')}.`);
}
