import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { buildStack } from '../../infra/test/build-stack.ts';
import { functionGrants, type Grants, type Need } from '../../infra/test/grants.ts';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { runAccrualPosting } from '../src/core/leave/accrual-worker.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { FUNCTIONS } from '../src/handlers/manifest.ts';
import { handler as purgeHandler } from '../src/handlers/purge.ts';
import { declarationOf } from './access-support.ts';
import { needsOf } from './aws-needs.ts';
import { commitAndRun, dryRun } from './import-support.ts';
import { runPendingTasks } from './pay-run-support.ts';
import { makeDue, readJob } from './purge-support.ts';
import { PDF_BYTES, uploadResume } from './recruitment-support.ts';
import { QUESTIONS, runLaunch } from './review-support.ts';
import { seedCustomRole } from './role-support.ts';
import { runPendingRosterNotifications } from './roster-publishing-support.ts';
import { CASES, registeredRoutes } from './route-cases.ts';
import { currentRequest, request, signUp } from './support.ts';
import { runPendingApprovals } from './timesheet-support.ts';
import { buildWorld } from './world.ts';

/**
 * DynamoDB Local and s3rver have no IAM: a write from a function with read-only grants works here
 * and fails in AWS. This test runs every route of the API (and the flows that cross tables) while
 * recording each AWS command, attributes it to the function API Gateway sends that route to
 * (handlers/manifest.ts), and checks that function's role in the synthesized CDK template allows
 * it: the action, on that table (or its indexes), bucket, key or secret.
 */

/**
 * The function API Gateway routes a request to, from the manifest's route keys; a worker's run names
 * it. As API Gateway does, the most specific route wins: one without a greedy `{proxy+}` first, then
 * the one with the longest literal path (`/organizations/{id}/public-holidays` over `/organizations/{proxy+}`).
 */
