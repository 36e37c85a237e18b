import { randomUUID } from 'node:crypto';
import {
  type LoginInput,
  type LoginResponse,
  loginInput,
  type OrganizationMembership,
  type SignedIn,
} from '@wattle/shared/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@wattle/shared/constants';
import { useUser } from '../actor.ts';
import { accessAuditWrites, appendAccessEvent } from '../audit/access-events.ts';
import { config } from '../config.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { issueMfaChallenge } from './mfa-challenge.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { logAuthEvent } from './session-check.ts';
import { sessionEntity } from './session-entity.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from './sign-in-limits.ts';
import { signSessionToken } from './tokens.ts';
import { type UserItem, userEntity } from './user-entity.ts';
import { findUserByEmail, normalizeEmail, toUser } from './users.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Signs in: the attempt is counted against the sign-in limits first (429 once a limit is reached,
 * even for the right password), then the password is checked — against a dummy hash for an
 * unknown e-mail, so both cost the same. An account with MFA gets a challenge instead of a session,
 * and its counters are cleared only once the second factor is right too.
 */
export async function login(
  input: LoginInput,
  client: { userAgent?: string; address?: string } = {},
): Promise<LoginResponse> {
  const { email, password } = parseInput(loginInput, input);
  const limits = signInCounters(normalizeEmail(email), client.address);
  await claimSignInAttempt(limits);

  const user = await findUserByEmail(email);
  // Read for an unknown e-mail too (user 0 has none), so both paths make the same requests.
  const [valid, organizations] = await Promise.all([
    user ? verifyPassword(password, user.password_hash) : verifyAgainstDummy(password),
    listMembershipsOfUser(user?.user_id ?? 0),
  ]);
  const organizationIds = organizations.map((organization) => organization.id);
  const account = user ? { id: user.user_id, name: user.name, email: user.email } : undefined;
  if (!user || !account || !valid) {
    logAuthEvent('login_failed', { known_user: Boolean(user) });
    if (account) {
      await appendAccessEvent(
        {
          action: 'sign_in_failed',
          user: account,
          actor: { id: null, name: 'Unknown' },
          summary: `Failed sign-in to ${account.email}: wrong password`,
          clientAddress: client.address,
        },
        organizationIds,
      );
    }
    throw new VisibleError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.mfa_secret) return issueMfaChallenge(user.user_id);
  const response = await openSession(user, organizations, client, 'Signed in');
  await settleSuccessfulSignIn(limits);
  return response;
}

/**
 * Starts a session for a user whose credentials were just confirmed (a sign-in, or accepting an
 * invitation): the session, the user's last sign-in and the audit events of every organization
 * they belong to in one transaction, then the signed token and the sign-in answer.
 */
export async function openSession(
  user: Pick<UserItem, 'user_id' | 'name' | 'email' | 'mfa_secret'>,
  organizations: OrganizationMembership[],
  client: { userAgent?: string; address?: string },
  summary: string,
): Promise<SignedIn> {
  const account = { id: user.user_id, name: user.name, email: user.email };
  const userAgent = client.userAgent;
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  const expiresAt = nowSeconds() + config().SESSION_TTL_SECONDS;
  const audit = accessAuditWrites(
    {
      action: 'sign_in',
      user: account,
      actor: account,
      summary: `${summary}${userAgent ? ` (${userAgent.slice(0, 120)})` : ''}`,
      clientAddress: client.address,
    },
    organizations.map((organization) => organization.id),
  );
  // The session and its audit events in one transaction (its request token makes the SDK's
  // resend after a lost answer apply once).
  const result = await transactWrite([
    committed(
      sessionEntity().put({
        session_id: sessionId,
        user_id: user.user_id,
        user_name: user.name,
        created_at: now,
        last_seen_at: nowSeconds(),
        expires_at: expiresAt,
        ...(userAgent ? { user_agent: userAgent.slice(0, 300) } : {}),
        mfa_enabled: Boolean(user.mfa_secret),
      }),
    ),
    committed(userEntity().patch({ user_id: user.user_id }).set({ last_sign_in_at: now })),
    ...audit.operations,
  ]);
  if (result.canceled) throw new Error('Signing in was cancelled');
  await audit.appendRest();
  logAuthEvent('login_succeeded', { user_id: user.user_id, session_id: sessionId });
  const token = await signSessionToken({ sessionId, userId: user.user_id, userName: user.name }, expiresAt);
  return { token, user: toUser(user), organizations };
}

/** Ends the caller's own session (logout, or one chosen from their session list), recorded in the audit log. */
export async function endSessionOf(
  user: { id: number; name: string },
  sessionId: string,
  summary: string,
  clientAddress?: string,
): Promise<void> {
  const organizations = await listMembershipsOfUser(user.id);
  const audit = accessAuditWrites(
    { action: 'session_end', user, actor: user, summary, clientAddress },
    organizations.map((organization) => organization.id),
  );
  await transactWrite([committed(sessionEntity().delete({ session_id: sessionId })), ...audit.operations]);
  await audit.appendRest();
}

export async function logout(sessionId: string): Promise<void> {
  const user = useUser();
  await endSessionOf(user, sessionId, 'Signed out');
  logAuthEvent('logout', { session_id: sessionId });
}
