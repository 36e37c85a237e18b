import { createMiddleware } from 'hono/factory';
import { claimIdempotencyKey, settleIdempotencyKey } from '../../core/idempotency/idempotency.ts';
import { readRawBody } from '../body.ts';

/**
 * Create routes take an `Idempotency-Key` header (the web app sends one per submit): the same key
 * again, from the same user on the same route, answers what the first request answered, so a
 * double submit or a resend creates one record. Runs after the access middleware; a request
 * without the header goes through as usual.
 */
export const idempotent = createMiddleware(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  const route = `${c.req.method} ${c.req.routePath}`;
  // The body as parsed (JSON or form fields; Hono keeps what the access middleware already read).
  const body = await readRawBody(c).catch(() => null);
  const request = `${c.req.method} ${c.req.path}\n${JSON.stringify(body)}`;
  const claim = await claimIdempotencyKey(key, route, request);
  if (claim.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true');
    return c.body(claim.body, claim.status as 200, { 'Content-Type': 'application/json' });
  }
  await next();
  await settleIdempotencyKey(claim.scope, c.res.status, await c.res.clone().text());
});
