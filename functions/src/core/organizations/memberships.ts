import type { MembershipRole, OrganizationMembership } from '@wattle/shared/auth';
import { useUserId } from '../actor.ts';
import { asAccessCheck } from '../db/read-scope.ts';
import { VisibleError } from '../error.ts';
import { membershipEntity } from './membership-entity.ts';
import { type OrganizationItem, organizationEntity } from './organization-entity.ts';

/**
 * A user's organization records with their role in each: one Query on the user index plus one
 * BatchGet of the records.
 */
export async function listOrganizationRecordsOfUser(
  userId: number,
): Promise<{ organization: OrganizationItem; role: MembershipRole }[]> {
  const memberships = await membershipEntity().query.byUser({ user_id: userId }).go({ pages: 'all' });
  if (memberships.data.length === 0) return [];
  const organizations = await organizationEntity()
    .get(memberships.data.map((membership) => ({ organization_id: membership.organization_id })))
    .go();
  const roles = new Map(memberships.data.map((membership) => [membership.organization_id, membership.role]));
  return organizations.data
    .map((organization) => ({ organization, role: roles.get(organization.organization_id) ?? 'member' }))
    .sort(
      (a, b) =>
        a.organization.name.localeCompare(b.organization.name) ||
        a.organization.organization_id - b.organization.organization_id,
    );
}

/** A user's organizations (id, name, role), sorted by name. */
export async function listMembershipsOfUser(userId: number): Promise<OrganizationMembership[]> {
  return (await listOrganizationRecordsOfUser(userId)).map(({ organization, role }) => ({
    id: organization.organization_id,
    name: organization.name,
    role,
  }));
}

/**
 * The caller's role in an organization. Anyone who is not a member gets the same 404 as for an
 * organization that does not exist: other organizations are never revealed.
 */
export async function requireMembership(organizationId: number, allowed?: MembershipRole[]): Promise<MembershipRole> {
  const userId = useUserId();
  const membership = (
    await asAccessCheck(() =>
      membershipEntity().get({ organization_id: organizationId, user_id: userId }).go({ consistent: true }),
    )
  ).data;
  if (!membership) throw VisibleError.notFound('Organization');
  if (allowed && !allowed.includes(membership.role)) {
    throw new VisibleError('forbidden', `Only an organization ${allowed.join(' or ')} can do this.`);
  }
  return membership.role;
}

/**
 * Checks membership and reads the organization's data at the same time, so both share a round
 * trip (and one BatchGetItem where they are item reads). The data is returned only to a member:
 * a non-member gets the membership check's 404 whatever the read found.
 */
export async function readAsMember<T>(
  organizationId: number,
  read: () => Promise<T>,
  allowed?: MembershipRole[],
): Promise<T> {
  const [membership, result] = await Promise.allSettled([requireMembership(organizationId, allowed), read()]);
  if (membership.status === 'rejected') throw membership.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
