import {
  LAST_OWNER_MESSAGE,
  type Member,
  type MemberRoleInput,
  type MemberUpdateInput,
  memberRoleInput,
  memberUpdateInput,
  OWNERS_ONLY_MESSAGE,
} from '@wattle/shared/members';
import {
  organizationAccess,
  requireAssignableRole,
  requireNoStrongerThanCaller,
  requirePermission,
  roleName,
} from '../access/permissions.ts';
import { useActor, useUser } from '../actor.ts';
import { accessAuditWrites } from '../audit/access-events.ts';
import { auditPut } from '../audit/audit.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { linkedEmployeeNames, setMemberEmployee, unlinkEmployeeWrite } from '../employees/employee-links.ts';
import { VisibleError } from '../error.ts';
import { setSessionsMfaFlag, turnOffMfaWrite } from '../identity/mfa-state.ts';
import { type UserItem, userEntity } from '../identity/user-entity.ts';
import { type MembershipItem, membershipEntity } from '../tenancy/membership-entity.ts';
import { listMembershipsOfUser, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';

/**
 * The organization's members: list, change a role, remove. Owners and admins manage them; only an
 * owner touches an owner; an organization always keeps an owner. A change takes effect on the
 * member's very next request, because every request reads its membership before it runs.
 */

const membershipKey = (organizationId: number, userId: number) => ({
  pk: `org#${organizationId}`,
  sk: `member#${userId}`,
});

async function membershipsOf(organizationId: number): Promise<MembershipItem[]> {
  return (await membershipEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' })).data;
}

/** Every member with name, e-mail, role and last sign-in: one Query and one BatchGet. */
export async function listMembers(organizationId: number): Promise<Member[]> {
  requireMembership(organizationId);
  const memberships = await membershipsOf(organizationId);
  const identity = tableNames().identity;
  const users = await batchGet([
    {
      table: identity,
      keys: memberships.map((membership) => ({ pk: `user#${membership.user_id}`, sk: 'user' })),
      projection: ['user_id', 'name', 'email', 'last_sign_in_at', 'mfa_enabled_at'],
    },
  ]);
  const byId = new Map(
    ((users.get(identity) ?? []) as unknown as UserItem[]).map((user) => [Number(user.user_id), user]),
  );
  const employees = await linkedEmployeeNames(
    organizationId,
    memberships.flatMap((membership) => (membership.employee_id ? [membership.employee_id] : [])),
  );
  const me = useUser().id;
  return memberships
    .map((membership) => {
      const user = byId.get(membership.user_id);
      return {
        user_id: membership.user_id,
        name: user?.name ?? `User #${membership.user_id}`,
        email: user?.email ?? '',
        role: membership.role,
        role_name: roleName(membership.role),
        joined_at: membership.created_at,
        last_sign_in_at: user?.last_sign_in_at ?? null,
        mfa_enabled: Boolean(user?.mfa_enabled_at),
        employee_id: membership.employee_id ?? null,
        employee_name: membership.employee_id ? (employees.get(membership.employee_id) ?? null) : null,
        you: membership.user_id === me,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

/**
 * Checks that another owner stays, in the same transaction as a change that takes an owner away:
 * two owners demoting each other at once cannot both succeed.
 */
function anotherOwnerStays(organizationId: number, memberships: MembershipItem[], leaving: number): TransactionItem {
  const other = memberships.find((membership) => membership.role === 'owner' && membership.user_id !== leaving);
  if (!other) throw VisibleError.conflict(LAST_OWNER_MESSAGE);
  return rawItem({
    ConditionCheck: {
      TableName: tableNames().organizations,
      Key: membershipKey(organizationId, other.user_id),
      ConditionExpression: '#role = :owner',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':owner': 'owner' },
    },
  });
}

async function target(organizationId: number, userId: number) {
  const memberships = await membershipsOf(organizationId);
  const current = memberships.find((membership) => membership.user_id === userId);
  if (!current) throw VisibleError.notFound('Member');
  return { memberships, current };
}

function memberLabel(userId: number): string {
  return `User #${userId}`;
}

export async function changeMemberRole(
  organizationId: number,
  userId: number,
  input: MemberRoleInput,
): Promise<Member> {
  const { role } = parseInput(memberRoleInput, input);
  const callerRole = requireMembership(organizationId);
  requireAssignableRole(role);
  const { memberships, current } = await target(organizationId, userId);
  requireNoStrongerThanCaller(current.role, 'change');
  if ((current.role === 'owner' || role === 'owner') && callerRole !== 'owner') {
    throw new VisibleError('forbidden', OWNERS_ONLY_MESSAGE);
  }
  const members = await listMembers(organizationId);
  const member = members.find((entry) => entry.user_id === userId) as Member;
  if (current.role === role) return member;
  const result = await transactWrite([
    committed(
      membershipEntity()
        .patch({ organization_id: organizationId, user_id: userId })
        .set({ role })
        .where(({ role: stored }, { eq }) => eq(stored, current.role)),
    ),
    ...(current.role === 'owner' ? [anotherOwnerStays(organizationId, memberships, userId)] : []),
    auditPut({
      organizationId,
      module: 'organizations',
      action: 'update',
      record: { type: 'membership', id: userId, label: member.name || memberLabel(userId) },
      summary: `Changed the role of ${member.name} from ${roleName(current.role)} to ${roleName(role)}`,
      changes: [{ field: 'role', label: 'Role', before: current.role, after: role }],
    }),
  ]);
  if (result.canceled) {
    if (result.data[1]?.rejected && current.role === 'owner') throw VisibleError.conflict(LAST_OWNER_MESSAGE);
    throw VisibleError.conflict('This member was changed meanwhile. Reload and try again.');
  }
  return { ...member, role, role_name: roleName(role) };
}

/** Removes a member (or lets a member leave); never the last owner. */
export async function removeMember(organizationId: number, userId: number): Promise<void> {
  const me = useUser().id;
  const callerRole = requireMembership(organizationId);
  // Anyone may leave; removing someone else takes the permission.
  if (userId !== me) requirePermission('access', 'delete');
  const { memberships, current } = await target(organizationId, userId);
  if (userId !== me) requireNoStrongerThanCaller(current.role, 'change');
  if (current.role === 'owner' && callerRole !== 'owner') throw new VisibleError('forbidden', OWNERS_ONLY_MESSAGE);
  const members = await listMembers(organizationId).catch(() => [] as Member[]);
  const name = members.find((entry) => entry.user_id === userId)?.name ?? memberLabel(userId);
  const result = await transactWrite([
    rawItem({
      Delete: {
        TableName: tableNames().organizations,
        Key: membershipKey(organizationId, userId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    }),
    ...(current.role === 'owner' ? [anotherOwnerStays(organizationId, memberships, userId)] : []),
    // Their employee record can be linked to someone else again.
    ...(current.employee_id ? [unlinkEmployeeWrite(organizationId, current.employee_id, userId)] : []),
    auditPut({
      organizationId,
      module: 'organizations',
      action: 'delete',
      record: { type: 'membership', id: userId, label: name },
      summary: userId === me ? `${name} left the organization` : `Removed ${name} (${roleName(current.role)})`,
      changes: [{ field: 'role', label: 'Role', before: current.role, after: null }],
    }),
  ]);
  if (result.canceled) {
    if (result.data[1]?.rejected && current.role === 'owner') throw VisibleError.conflict(LAST_OWNER_MESSAGE);
    throw VisibleError.notFound('Member');
  }
}

/**
 * An owner turns off a member's MFA (a lost phone, no recovery codes left): the member signs in
 * with the password alone until they set it up again, which an MFA requirement sends them to do.
 * Recorded in the logs of every organization the member belongs to. Owners reset their own in
 * My Profile, with their password and a code.
 */
export async function resetMemberMfa(organizationId: number, userId: number): Promise<void> {
  requireMembership(organizationId);
  const owner = useUser();
  const actor = useActor();
  await target(organizationId, userId);
  if (userId === owner.id) {
    throw new VisibleError('forbidden', 'Turn off your own multi-factor authentication in My Profile.');
  }
  const user = (await userEntity().get({ user_id: userId }).go({ consistent: true })).data;
  if (!user) throw VisibleError.notFound('Member');
  if (!user.mfa_secret) throw VisibleError.conflict(`${user.name} has no multi-factor authentication to reset.`);
  const organizations = await listMembershipsOfUser(userId);
  const audit = accessAuditWrites(
    {
      action: 'mfa_reset',
      user: { id: user.user_id, name: user.name, email: user.email },
      actor: owner,
      summary: `${owner.name} reset the multi-factor authentication of ${user.name}`,
      clientAddress: actor?.type === 'user' ? actor.clientAddress : undefined,
    },
    organizations.map((organization) => organization.id),
  );
  const result = await transactWrite([turnOffMfaWrite(userId, user.mfa_secret), ...audit.operations]);
  if (result.canceled) throw VisibleError.conflict('Multi-factor authentication changed meanwhile. Reload.');
  await audit.appendRest();
  await setSessionsMfaFlag(userId, false);
}

/**
 * Which member's link to an employee record the caller may change: not one whose role holds more
 * than their own, and not their own unless their role already reaches every employee record (the
 * link decides whose records a scoped role reaches, so moving it would widen their own reach).
 */
function assertMayLink(membership: MembershipItem): void {
  const access = organizationAccess();
  if (membership.user_id !== useUser().id) {
    requireNoStrongerThanCaller(membership.role, 'change');
    return;
  }
  if (access.role !== 'owner' && access.permissions.grants.employees?.view !== 'organization') {
    throw new VisibleError('forbidden', 'Ask an owner or admin to link your own employee record.');
  }
}

/**
 * PATCH a member: the role (see changeMemberRole) and/or the linked employee record. Both in one
 * request are two steps: the role first.
 */
export async function updateMember(organizationId: number, userId: number, input: MemberUpdateInput): Promise<Member> {
  const data = parseInput(memberUpdateInput, input);
  requireMembership(organizationId);
  requirePermission('access', 'edit');
  if (data.role !== undefined) await changeMemberRole(organizationId, userId, { role: data.role });
  if (data.employee_id !== undefined) {
    const membership = (
      await membershipEntity().get({ organization_id: organizationId, user_id: userId }).go({ consistent: true })
    ).data;
    if (!membership) throw VisibleError.notFound('Member');
    assertMayLink(membership);
    const name =
      (await listMembers(organizationId)).find((entry) => entry.user_id === userId)?.name ?? `User #${userId}`;
    await setMemberEmployee(organizationId, { user_id: userId, name }, membership, data.employee_id);
  }
  const member = (await listMembers(organizationId)).find((entry) => entry.user_id === userId);
  if (!member) throw VisibleError.notFound('Member');
  return member;
}
