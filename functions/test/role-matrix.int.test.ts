import {
  allows,
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  type Grants,
  holdsFields,
  MODULE_ACTIONS,
  NO_ACCESS_CODE,
  type RoleKey,
  type RolePermissions,
  type RouteRule,
  scopeOf,
} from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActor } from '../src/core/actor.ts';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { createUser } from '../src/core/identity/users.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { accessRead, declarationOf } from './access-support.ts';
import { NO_PAY_FIGURES, PAY_FIGURE_ROUTES } from './payroll-route-cases.ts';
import { seedCustomRole } from './role-support.ts';
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
 *
 * Issue 25 §2 extends it to field groups: two custom roles with payroll grants over the whole
 * organization but without the `pay` group (one may only view payroll, one may do everything in it)
 * run the same matrix, and every route that carries pay figures (PAY_FIGURE_ROUTES) refuses them.
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

const allPayroll = Object.fromEntries(MODULE_ACTIONS.payroll.map((action) => [action, 'organization']));
/** Custom roles with payroll over the whole organization and no `pay` field group. */
const NO_PAY_ROLES: { name: string; grants: Grants; fields: RolePermissions['fields'] }[] = [
  { name: 'Payroll viewer', grants: { payroll: { view: 'organization' } }, fields: [] },
  {
    name: 'Payroll clerk',
    grants: { organization: { view: 'organization' }, employees: { view: 'organization' }, payroll: allPayroll },
    fields: ['payroll_identifiers'],
  },
];

let world: World;
const tokens = new Map<string, string>();
/** Each role's user, to tell its request's commands from a previous request's leftovers. */
const userIds = new Map<string, number>();
/** Every role the matrix runs: the built-in ones, then the custom ones without the pay group. */
const roles: { role: string; label: string; permissions: RolePermissions }[] = BUILT_IN_ROLES.map((role) => ({
  role,
  label: role,
  permissions: BUILT_IN_PERMISSIONS[role],
}));

/**
 * Whether the table refuses `role` the route's case (on the world's records, none of them the
 * caller's own): the rule, and the field groups a `fieldsUnlessOwn` rule asks for someone else's
 * record when the role's scope reaches it (the matrix's members are linked to no record, so only a
 * grant over the whole organization reaches one).
 */
function tableAllows(role: string, permissions: RolePermissions, rule: RouteRule): boolean {
  if (!allows(role, permissions, rule)) return false;
  if (!('module' in rule) || !rule.fieldsUnlessOwn) return true;
  return holdsFields(permissions, rule) || scopeOf(permissions, rule.module, rule.action) !== 'organization';
}

beforeAll(async () => {
  world = await buildWorld('Matrix');
  tokens.set('owner', world.owner.token);
  userIds.set('owner', world.owner.id);
  for (const [index, custom] of NO_PAY_ROLES.entries()) {
    const role = await seedCustomRole(world.organization.id, index + 2, custom.name, custom.grants, custom.fields);
    roles.push({ role, label: custom.name, permissions: { grants: custom.grants, fields: custom.fields } });
  }
  for (const role of roles.map((entry) => entry.role).filter((role) => role !== 'owner')) {
    const password = 'Matrix-Password-123';
    const user = await createUser({
      name: `Matrix ${role}`,
      email: `matrix-${role}-${Date.now()}@example.test`,
      password,
    });
    await membershipEntity()
      .create({
        organization_id: world.organization.id,
        user_id: user.id,
        role: role as RoleKey,
        created_at: new Date().toISOString(),
      })
      .go();
    const login = await request('POST', '/login', { body: { email: user.email, password } });
    tokens.set(role, login.body.data.token as string);
    userIds.set(role, user.id);
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

  it('lists every payroll route as carrying pay figures (needing the pay group) or not', () => {
    const payroll = registeredRoutes().filter((route) => {
      const rule = declaredRule(route).rule;
      return CASES[route] && rule && 'module' in rule && rule.module === 'payroll';
    });
    const unlisted = payroll.filter((route) => !PAY_FIGURE_ROUTES.includes(route) && !(route in NO_PAY_FIGURES));
    expect(unlisted, 'payroll routes in neither PAY_FIGURE_ROUTES nor NO_PAY_FIGURES').toEqual([]);
    const undeclared = PAY_FIGURE_ROUTES.filter((route) => {
      const rule = declaredRule(route).rule;
      return !rule || !('module' in rule) || !rule.fields?.includes('pay');
    });
    expect(undeclared, 'pay routes that do not declare the pay field group').toEqual([]);
    expect(PAY_FIGURE_ROUTES.filter((route) => !CASES[route])).toEqual([]);
  });

  it('allows or refuses every route for every role exactly as the table says', {
    timeout: 300_000,
  }, async () => {
    const routes = registeredRoutes().filter((route) => CASES[route] && declaredRule(route).rule);
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const rule = CASE_RULES[route] ?? (declaredRule(route).rule as RouteRule);
      const [method = 'GET'] = route.split(' ');
      const call = (CASES[route] as Case)(world);
      for (const { role, label, permissions } of roles) {
        const expected = tableAllows(role, permissions, rule);
        const work: string[] = [];
        const stop = onAwsCommand((command) => {
          if (accessRead(command)) return undefined;
          // A command of the previous role's request, still running after its answer (the rest of a
          // Promise.all that this listener's refusal rejected), is not this request's work.
          const actor = useActor();
          if (actor?.type === 'user' && actor.userId !== userIds.get(role)) return undefined;
          work.push(`${command.service} ${command.name}`);
          throw new Error('role matrix: no work past authorization');
        });
        const response = await request(method, call.path, { token: tokens.get(role), body: call.body }).finally(stop);
        const refused = response.status === 403 && response.body?.code === NO_ACCESS_CODE;
        checked++;
        if (expected && refused) mismatches.push(`${route} as ${label}: refused, the table allows it`);
        if (!expected && !refused) {
          mismatches.push(`${route} as ${label}: answered ${response.status}, the table refuses it`);
        }
        if (!expected && work.length > 0) mismatches.push(`${route} as ${label}: worked before refusing (${work})`);
        // Whatever the table says: no pay figures without the pay group.
        if (PAY_FIGURE_ROUTES.includes(route) && NO_PAY_ROLES.some((custom) => custom.name === label) && !refused) {
          mismatches.push(`${route} as ${label}: answered ${response.status} without the pay group`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    console.info(`role matrix: ${routes.length} routes × ${roles.length} roles = ${checked} checks`);
  });
});
