import { describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { createEmployee, employeeBody, employeeFixture } from './employee-support.ts';
import { request, signUp, type TestUser } from './support.ts';

async function dashboard(user: TestUser, organizationId: number) {
  const response = await request('GET', `/dashboard?organization_id=${organizationId}`, { token: user.token });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** The same figures recounted from the records: what the dashboard must always equal. */
async function recount(user: TestUser, organizationId: number) {
  const list = await request('GET', `/employees?organization_id=${organizationId}&per_page=100`, { token: user.token });
  const rows = list.body.data.data as { id: number; status: string; work_arrangement: string }[];
  const details = await Promise.all(
    rows.map(async (row) => (await request('GET', `/employees/${row.id}`, { token: user.token })).body.data),
  );
  const count = (predicate: (employee: Record<string, unknown>) => boolean) => details.filter(predicate).length;
  return {
    total_staff: details.length,
    onsite_staff: count((e) => e.work_arrangement === 'Onsite'),
    hybrid_staff: count((e) => e.work_arrangement === 'Hybrid'),
    remote_staff: count((e) => e.work_arrangement === 'Remote'),
    female: count((e) => e.gender === 'Female'),
    contract: count((e) => e.employment_type === 'Contract'),
  };
}

describe('dashboard', () => {
  it('keeps its figures right through create, edit, status change, trash, restore and delete', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const org = fixture.organization.id;
    expect(await dashboard(user, org)).toMatchObject({ total_staff: 0, newest_employees: [] });

    const a = await createEmployee(user, fixture, { first_name: 'Ann', work_arrangement: 'Remote', gender: 'Female' });
    const b = await createEmployee(user, fixture, { first_name: 'Ben', gender: 'Male', employment_type: 'Contract' });
    const c = await createEmployee(user, fixture, {
      first_name: 'Cat',
      work_arrangement: 'Hybrid',
      status: 'On Leave',
    });
    const check = async () => {
      const figures = await dashboard(user, org);
      const expected = await recount(user, org);
      expect({
        total_staff: figures.total_staff,
        onsite_staff: figures.onsite_staff,
        hybrid_staff: figures.hybrid_staff,
        remote_staff: figures.remote_staff,
        female: figures.by_gender.Female,
        contract: figures.by_employment_type.Contract,
      }).toEqual(expected);
      return figures;
    };
    const first = await check();
    // On Leave counts approved leave today, not the status (attendance-dashboard test).
    expect(first).toMatchObject({ total_staff: 3, remote_staff: 1, hybrid_staff: 1, onsite_staff: 1, on_leave: 0 });
    expect(first.newest_employees.map((e: { first_name: string }) => e.first_name)).toEqual(['Cat', 'Ben', 'Ann']);

    await request('PATCH', `/employees/${b.id}/status`, { token: user.token, body: { status: 'On Leave' } });
    await check();
    const current = (await request('GET', `/employees/${a.id}`, { token: user.token })).body.data;
    await request('PUT', `/employees/${a.id}`, {
      token: user.token,
      body: { ...employeeBody(fixture), ...current, work_arrangement: 'Onsite', employment_type: 'Contract' },
    });
    await check();
    await request('DELETE', `/employees/${c.id}`, { token: user.token });
    expect((await check()).total_staff).toBe(2);
    await request('PATCH', `/employees/${c.id}/restore`, { token: user.token });
    expect((await check()).total_staff).toBe(3);
    await request('DELETE', `/employees/${c.id}`, { token: user.token });
    await request('DELETE', `/employees/${c.id}/force`, { token: user.token });
    const last = await check();
    expect(last.total_staff).toBe(2);
    expect(last.newest_employees.map((e: { first_name: string }) => e.first_name)).toEqual(['Ben', 'Ann']);
  });

  it('reads in a constant number of DynamoDB requests', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const counts: number[] = [];
    for (const size of [1, 12]) {
      for (let index = 0; index < size; index++) await createEmployee(user, fixture);
      let requests = 0;
      const stop = onAwsCommand(() => {
        requests++;
        return undefined;
      });
      await dashboard(user, fixture.organization.id);
      stop();
      counts.push(requests);
    }
    expect(counts[0]).toBe(counts[1]);
    // Authorization (session, membership), then the directory shards, today's approved leave (one
    // Query of the leave calendar's month) and today's clock records (one Query), together.
    expect(counts[0]).toBe(4);
  });

  it("answers 404 for another organization's dashboard", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const fixture = await employeeFixture(owner);
    const response = await request('GET', `/dashboard?organization_id=${fixture.organization.id}`, {
      token: stranger.token,
    });
    expect(response.status).toBe(404);
  });
});
