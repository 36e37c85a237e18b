import { findTargetHandler } from 'hono/utils/handler';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand, type SentCommand } from '../src/core/aws/command-log.ts';
import { ACCESS_MIDDLEWARE } from '../src/http/middleware/access.ts';
import { app, request } from './support.ts';
import { buildWorld, type World } from './world.ts';

type Case = (w: World) => { path: string; body?: unknown };

/**
 * Every route the API registers, called by a member of ANOTHER organization with this
 * organization's ids. A route without a case here fails the test, so a new route cannot be
 * forgotten. `null` marks routes that hold no organization data (the caller's own account).
 */
const CASES: Record<string, Case | null> = {
  'GET /api/v1/health': null,
  'POST /api/v1/login': null,
  'POST /api/v1/logout': null,
  'GET /api/v1/me': null,
  'GET /api/v1/sessions': null,
  'POST /api/v1/password': null,
  // Another user's session id: must answer 404 and end nothing.
  'DELETE /api/v1/sessions/:id': (w) => ({
    path: `/sessions/${JSON.parse(Buffer.from(w.owner.token.split('.')[1] as string, 'base64url').toString()).sid}`,
  }),
  'GET /api/v1/organizations': null,
  'POST /api/v1/organizations': null,
  'GET /api/v1/organizations/:id': (w) => ({ path: `/organizations/${w.organization.id}` }),
  'PUT /api/v1/organizations/:id': (w) => ({
    path: `/organizations/${w.organization.id}`,
    body: { name: 'Hijacked', contact_email: 'x@example.test' },
  }),
  'DELETE /api/v1/organizations/:id': (w) => ({ path: `/organizations/${w.organization.id}` }),
  'GET /api/v1/organizations/:id/departments': (w) => ({ path: `/organizations/${w.organization.id}/departments` }),
  'POST /api/v1/organizations/:id/departments': (w) => ({
    path: `/organizations/${w.organization.id}/departments`,
    body: { name: 'Injected' },
  }),
  'GET /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}` }),
  'PUT /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}`, body: { name: 'Hijacked' } }),
  'DELETE /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}` }),
  'GET /api/v1/departments/:id/designations': (w) => ({ path: `/departments/${w.department.id}/designations` }),
  'POST /api/v1/departments/:id/designations': (w) => ({
    path: `/departments/${w.department.id}/designations`,
    body: { title: 'Injected' },
  }),
  'GET /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}` }),
  'PUT /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}`, body: { title: 'Hijacked' } }),
  'DELETE /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}` }),
  'GET /api/v1/recruitment/job-openings': (w) => ({
    path: `/recruitment/job-openings?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/job-openings': (w) => ({
    path: '/recruitment/job-openings',
    body: {
      organization_id: w.organization.id,
      title: 'Injected',
      department_id: w.department.id,
      designation_id: w.designation.id,
      location: 'x',
    },
  }),
  'GET /api/v1/recruitment/job-openings/:id': (w) => ({ path: `/recruitment/job-openings/${w.job.id}` }),
  'PUT /api/v1/recruitment/job-openings/:id': (w) => ({
    path: `/recruitment/job-openings/${w.job.id}`,
    body: {
      organization_id: w.organization.id,
      title: 'Hijacked',
      department_id: w.department.id,
      designation_id: w.designation.id,
      location: 'x',
    },
  }),
  'DELETE /api/v1/recruitment/job-openings/:id': (w) => ({ path: `/recruitment/job-openings/${w.job.id}` }),
  'GET /api/v1/recruitment/applicants': (w) => ({
    path: `/recruitment/applicants?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/applicants': (w) => ({ path: '/recruitment/applicants', body: w.applicantBody }),
  'GET /api/v1/recruitment/applicants/:id': (w) => ({ path: `/recruitment/applicants/${w.applicant.id}` }),
  'PUT /api/v1/recruitment/applicants/:id': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}`,
    body: w.applicantBody,
  }),
  'DELETE /api/v1/recruitment/applicants/:id': (w) => ({ path: `/recruitment/applicants/${w.applicant.id}` }),
  'PATCH /api/v1/recruitment/applicants/:id/status': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}/status`,
    body: { status: 'hired' },
  }),
  'GET /api/v1/recruitment/applicants/:id/resume/download': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}/resume/download`,
  }),
  'POST /api/v1/recruitment/resume-uploads': (w) => ({
    path: '/recruitment/resume-uploads',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      resume: { file_name: 'a.pdf', size: 10 },
    },
  }),
  'GET /api/v1/recruitment/interviews': (w) => ({
    path: `/recruitment/interviews?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/interviews': (w) => ({
    path: '/recruitment/interviews',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      starts_at: '2026-12-11T10:00',
      interview_type: 'Phone',
      interviewer_ids: [w.manager.id],
    },
  }),
  'GET /api/v1/recruitment/interviews/:id': (w) => ({ path: `/recruitment/interviews/${w.interview.id}` }),
  'PUT /api/v1/recruitment/interviews/:id': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}`,
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      starts_at: '2026-12-11T10:00',
      interview_type: 'Phone',
      interviewer_ids: [w.manager.id],
    },
  }),
  'PATCH /api/v1/recruitment/interviews/:id/cancel': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/cancel`,
  }),
  'PUT /api/v1/recruitment/interviews/:id/feedback': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/feedback`,
    body: { interviewer_id: w.manager.id, score: 1 },
  }),
  'GET /api/v1/recruitment/interviews/:id/invite': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/invite`,
  }),
  'GET /api/v1/recruitment/offers': (w) => ({ path: `/recruitment/offers?organization_id=${w.organization.id}` }),
  'POST /api/v1/recruitment/offers': (w) => ({
    path: '/recruitment/offers',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      salary: 1,
      start_date: '2027-01-01',
      expiration_date: '2027-01-01',
    },
  }),
  'GET /api/v1/recruitment/offers/:id': (w) => ({ path: `/recruitment/offers/${w.offer.id}` }),
  'PATCH /api/v1/recruitment/offers/:id/status': (w) => ({
    path: `/recruitment/offers/${w.offer.id}/status`,
    body: { status: 'Withdrawn' },
  }),
  'GET /api/v1/recruitment/candidates': (w) => ({
    path: `/recruitment/candidates?organization_id=${w.organization.id}&job_opening_id=${w.job.id}`,
  }),
  'GET /api/v1/recruitment/onboarding/templates': (w) => ({
    path: `/recruitment/onboarding/templates?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/onboarding/templates': (w) => ({
    path: '/recruitment/onboarding/templates',
    body: { organization_id: w.organization.id, name: 'Injected', tasks: [{ name: 'x', due_offset_days: 0 }] },
  }),
  'GET /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
  }),
  'PUT /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
    body: { organization_id: w.organization.id, name: 'Hijacked', tasks: [{ name: 'x', due_offset_days: 0 }] },
  }),
  'DELETE /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
  }),
  'GET /api/v1/recruitment/onboarding/hires': (w) => ({
    path: `/recruitment/onboarding/hires?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/onboarding/hires/:applicantId/plan': (w) => ({
    path: `/recruitment/onboarding/hires/${w.hire.id}/plan`,
    body: { template_id: w.template.id },
  }),
  'PATCH /api/v1/recruitment/onboarding/hires/:applicantId/tasks/:taskId': (w) => ({
    path: `/recruitment/onboarding/hires/${w.hire.id}/tasks/1`,
    body: { status: 'completed' },
  }),
  'GET /api/v1/employees': (w) => ({ path: `/employees?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/trashed': (w) => ({ path: `/employees/trashed?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/options': (w) => ({ path: `/employees/options?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/history': (w) => ({ path: `/employees/history?organization_id=${w.organization.id}` }),
  'POST /api/v1/employees': (w) => ({ path: '/employees', body: w.employeeBody }),
  'GET /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PUT /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}`, body: w.employeeBody }),
  'DELETE /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PATCH /api/v1/employees/:id/restore': (w) => ({ path: `/employees/${w.trashed.id}/restore` }),
  'DELETE /api/v1/employees/:id/force': (w) => ({ path: `/employees/${w.trashed.id}/force` }),
  'PATCH /api/v1/employees/:id/status': (w) => ({
    path: `/employees/${w.employee.id}/status`,
    body: { status: 'Terminated' },
  }),
  'PATCH /api/v1/employees/:id/manager': (w) => ({
    path: `/employees/${w.employee.id}/manager`,
    body: { reporting_manager_id: null },
  }),
  'GET /api/v1/employees/:id/history': (w) => ({ path: `/employees/${w.employee.id}/history` }),
  'POST /api/v1/employees/:id/payroll/reveal': (w) => ({ path: `/employees/${w.employee.id}/payroll/reveal` }),
  'GET /api/v1/dashboard': (w) => ({ path: `/dashboard?organization_id=${w.organization.id}` }),
};

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

/** The API's routes as Hono registered them (middleware excluded), `METHOD /path`. */
function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue; // middleware
    routes.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...routes].sort();
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
    const open = ['GET /api/v1/health', 'POST /api/v1/login'];
    const undeclared = registeredRoutes().filter((route) => {
      if (open.includes(route)) return false;
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
    const routes = registeredRoutes().filter((route) => !['GET /api/v1/health', 'POST /api/v1/login'].includes(route));
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
