import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MembershipRole } from '@wattle/shared/constants';
import {
  INVITATION_VALID_HOURS,
  type Invitation,
  type InvitationInput,
  invitationInput,
  OWNER_INVITATIONS_MESSAGE,
  OWNERS_ONLY_MESSAGE,
} from '@wattle/shared/members';
import { roleLabel } from '@wattle/shared/permissions';
import { requireAssignableRole, requireNoStrongerThanCaller, roleName } from '../access/permissions.ts';
import { useActor, useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { config } from '../config.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { claimAttempt, invitationsSent } from '../identity/attempt-limits.ts';
import { findUserByEmail, normalizeEmail } from '../identity/users.ts';
import { fieldsOf } from '../item-fields.ts';
import { sendMail } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { organizationCounter } from '../tenancy/service.ts';
import { parseInput } from '../validation.ts';

/**
 * Invitations: owners and admins invite by e-mail with a role; the link (a 256-bit token, only its
 * SHA-256 stored) works once, for 72 hours. A new person sets a name and password; someone with an
 * account signs in (or is signed in) and joins. One pending invitation per e-mail: inviting again
 * replaces it. A member resends or revokes only invitations for roles they could give; each member
 * sends at most INVITATIONS_PER_HOUR invitations (resends included) an hour, then 429.
 */

export interface InvitationItem {
  pk: string;
  sk: string;
  organization_id: number;
  invitation_id: number;
  email: string;
  role: MembershipRole;
  /** The role's name when invited (a custom role's own name), for the link's page and e-mail. */
  role_name?: string;
  /** Self-service: accepting links the new member to this employee record. */
  employee_id?: number;
  token_hash: string;
  invited_by_id: number;
  invited_by: string;
  created_at: string;
  expires_at: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const invitationKey = (organizationId: number, invitationId: number) => ({
  pk: `org#${organizationId}`,
  sk: `invitation#${invitationId}`,
});
export const tokenKey = (tokenHash: string) => ({ pk: `invite#${tokenHash}`, sk: 'invite' });

const toInvitation = (item: InvitationItem): Invitation => ({
  id: item.invitation_id,
  email: item.email,
  role: item.role,
  role_name: roleName(item.role),
  ...fieldsOf(item, 'invited_by', 'created_at', 'expires_at'),
  expired: item.expires_at <= new Date().toISOString(),
  employee_id: item.employee_id ?? null,
});

async function pendingInvitations(organizationId: number): Promise<InvitationItem[]> {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().organizations,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': 'invitation#' },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as InvitationItem[];
}

function organizationName(): string {
  const actor = useActor();
  return actor?.type === 'user' ? (actor.organization?.name ?? '') : '';
}

/** A new token for the invitation, its items and the e-mail that carries the link. */
function issue(item: Omit<InvitationItem, 'token_hash' | 'expires_at' | 'pk' | 'sk'>, organization: string) {
  const token = randomBytes(32).toString('base64url');
  const record: InvitationItem = {
    ...invitationKey(item.organization_id, item.invitation_id),
    ...item,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + INVITATION_VALID_HOURS * 3_600_000).toISOString(),
  };
  const url = `${config().APP_URL.replace(/\/$/, '')}/invitation#token=${token}`;
  const table = tableNames().organizations;
  return {
    record,
    writes: [
      rawItem({ Put: { TableName: table, Item: record } }),
      rawItem({
        Put: {
          TableName: table,
          Item: {
            ...tokenKey(record.token_hash),
            organization_id: record.organization_id,
            invitation_id: record.invitation_id,
          },
        },
      }),
    ],
    mail: invitationMail(record.email, {
      organization,
      role: record.role_name ?? roleLabel(record.role),
      invitedBy: record.invited_by,
      url,
      validHours: INVITATION_VALID_HOURS,
    }),
  };
}

const withdraw = (item: InvitationItem) => {
  const table = tableNames().organizations;
  return [
    rawItem({ Delete: { TableName: table, Key: invitationKey(item.organization_id, item.invitation_id) } }),
    rawItem({ Delete: { TableName: table, Key: tokenKey(item.token_hash) } }),
  ];
};

function invitationAudit(item: InvitationItem, action: 'create' | 'update' | 'delete', summary: string) {
  return auditPut({
    organizationId: item.organization_id,
    module: 'organizations',
    action,
    record: { type: 'invitation', id: item.invitation_id, label: item.email },
    summary,
  });
}

export async function listInvitations(organizationId: number): Promise<Invitation[]> {
  requireMembership(organizationId);
  return (await pendingInvitations(organizationId))
    .map(toInvitation)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function createInvitation(organizationId: number, input: InvitationInput): Promise<Invitation> {
  const data = parseInput(invitationInput, input);
  const callerRole = requireMembership(organizationId);
  requireAssignableRole(data.role);
  if (data.role === 'owner' && callerRole !== 'owner') throw new VisibleError('forbidden', OWNERS_ONLY_MESSAGE);
  return invite(organizationId, data.email, data.role);
}

/**
 * Invites `email` to self-service as an Employee whose membership will be linked to `employee`;
 * `extraWrites` (the employee's history event) commit with the invitation. Replaces any pending
 * invitation of the same e-mail or the same record.
 */
export async function createSelfServiceInvitation(
  organizationId: number,
  email: string,
  employee: { id: number },
  extraWrites: TransactionItem[],
): Promise<Invitation> {
  requireMembership(organizationId);
  return invite(organizationId, email, 'employee', { employeeId: employee.id, extraWrites });
}

async function invite(
  organizationId: number,
  rawEmail: string,
  role: MembershipRole,
  selfService?: { employeeId: number; extraWrites: TransactionItem[] },
): Promise<Invitation> {
  const data = { role };
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(email);
  if (existing) {
    const membership = await dynamo().send(
      new GetCommand({
        TableName: tableNames().organizations,
        Key: { pk: `org#${organizationId}`, sk: `member#${existing.user_id}` },
        ConsistentRead: true,
      }),
    );
    if (membership.Item) {
      throw VisibleError.validation({
        email: [
          selfService
            ? `${email} is already a member: link them to this record on the Members page.`
            : `${email} is already a member.`,
        ],
      });
    }
  }
  const replaced = (await pendingInvitations(organizationId)).filter(
    (item) => item.email === email || (selfService !== undefined && item.employee_id === selfService.employeeId),
  );
  const user = useUser();
  await claimAttempt(invitationsSent(), String(user.id));
  const invitationId = await nextId(organizationCounter(), 'invitation');
  const issued = issue(
    {
      organization_id: organizationId,
      invitation_id: invitationId,
      email,
      role: data.role,
      role_name: roleName(data.role),
      ...(selfService ? { employee_id: selfService.employeeId } : {}),
      invited_by_id: user.id,
      invited_by: user.name,
      created_at: new Date().toISOString(),
    },
    organizationName(),
  );
  await transactWrite([
    ...issued.writes,
    ...replaced.flatMap(withdraw),
    invitationAudit(
      issued.record,
      'create',
      `Invited ${email} as ${roleName(data.role)}${selfService ? ' (self-service)' : ''}`,
    ),
    ...(selfService?.extraWrites ?? []),
  ]);
  await sendMail(issued.mail);
  return toInvitation(issued.record);
}

async function invitationOf(organizationId: number, invitationId: number): Promise<InvitationItem> {
  requireMembership(organizationId);
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableNames().organizations,
      Key: invitationKey(organizationId, invitationId),
      ConsistentRead: true,
    }),
  );
  if (!answer.Item) throw VisibleError.notFound('Invitation');
  return answer.Item as InvitationItem;
}

