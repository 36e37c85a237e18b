import { createMiddleware } from 'hono/factory';
import { withActor } from '../../core/actor.ts';
import { authenticate } from '../../core/identity/auth.ts';

/** Resolves the bearer token to a live session and runs the rest of the request as that user. */
export const authenticated = createMiddleware<{ Variables: { sessionId: string; userId: number } }>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const { userId, sessionId, userName } = await authenticate(token);
  c.set('userId', userId);
  c.set('sessionId', sessionId);
  c.header('Cache-Control', 'no-store');
  await withActor({ type: 'user', userId, sessionId, userName }, () => next());
});
