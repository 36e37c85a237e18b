import { createHash, randomUUID } from 'node:crypto';
import { type LoginInput, type LoginResponse, loginInput } from '@wattle/shared/auth';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
} from '@wattle/shared/constants';
import { config } from '../config.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../organizations/memberships.ts';
import { parseInput } from '../validation.ts';
import { loginAttemptEntity } from './login-attempt-entity.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { logAuthEvent } from './session-check.ts';

import { sessionEntity } from './session-entity.ts';
import { signSessionToken } from './tokens.ts';
import { findUserByEmail, normalizeEmail, toUser } from './users.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** Throws 429 while the e-mail has used up its failed attempts in the current window. */
async function assertNotLockedOut(hash: string): Promise<void> {
  const attempts = (await loginAttemptEntity().get({ email_hash: hash }).go({ consistent: true })).data;
  if (!attempts) return;
  const windowEndsAt = attempts.window_started_at + LOGIN_FAILURE_WINDOW_SECONDS;
  const remaining = windowEndsAt - nowSeconds();
  if (attempts.failures >= LOGIN_MAX_FAILURES && remaining > 0) {
    const minutes = Math.ceil(remaining / 60);
    logAuthEvent('login_locked_out', { email_hash: hash, retry_after_seconds: remaining });
    throw new VisibleError(
      'rate-limited',
      `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: remaining },
    );
  }
}

async function recordFailure(hash: string): Promise<void> {
  const now = nowSeconds();
  const expiresAt = now + LOGIN_FAILURE_WINDOW_SECONDS;
  try {
    // Count inside the current window; the condition makes concurrent failures add up.
    await loginAttemptEntity()
      .update({ email_hash: hash })
      .add({ failures: 1 })
      .where(({ window_started_at }, { gt }) => gt(window_started_at, now - LOGIN_FAILURE_WINDOW_SECONDS))
      .go();
  } catch {
    // No item yet, or the window has passed: start a new window with this failure.
    await loginAttemptEntity()
      .put({ email_hash: hash, failures: 1, window_started_at: now, expires_at: expiresAt })
      .go();
  }
}

export async function login(input: LoginInput, userAgent?: string): Promise<LoginResponse> {
  const { email, password } = parseInput(loginInput, input);
  const hash = emailHash(email);
  await assertNotLockedOut(hash);

  const user = await findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordFailure(hash);
    logAuthEvent('login_failed', { email_hash: hash, known_user: Boolean(user) });
    throw new VisibleError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);
  }

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
  await loginAttemptEntity().delete({ email_hash: hash }).go();
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