/** 403 unless the caller could give the invitation's role: only owners an owner's, no one a role stronger than their own. */
function requireMayHandle(item: InvitationItem): void {
  if (item.role === 'owner' && requireMembership(item.organization_id) !== 'owner') {
    throw new VisibleError('forbidden', OWNER_INVITATIONS_MESSAGE);
  }
  requireNoStrongerThanCaller(item.role, 'invitation');
}

export async function revokeInvitation(organizationId: number, invitationId: number): Promise<void> {
  const item = await invitationOf(organizationId, invitationId);
  requireMayHandle(item);
  await transactWrite([...withdraw(item), invitationAudit(item, 'delete', `Revoked the invitation of ${item.email}`)]);
}

/** Sends the invitation again with a new link (the old one stops working) and 72 more hours. */
export async function resendInvitation(organizationId: number, invitationId: number): Promise<Invitation> {
  const item = await invitationOf(organizationId, invitationId);
  requireMayHandle(item);
  await claimAttempt(invitationsSent(), String(useUser().id));
  const { pk: _pk, sk: _sk, token_hash: oldHash, expires_at: _expires, ...rest } = item;
  const issued = issue(rest, organizationName());
  await transactWrite([
    ...issued.writes,
    rawItem({ Delete: { TableName: tableNames().organizations, Key: tokenKey(oldHash) } }),
    invitationAudit(issued.record, 'update', `Sent the invitation of ${item.email} again`),
  ]);
  await sendMail(issued.mail);
  return toInvitation(issued.record);
}
