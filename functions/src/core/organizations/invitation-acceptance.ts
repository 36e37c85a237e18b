import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginResponse } from '@wattle/shared/auth';
import {
  type AcceptInvitationInput,
  acceptInvitationInput,
  INVITATION_INVALID_MESSAGE,
  type InvitationPreview,
} from '@wattle/shared/members';
import { roleLabel } from '@wattle/shared/permissions';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { committed, rawItem, transactWrite } from '../db/transactions.ts';
import { linkEmployeeWrite, readEmployee, selfServiceEventWrites } from '../employees/employee-links.ts';
import { VisibleError } from '../error.ts';
import { openSession } from '../identity/auth.ts';
import { issueMfaChallenge } from '../identity/mfa-challenge.ts';
import { verifyPassword } from '../identity/password.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from '../identity/sign-in-limits.ts';
import { createUser, findUserByEmail, findUserById, normalizeEmail } from '../identity/users.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { type InvitationItem, invitationKey, sha256, tokenKey } from './invitations.ts';

/**
 * Following an invitation's link (see invitations.ts for sending them): the token names the
 * invitation while it works; accepting joins the organization (and, for self-service, links the
 * employee record) in one transaction and signs in.
 */

/** Accepting a self-service invitation whose record was linked, trashed or deleted meanwhile. */
export const SELF_SERVICE_UNAVAILABLE_MESSAGE =
  'The employee record of this invitation is already linked to an account (or was removed). Ask for a new invitation.';

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
