import type { MembershipRole, OrganizationMembership } from '@wattle/shared/auth';
import { useUserId } from '../actor.ts';
import { asAccessCheck } from '../db/read-scope.ts';
import { VisibleError } from '../error.ts';
import { MembershipEntity } from './membership-entity.ts';
import { OrganizationEntity } from './organization-entity.ts';

/** A user's organizations with their roles: one Query on the user index plus one BatchGet for names. */
export async function listMembershipsOfUser(userId: number): Promise<OrganizationMembership[]> {
  const memberships = await MembershipEntity.query.byUser({ user_id: userId }).go({ pages: 'all' });
  if (memberships.data.length === 0) return [];
  const organizations = await OrganizationEntity.get(
    memberships.data.map((membership) => ({ organization_id: membership.organization_id })),
  ).go();
  const names = new Map(organizations.data.map((organization) => [organization.organization_id, organization.name]));
  return memberships.data
    .filter((membership) => names.has(membership.organization_id))
    .map((membership) => ({
      id: membership.organization_id,
      name: names.get(membership.organization_id) ?? '',
      role: membership.role,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * The caller's role in an organization. Anyone who is not a member gets the same 404 as for an
 * organization that does not exist: other organizations are never revealed.
 */
export async function requireMembership(organizationId: number, allowed?: MembershipRole[]): Promise<MembershipRole> {
  const userId = useUserId();
  const membership = (
    await asAccessCheck(() =>
      MembershipEntity.get({ organization_id: organizationId, user_id: userId }).go({ consistent: true }),
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
