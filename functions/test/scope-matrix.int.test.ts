import {
  allows,
  BUILT_IN_PERMISSIONS,
  FIELD_GROUPS,
  type Grants,
  holdsFields,
  MODULE_ACTIONS,
  NO_ACCESS_CODE,
  type RolePermissions,
  type RouteRule,
  SCOPED_MODULES,
  scopeOf,
} from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { accessRead, declarationOf } from './access-support.ts';
import { createEmployee, type EmployeeFixture } from './employee-support.ts';
import { seedCustomRole } from './role-support.ts';
import { CASES, registeredRoutes } from './route-cases.ts';
import { request, signUp, type TestUser } from './support.ts';
import { buildWorld, type Case, type World } from './world.ts';

/**
 * Issue 25 §2: a data scope is enforced once, in the access layer. Every route that names one
 * employee's record (by its path, or an `employee_id` in its query or body) declares its reach; the
 * layer resolves whose record it is (one strongly consistent BatchGet at most) and answers 404
 * outside the caller's scope before the handler does any work. A Manager scoped to their reports,
 * and a custom role holding every scoped grant over their reports with every field group, call
 * each such route on the world's employee: as the manager of someone else (a non-report) the
 * answer is 404 and no work; as the employee's own manager (a report) the call passes the layer
 * (the handler starts), except where the grant's scope is `self`. Handler work is refused past
 * the layer, so nothing changes.
 */

/** Paths that name one employee's record, by kind: every route under them must declare its reach. */
const RECORD_PATHS = [
  /^\/api\/v1\/employees\/:id(\/|$)/,
  /^\/api\/v1\/leave\/requests\/:id(\/|$)/,
  /^\/api\/v1\/attendance\/adjustments\/:id(\/|$)/,
  /^\/api\/v1\/payroll\/payslips\/:id(\/|$)/,
  /^\/api\/v1\/timesheets\/:id(\/|$)/,
];
const SCOPE_PREFIXES = [
  '/api/v1/employees',
  '/api/v1/leave',
  '/api/v1/attendance',
  '/api/v1/payroll',
  '/api/v1/timesheets',
];

/** Whether a route's case names an employee in its query or body (`employee_id`). */
function namesEmployeeField(route: string, world: World): boolean {
  const call = (CASES[route] as Case)(world);
  const query = new URLSearchParams(call.path.split('?')[1] ?? '');
  const body = call.body as Record<string, unknown> | undefined;
  return query.has('employee_id') || (body !== undefined && 'employee_id' in body);
}

/** A rule that only a grant over the whole organization passes: no narrower scope ever reaches its handler. */
const organizationWide = (rule: RouteRule | undefined) => !rule || !('module' in rule) || rule.scope === 'organization';

const everythingOverReports: Grants = {
  organization: { view: 'organization' },
  ...Object.fromEntries(
    SCOPED_MODULES.map((module) => [
      module,
      Object.fromEntries(MODULE_ACTIONS[module].map((action) => [action, 'reports'])),
    ]),
  ),
};

interface Caller {
  label: string;
  permissions: RolePermissions;
  role: string;
  /** Linked to the world's manager: the world's employee is their report. */
  near: TestUser;
  /** Linked to a manager of nobody: the world's employee is not their report. */
  far: TestUser;
}

let world: World;
const callers: Caller[] = [];

