import {
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_INTERVAL_SECONDS,
  UNAUTHENTICATED_MESSAGE,
} from '@wattle/shared/constants';
import { VisibleError } from '../error.ts';
import { type SessionItem, sessionEntity } from './session-entity.ts';
import { type SessionClaims, verifySessionToken } from './tokens.ts';

/**
 * Checking a request's token and session: all every function needs of identity. Kept apart from
 * sign-in (users, passwords, lockouts), so the other functions neither bundle nor load that.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Structured authentication events for the logs: never passwords, tokens or raw e-mails. */
export function logAuthEvent(event: string, fields: Record<string, unknown> = {}): void {
  console.info(JSON.stringify({ level: 'info', source: 'auth', event, at: new Date().toISOString(), ...fields }));
}

/** Checks a bearer token's signature, expiry, issuer and audience; throws 401 for anything else. */
export async function verifyBearer(token: string | undefined): Promise<SessionClaims> {
  const claims = token ? await verifySessionToken(token) : null;
  if (!claims) throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return claims;
}

/** The key of a token's session item, for the request's authorization read. */
export function sessionKey(claims: SessionClaims) {
  return sessionEntity().get({ session_id: claims.sessionId }).params<{ Key: Record<string, string> }>().Key;
}

/**
 * Confirms the token's session (read strongly consistent, so a logout or a password change ends it
 * at once) is live: it exists, belongs to the token's user, has not expired and has not been idle
 * for 60 minutes. Throws 401 otherwise. Refreshes the idle clock at most once a minute.
 */
export async function confirmSession(claims: SessionClaims, session: SessionItem | undefined): Promise<void> {
  const now = nowSeconds();
  if (
    !session ||
    session.session_id !== claims.sessionId ||
    session.user_id !== claims.userId ||
    session.expires_at <= now
  ) {
    throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  }
  const lastSeen = session.last_seen_at ?? now;
  if (now - lastSeen > SESSION_IDLE_SECONDS) {
    await sessionEntity().delete({ session_id: session.session_id }).go();
    logAuthEvent('session_idle_expired', { user_id: session.user_id, session_id: session.session_id });
    throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  }
  if (now - lastSeen >= SESSION_TOUCH_INTERVAL_SECONDS) {
    // At most one write a minute per session keeps the idle clock without a write per request.
    await sessionEntity()
      .patch({ session_id: session.session_id })
      .set({ last_seen_at: now })
      .go()
      .catch(() => undefined);
  }
}
