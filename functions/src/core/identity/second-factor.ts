import { tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import { userKey } from './mfa-state.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { acceptedTimeStep } from './totp.ts';
import type { UserItem } from './user-entity.ts';

export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** A proof that checked out, and the write that uses it up (a transaction operation on the user). */
export interface AcceptedFactor {
  kind: 'totp' | 'recovery_code';
  consume: TransactionItem;
}

/** A 6-digit code is a TOTP code; anything else is taken for a recovery code. */
export function proofFromCode(code: string): SecondFactorProof {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: code };
}

/**
 * Checks a TOTP code or a recovery code against the user's active MFA, without writing. The write
 * it returns makes the use single: a TOTP time step must be newer than the last one accepted, a
 * recovery code must still be in the set — both conditions, so two requests racing with the same
 * code cannot both pass.
 */
export async function checkSecondFactor(user: UserItem, proof: SecondFactorProof): Promise<AcceptedFactor | null> {
  if (!user.mfa_secret) return null;
  const table = tableNames().identity;
  if ('code' in proof) {
    const step = await acceptedTimeStep(user.mfa_secret, proof.code, user.mfa_last_step);
    if (step === null) return null;
    return {
      kind: 'totp',
      consume: rawItem({
        Update: {
          TableName: table,
          Key: userKey(user.user_id),
          UpdateExpression: 'SET mfa_last_step = :step',
          ConditionExpression:
            'mfa_secret = :secret AND (attribute_not_exists(mfa_last_step) OR mfa_last_step < :step)',
          ExpressionAttributeValues: { ':step': step, ':secret': user.mfa_secret },
        },
      }),
    };
  }
  if (!user.mfa_recovery_salt || !user.mfa_recovery_hashes?.length) return null;
  const hash = await hashRecoveryCode(proof.recoveryCode, user.mfa_recovery_salt);
  if (!user.mfa_recovery_hashes.includes(hash)) return null;
  return {
    kind: 'recovery_code',
    consume: rawItem({
      Update: {
        TableName: table,
        Key: userKey(user.user_id),
        UpdateExpression: 'DELETE mfa_recovery_hashes :used',
        ConditionExpression: 'mfa_secret = :secret AND contains(mfa_recovery_hashes, :hash)',
        ExpressionAttributeValues: { ':used': new Set([hash]), ':hash': hash, ':secret': user.mfa_secret },
      },
    }),
  };
}
