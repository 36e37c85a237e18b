import { tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import { sessionEntity } from './session-entity.ts';

/**
 * The parts of MFA that other functions need too (an owner resetting a member's): turning it off
 * and telling the user's sessions. Kept apart from mfa.ts so they do not bundle otplib.
 */

export const userKey = (userId: number) => ({ pk: `user#${userId}`, sk: 'user' });

/**
 * Removes every MFA attribute of the user, as one operation of the caller's transaction (with its
 * audit events). `activeSecret`, when given, must still be the active one: a change made meanwhile
 * cancels the transaction.
 */
export function turnOffMfaWrite(userId: number, activeSecret?: string): TransactionItem {
  return rawItem({
    Update: {
      TableName: tableNames().identity,
      Key: userKey(userId),
      UpdateExpression:
        'REMOVE mfa_secret, mfa_enabled_at, mfa_last_step, mfa_recovery_salt, mfa_recovery_hashes, mfa_pending_secret, mfa_pending_expires_at SET updated_at = :now',
      ConditionExpression: activeSecret ? 'mfa_secret = :secret' : 'attribute_exists(mfa_secret)',
      ExpressionAttributeValues: {
        ':now': new Date().toISOString(),
        ...(activeSecret ? { ':secret': activeSecret } : {}),
      },
    },
  });
}

/**
 * Rewrites the MFA flag on each of the user's live sessions, so the next request of each is
 * authorized with it (an organization's MFA requirement). One Query and a write per session.
 */
export async function setSessionsMfaFlag(userId: number, enabled: boolean): Promise<void> {
  const sessions = await sessionEntity()
    .query.byUser({ user_id: userId })
    .go({ pages: 'all', attributes: ['session_id'] });
  await Promise.all(
    sessions.data.map((session) =>
      sessionEntity()
        .patch({ session_id: session.session_id })
        .set({ mfa_enabled: enabled })
        .go()
        .catch((error: unknown) => {
          // A session that ended meanwhile has nothing to update.
          if (!isConditionalFailure(error)) throw error;
        }),
    ),
  );
}
