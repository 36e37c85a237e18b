import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginResponse } from '@wattle/shared/auth';
import type { MembershipRole } from '@wattle/shared/constants';
import {
  type AcceptInvitationInput,
  acceptInvitationInput,
  INVITATION_INVALID_MESSAGE,
  INVITATION_VALID_HOURS,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
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
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { claimAttempt, INVITATIONS_SENT } from '../identity/attempt-limits.ts';
import { openSession } from '../identity/auth.ts';
import { issueMfaChallenge } from '../identity/mfa-challenge.ts';
import { verifyPassword } from '../identity/password.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from '../identity/sign-in-limits.ts';
import { createUser, findUserByEmail, findUserById, normalizeEmail } from '../identity/users.ts';
import { sendMail } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import { parseInput } from '../validation.ts';
import { linkEmployeeWrite, readEmployee, selfServiceEventWrites } from './employee-links.ts';
import { membershipEntity } from './membership-entity.ts';
import { listMembershipsOfUser, requireMembership } from './memberships.ts';
import { organizationCounter } from './service.ts';

/** Accepting a self-service invitation whose record was linked, trashed or deleted meanwhile. */
export const SELF_SERVICE_UNAVAILABLE_MESSAGE =
  'The employee record of this invitation is already linked to an account (or was removed). Ask for a new invitation.';

/**
 * Invitations: owners and admins invite by e-mail with a role; the link (a 256-bit token, only its
 * SHA-256 stored) works once, for 72 hours. A new person sets a name and password; someone with an
 * account signs in (or is signed in) and joins. One pending invitation per e-mail: inviting again
 * replaces it. A member resends or revokes only invitations for roles they could give; each member
 * sends at most INVITATIONS_PER_HOUR invitations (resends included) an hour, then 429.
 */

interface InvitationItem {
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const invitationKey = (organizationId: number, invitationId: number) => ({
  pk: `org#${organizationId}`,
  sk: `invitation#${invitationId}`,
});
const tokenKey = (tokenHash: string) => ({ pk: `invite#${tokenHash}`, sk: 'invite' });

const toInvitation = (item: InvitationItem): Invitation => ({
  id: item.invitation_id,
  email: item.email,
  role: item.role,
  role_name: roleName(item.role),
  invited_by: item.invited_by,
  created_at: item.created_at,
  expires_at: item.expires_at,
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
  await claimAttempt(INVITATIONS_SENT, String(user.id));
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
  await claimAttempt(INVITATIONS_SENT, String(useUser().id));
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

/** The invitation a link's token names, if it still works; otherwise 404 with one message. */
async function resolveToken(token: string): Promise<{ item: InvitationItem; organization: string }> {
  const invalid = () => new VisibleError('not-found', INVITATION_INVALID_MESSAGE);
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid();
  const table = tableNames().organizations;
  const pointer = (
    await dynamo().send(new GetCommand({ TableName: table, Key: tokenKey(sha256(token)), ConsistentRead: true }))
  ).Item as { organization_id: number; invitation_id: number } | undefined;
  if (!pointer) throw invalid();
  const [invitation, organization] = await Promise.all([
    dynamo().send(
      new GetCommand({
        TableName: table,
        Key: invitationKey(pointer.organization_id, pointer.invitation_id),
        ConsistentRead: true,
      }),
    ),
    dynamo().send(
      new GetCommand({
        TableName: table,
        Key: { pk: `org#${pointer.organization_id}`, sk: 'organization' },
        ConsistentRead: true,
      }),
    ),
  ]);
  const item = invitation.Item as InvitationItem | undefined;
  const org = organization.Item as { name?: string; deleted_at?: string } | undefined;
  if (
    !item ||
    !org ||
    org.deleted_at ||
    item.token_hash !== sha256(token) ||
    item.expires_at <= new Date().toISOString()
  ) {
    throw invalid();
  }
  return { item, organization: org.name ?? '' };
}

export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const { item, organization } = await resolveToken(token);
  return {
    organization_name: organization,
    email: item.email,
    role: item.role,
    role_name: item.role_name ?? roleLabel(item.role),
    invited_by: item.invited_by,
    expires_at: item.expires_at,
    account_exists: Boolean(await findUserByEmail(item.email)),
  };
}

/**
 * Joins the organization with the invitation: as the signed-in user (whose e-mail it must be), or
 * with the existing account's password (counted like a sign-in), or as a new person with a name and
 * password. The membership, the invitation's removal and the audit event are one transaction;
 * the answer is the same as a sign-in's.
 */
export async function acceptInvitation(
  token: string,
  input: AcceptInvitationInput,
  client: { userAgent?: string; address?: string; signedInUserId?: number },
): Promise<LoginResponse> {
  const data = parseInput(acceptInvitationInput, input);
  const { item, organization } = await resolveToken(token);
  // Checked before an account is made; the transaction's condition settles a race.
  const employee = item.employee_id ? await readEmployee(item.organization_id, item.employee_id) : null;
  if (item.employee_id && (!employee || employee.trashed_at || employee.user_id !== undefined)) {
    throw VisibleError.conflict(SELF_SERVICE_UNAVAILABLE_MESSAGE);
  }
  let user = client.signedInUserId ? await findUserById(client.signedInUserId) : await findUserByEmail(item.email);
  if (client.signedInUserId) {
    if (!user || normalizeEmail(user.email) !== item.email) {
      throw new VisibleError('forbidden', `This invitation is for ${item.email}. Sign out, then open the link again.`);
    }
  } else if (user) {
    if (!data.password) throw VisibleError.validation({ password: ['Enter the password of your account to join.'] });
    const limits = signInCounters(item.email, client.address);
    await claimSignInAttempt(limits);
    if (!(await verifyPassword(data.password, user.password_hash))) {
      throw VisibleError.validation({ password: ['The password is not correct.'] });
    }
    await settleSuccessfulSignIn(limits);
  } else {
    if (!data.name) throw VisibleError.validation({ name: ['Name is required.'] });
    if (!data.password) throw VisibleError.validation({ password: ['Password is required.'] });
    const created = await createUser({ name: data.name, email: item.email, password: data.password });
    user = await findUserById(created.id);
  }
  if (!user) throw new VisibleError('not-found', INVITATION_INVALID_MESSAGE);
  const now = new Date().toISOString();
  const table = tableNames().organizations;
  const by = { id: user.user_id, name: user.name };
  const result = await transactWrite([
    committed(
      membershipEntity().create({
        organization_id: item.organization_id,
        user_id: user.user_id,
        role: item.role,
        ...(item.employee_id ? { employee_id: item.employee_id } : {}),
        created_at: now,
      }),
    ),
    // Once: the invitation goes in the same transaction, and only if it is still this one.
    rawItem({
      Delete: {
        TableName: table,
        Key: invitationKey(item.organization_id, item.invitation_id),
        ConditionExpression: 'token_hash = :hash',
        ExpressionAttributeValues: { ':hash': item.token_hash },
      },
    }),
    rawItem({ Delete: { TableName: table, Key: tokenKey(item.token_hash) } }),
    auditPut({
      organizationId: item.organization_id,
      module: 'organizations',
      action: 'create',
      record: { type: 'membership', id: user.user_id, label: user.name },
      summary: `${user.name} joined ${organization} as ${item.role_name ?? roleLabel(item.role)} (invited by ${item.invited_by})`,
      actor: { id: user.user_id, name: user.name },
      changes: [{ field: 'role', label: 'Role', before: null, after: item.role }],
    }),
    // Self-service: the record is linked in the same transaction, only if nobody was linked meanwhile.
    ...(employee
      ? [
          linkEmployeeWrite(item.organization_id, employee.employee_id, user.user_id),
          ...selfServiceEventWrites(employee, `Accepted the self-service invitation as ${user.name}`, by),
        ]
      : []),
  ]);
  if (result.canceled) {
    if (result.data[0]?.rejected) throw VisibleError.conflict(`${item.email} is already a member.`);
    if (employee && result.data[4]?.rejected) throw VisibleError.conflict(SELF_SERVICE_UNAVAILABLE_MESSAGE);
    throw new VisibleError('not-found', INVITATION_INVALID_MESSAGE);
  }
  // The password alone does not sign in an account with MFA: it joined, and the code comes next.
  if (!client.signedInUserId && user.mfa_secret) return issueMfaChallenge(user.user_id);
  return openSession(user, await listMembershipsOfUser(user.user_id), client, `Joined ${organization} and signed in`);
}
