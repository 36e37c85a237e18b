import { findTargetHandler } from 'hono/utils/handler';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand, type SentCommand } from '../src/core/aws/command-log.ts';
import { ACCESS_MIDDLEWARE } from '../src/http/middleware/access.ts';
import { ANONYMOUS_ROUTES, CASES, registeredRoutes } from './route-cases.ts';
import { app, request } from './support.ts';
import type { Case } from './world.ts';
import { buildWorld, type World } from './world.ts';

/** Authorization's reads (core/access/authorize.ts): a locator GetItem, the session BatchGetItem. */
function isAuthorizationRead(command: SentCommand): boolean {
  if (command.service !== 'dynamodb') return false;
  if (command.name === 'GetItemCommand') return (command.input.Key as { sk?: string }).sk === 'locator';
  if (command.name !== 'BatchGetItemCommand') return false;
  const keys = Object.values(command.input.RequestItems as Record<string, { Keys: { pk: string; sk: string }[] }>)
    .flatMap((request) => request.Keys)
    .map((key) => key.sk.split('#')[0]);
  return keys.every((kind) => ['session', 'member', 'organization'].includes(kind as string));
}

let victim: World;
let attacker: World;

beforeAll(async () => {
  [victim, attacker] = await Promise.all([buildWorld('Victim'), buildWorld('Attacker')]);
}, 120_000);

describe('tenant isolation on every route', () => {
  it('has a case for every registered route', () => {
    const missing = registeredRoutes().filter((route) => !(route in CASES));
    expect(missing, 'routes without an isolation case').toEqual([]);
  });

  it('declares who may call every route, ahead of its handler', () => {
    const undeclared = registeredRoutes().filter((route) => {
      if (ANONYMOUS_ROUTES.includes(route)) return false;
      const handlers = app.routes.filter((entry) => `${entry.method} ${entry.path.replace(/\/$/, '')}` === route);
      return !handlers.slice(0, -1).some((entry) => ACCESS_MIDDLEWARE in findTargetHandler(entry.handler));
    });
    expect(undeclared, 'routes without an access middleware').toEqual([]);
  });

  it("answers 404 with none of the other organization's data, changes nothing, and does no work past authorization", async () => {
    const before = await snapshot(victim);
    const scoped = registeredRoutes().filter((route) => CASES[route]);
    for (const route of scoped) {
      const [method = 'GET'] = route.split(' ');
      const call = (CASES[route] as Case)(victim);
      const sent: SentCommand[] = [];
      const stop = onAwsCommand((command) => {
        sent.push(command);
        return undefined;
      });
      const response = await request(method, call.path, { token: attacker.owner.token, body: call.body }).finally(stop);
      // Only authorization's reads: the id's locator, then the session and membership batch. (Ending
      // a session is the caller's own account: it reads the session to find it is not theirs.)
      const work = route.includes('/sessions/') ? [] : sent.filter((command) => !isAuthorizationRead(command));
      expect(
        work.map((command) => `${command.service} ${command.name}`),
        route,
      ).toEqual([]);
      expect([403, 404], `${route} answered ${response.status}: ${JSON.stringify(response.body)}`).toContain(
        response.status,
      );
      expect(JSON.stringify(response.body), route).not.toMatch(/Victim/);
    }
    expect(await snapshot(victim)).toEqual(before);
    console.info(`isolation matrix: ${scoped.length} organization-scoped routes checked`);
  });
});

describe('authentication on every route', () => {
  it('answers 401 without a token and with expired, tampered, revoked and alg:none tokens', async () => {
    const [header, payload, signature] = victim.owner.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    // Past the few seconds of clock tolerance tokens are checked with.
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: String(attacker.owner.id) })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const revokedUser = (
      await request('POST', '/login', { body: { email: attacker.owner.email, password: attacker.owner.password } })
    ).body.data.token;
    await request('POST', '/logout', { token: revokedUser });
    const tokens = [undefined, expired, tampered, none, revokedUser];
    const routes = registeredRoutes().filter((route) => !ANONYMOUS_ROUTES.includes(route));
    for (const route of routes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const concrete = path
        .replace('/api/v1', '')
        .replace('/sessions/:id', '/sessions/00000000-0000-4000-8000-000000000000')
        .replace(/:[A-Za-z]+/g, '1');
      for (const token of tokens) {
        const response = await request(method, concrete, { token, body: method === 'GET' ? undefined : {} });
        expect(response.status, `${route} with ${token ? token.slice(0, 12) : 'no token'}`).toBe(401);
        expect(response.body).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });
});

/** What the victim can see of their own organization, to prove nothing changed. */
async function snapshot(w: World) {
  const token = w.owner.token;
  const org = w.organization.id;
  const get = async (path: string) => (await request('GET', path, { token })).body;
  return {
    organization: await get(`/organizations/${org}`),
    departments: await get(`/organizations/${org}/departments`),
    roles: await get(`/organizations/${org}/roles`),
    designations: await get(`/departments/${w.department.id}/designations`),
    jobs: await get(`/recruitment/job-openings?organization_id=${org}`),
    applicants: await get(`/recruitment/applicants?organization_id=${org}`),
    interviews: await get(`/recruitment/interviews?organization_id=${org}`),
    offers: await get(`/recruitment/offers?organization_id=${org}`),
    templates: await get(`/recruitment/onboarding/templates?organization_id=${org}`),
    hires: await get(`/recruitment/onboarding/hires?organization_id=${org}`),
    employees: await get(`/employees?organization_id=${org}`),
    trash: await get(`/employees/trashed?organization_id=${org}`),
    employee: await get(`/employees/${w.employee.id}`),
    history: await get(`/employees/history?organization_id=${org}&per_page=100`),
    dashboard: await get(`/dashboard?organization_id=${org}`),
  };
}
