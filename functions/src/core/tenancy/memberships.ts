import type { MembershipRole, OrganizationMembership } from '@wattle/shared/auth';
import { UNAUTHENTICATED_MESSAGE } from '@wattle/shared/constants';
import { DEFAULT_PROBATION_MONTHS } from '@wattle/shared/employee-lifecycle';
import { permissionsOf, roleLabel } from '@wattle/shared/permissions';
import { useActor } from '../actor.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { VisibleError } from '../error.ts';
import { membershipEntity } from './membership-entity.ts';
import { type OrganizationItem, organizationEntity } from './organization-entity.ts';

type Item = Record<string, unknown>;

/**
 * A user's organization records with their role in each: one Query on the user index plus one
 * BatchGet of the records, which also reads `alsoRead` (the account's own item for /me). Only live
 * organizations, or with `deleted` only deleted ones.
 */
export async function listOrganizationRecordsOfUser(
  userId: number,
  alsoRead: { table: string; keys: Record<string, string>[] }[] = [],
  options: { deleted?: boolean } = {},
): Promise<{ records: MembershipRecord[]; also: Map<string, Item[]> }> {
  const memberships = await membershipEntity().query.byUser({ user_id: userId }).go({ pages: 'all' });
  const table = tableNames().organizations;
  const keys = memberships.data.map(
    (membership) =>
      organizationEntity()
        .get({ organization_id: membership.organization_id })
        .params<{ Key: Record<string, string> }>().Key,
  );
  const found = await batchGet([...(keys.length > 0 ? [{ table, keys }] : []), ...alsoRead]);
  const byOrganization = new Map(memberships.data.map((membership) => [membership.organization_id, membership]));
  const records = (found.get(table) ?? [])
    // A deleted organization is gone for everyone; its owners find it in the deleted list.
    .filter((item) => (item.deleted_at === undefined) === !options.deleted)
    .map((item) => {
      const organization = item as unknown as OrganizationItem;
      const membership = byOrganization.get(organization.organization_id);
      return {
        organization,
        role: membership?.role ?? 'employee',
        employeeId: membership?.employee_id ?? null,
      };
    })
    .sort(
      (a, b) =>
        a.organization.name.localeCompare(b.organization.name) ||
        a.organization.organization_id - b.organization.organization_id,
    );
  return { records, also: found };
}

export interface MembershipRecord {
  organization: OrganizationItem;
  role: MembershipRole;
  employeeId: number | null;
}

export const toMemberships = (records: MembershipRecord[]): OrganizationMembership[] =>
  records.map(({ organization, role, employeeId }) => ({
    id: organization.organization_id,
    name: organization.name,
    role,
    role_name: roleLabel(role, organization.custom_roles),
    permissions: permissionsOf(role, organization.custom_roles),
    employee_id: employeeId,
  }));

/** A user's organizations (id, name, role), sorted by name. */
export async function listMembershipsOfUser(userId: number): Promise<OrganizationMembership[]> {
  return toMemberships((await listOrganizationRecordsOfUser(userId)).records);
}

/**
 * The caller's role in the organization the request was authorized for (see access/authorize.ts:
 * membership and the route's permission are checked before the handler runs). Any other
 * organization answers the same 404 as one that does not exist, so other organizations are never
 * revealed; no read happens here.
 */
export function requireMembership(organizationId: number): MembershipRole {
  const actor = useActor();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  if (actor.organization?.id !== organizationId) throw VisibleError.notFound('Organization');
  return actor.organization.role;
}

/** Reads an organization's data for a member of it (see requireMembership). */
export async function readAsMember<T>(organizationId: number, read: () => Promise<T>): Promise<T> {
  requireMembership(organizationId);
  return read();
}

/**
 * The organization (and, for the record the route names, its parent id) of a request that was
 * authorized for one; 404 naming `what` otherwise.
 */
export function requestOrganization(
  what: string,
  located?: { kind: string; id: number },
): { organizationId: number; parentId?: number } {
  const actor = useActor();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  const organization = actor.organization;
  if (!organization) throw VisibleError.notFound(what);
  const sameRecord = located && organization.located?.kind === located.kind && organization.located.id === located.id;
  return { organizationId: organization.id, ...(sameRecord ? { parentId: organization.located?.parentId } : {}) };
}

/** The name, contact e-mail and time zone of the organization the request was authorized for. */
export function organizationProfile(organizationId: number): { name: string; contactEmail: string; timezone: string } {
  requireMembership(organizationId);
  const actor = useActor();
  const organization = actor?.type === 'user' ? actor.organization : undefined;
  return {
    name: organization?.name ?? '',
    contactEmail: organization?.contactEmail ?? '',
    timezone: organization?.timezone || 'UTC',
  };
}

/** The probation length (months) of the organization the request was authorized for (read with the membership). */
export function organizationProbationMonths(organizationId: number): number {
  requireMembership(organizationId);
  const actor = useActor();
  return (actor?.type === 'user' ? actor.organization?.probationMonths : undefined) ?? DEFAULT_PROBATION_MONTHS;
}

/** The time zone of the organization the request was authorized for (read with the membership). */
export function organizationTimezone(organizationId: number): string {
  return organizationProfile(organizationId).timezone;
}
