import { allows, hasField, permissionsOf, type Scope } from '@wattle/shared/permissions';
import { organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { type MembershipItem, membershipEntity } from '../tenancy/membership-entity.ts';

/**
 * Who decides a leave request and who hears of it. The approver is the employee's reporting
 * manager — the member linked to the manager's employee record, when their role may approve leave —
 * else HR: the members whose role approves leave over the whole organization. Nobody approves their
 * own request.
 */

export interface Person {
  user_id: number;
  name: string;
  email: string;
  /** Whether their role is granted the confidential_leave field group. */
  sees_confidential: boolean;
}

export async function membershipsOf(organizationId: number): Promise<MembershipItem[]> {
  return (await membershipEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' })).data;
}

const permissionsOfMember = (membership: MembershipItem) =>
  permissionsOf(membership.role, organizationAccess().customRoles);

/** The members told of (and able to decide) a new request of `employee`. */
export function approversOf(
  memberships: readonly MembershipItem[],
  employee: { employee_id: number; reporting_manager_id?: number | null },
): MembershipItem[] {
  const own = (membership: MembershipItem) => membership.employee_id === employee.employee_id;
  const manager = employee.reporting_manager_id
    ? memberships.find(
        (membership) =>
          membership.employee_id === employee.reporting_manager_id &&
          !own(membership) &&
          allows(membership.role, permissionsOfMember(membership), { module: 'leave', action: 'approve' }),
      )
    : undefined;
  if (manager) return [manager];
  return memberships.filter(
    (membership) =>
      !own(membership) &&
      allows(membership.role, permissionsOfMember(membership), {
        module: 'leave',
        action: 'approve',
        scope: 'organization',
      }),
  );
}

/** Names, e-mails and whether each member sees confidential leave: one BatchGet of their users. */
export async function peopleOf(memberships: readonly MembershipItem[]): Promise<Map<number, Person>> {
  const identity = tableNames().identity;
  const users = await batchGet([
    {
      table: identity,
      keys: memberships.map((membership) => ({ pk: `user#${membership.user_id}`, sk: 'user' })),
      projection: ['user_id', 'name', 'email'],
    },
  ]);
  const byId = new Map((users.get(identity) ?? []).map((user) => [Number(user.user_id), user]));
  return new Map(
    memberships.map((membership) => {
      const user = byId.get(membership.user_id);
      return [
        membership.user_id,
        {
          user_id: membership.user_id,
          name: String(user?.name ?? `User #${membership.user_id}`),
          email: String(user?.email ?? ''),
          sees_confidential:
            membership.role === 'owner' || hasField(permissionsOfMember(membership), 'confidential_leave'),
        },
      ];
    }),
  );
}

/** The caller's leave approval scope (undefined: none), from their role, whatever the route's rule. */
export function approvalScope(): Scope | undefined {
  const { role, permissions } = organizationAccess();
  if (role === 'owner') return 'organization';
  return permissions.grants.leave?.approve;
}

/**
 * Whether the caller may approve or decline a request of `employeeId`: their role approves leave
 * over a scope that reaches the employee, and it is not their own request.
 */
export function mayDecide(employeeId: number, directory: readonly DirectoryEntry[] | null): boolean {
  const { employeeId: own } = organizationAccess();
  if (own === employeeId) return false;
  const scope = approvalScope();
  if (!scope) return false;
  if (scope === 'organization') return true;
  if (!directory) return false;
  return reachOfScope(scope, own, directory)?.has(employeeId) ?? true;
}

/** Whether the caller sees a confidential request's type, reason and attachment. */
export function seesConfidential(employeeId: number): boolean {
  const access = organizationAccess();
  return (
    access.role === 'owner' || access.employeeId === employeeId || hasField(access.permissions, 'confidential_leave')
  );
}
