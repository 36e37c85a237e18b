import { randomUUID } from 'node:crypto';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import type { MembershipItem } from '../tenancy/membership-entity.ts';
import { type EmployeeItem, employeeEntity } from './employee-entity.ts';
import { employeeAudit } from './history.ts';
import { type HistoryEventItem, historyEventEntity } from './history-entity.ts';

/**
 * The link between a member and their own employee record (self-service): one user per employee
 * per organization, one employee per member. It is kept on both items — the membership's
 * `employee_id` (read with every request's authorization) and the employee's `user_id` — and both
 * are written in one transaction whose conditions refuse a record or a member that is linked
 * already, so two links racing cannot both succeed.
 */

export const ALREADY_LINKED_MESSAGE = 'This employee record is already linked to a member.';
export const MEMBER_LINKED_MESSAGE = 'This member is already linked to another employee record. Unlink it first.';

const employeeKey = (organizationId: number, employeeId: number) => ({
  pk: `org#${organizationId}`,
  sk: `employee#${String(employeeId).padStart(12, '0')}`,
});
const membershipKey = (organizationId: number, userId: number) => ({
  pk: `org#${organizationId}`,
  sk: `member#${userId}`,
});

/** Sets the employee's `user_id`: only a live record (not in the trash) that no one is linked to. */
export function linkEmployeeWrite(organizationId: number, employeeId: number, userId: number): TransactionItem {
  return rawItem({
    Update: {
      TableName: tableNames().employees,
      Key: employeeKey(organizationId, employeeId),
      UpdateExpression: 'SET user_id = :user',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(user_id) AND attribute_not_exists(trashed_at)',
      ExpressionAttributeValues: { ':user': userId },
    },
  });
}

/** Clears the employee's `user_id` if it is still this user's (a record deleted meanwhile is fine). */
export function unlinkEmployeeWrite(organizationId: number, employeeId: number, userId: number): TransactionItem {
  return rawItem({
    Update: {
      TableName: tableNames().employees,
      Key: employeeKey(organizationId, employeeId),
      UpdateExpression: 'REMOVE user_id',
      ConditionExpression: 'attribute_not_exists(pk) OR user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    },
  });
}

/**
 * Frees the member linked to an employee record that is deleted for good, in the delete's
 * transaction. The link is kept on both sides in one transaction, so the membership still names
 * the record; if it changed meanwhile, the delete is cancelled (409) and can be tried again.
 */
export function freeMemberOfDeletedEmployeeWrite(
  organizationId: number,
  userId: number,
  employeeId: number,
): TransactionItem {
  return membershipLinkWrite(organizationId, userId, employeeId, null);
}

/** Sets (or changes, or clears) the membership's `employee_id`, only if it still holds `expected`. */
function membershipLinkWrite(
  organizationId: number,
  userId: number,
  expected: number | undefined,
  next: number | null,
): TransactionItem {
  return rawItem({
    Update: {
      TableName: tableNames().organizations,
      Key: membershipKey(organizationId, userId),
      UpdateExpression: next === null ? 'REMOVE employee_id' : 'SET employee_id = :next',
      ConditionExpression:
        expected === undefined
          ? 'attribute_exists(pk) AND attribute_not_exists(employee_id)'
          : 'attribute_exists(pk) AND employee_id = :expected',
      ExpressionAttributeValues: {
        ...(next === null ? {} : { ':next': next }),
        ...(expected === undefined ? {} : { ':expected': expected }),
      },
    },
  });
}

/**
 * A 'Self-Service' event in the employee's history (and its audit event), by `by` — the request's
 * user, or the person accepting an invitation, who has no session yet.
 */
export function selfServiceEventWrites(
  employee: Pick<EmployeeItem, 'organization_id' | 'employee_id' | 'first_name' | 'last_name'>,
  details: string,
  by: { id: number; name: string } = useUser(),
): TransactionItem[] {
  const event: HistoryEventItem = {
    organization_id: employee.organization_id,
    occurred_at: new Date().toISOString(),
    event_id: randomUUID().slice(0, 8),
    employee_id: employee.employee_id,
    employee_name: `${employee.first_name} ${employee.last_name}`,
    event_type: 'Self-Service',
    details,
    changes: [],
    changed_by_id: by.id,
    changed_by: by.name,
  };
  return [committed(historyEventEntity().create(event)), auditPut({ ...employeeAudit(event), actor: by })];
}

/** The employee of this organization with the id, read strongly consistent; 422 on `field` when missing. */
export async function readEmployee(organizationId: number, employeeId: number): Promise<EmployeeItem | null> {
  return (
    await employeeEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true })
  ).data;
}

