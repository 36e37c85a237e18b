import { describe, expect, it } from 'vitest';
import {
  api,
  employees,
  errorLogs,
  expectUnavailable,
  get,
  measured,
  org,
  unhandledErrors,
  useFaultProxy,
  whileDown,
} from './faults-support.ts';

/**
 * DynamoDB unavailable: reads, writes and sign-in answer 503 with no internals, and the API
 * recovers by itself (the proxy in front of DynamoDB: faults-support.ts). Writes in flight when
 * DynamoDB goes away, and dropped connections: faults-in-flight.int.test.ts.
 */

useFaultProxy();

describe('DynamoDB unavailable', () => {
  it('answers reads, writes and sign-in with 503, Retry-After and no internals while DynamoDB is down', async () => {
    const { token, organizationId, employee, job } = org;
    const calls: [string, string, { token?: string; body?: unknown }][] = [
      ['GET', `/employees?organization_id=${organizationId}`, { token }],
      ['GET', `/employees/${employee.id}`, { token }],
      ['POST', '/employees', { token, body: employees.employeeBody(org.fixture) }],
      ['GET', `/dashboard?organization_id=${organizationId}`, { token }],
      ['GET', `/recruitment/job-openings?organization_id=${organizationId}`, { token }],
      ['GET', `/recruitment/job-openings/${job.id}`, { token }],
      ['POST', '/recruitment/job-openings', { token, body: { ...org.jobBody, title: 'Never Saved' } }],
      ['GET', '/me', { token }],
      ['POST', '/login', { body: { email: org.owner.email, password: org.owner.password } }],
    ];
    errorLogs.length = 0;
    const started = Date.now();
    const answers = await whileDown(() =>
      Promise.all(calls.map(([method, path, options]) => api.request(method, path, options))),
    );
    measured.push({ test: '503 while down', calls: calls.length, allAnsweredMs: Date.now() - started });
    answers.forEach((answer, index) => {
      expectUnavailable(answer, calls[index]?.slice(0, 2).join(' ') ?? '');
    });
    // Logged for operators as a dependency outage, never as an unhandled error.
    expect(errorLogs.some((line) => line.includes('dependency_unavailable'))).toBe(true);
    expect(unhandledErrors()).toEqual([]);
    const jobs = await get(`/recruitment/job-openings?organization_id=${organizationId}`);
    expect(jobs.data.map((opening: { title: string }) => opening.title)).not.toContain('Never Saved');
  });

  it('recovers by itself when DynamoDB is back: the same app answers 200 on the very next request', async () => {
    const { token, organizationId, employee } = org;
    await whileDown(async () => {
      expectUnavailable(await api.request('GET', `/employees/${employee.id}`, { token }), 'while down');
    });
    const started = Date.now();
    const detail = await api.request('GET', `/employees/${employee.id}`, { token });
    measured.push({ test: 'recovery', firstRequestAfterStartMs: Date.now() - started, status: detail.status });
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(employee.id);
    expect((await api.request('GET', `/dashboard?organization_id=${organizationId}`, { token })).status).toBe(200);
    const created = await api.request('POST', '/employees', { token, body: employees.employeeBody(org.fixture) });
    expect(created.status).toBe(201);
  });
});
