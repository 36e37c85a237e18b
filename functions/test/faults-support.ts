import { afterAll, beforeAll, expect, vi } from 'vitest';
import { resetConfig } from '../src/core/config.ts';
import { resetDynamo } from '../src/core/db/client.ts';
import { FaultProxy } from './fault-proxy.ts';

/**
 * DynamoDB going away under the API, for faults.int.test.ts and faults-in-flight.int.test.ts. The
 * run's one DynamoDB Local stays up for the other test files: useFaultProxy() puts a TCP proxy in
 * front of it, points the API at the proxy, and the tests play the outage there (see
 * fault-proxy.ts). State is inspected through the API only. The API's modules are loaded only once
 * the proxy is up, so this module imports none of them but their types.
 */

export type Support = typeof import('./support.ts');
export type EmployeeSupport = typeof import('./employee-support.ts');
export type Answer = Awaited<ReturnType<Support['request']>>;
export type Body = Record<string, unknown>;

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again.' };
/** Anything in an error answer that would tell a caller how the service is built. */
const INTERNALS = /ECONN|EPIPE|socket|127\.0\.0\.1|localhost|dynamo|electro|aws|stack|\bat\s|Error|\.ts\b|node:/i;
/** The request that commits a change with its side records. */
export const COMMITS = /TransactWriteItems/;

/**
 * Writes sent together reach the proxy in whatever time a busy machine takes; the waits below
 * are for a count of held connections, not for a moment, and only give up far past any load.
 */
export const HOLD_WAIT_MS = 30_000;

const realEndpoint = process.env.DYNAMODB_ENDPOINT as string;
export const proxy = new FaultProxy(new URL(realEndpoint));
export let api: Support;
export let employees: EmployeeSupport;
export const errorLogs: string[] = [];
/** Measurements, printed with FAULTS_VERBOSE=1. */
export const measured: Record<string, unknown>[] = [];

async function buildOrganization() {
  const owner = await api.signUp('Fault Owner');
  const fixture = await employees.employeeFixture(owner);
  const organizationId = fixture.organization.id;
  const token = owner.token;
  const employeeBody: Body = employees.employeeBody(fixture, { first_name: 'Steady' });
  const employee = await employees.createEmployee(owner, fixture, employeeBody);
  const jobBody: Body = {
    organization_id: organizationId,
    title: 'Steady Opening',
    department_id: fixture.sales.id,
    designation_id: fixture.salesRep.id,
    location: 'Sydney',
  };
  const job = (await api.request('POST', '/recruitment/job-openings', { token, body: jobBody })).body.data;
  const applicantBody: Body = {
    organization_id: organizationId,
    first_name: 'Steady',
    last_name: 'Applicant',
    email: 'steady.applicant@example.test',
    job_opening_id: job.id,
  };
  const applicant = (await api.request('POST', '/recruitment/applicants', { token, body: applicantBody })).body.data;
  return { owner, fixture, organizationId, token, employee, employeeBody, job, jobBody, applicant, applicantBody };
}

export let org: Awaited<ReturnType<typeof buildOrganization>>;

/** Stops the proxy for the duration of `run`, then starts it again whatever happened. */
export async function whileDown<T>(run: () => Promise<T>): Promise<T> {
  await proxy.stop();
  try {
    return await run();
  } finally {
    await proxy.start();
  }
}

export function expectUnavailable(answer: Answer, what: string) {
  expect(answer.status, what).toBe(503);
  expect(answer.body, what).toEqual(UNAVAILABLE);
  expect(answer.headers.get('retry-after'), what).toMatch(/^\d+$/);
  expect(answer.headers.get('content-type'), what).toContain('application/json');
  expect(JSON.stringify(answer.body).replace(UNAVAILABLE.message, ''), what).not.toMatch(INTERNALS);
}

export const unhandledErrors = () => errorLogs.filter((line) => line.includes('unhandled_error'));

export async function get(path: string) {
  const answer = await api.request('GET', path, { token: org.token });
  expect(answer.status, path).toBe(200);
  return answer.body.data;
}

export const directory = async () =>
  (await get(`/employees?organization_id=${org.organizationId}&per_page=100`)).data as Body[];
export const historyOf = async (employeeId: number) =>
  (await get(`/employees/${employeeId}/history?per_page=100`)).data as { event_type: string }[];

/** In the calling test file: the proxy in front of DynamoDB, the API on it, and one organization. */
export function useFaultProxy() {
  vi.setConfig({ testTimeout: 90_000 });
  beforeAll(async () => {
    await proxy.start();
    process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
    resetConfig();
    resetDynamo();
    // Loaded only now, afresh (test files share a worker's modules, vitest.config.ts): a module
    // may take its DynamoDB client when it is first imported.
    vi.resetModules();
    api = await import('./support.ts');
    employees = await import('./employee-support.ts');
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errorLogs.push(args.map(String).join(' '));
    });
    org = await buildOrganization();
  });

  afterAll(async () => {
    if (process.env.FAULTS_VERBOSE) console.info(JSON.stringify(measured, null, 1));
    vi.restoreAllMocks();
    await proxy.stop();
    process.env.DYNAMODB_ENDPOINT = realEndpoint;
    resetConfig();
    resetDynamo();
    // The next test file in this worker loads the API afresh, on the real endpoint.
    vi.resetModules();
  });
}
