import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { at, attendanceWorld, clockStep, MONDAY, member, sydney } from './attendance-support.ts';
import { createEmployee } from './employee-support.ts';
import { request } from './support.ts';

/** Issue 16 §6: the dashboard's On Leave and its staff counts come from leave and attendance. */

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard from leave and attendance', () => {
  it('counts On Leave from approved leave today and who clocked in today', async () => {
    const world = await attendanceWorld();
    const rory = await member(world, 'employee', world.people.Rory.id);
    const otto = await member(world, 'employee', world.people.Otto.id);
    const hr = await member(world, 'hr_manager');
    await at(sydney(MONDAY, '08:40'), rory, otto, hr, world.owner);
    const figures = async () =>
      (await request('GET', `/dashboard?organization_id=${world.organizationId}`, { token: world.owner.token })).body
        .data;
    expect(await figures()).toMatchObject({ today: MONDAY, total_staff: 4, on_leave: 0, clocked_in_today: 0 });

    expect((await clockStep(world, rory, 'in')).status).toBe(200);
    expect((await clockStep(world, otto, 'in')).status).toBe(200);
    // Maya's approved leave today counts; Rory's pending request for today does not.
    const ask = (employeeId: number) =>
      request('POST', '/leave/requests', {
        token: world.owner.token,
        body: {
          organization_id: world.organizationId,
          employee_id: employeeId,
          leave_type_id: 1,
          start_date: MONDAY,
          end_date: MONDAY,
        },
      });
    const maya = await ask(world.people.Maya.id);
    expect(maya.status, JSON.stringify(maya.body)).toBe(201);
    const approved = await request('PATCH', `/leave/requests/${maya.body.data.request_id}/approve`, {
      token: hr.token,
      body: { version: maya.body.data.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await ask(world.people.Rory.id)).status).toBe(201);
    expect(await figures()).toMatchObject({ on_leave: 1, clocked_in_today: 2, by_status: { 'On Leave': 0 } });
  });

  it('reads the board and the dashboard in as many requests for 9 employees as for 4', async () => {
    const world = await attendanceWorld();
    const count = async (path: string) => {
      let requests = 0;
      const stop = onAwsCommand(() => {
        requests++;
        return undefined;
      });
      const answer = await request('GET', path, { token: world.owner.token });
      stop();
      expect(answer.status).toBe(200);
      return requests;
    };
    const board = `/attendance/board?organization_id=${world.organizationId}`;
    const dashboard = `/dashboard?organization_id=${world.organizationId}`;
    const small = [await count(board), await count(dashboard)];
    for (let index = 0; index < 5; index++)
      await createEmployee(world.owner, world.fixture, { first_name: `Extra${index}` });
    expect([await count(board), await count(dashboard)]).toEqual(small);
    // Authorization, then the directory, the day's records, the work patterns, the day's leave and
    // the organization's public holiday corrections.
    expect(small[0]).toBe(6);
  });
});
