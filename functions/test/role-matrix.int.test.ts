import {
  allows,
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type BuiltInRole,
  NO_ACCESS_CODE,
  type RouteRule,
} from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { createUser } from '../src/core/identity/users.ts';
import { membershipEntity } from '../src/core/organizations/membership-entity.ts';
import { accessRead, declarationOf } from './access-support.ts';
import { ANONYMOUS_ROUTES, CASES, registeredRoutes } from './route-cases.ts';
import { request } from './support.ts';
import type { Case } from './world.ts';
import { buildWorld, type World } from './world.ts';

/**
 * Issue 14 §2: every organization route × every built-in role is allowed or refused exactly as
 * the permission table (shared/src/permissions.ts) says for the rule the route declares. The
 * requests run for real through the access middleware; every AWS command past the access layer's
 * own reads (authorization and reach) is refused, so an allowed call changes nothing (it fails
 * inside its handler instead) and a refused one shows it did no work.
 */

/** The rule a route declares with its access middleware; undefined for the caller's own account routes. */
function declaredRule(route: string): { declared: boolean; rule?: RouteRule } {
  const declaration = declarationOf(route);
  return declaration ? { declared: true, rule: declaration.rule } : { declared: false };
}

/**
 * Routes whose rule lets any member act on their own data while acting on someone else's takes a
 * permission (checked in the handler with the same table): their case acts on someone else's.
 */
const CASE_RULES: Record<string, RouteRule> = {
  // Anyone may leave; removing another member takes access.delete.
  'DELETE /api/v1/organizations/:id/members/:userId': { module: 'access', action: 'delete' },
};

let world: World;
const tokens = new Map<BuiltInRole, string>();

beforeAll(async () => {
  world = await buildWorld('Matrix');
  tokens.set('owner', world.owner.token);
  for (const role of BUILT_IN_ROLES.filter((role) => role !== 'owner')) {
    const password = 'Matrix-Password-123';
    const user = await createUser({
      name: `Matrix ${role}`,
      email: `matrix-${role}-${Date.now()}@example.test`,
      password,
    });
    await membershipEntity()
      .create({ organization_id: world.organization.id, user_id: user.id, role, created_at: new Date().toISOString() })
      .go();
    const login = await request('POST', '/login', { body: { email: user.email, password } });
    tokens.set(role, login.body.data.token as string);
  }
}, 180_000);

describe('role matrix', () => {
  it('has a declared permission on every organization route', () => {
    const organizationRoutes = registeredRoutes().filter((route) => CASES[route] && !ANONYMOUS_ROUTES.includes(route));
    const undeclared = organizationRoutes.filter((route) => {
      const { declared, rule } = declaredRule(route);
      // The one organization route without a rule: ending one's own session names no organization.
      return !declared || (!rule && route !== 'DELETE /api/v1/sessions/:id');
    });
    expect(undeclared, 'organization routes without a declared permission').toEqual([]);
  });

  it('allows or refuses every route for every built-in role exactly as the table says', {
    timeout: 300_000,
  }, async () => {
    const routes = registeredRoutes().filter((route) => CASES[route] && declaredRule(route).rule);
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const rule = CASE_RULES[route] ?? (declaredRule(route).rule as RouteRule);
      const [method = 'GET'] = route.split(' ');
      const call = (CASES[route] as Case)(world);
      for (const role of BUILT_IN_ROLES) {
        const expected = allows(role, BUILT_IN_PERMISSIONS[role], rule);
        const work: string[] = [];
        const stop = onAwsCommand((command) => {
          if (accessRead(command)) return undefined;
          work.push(`${command.service} ${command.name}`);
          throw new Error('role matrix: no work past authorization');
        });
        const response = await request(method, call.path, { token: tokens.get(role), body: call.body }).finally(stop);
        const refused = response.status === 403 && response.body?.code === NO_ACCESS_CODE;
        checked++;
        if (expected && refused) mismatches.push(`${route} as ${role}: refused, the table allows it`);
        if (!expected && !refused) {
          mismatches.push(`${route} as ${role}: answered ${response.status}, the table refuses it`);
        }
        if (!expected && work.length > 0) mismatches.push(`${route} as ${role}: worked before refusing (${work})`);
      }
    }
    expect(mismatches).toEqual([]);
    console.info(`role matrix: ${routes.length} routes × ${BUILT_IN_ROLES.length} roles = ${checked} checks`);
  });
});
