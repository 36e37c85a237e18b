import { createHash, randomBytes } from 'node:crypto';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import {
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_VALID_MINUTES,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  passwordResetInput,
  passwordResetRequestInput,
} from '@wattle/shared/auth';
import { accessAuditWrites } from '../audit/access-events.ts';
import { config } from '../config.ts';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { committed, rawItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { sendMail } from '../mail/mailer.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { logAuthEvent } from './session-check.ts';
import { sessionEntity } from './session-entity.ts';
import { claimSignInAttempt, signInCounters } from './sign-in-limits.ts';
import { userEntity } from './user-entity.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

/**
 * Password reset by e-mail. A request always gets the same answer, whether or not the e-mail has
 * an account, and counts against the sign-in limits (in a namespace of its own, so asking for
 * links cannot lock anyone's sign-in). For an account, a 256-bit random token goes out in a link;
 * only its SHA-256 is stored, with a 30-minute expiry, and the user's newest link is the only one
 * that works. Using it sets the password, ends every session and sends a security alert, once.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const resetKey = (tokenHash: string) => ({ pk: `reset#${tokenHash}`, sk: 'reset' });
/** The user's newest link: a newer request replaces it, so older links stop working. */
const latestKey = (userId: number) => ({ pk: `user#${userId}`, sk: 'password-reset' });

export async function requestPasswordReset(
  input: PasswordResetRequestInput,
  client: { address?: string } = {},
): Promise<{ message: string }> {
  const { email } = parseInput(passwordResetRequestInput, input);
  await claimSignInAttempt(signInCounters(`reset:${normalizeEmail(email)}`, client.address));
  const user = await findUserByEmail(email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const expiresAt = nowSeconds() + PASSWORD_RESET_VALID_MINUTES * 60;
    const table = tableNames().identity;
    await transactWrite([
      rawItem({
        Put: { TableName: table, Item: { ...resetKey(tokenHash), user_id: user.user_id, expires_at: expiresAt } },
      }),
      rawItem({
        Put: { TableName: table, Item: { ...latestKey(user.user_id), token_hash: tokenHash, expires_at: expiresAt } },
      }),
    ]);
    // The token travels in the fragment: browsers send it to no server, nor in a Referer.
    const url = `${config().APP_URL.replace(/\/$/, '')}/reset-password#token=${token}`;
    await sendMail(passwordResetMail({ email: user.email, name: user.name }, url, PASSWORD_RESET_VALID_MINUTES));
    logAuthEvent('password_reset_requested', { user_id: user.user_id });
  }
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}

/** Sets a new password with a reset link's token: once, within 30 minutes, only the user's newest link. */
export async function resetPassword(input: PasswordResetInput, client: { address?: string } = {}): Promise<void> {
  const data = parseInput(passwordResetInput, input);
  const invalid = () => VisibleError.validation({ token: [PASSWORD_RESET_INVALID_MESSAGE] });
  const tokenHash = sha256(data.token);
  const table = tableNames().identity;
  const link = (
    await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: [resetKey(tokenHash)], ConsistentRead: true } } }),
    )
  ).Responses?.[table]?.[0] as { user_id: number; expires_at: number } | undefined;
  if (!link || link.expires_at <= nowSeconds()) throw invalid();
  const user = (await userEntity().get({ user_id: link.user_id }).go({ consistent: true })).data;
  if (!user) throw invalid();
  const weak = await passwordProblem(data.new_password, { email: user.email, name: user.name });
  if (weak) throw VisibleError.validation({ new_password: [weak] });

  const organizations = await listMembershipsOfUser(user.user_id);
  const account = { id: user.user_id, name: user.name, email: user.email };
  const audit = accessAuditWrites(
    {
      action: 'password_change',
      user: account,
      actor: account,
      summary: 'Reset the password with an e-mailed link; every session ended',
      clientAddress: client.address,
    },
    organizations.map((organization) => organization.id),
  );
  const result = await transactWrite([
    // Used once: the link goes, and only while it is still the user's newest.
    rawItem({ Delete: { TableName: table, Key: resetKey(tokenHash), ConditionExpression: 'attribute_exists(pk)' } }),
    rawItem({
      Delete: {
        TableName: table,
        Key: latestKey(user.user_id),
        ConditionExpression: 'token_hash = :hash',
        ExpressionAttributeValues: { ':hash': tokenHash },
      },
    }),
    committed(
      userEntity()
        .patch({ user_id: user.user_id })
        .set({ password_hash: await hashPassword(data.new_password), updated_at: new Date().toISOString() }),
    ),
    ...audit.operations,
  ]);
  if (result.canceled) throw invalid();
  await audit.appendRest();
  const sessions = await sessionEntity()
    .query.byUser({ user_id: user.user_id })
    .go({ pages: 'all', attributes: ['session_id'] });
  await batchDelete(
    table,
    sessions.data.map((session) => ({ pk: `session#${session.session_id}`, sk: 'session' })),
  );
  logAuthEvent('password_reset', { user_id: user.user_id, sessions_ended: sessions.data.length });
  await sendMail(passwordChangedMail({ email: user.email, name: user.name }));
}
