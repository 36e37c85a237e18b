import { findTargetHandler } from 'hono/utils/handler';
import type { SentCommand } from '../src/core/aws/command-log.ts';
import { ACCESS_MIDDLEWARE, type AccessDeclaration } from '../src/http/middleware/access.ts';
import { app } from './support.ts';

/**
 * What the access layer does before a handler, as the role and scope matrix tests see it: each
 * route's declared access (rule and reach), and which AWS commands are the layer's own reads.
 */

/** The access a route (`METHOD /api/v1/path`) declares with its access middleware; undefined when none. */
export function declarationOf(route: string): AccessDeclaration | undefined {
  const handlers = app.routes.filter((entry) => `${entry.method} ${entry.path.replace(/\/$/, '')}` === route);
  for (const entry of handlers.slice(0, -1)) {
    const target = findTargetHandler(entry.handler) as unknown as Record<symbol, AccessDeclaration | undefined>;
    const declaration = target[ACCESS_MIDDLEWARE];
    if (declaration) return declaration;
  }
  return undefined;
}

const keyKind = (key: unknown) => String((key as { sk?: string }).sk ?? '').split('#')[0] ?? '';

/** Keys of the reach check's one BatchGet: the record a route names and the directory's shards. */
const REACH_KEYS = ['directory', 'request', 'adjustment', 'timesheet'];

/**
 * The access layer's own commands: the locator, session, membership and organization reads, the
 * session's activity touch, and the reach check's one BatchGet (`reach`: it is counted apart).
 */
export function accessRead(command: SentCommand): 'authorization' | 'reach' | undefined {
  if (command.service !== 'dynamodb') return undefined;
  if (command.name === 'GetItemCommand') return keyKind(command.input.Key) === 'locator' ? 'authorization' : undefined;
  if (command.name === 'UpdateItemCommand') {
    return keyKind(command.input.Key) === 'session' ? 'authorization' : undefined;
  }
  if (command.name !== 'BatchGetItemCommand') return undefined;
  const requests = Object.values(
    command.input.RequestItems as Record<string, { Keys: unknown[]; ConsistentRead?: boolean }>,
  );
  const kinds = requests.flatMap((entry) => entry.Keys).map(keyKind);
  if (kinds.every((kind) => ['session', 'member', 'organization'].includes(kind))) return 'authorization';
  // Strongly consistent, unlike a handler's own read of the directory.
  const consistent = requests.every((entry) => entry.ConsistentRead === true);
  if (consistent && kinds.every((kind) => REACH_KEYS.includes(kind))) return 'reach';
  return undefined;
}