async function member(organizationId: number, role: string, employeeId: number): Promise<TestUser> {
  const user = await signUp(`Scoped ${role}`);
  await membershipEntity()
    .create({
      organization_id: organizationId,
      user_id: user.id,
      role: role as never,
      employee_id: employeeId,
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

beforeAll(async () => {
  world = await buildWorld('Scope');
  const org = world.organization.id;
  const token = world.owner.token;
  // The trashed record (restore and force-delete cases) reports to the world's manager as well.
  const restored = await request('PATCH', `/employees/${world.trashed.id}/restore`, { token });
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  const moved = await request('PATCH', `/employees/${world.trashed.id}/manager`, {
    token,
    body: { reporting_manager_id: world.manager.id, version: restored.body.data.version },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  expect((await request('DELETE', `/employees/${world.trashed.id}`, { token })).status).toBe(204);
  const fixture = { organization: world.organization, sales: world.department, salesRep: world.designation };
  const nobody = await createEmployee(world.owner, fixture as EmployeeFixture, {
    first_name: 'Nobody',
    last_name: 'Manager',
  });
  const lead = await seedCustomRole(org, 2, 'Team lead', everythingOverReports, [...FIELD_GROUPS]);
  const roles: [string, string, RolePermissions][] = [
    ['Manager', 'manager', BUILT_IN_PERMISSIONS.manager],
    ['Team lead', lead, { grants: everythingOverReports, fields: [...FIELD_GROUPS] }],
  ];
  for (const [label, role, permissions] of roles) {
    callers.push({
      label,
      role,
      permissions,
      near: await member(org, role, world.manager.id),
      far: await member(org, role, nobody.id),
    });
  }
}, 240_000);

/** Calls a route as `user`, refusing every AWS command past the access layer; reports what the handler tried. */
async function callThroughLayer(route: string, user: TestUser) {
  const [method = 'GET'] = route.split(' ');
  const call = (CASES[route] as Case)(world);
  const work: string[] = [];
  let reachReads = 0;
  const stop = onAwsCommand((command) => {
    const read = accessRead(command);
    if (read === 'reach') reachReads++;
    if (read) return undefined;
    work.push(`${command.service} ${command.name}`);
    throw new Error('scope matrix: no work past the access layer');
  });
  const response = await request(method, call.path, { token: user.token, body: call.body }).finally(stop);
  return { response, work, reachReads };
}

describe('scope matrix', () => {
  it('declares the reach of every route that names one employee’s record on a scoped module', () => {
    const routes = registeredRoutes().filter(
      (route) => CASES[route] && SCOPE_PREFIXES.some((prefix) => route.split(' ')[1]?.startsWith(prefix)),
    );
    const missing = routes.filter((route) => {
      const path = route.split(' ')[1] ?? '';
      const declaration = declarationOf(route);
      const names = RECORD_PATHS.some((pattern) => pattern.test(path)) || namesEmployeeField(route, world);
      return names && !declaration?.reach && !organizationWide(declaration?.rule);
    });
    expect(missing, 'routes naming an employee without a declared reach').toEqual([]);
  });

  it('answers 404 for a non-report and lets a report through, before any handler work', {
    timeout: 300_000,
  }, async () => {
    const routes = registeredRoutes().filter((route) => CASES[route] && declarationOf(route)?.reach);
    expect(routes.length).toBeGreaterThan(30);
    const mismatches: string[] = [];
    for (const route of routes) {
      const rule = declarationOf(route)?.rule as RouteRule;
      for (const caller of callers) {
        const as = `${route} as ${caller.label}`;
        const allowed = allows(caller.role, caller.permissions, rule);
        const scope = 'module' in rule ? scopeOf(caller.permissions, rule.module, rule.action) : undefined;
        const far = await callThroughLayer(route, caller.far);
        const near = await callThroughLayer(route, caller.near);
        for (const [who, { response, work, reachReads }] of [
          ['non-report', far],
          ['report', near],
        ] as const) {
          const refused = response.status === 403 && response.body?.code === NO_ACCESS_CODE;
          if (reachReads > 1) mismatches.push(`${as} (${who}): ${reachReads} reach reads, one at most`);
          if (!allowed) {
            if (!refused) mismatches.push(`${as} (${who}): answered ${response.status}, the table refuses it`);
            continue;
          }
          const reached = who === 'report' && scope !== 'self';
          // Someone else's record reached, but the rule's field groups (asked only for another's) are missing: 403.
          if (reached && !holdsFields(caller.permissions, rule)) {
            if (!refused || work.length > 0) mismatches.push(`${as} (${who}): answered ${response.status}, not 403`);
            continue;
          }
          if (!reached) {
            if (response.status !== 404) mismatches.push(`${as} (${who}): answered ${response.status}, not 404`);
            if (work.length > 0) mismatches.push(`${as} (${who}): worked before refusing (${work})`);
          } else if (work.length === 0 && (response.status === 404 || refused)) {
            mismatches.push(`${as} (${who}): answered ${response.status} ${JSON.stringify(response.body)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
