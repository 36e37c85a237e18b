import { afterEach, describe, expect, it } from 'vitest';
import { onDynamoCommand } from '../src/core/db/client.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { PDF_BYTES, recruitmentFixture, uploadResume } from './recruitment-support.ts';
import { request, signUp, type TestUser } from './support.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** Runs `call` and returns how many DynamoDB requests of each kind it made. */
async function countRequests(call: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  stop = onDynamoCommand((name) => {
    counts[name] = (counts[name] ?? 0) + 1;
  });
  await call();
  stop();
  return counts;
}

async function seed(user: TestUser) {
  const fixture = await recruitmentFixture(user);
  for (let index = 0; index < 12; index++) {
    const resume = index % 3 === 0 ? await uploadResume(user, fixture.organization.id, PDF_BYTES) : undefined;
    await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: {
        organization_id: fixture.organization.id,
        first_name: `Person${index}`,
        last_name: 'Budget',
        email: `p${index}@example.test`,
        job_opening_id: fixture.job.id,
        status: index % 2 ? 'interview' : 'applied',
        ...(resume ? { resume_upload_id: resume } : {}),
      },
    });
  }
  return fixture;
}

describe('DynamoDB requests per list request', () => {
  it('job openings and applicants lists: two requests per page, authentication included: one Query and one BatchGet', async () => {
    const user = await signUp();
    const { organization, job } = await seed(user);
    const base = `/recruitment/applicants?organization_id=${organization.id}`;
    const cases = [
      `/recruitment/job-openings?organization_id=${organization.id}`,
      base,
      `${base}&status=interview`,
      `${base}&job_opening_id=${job.id}&search=person1`,
    ];
    for (const path of cases) {
      let status = 0;
      const counts = await countRequests(async () => {
        status = (await request('GET', path, { token: user.token })).status;
      });
      expect(status).toBe(200);
      // The session and membership checks share the BatchGet of the page's records.
      expect(counts, path).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
    }
  });

  it('employee list, search, filters and trash: two requests, authentication included', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const manager = await createEmployee(user, fixture, { first_name: 'Boss', status: 'Active' });
    for (let index = 0; index < 8; index++) {
      await createEmployee(user, fixture, { first_name: `Worker${index}`, reporting_manager_id: manager.id });
    }
    const trashed = await createEmployee(user, fixture, { first_name: 'Gone' });
    await request('DELETE', `/employees/${trashed.id}`, { token: user.token });
    const base = `?organization_id=${fixture.organization.id}`;
    for (const path of [
      `/employees${base}`,
      `/employees${base}&search=worker1`,
      `/employees${base}&department_id=${fixture.sales.id}&status=On%20Probation&per_page=3`,
      `/employees/trashed${base}`,
    ]) {
      let status = 0;
      const counts = await countRequests(async () => {
        status = (await request('GET', path, { token: user.token })).status;
      });
      expect(status).toBe(200);
      // Session, membership and the directory shards in one BatchGet; the structure Query beside it.
      expect(counts, path).toEqual({ QueryCommand: 1, BatchGetItemCommand: 1 });
    }
  });
});
