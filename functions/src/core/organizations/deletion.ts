import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type DeletedOrganization, ORGANIZATION_RESTORE_DAYS } from '@wattle/shared/organizations';
import { useActor, useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { cancellationCodes } from '../db/errors.ts';
import { VisibleError } from '../error.ts';
import { cancelPurgeItem, schedulePurgeItem } from '../jobs/purge-job.ts';
import { listOrganizationRecordsOfUser, requireMembership } from '../tenancy/memberships.ts';

const DAY_MS = 86_400_000;

export const NOT_DELETED_MESSAGE = 'This organization is not deleted.';
export const RESTORE_EXPIRED_MESSAGE = `This organization was deleted more than ${ORGANIZATION_RESTORE_DAYS} days ago and can no longer be restored.`;
export const PURGE_STARTED_MESSAGE = 'This organization is being permanently deleted and can no longer be restored.';

/** The organization's name, read with the caller's membership before the handler ran. */
function organizationName(): string {
  const actor = useActor();
  return actor?.type === 'user' ? (actor.organization?.name ?? '') : '';
}

/** The change to the organization's own item in a deletion or restore transaction, on its condition. */
const organizationUpdate = (
  organizationId: number,
  UpdateExpression: string,
  ConditionExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
) => ({
  Update: {
    TableName: tableNames().organizations,
    Key: { pk: `org#${organizationId}`, sk: 'organization' },
    UpdateExpression,
    ConditionExpression,
    ExpressionAttributeValues,
  },
});

/** The audit event of a deletion or restore, naming the organization. */
const organizationAudit = (organizationId: number, action: 'delete' | 'restore', summary: string) =>
  auditPut({
    organizationId,
    module: 'organizations',
    action,
    record: { type: 'organization', id: organizationId, label: organizationName() },
    summary,
  });

/**
 * Deletes an organization, reversibly: marks it deleted (`deleted_at`, `deleted_by`,
 * `purge_after` = 30 days later) and schedules its purge job, in one transaction (side records of
 * a change, such as an audit event, join it). From then on every route answers 404 for it; its
 * owners can restore it until `purge_after`. Owners only.
 */
export async function deleteOrganization(organizationId: number): Promise<void> {
  requireMembership(organizationId);
  const user = useUser();
  const deletedAt = new Date();
  const purgeAfter = new Date(deletedAt.getTime() + ORGANIZATION_RESTORE_DAYS * DAY_MS).toISOString();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          organizationUpdate(
            organizationId,
            'SET deleted_at = :at, deleted_by = :by, deleted_by_name = :name, purge_after = :purge, updated_at = :at, version = version + :one',
            'attribute_exists(pk) AND attribute_not_exists(deleted_at)',
            {
              ':at': deletedAt.toISOString(),
              ':by': user.id,
              ':name': user.name,
              ':purge': purgeAfter,
              ':one': 1,
            },
          ),
          schedulePurgeItem({
            organizationId,
            deletedAt: deletedAt.toISOString(),
            dueAt: purgeAfter,
            userId: user.id,
          }),
          organizationAudit(
            organizationId,
            'delete',
            `Deleted the organization ${organizationName()}; owners can restore it until ${purgeAfter.slice(0, 10)}, then it is purged`,
          ),
        ],
      }),
    );
  } catch (error) {
    // Deleted by a concurrent request between authorization and this write.
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw VisibleError.notFound('Organization');
    throw error;
  }
}

/**
 * Restores a deleted organization: clears its marks and deletes its purge job, in one
 * transaction, until `purge_after` and only while the purge has not started (409 otherwise).
 * Owners only; any other member gets the same 404 as every other route of a deleted organization.
 */
export async function restoreOrganization(organizationId: number): Promise<void> {
  const role = requireMembership(organizationId);
  const actor = useActor();
  const deleted = actor?.type === 'user' ? actor.organization?.deleted : undefined;
  if (role !== 'owner') {
    if (deleted) throw VisibleError.notFound('Organization');
    throw new VisibleError('forbidden', 'Only an organization owner can do this.');
  }
  if (!deleted) throw VisibleError.conflict(NOT_DELETED_MESSAGE);
  const now = new Date().toISOString();
  if (deleted.purgeAfter <= now) throw VisibleError.conflict(RESTORE_EXPIRED_MESSAGE);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          organizationUpdate(
            organizationId,
            'REMOVE deleted_at, deleted_by, deleted_by_name, purge_after SET updated_at = :now, version = version + :one',
            'attribute_exists(deleted_at) AND purge_after > :now',
            { ':now': now, ':one': 1 },
          ),
          cancelPurgeItem(organizationId),
          organizationAudit(organizationId, 'restore', `Restored the organization ${organizationName()}`),
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === 'ConditionalCheckFailed') throw VisibleError.conflict(PURGE_STARTED_MESSAGE);
    if (codes?.[0] === 'ConditionalCheckFailed') throw VisibleError.conflict(NOT_DELETED_MESSAGE);
    throw error;
  }
}

/**
 * The deleted organizations the caller owns, newest deletion first: one Query for memberships,
 * one BatchGet for the records (as the organization list).
 */
export async function listDeletedOrganizations(): Promise<DeletedOrganization[]> {
  const { records } = await listOrganizationRecordsOfUser(useUser().id, [], { deleted: true });
  const now = new Date().toISOString();
  return records
    .filter(({ role }) => role === 'owner')
    .map(({ organization }) => {
      const purgeAfter = organization.purge_after ?? '';
      return {
        id: organization.organization_id,
        name: organization.name,
        deleted_at: organization.deleted_at ?? '',
        purge_after: purgeAfter,
        deleted_by: { id: organization.deleted_by ?? 0, name: organization.deleted_by_name ?? null },
        restorable: purgeAfter > now,
      };
    })
    .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
}
