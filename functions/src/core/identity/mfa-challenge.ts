import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MfaChallenge } from '@wattle/shared/auth';
import { MFA_LOGIN_VALID_MINUTES } from '@wattle/shared/mfa';
import { dynamo, tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';

/**
 * The step between a right password and a session for an account with MFA: a 256-bit random token
 * the client sends back with the code. Only its SHA-256 is stored, with the user and a 5-minute
 * expiry (also the table's TTL); completing the sign-in deletes it in the session's transaction.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const challengeKey = (token: string) => ({ pk: `mfa-login#${sha256(token)}`, sk: 'mfa-login' });

export async function issueMfaChallenge(userId: number): Promise<MfaChallenge> {
  const token = randomBytes(32).toString('base64url');
  await dynamo().send(
    new PutCommand({
      TableName: tableNames().identity,
      Item: { ...challengeKey(token), user_id: userId, expires_at: nowSeconds() + MFA_LOGIN_VALID_MINUTES * 60 },
    }),
  );
  return { mfa_required: true, mfa_token: token };
}

/** The user a live challenge was issued to, or undefined for an unknown, used or expired token. */
export async function challengedUserId(token: string): Promise<number | undefined> {
  const item = (
    await dynamo().send(
      new GetCommand({ TableName: tableNames().identity, Key: challengeKey(token), ConsistentRead: true }),
    )
  ).Item as { user_id: number; expires_at: number } | undefined;
  return item && item.expires_at > nowSeconds() ? item.user_id : undefined;
}

/** Uses the challenge up, as an operation of the transaction that completes the sign-in. */
export function consumeChallenge(token: string): TransactionItem {
  return rawItem({
    Delete: {
      TableName: tableNames().identity,
      Key: challengeKey(token),
      ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
      ExpressionAttributeValues: { ':now': nowSeconds() },
    },
  });
}