function functionFor(method: string, path: string): string {
  if (method === WORKER) return path;
  let best: { name: string; score: number } | undefined;
  for (const definition of FUNCTIONS) {
    for (const key of definition.routes) {
      const [routeMethod = '', routePath = ''] = key.split(' ');
      const pattern = new RegExp(`^${routePath.replace(/\{proxy\+\}/g, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if ((routeMethod === 'ANY' || routeMethod === method) && pattern.test(path.split('?')[0] ?? '')) {
        const score = (routePath.includes('{proxy+}') ? 0 : 10_000) + routePath.replace(/\{[^}]+\}/g, '').length;
        if (!best || score > best.score) best = { name: definition.name, score };
      }
    }
  }
  if (best) return best.name;
  throw new Error(`No function serves ${method} ${path}`);
}

/** Marks commands sent by a background worker's run (`currentRequest` with the worker's name as path). */
const WORKER = 'WORKER';

interface Checked extends Need {
  fn: string;
  route: string;
}

describe('each function stays inside its IAM grants', () => {
  it('sends only the AWS commands its role allows, on every route', { timeout: 180_000 }, async () => {
    const { stack, template } = buildStack();
    const grants = new Map<string, Grants>(FUNCTIONS.map((fn) => [fn.name, functionGrants(stack, template, fn.name)]));
    const checked: Checked[] = [];
    const stop = onAwsCommand((command) => {
      const current = currentRequest.getStore();
      if (!current) return undefined; // test setup outside the API
      const fn = functionFor(current.method, current.path);
      for (const need of needsOf(command)) checked.push({ ...need, fn, route: `${current.method} ${current.path}` });
      return undefined;
    });
    try {
      const world = await buildWorld('Grants');
      const token = world.owner.token;
      // The account's own routes.
      await request('GET', '/health');
      await request('GET', '/me', { token });
      await request('GET', '/sessions', { token });
      await request('POST', '/password', {
        token,
        body: { current_password: world.owner.password, new_password: 'New-Password-456' },
      });
      const login = await request('POST', '/login', {
        body: { email: world.owner.email, password: 'New-Password-456' },
      });
      const owner = login.body.data.token as string;
      // A hire becomes an employee: the employees function links the applicant in recruitment.
      const hired = await request('POST', '/employees', {
        token: owner,
        body: {
          ...world.employeeBody,
          employee_code: 'HIRE-1',
          personal_email: 'hire.grants@example.test',
          applicant_id: world.hire.id,
        },
      });
      expect(hired.status, JSON.stringify(hired.body)).toBe(201);
      // The reach checks' reads (the record and the directory, in one BatchGet) happen only for a
      // scope narrower than the organization: a lead over the world's manager's reports reads each
      // kind of record a route names (the GETs, a decline refused by validation, a preview).
      const lead = await signUp('Grants Lead');
      const reports = { view: 'reports', create: 'reports', approve: 'reports' } as const;
      const leadRole = await seedCustomRole(world.organization.id, 9, 'Grants lead', {
        employees: { view: 'reports' },
        leave: reports,
        attendance: reports,
        payroll: { view: 'reports' },
      });
      await membershipEntity()
        .create({
          organization_id: world.organization.id,
          user_id: lead.id,
          role: leadRole,
          employee_id: world.manager.id,
          created_at: new Date().toISOString(),
        })
        .go();
      const reached = registeredRoutes().filter((route) => CASES[route] && declarationOf(route)?.reach);
      for (const route of reached) {
        const [method = 'GET'] = route.split(' ');
        const call = CASES[route]?.(world);
        if (!call) continue;
        if (method === 'GET' || route.endsWith('/preview')) {
          await request(method, call.path, { token: lead.token, body: call.body });
        } else if (route.endsWith('/decline')) {
          const refused = await request(method, call.path, { token: lead.token, body: { comment: 5 } });
          expect(refused.status).toBe(422);
        }
      }
      // The accrual poster's run (a few employees: it scans every organization in the table).
      await currentRequest.run({ method: WORKER, path: 'accrual' }, () => runAccrualPosting(5));
      // The pay-run worker calculates the world's drafted run.
      await currentRequest.run({ method: WORKER, path: 'pay-run-worker' }, () =>
        runPendingTasks(world.organization.id, world.payRun.id),
      );
      // The timesheets worker approves a bulk approval's task: the world's timesheet, submitted.
      const sheet = world.timesheet;
      const submitted = await request('POST', `/timesheets/${sheet.timesheet_id}/submit`, {
        token: owner,
        body: { version: sheet.version },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const bulk = await request('POST', '/timesheets/bulk-approve', {
        token: owner,
        body: { organization_id: world.organization.id, ids: [sheet.timesheet_id] },
      });
      expect(bulk.body.data?.accepted, JSON.stringify(bulk.body)).toBe(1);
      await currentRequest.run({ method: WORKER, path: 'timesheets-worker' }, () =>
        runPendingApprovals(world.organization.id),
      );
      // The rostering worker sends a publication's notifications: the week of the world's draft shift.
      const published = await request('POST', '/rosters/publish', {
        token: owner,
        body: {
          organization_id: world.organization.id,
          department_id: world.department.id,
          from: '2026-11-09',
          to: '2026-11-15',
        },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(202);
      await currentRequest.run({ method: WORKER, path: 'rostering-worker' }, () =>
        runPendingRosterNotifications(world.organization.id),
      );
      // The performance worker writes a launched review cycle's forms (issue 29 §2).
      const cycle = await request('POST', '/performance/cycles', {
        token: owner,
        body: {
          organization_id: world.organization.id,
          name: 'Grants review',
          questions: QUESTIONS,
          stages: [{ stage: 'self', due_date: '2026-12-11' }],
          employee_ids: [world.employee.id],
        },
      });
      expect(cycle.status, JSON.stringify(cycle.body)).toBe(201);
      const launch = await request('POST', `/performance/cycles/${cycle.body.data.id}/launch`, { token: owner });
      expect(launch.status, JSON.stringify(launch.body)).toBe(202);
      await currentRequest.run({ method: WORKER, path: 'performance-worker' }, () =>
        runLaunch(world.organization.id, cycle.body.data.id),
      );
      // The imports worker commits an import's rows (issue 31 §1): one new employee.
      const importing = await dryRun(
        { ...world.owner, token: owner },
        world.organization.id,
        'Employee Code,First Name,Last Name\nGR-1,Grace,Grants',
        { 'Employee Code': 'employee_code', 'First Name': 'first_name', 'Last Name': 'last_name' },
      );
      expect(importing.status, JSON.stringify(importing.body)).toBe(201);
      await commitAndRun({ ...world.owner, token: owner }, importing.body.data.id, (work) =>
        currentRequest.run({ method: WORKER, path: 'imports-worker' }, work),
      );
      // Every organization route as the owner; deletes last, the organization itself at the very end.
      const routes = registeredRoutes().filter((route) => CASES[route]);
      const order = (route: string) =>
        route === 'DELETE /api/v1/organizations/:id' ? 2 : route.startsWith('DELETE') ? 1 : 0;
      for (const route of routes.sort((a, b) => order(a) - order(b))) {
        const [method = 'GET'] = route.split(' ');
        const call = CASES[route]?.(world);
        if (call) await request(method, call.path, { token: owner, body: call.body });
      }
      // Deleted last: restore it (the restore transaction), delete it again, and let it be purged.
      const org = world.organization.id;
      expect((await request('POST', `/organizations/${org}/restore`, { token: owner })).status).toBe(200);
      // An upload never linked (in quarantine): the purge deletes it from the bucket.
      await uploadResume({ ...world.owner, token: owner }, org, PDF_BYTES);
      expect((await request('DELETE', `/organizations/${org}`, { token: owner })).status).toBe(204);
      expect((await request('GET', '/organizations/deleted', { token: owner })).status).toBe(200);
      await makeDue(org);
      // The worker as AWS invokes it: the schedule's event, then stream records until the job is done.
      await currentRequest.run({ method: WORKER, path: 'purge' }, async () => {
        await purgeHandler({ source: 'aws.events' });
        for (let step = 0; (await readJob(org))?.status === 'purging'; step += 1) {
          if (step > 50) throw new Error('The purge did not finish');
          const job = await readJob(org);
          await purgeHandler({
            Records: [{ eventName: 'MODIFY', dynamodb: { NewImage: marshall(job) as never } }],
          });
        }
      });
      expect((await readJob(org))?.status).toBe('done');
      await request('POST', '/logout', { token: owner });
    } finally {
      stop();
    }
    const denied = checked.filter((need) => !grants.get(need.fn)?.allows(need.action, need.resource));
    expect(
      denied.map((need) => `${need.fn}: ${need.action} on ${JSON.stringify(need.resource)} (${need.route})`),
    ).toEqual([]);
    // The run reached every function, and writes as well as reads.
    for (const fn of FUNCTIONS)
      expect(
        checked.some((need) => need.fn === fn.name),
        fn.name,
      ).toBe(true);
    expect(
      checked.some(
        // Interviewers are members: recruitment reads the organizations table (memberships).
        (need) =>
          need.fn === 'recruitment' && need.resource.kind === 'table' && need.resource.table === 'organizations',
      ),
    ).toBe(true);
    expect(checked.some((need) => /Put|Update|Delete|TransactWrite/.test(need.action))).toBe(true);
    // The reach checks read a leave request and a correction with the directory, in one BatchGet each.
    for (const table of ['leave', 'attendance'])
      expect(
        checked.some(
          (need) =>
            need.fn === 'attendance' &&
            need.action === 'dynamodb:BatchGetItem' &&
            need.resource.kind === 'table' &&
            need.resource.table === table,
        ),
        table,
      ).toBe(true);
    // The worker purged: batch deletes in every table it empties, and the bucket's objects.
    for (const table of ['organizations', 'recruitment', 'employees'])
      expect(
        checked.some(
          (need) =>
            need.fn === 'purge' &&
            need.action === 'dynamodb:BatchWriteItem' &&
            need.resource.kind === 'table' &&
            need.resource.table === table,
        ),
        table,
      ).toBe(true);
    expect(checked.some((need) => need.fn === 'purge' && need.action === 's3:DeleteObject')).toBe(true);
    console.info(
      `grants: ${checked.length} AWS actions checked over ${new Set(checked.map((need) => need.route)).size} requests`,
    );
  });

  it('tells a read-only grant from a write (the check would catch a write from a read-only function)', () => {
    const { stack, template } = buildStack();
    const recruitment = functionGrants(stack, template, 'recruitment');
    expect(recruitment.allows('dynamodb:BatchGetItem', { kind: 'table', table: 'employees' })).toBe(true);
    expect(recruitment.allows('dynamodb:PutItem', { kind: 'table', table: 'employees' })).toBe(false);
    expect(recruitment.allows('dynamodb:PutItem', { kind: 'table', table: 'recruitment' })).toBe(true);
    expect(functionGrants(stack, template, 'auth').allows('kms:Decrypt', { kind: 'fieldKey' })).toBe(false);
    expect(functionGrants(stack, template, 'employees').allows('kms:GenerateDataKey', { kind: 'fieldKey' })).toBe(true);
    expect(functionGrants(stack, template, 'auth').allows('s3:GetObject', { kind: 'bucket', object: true })).toBe(
      false,
    );
    // Presigned uploads and downloads are signed with the role: it must hold what they do.
    for (const fn of FUNCTIONS.filter((definition) => definition.usesResumeBucket)) {
      const granted = functionGrants(stack, template, fn.name);
      expect(granted.allows('s3:PutObject', { kind: 'bucket', object: true }), fn.name).toBe(true);
      expect(granted.allows('s3:GetObject', { kind: 'bucket', object: true }), fn.name).toBe(true);
    }
  });
});