/** "First Last" of each linked employee record, for the members list (one BatchGet). */
export async function linkedEmployeeNames(organizationId: number, employeeIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(employeeIds)];
  if (ids.length === 0) return new Map();
  const table = tableNames().employees;
  const found = await batchGet([
    {
      table,
      keys: ids.map((id) => employeeKey(organizationId, id)),
      projection: ['employee_id', 'first_name', 'last_name'],
    },
  ]);
  return new Map(
    (found.get(table) ?? []).map((item) => [Number(item.employee_id), `${item.first_name} ${item.last_name}`]),
  );
}

const label = (employee: Pick<EmployeeItem, 'first_name' | 'last_name' | 'employee_code'>) =>
  `${employee.first_name} ${employee.last_name} (${employee.employee_code})`;

/**
 * Links a member to an employee record of the organization, moves the link to another record, or
 * unlinks (`employeeId` null): the membership, the record(s), the history and audit events in one
 * transaction. 409 when the record is linked to someone else; 422 when it does not exist or is in
 * the trash.
 */
export async function setMemberEmployee(
  organizationId: number,
  member: { user_id: number; name: string },
  membership: MembershipItem,
  employeeId: number | null,
): Promise<void> {
  const current = membership.employee_id;
  if ((current ?? null) === employeeId) return;
  const userId = member.user_id;
  const writes: TransactionItem[] = [membershipLinkWrite(organizationId, userId, current, employeeId)];
  const [previous, next] = await Promise.all([
    current ? readEmployee(organizationId, current) : null,
    employeeId ? readEmployee(organizationId, employeeId) : null,
  ]);
  if (employeeId !== null) {
    if (!next) throw VisibleError.validation({ employee_id: ['Choose an employee record of this organization.'] });
    if (next.trashed_at) throw VisibleError.validation({ employee_id: ['This employee record is in the trash.'] });
    if (next.user_id !== undefined) throw VisibleError.conflict(ALREADY_LINKED_MESSAGE);
  }
  if (current) {
    writes.push(unlinkEmployeeWrite(organizationId, current, userId));
    if (previous) writes.push(...selfServiceEventWrites(previous, `Unlinked from the account of ${member.name}`));
  }
  const linkAt = writes.length;
  if (next) {
    writes.push(linkEmployeeWrite(organizationId, next.employee_id, userId));
    writes.push(...selfServiceEventWrites(next, `Linked to the account of ${member.name}`));
  }
  const before = previous ? label(previous) : current ? `#${current}` : null;
  const after = next ? label(next) : null;
  writes.push(
    auditPut({
      organizationId,
      module: 'organizations',
      action: 'update',
      record: { type: 'membership', id: userId, label: member.name },
      summary: next
        ? `Linked ${member.name} to the employee record of ${label(next)}`
        : `Unlinked ${member.name} from the employee record of ${before}`,
      changes: [{ field: 'employee_id', label: 'Employee record', before, after }],
    }),
  );
  const result = await transactWrite(writes);
  if (result.canceled) {
    if (next && result.data[linkAt]?.rejected) throw VisibleError.conflict(ALREADY_LINKED_MESSAGE);
    throw VisibleError.conflict('This member was changed meanwhile. Reload and try again.');
  }
}
