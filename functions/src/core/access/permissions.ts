import { UNAUTHENTICATED_MESSAGE } from '@wattle/shared/constants';
import {
  type Action,
  allows,
  type FieldGroup,
  hasField,
  isBuiltInRole,
  type Module,
  NO_ACCESS_CODE,
  NO_ACCESS_MESSAGE,
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
  return roleLabel(role, organizationAccess().customRoleNames);
}

/** 422 unless `role` is a built-in role or one of the organization's custom roles. */
export function requireExistingRole(role: string): void {
  if (isBuiltInRole(role) || role in organizationAccess().customRoleNames) return;
  throw VisibleError.validation({ role: ['Choose a role.'] });
}
