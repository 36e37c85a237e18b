import { createMiddleware } from 'hono/factory';
import { withActor } from '../../core/actor.ts';
import { dynamo } from '../../core/db/client.ts';
import { withReadScope } from '../../core/db/read-scope.ts';
import { confirmSession, verifyBearer } from '../../core/identity/session-check.ts';

/**
 * Resolves the bearer token to a live session and runs the rest of the request as that user.
 * The token's signature is checked first; the session read then shares one BatchGetItem with the
 * handler's item reads (membership, the records asked for). Writes wait until the session is
 * confirmed, and an unconfirmed session answers 401 whatever the handler computed.
 */
export const authenticated = createMiddleware<{ Variables: { sessionId: string; userId: number } }>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = await verifyBearer(token);
  const scope = dynamo().newReadScope();
  await withReadScope(scope, async () => {
    const session = confirmSession(claims);
    session.catch(() => undefined); // handled below, after the handler has run
    scope.gateOn(session);
    c.set('userId', claims.userId);
    c.set('sessionId', claims.sessionId);
    const { userId, sessionId, userName } = claims;
    await withActor({ type: 'user', userId, sessionId, userName }, () => next());
    await session;
  });
});
