import { getConnInfo as nodeConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { getConnInfo as lambdaConnInfo } from 'hono/aws-lambda';

/**
 * The caller's network address, for the sign-in limits: in Lambda, API Gateway's source IP (from
 * the event, not a header the caller sets); locally, the socket's peer. Undefined where there is
 * neither (tests calling the app directly).
 */
export function clientAddress(c: Context): string | undefined {
  const env = c.env as Record<string, unknown> | undefined;
  if (env?.requestContext) return lambdaConnInfo(c).remote.address;
  if (env?.incoming || env?.server) return nodeConnInfo(c).remote.address;
  return undefined;
}
