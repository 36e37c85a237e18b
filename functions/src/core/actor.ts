import { AsyncLocalStorage } from 'node:async_hooks';
import { type MembershipRole, UNAUTHENTICATED_MESSAGE } from '@wattle/shared/constants';
import type { RolePermissions, Scope } from '@wattle/shared/permissions';
import { VisibleError } from './error.ts';

/**
 * The organization a request was authorized for: the caller is a member with `role`. For a route
 * that names only a record id (`/departments/{id}`), `located` is that record, found through its
 * locator before authorization.
 */
export interface OrganizationAccess {
  id: number;
  role: MembershipRole;
  /** What the role may do (a built-in role's table, or the custom role read with the organization). */
  permissions: RolePermissions;
  /** The scope the route's permission was granted with (see RouteRule): how far its data reaches. */
  scope?: Scope;
  /** The caller's own employee record in this organization, when linked (self-service). */
  employeeId?: number;
  /** The organization's custom roles (name and permissions), read with the membership. */
  customRoles: Record<string, RolePermissions & { name: string }>;
  /** The organization's name, contact e-mail and time zone, read with the membership. */
  name: string;
  contactEmail: string;
  /** Its calendar days are in this zone. */
  timezone: string;
  /** Months of probation for new employees. */
  probationMonths: number;
  located?: { kind: string; id: number; parentId?: number };
  /** Set only for a route that may reach a deleted organization (restore): when it was deleted, until when it can be restored. */
  deleted?: { at: string; purgeAfter: string };
}

/**
 * Who is making the current request. Set once by the HTTP layer after the caller's session and
 * membership were confirmed; read by core code.
 */
export type Actor =
  | {
      type: 'user';
      userId: number;
      sessionId: string;
      userName: string;
      /** The user signs in with a second factor (from the session item). */
      mfaEnabled?: boolean;
      organization?: OrganizationAccess;
      /** The caller's network address (see http/client-address.ts), for the audit log. */
      clientAddress?: string;
    }
  | { type: 'system'; reason: string };

const storage = new AsyncLocalStorage<Actor>();

export function withActor<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function useActor(): Actor | undefined {
  return storage.getStore();
}

/** The signed-in user, for audit records; throws 401 when the request has no user. */
export function useUser(): { id: number; name: string } {
  const actor = storage.getStore();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return { id: actor.userId, name: actor.userName };
}

/** The signed-in user's id; throws 401 when the request has no user. */
export function useUserId(): number {
  const actor = storage.getStore();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return actor.userId;
}

/** The signed-in user's session id; throws 401 when the request has no user. */
export function useSessionId(): string {
  const actor = storage.getStore();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return actor.sessionId;
}
