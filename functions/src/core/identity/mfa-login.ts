import type { SignedIn } from '@wattle/shared/auth';
import {
  MFA_LOGIN_EXPIRED_MESSAGE,
  MFA_WRONG_CODE_MESSAGE,
  MFA_WRONG_RECOVERY_CODE_MESSAGE,
  type MfaLoginInput,
  mfaLoginInput,
} from '@wattle/shared/mfa';
import { accessAuditWrites, appendAccessEvent } from '../audit/access-events.ts';
import { transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { openSession } from './auth.ts';
import { challengedUserId, consumeChallenge } from './mfa-challenge.ts';
import { checkSecondFactor } from './second-factor.ts';
import { logAuthEvent } from './session-check.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from './sign-in-limits.ts';
import { userEntity } from './user-entity.ts';

/**
 * The second step of signing in to an account with MFA: the challenge from `/login` and a TOTP
 * code or a recovery code. Each attempt counts against the account's sign-in limits, like a
 * password; a wrong code leaves the challenge for another try until it expires. The right one uses
 * up the code and the challenge in one transaction, then opens the session exactly as `/login`.
 */
export async function completeMfaLogin(
  input: MfaLoginInput,
  client: { userAgent?: string; address?: string } = {},
): Promise<SignedIn> {
  const data = parseInput(mfaLoginInput, input);
  const expired = () => new VisibleError('unauthenticated', MFA_LOGIN_EXPIRED_MESSAGE);
  const userId = await challengedUserId(data.mfa_token);
  const user = userId ? (await userEntity().get({ user_id: userId }).go({ consistent: true })).data : null;
  if (!user?.mfa_secret) throw expired();
  const limits = signInCounters(user.email, client.address);
  await claimSignInAttempt(limits);

  const useRecoveryCode = data.code === undefined;
  const wrong = () =>
    useRecoveryCode
      ? VisibleError.validation({ recovery_code: [MFA_WRONG_RECOVERY_CODE_MESSAGE] })
      : VisibleError.validation({ code: [MFA_WRONG_CODE_MESSAGE] });
  const [factor, organizations] = await Promise.all([
    checkSecondFactor(user, useRecoveryCode ? { recoveryCode: data.recovery_code ?? '' } : { code: data.code ?? '' }),
    listMembershipsOfUser(user.user_id),
  ]);
  const organizationIds = organizations.map((organization) => organization.id);
  const account = { id: user.user_id, name: user.name, email: user.email };
  if (!factor) {
    logAuthEvent('mfa_login_failed', { user_id: user.user_id, recovery_code: useRecoveryCode });
    await appendAccessEvent(
      {
        action: 'sign_in_failed',
        user: account,
        actor: { id: null, name: 'Unknown' },
        summary: `Failed sign-in to ${account.email}: wrong ${useRecoveryCode ? 'recovery code' : 'authentication code'}`,
        clientAddress: client.address,
      },
      organizationIds,
    );
    throw wrong();
  }
  const remaining = (user.mfa_recovery_hashes?.length ?? 1) - 1;
  const recoveryAudit =
    factor.kind === 'recovery_code'
      ? accessAuditWrites(
          {
            action: 'mfa_recovery_code',
            user: account,
            actor: account,
            summary: `Signed in with a recovery code (${remaining} left)`,
            clientAddress: client.address,
          },
          organizationIds,
        )
      : undefined;
  const result = await transactWrite([
    consumeChallenge(data.mfa_token),
    factor.consume,
    ...(recoveryAudit?.operations ?? []),
  ]);
  if (result.canceled) {
    // The challenge went meanwhile (used or expired), or the same code was used at the same moment.
    throw result.data[0]?.rejected ? expired() : wrong();
  }
  await recoveryAudit?.appendRest();
  const response = await openSession(
    user,
    organizations,
    client,
    factor.kind === 'recovery_code' ? 'Signed in with a recovery code' : 'Signed in with an authentication code',
  );
  await settleSuccessfulSignIn(limits);
  return response;
}
