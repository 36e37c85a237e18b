import {
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_INTERVAL_SECONDS,
  UNAUTHENTICATED_MESSAGE,
} from '@wattle/shared/constants';
import { tableNames } from '../db/client.ts';
import { currentReadScope, outsideReadScope } from '../db/read-scope.ts';
import { VisibleError } from '../error.ts';
import { sessionEntity } from './session-entity.ts';
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

/**
 * Confirms the token's session is live: it exists (strongly consistent, so a logout or a
 * password change ends it at once), belongs to the token's user, has not expired and has not been
 * idle for 60 minutes. Inside a request's read scope the session read joins the request's first
 * batch of reads. Throws 401 otherwise.
 */
export async function confirmSession(claims: SessionClaims): Promise<void> {
  const key = { pk: `session#${claims.sessionId}`, sk: 'session' };
  const scope = currentReadScope();
  const session = (
    scope
      ? await scope.load(tableNames().identity, key, { consistent: true, check: true })
      : (await sessionEntity().get({ session_id: claims.sessionId }).go({ consistent: true })).data
  ) as { session_id: string; user_id: number; expires_at: number; last_seen_at?: number } | undefined | null;
  const now = nowSeconds();
  if (!session || session.user_id !== claims.userId || session.expires_at <= now) {
    throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  }
  const lastSeen = session.last_seen_at ?? now;
  if (now - lastSeen > SESSION_IDLE_SECONDS) {
    await outsideReadScope(() => sessionEntity().delete({ session_id: session.session_id }).go());
    logAuthEvent('session_idle_expired', { user_id: session.user_id, session_id: session.session_id });
    throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  }
  if (now - lastSeen >= SESSION_TOUCH_INTERVAL_SECONDS) {
    // At most one write a minute per session keeps the idle clock without a write per request.
    await outsideReadScope(() =>
      sessionEntity()
        .patch({ session_id: session.session_id })
        .set({ last_seen_at: now })
        .go()
        .catch(() => undefined),
    );
  }
}
