import {
  MFA_WRONG_CODE_MESSAGE,
  type MfaConfirmInput,
  type MfaDisableInput,
  type MfaEnrolment,
  type MfaRecoveryCodes,
  type MfaStatus,
  mfaConfirmInput,
  mfaDisableInput,
} from '@wattle/shared/mfa';
import { useUserId } from '../actor.ts';
import { type AccessEvent, accessAuditWrites, appendAccessEvent } from '../audit/access-events.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { setSessionsMfaFlag, turnOffMfaWrite, userKey } from './mfa-state.ts';
import { verifyPassword } from './password.ts';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt } from './recovery-codes.ts';
import { checkSecondFactor, proofFromCode } from './second-factor.ts';
import { logAuthEvent } from './session-check.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from './sign-in-limits.ts';
import { acceptedTimeStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp.ts';
import { type UserItem, userEntity } from './user-entity.ts';

/**
 * The signed-in user's own multi-factor authentication: start an enrolment (a secret kept pending),
 * confirm it with a code (it becomes active and 10 recovery codes are shown once), turn it off with
 * the password and a code. The TOTP secret is stored as it is: the field-encryption key may only be
 * used by the employees function, in the payroll fields' context (see README, Security).
 */

/** Minutes a started enrolment can be confirmed in. */
const ENROLMENT_VALID_MINUTES = 15;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function currentUser(): Promise<UserItem> {
  const user = (await userEntity().get({ user_id: useUserId() }).go({ consistent: true })).data;
  if (!user) throw VisibleError.notFound('User');
  return user;
}

/** An access event of the user's own, in the logs of every organization they belong to. */
async function ownEvent(user: UserItem, action: AccessEvent['action'], summary: string, clientAddress?: string) {
  const account = { id: user.user_id, name: user.name, email: user.email };
  const organizations = await listMembershipsOfUser(user.user_id);
  return accessAuditWrites(
    { action, user: account, actor: { id: user.user_id, name: user.name }, summary, clientAddress },
    organizations.map((organization) => organization.id),
  );
}

export async function mfaStatus(): Promise<MfaStatus> {
  const user = await currentUser();
  return {
    enabled: Boolean(user.mfa_secret),
    enabled_at: user.mfa_enabled_at ?? null,
    recovery_codes_remaining: user.mfa_secret ? (user.mfa_recovery_hashes?.length ?? 0) : 0,
  };
}

/** A new secret, pending until confirmed; starting again replaces it. */
export async function startEnrolment(): Promise<MfaEnrolment> {
  const user = await currentUser();
  if (user.mfa_secret) {
    throw VisibleError.conflict('Multi-factor authentication is already on. Turn it off first to set it up again.');
  }
  const secret = newTotpSecret();
  await userEntity()
    .patch({ user_id: user.user_id })
    .set({ mfa_pending_secret: secret, mfa_pending_expires_at: nowSeconds() + ENROLMENT_VALID_MINUTES * 60 })
    .go();
  const uri = otpauthUri(secret, user.email);
  logAuthEvent('mfa_enrolment_started', { user_id: user.user_id });
  return { secret, otpauth_uri: uri, qr_code: await qrCodeDataUrl(uri) };
}

/** Activates the pending secret once a code from it is right; answers the recovery codes, once. */
export async function confirmEnrolment(
  input: MfaConfirmInput,
  client: { address?: string } = {},
): Promise<MfaRecoveryCodes> {
  const { code } = parseInput(mfaConfirmInput, input);
  const user = await currentUser();
  if (user.mfa_secret) throw VisibleError.conflict('Multi-factor authentication is already on.');
  const pending = user.mfa_pending_secret;
  if (!pending || (user.mfa_pending_expires_at ?? 0) <= nowSeconds()) {
    throw VisibleError.validation({ code: ['The set-up expired or was not started. Start it again.'] });
  }
  const step = await acceptedTimeStep(pending, code, undefined);
  if (step === null) throw VisibleError.validation({ code: [MFA_WRONG_CODE_MESSAGE] });
  const recoveryCodes = newRecoveryCodes();
  const salt = newRecoverySalt();
  const hashes = await Promise.all(recoveryCodes.map((recoveryCode) => hashRecoveryCode(recoveryCode, salt)));
  const audit = await ownEvent(user, 'mfa_enrol', 'Turned on multi-factor authentication', client.address);
  const result = await transactWrite([
    rawItem({
      Update: {
        TableName: tableNames().identity,
        Key: userKey(user.user_id),
        UpdateExpression:
          'SET mfa_secret = :secret, mfa_enabled_at = :now, mfa_last_step = :step, mfa_recovery_salt = :salt, mfa_recovery_hashes = :hashes, updated_at = :now REMOVE mfa_pending_secret, mfa_pending_expires_at',
        // Once, and only for the secret this code was checked against.
        ConditionExpression: 'mfa_pending_secret = :secret AND attribute_not_exists(mfa_secret)',
        ExpressionAttributeValues: {
          ':secret': pending,
          ':now': new Date().toISOString(),
          ':step': step,
          ':salt': salt,
          ':hashes': new Set(hashes),
        },
      },
    }),
    ...audit.operations,
  ]);
  if (result.canceled) throw VisibleError.conflict('The set-up changed meanwhile. Start it again.');
  await audit.appendRest();
  await setSessionsMfaFlag(user.user_id, true);
  logAuthEvent('mfa_enabled', { user_id: user.user_id });
  return { recovery_codes: recoveryCodes };
}

/**
 * Turns MFA off with the password and a current code (or a recovery code). A wrong password counts
 * against the sign-in limits like a failed sign-in, so a stolen session cannot guess it here.
 */
export async function disableMfa(input: MfaDisableInput, client: { address?: string } = {}): Promise<void> {
  const data = parseInput(mfaDisableInput, input);
  const user = await currentUser();
  if (!user.mfa_secret) throw VisibleError.conflict('Multi-factor authentication is not on.');
  const limits = signInCounters(user.email, client.address);
  await claimSignInAttempt(limits);
  if (!(await verifyPassword(data.password, user.password_hash))) {
    const organizations = await listMembershipsOfUser(user.user_id);
    await appendAccessEvent(
      {
        action: 'sign_in_failed',
        user: { id: user.user_id, name: user.name, email: user.email },
        actor: { id: user.user_id, name: user.name },
        summary: 'Wrong password when turning off multi-factor authentication',
        clientAddress: client.address,
      },
      organizations.map((organization) => organization.id),
    );
    throw VisibleError.validation({ password: ['The password is not correct.'] });
  }
  const factor = await checkSecondFactor(user, proofFromCode(data.code));
  if (!factor) throw VisibleError.validation({ code: [MFA_WRONG_CODE_MESSAGE] });
  const audit = await ownEvent(
    user,
    'mfa_disable',
    factor.kind === 'recovery_code'
      ? 'Turned off multi-factor authentication with a recovery code'
      : 'Turned off multi-factor authentication',
    client.address,
  );
  // Turning off replaces using up the code: both would write the user, which one transaction cannot.
  const result = await transactWrite([turnOffMfaWrite(user.user_id, user.mfa_secret), ...audit.operations]);
  if (result.canceled) throw VisibleError.conflict('Multi-factor authentication changed meanwhile. Reload.');
  await audit.appendRest();
  await settleSuccessfulSignIn(limits);
  await setSessionsMfaFlag(user.user_id, false);
  logAuthEvent('mfa_disabled', { user_id: user.user_id });
}
