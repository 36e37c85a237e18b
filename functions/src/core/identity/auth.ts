import { randomUUID } from 'node:crypto';
import { type LoginInput, type LoginResponse, loginInput } from '@wattle/shared/auth';
import { INVALID_CREDENTIALS_MESSAGE } from '@wattle/shared/constants';
import { config } from '../config.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../organizations/memberships.ts';
import { parseInput } from '../validation.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { logAuthEvent } from './session-check.ts';

import { sessionEntity } from './session-entity.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from './sign-in-limits.ts';
import { signSessionToken } from './tokens.ts';
import { findUserByEmail, normalizeEmail, toUser } from './users.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Signs in: the attempt is counted against the sign-in limits first (429 once a limit is reached,
 * even for the right password), then the password is checked — against a dummy hash for an
 * unknown e-mail, so both cost the same.
 */
export async function login(
  input: LoginInput,
  client: { userAgent?: string; address?: string } = {},
): Promise<LoginResponse> {
  const { email, password } = parseInput(loginInput, input);
  const limits = signInCounters(normalizeEmail(email), client.address);
  await claimSignInAttempt(limits);

  const user = await findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    logAuthEvent('login_failed', { known_user: Boolean(user) });
    throw new VisibleError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
  }
  const userAgent = client.userAgent;

  const sessionId = randomUUID();
  const expiresAt = nowSeconds() + config().SESSION_TTL_SECONDS;
  // A put, not a create: the id is new, and a put retried after a lost answer stays a success
  // where a create's "does not exist" condition would fail against its own first attempt.
  await sessionEntity()
    .put({
      session_id: sessionId,
      user_id: user.user_id,
      user_name: user.name,
      created_at: new Date().toISOString(),
      last_seen_at: nowSeconds(),
      expires_at: expiresAt,
      ...(userAgent ? { user_agent: userAgent.slice(0, 300) } : {}),
    })
    .go();
  await settleSuccessfulSignIn(limits);
  logAuthEvent('login_succeeded', { user_id: user.user_id, session_id: sessionId });
  const [token, organizations] = await Promise.all([
    signSessionToken({ sessionId, userId: user.user_id, userName: user.name }, expiresAt),
    listMembershipsOfUser(user.user_id),
  ]);
  return { token, user: toUser(user), organizations };
}

export async function logout(sessionId: string): Promise<void> {
  await sessionEntity().delete({ session_id: sessionId }).go();
  logAuthEvent('logout', { session_id: sessionId });
}
