import type { OrganizationMembership } from '@wattle/shared/auth';
import { tableNames } from '../db/client.ts';
import { listOrganizationRecordsOfUser, toMemberships } from '../tenancy/memberships.ts';
import { type UserItem, userEntity } from './user-entity.ts';

/** The signed-in user's account and organizations (for /me): one Query, then one BatchGet. */
export async function accountOf(
  userId: number,
): Promise<{ user: UserItem | undefined; organizations: OrganizationMembership[] }> {
  const userKey = userEntity().get({ user_id: userId }).params<{ Key: Record<string, string> }>().Key;
  const identity = tableNames().identity;
  const { records, also } = await listOrganizationRecordsOfUser(userId, [{ table: identity, keys: [userKey] }]);
  return { user: also.get(identity)?.[0] as UserItem | undefined, organizations: toMemberships(records) };
}
