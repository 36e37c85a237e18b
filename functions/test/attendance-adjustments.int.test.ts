import { addDays } from '@wattle/shared/calendar';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { at, type ClockWorld, clockStep, clockWorld, MONDAY, PAST_MONDAY, sydney } from './attendance-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 16 §6: an employee asks to correct a day; their manager (or HR) approves or declines with a
 * comment. Approval writes the day and keeps its times before → after in the audit log, in one
 * transaction; a decline changes nothing but the request.
 */

let { world, rory, otto, manager, hr } = {} as ClockWorld;

const ask = (user: TestUser, body: Record<string, unknown>) =>
  request('POST', '/attendance/adjustments', {
    token: user.token,
    body: { organization_id: world.organizationId, date: PAST_MONDAY, reason: 'Forgot to clock out.', ...body },
  });

const list = async (user: TestUser, query: string) => {
  const answer = await request('GET', `/attendance/adjustments?organization_id=${world.organizationId}&${query}`, {
    token: user.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data as Json[];
};

const dayOf = async (user: TestUser, employeeId: number) =>
  (
    await request(
      'GET',
      `/attendance/records?organization_id=${world.organizationId}&employee_id=${employeeId}&from=${PAST_MONDAY}&to=${PAST_MONDAY}`,
      { token: user.token },
    )
  ).body.data[0];

beforeAll(async () => {
  ({ world, rory, otto, manager, hr } = await clockWorld());
  // Rory clocked in at 9:10 on the past Monday and never clocked out; Otto worked 9 to 5.
  await at(sydney(PAST_MONDAY, '09:10'), rory, otto);
  await clockStep(world, rory, 'in');
  await at(sydney(PAST_MONDAY, '09:00'), otto);
  await clockStep(world, otto, 'in');
  await at(sydney(PAST_MONDAY, '17:00'), otto);
  await clockStep(world, otto, 'out');
  await at(sydney(MONDAY, '10:00'), rory, otto, manager, hr, world.owner);
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('corrections of a day', () => {
  it('refuses impossible times with the field’s message', async () => {
    await at(sydney(MONDAY, '10:00'), rory);
    const backwards = await ask(rory, { clock_in: '17:00', clock_out: '09:00' });
    expect([backwards.status, backwards.body.errors.clock_out]).toEqual([422, ['Clock-out must be after clock-in.']]);
    const outside = await ask(rory, {
      clock_in: '09:00',
      clock_out: '17:00',
      breaks: [{ start: '08:00', end: '08:30' }],
    });
    expect(outside.body.errors.breaks).toEqual(['Breaks must fall between clock-in and clock-out.']);
    const future = await ask(rory, { date: MONDAY, clock_in: '09:00', clock_out: '17:00' });
    expect([future.status, future.body.errors.clock_out]).toEqual([422, ['The clock-out cannot be in the future.']]);
    const noReason = await ask(rory, { clock_in: '09:00', clock_out: '17:00', reason: ' ' });
    expect(noReason.body.errors.reason).toEqual(['Give a reason for the correction.']);
    // An employee asks only for their own days.
    const other = await ask(rory, { employee_id: world.people.Otto.id, clock_in: '09:00', clock_out: '17:00' });
    expect(other.status).toBe(404);
  });

  it('is approved by the manager: the day takes the times and the audit log keeps before → after', async () => {
    await at(sydney(MONDAY, '10:00'), rory, manager, otto, world.owner);
    const asked = await ask(rory, {
      clock_in: '09:00',
      clock_out: '17:30',
      breaks: [{ start: '12:00', end: '12:30' }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({
      state: 'pending',
      employee_name: 'Rory Clock',
      before: { clock_in: '09:10', clock_out: null, breaks: [] },
      after: { clock_in: '09:00', clock_out: '17:30', breaks: [{ start: '12:00', end: '12:30' }] },
    });
    const id = asked.body.data.id;
    const twice = await ask(rory, { clock_in: '09:05', clock_out: '17:30' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'A correction of this day is already waiting for approval.',
    ]);
    expect((await list(rory, 'view=mine')).map((row) => row.id)).toEqual([id]);
    expect((await list(manager, 'view=to_approve')).map((row) => row.id)).toEqual([id]);
    // Otto is not Maya's report; an employee cannot decide corrections.
    expect(await list(otto, 'view=mine')).toEqual([]);
    const forbidden = await request('PATCH', `/attendance/adjustments/${id}/approve`, { token: rory.token, body: {} });
    expect(forbidden.status).toBe(403);
    const toApproveAsEmployee = await request(
      'GET',
      `/attendance/adjustments?organization_id=${world.organizationId}&view=to_approve`,
      { token: rory.token },
    );
    expect(toApproveAsEmployee.status).toBe(403);

    const approved = await request('PATCH', `/attendance/adjustments/${id}/approve`, {
      token: manager.token,
      body: { comment: 'Thanks for flagging it.' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      state: 'approved',
      decided_by: 'Attendance manager',
      comment: 'Thanks for flagging it.',
    });
    const day = await dayOf(rory, world.people.Rory.id);
    expect(day).toMatchObject({
      clock_in: sydney(PAST_MONDAY, '09:00'),
      clock_out: sydney(PAST_MONDAY, '17:30'),
      worked_minutes: 480,
    });
    const again = await request('PATCH', `/attendance/adjustments/${id}/approve`, { token: manager.token, body: {} });
    expect([again.status, again.body.message]).toEqual([409, 'This correction was already approved.']);

    const log = await request(
      'GET',
      `/organizations/${world.organizationId}/audit-log?record_type=attendance_day&record_id=${world.people.Rory.id}-${PAST_MONDAY}`,
      { token: world.owner.token },
    );
    const corrected = (log.body.data.data as Json[]).find((event) => event.summary.startsWith('Corrected'));
    expect(corrected?.changes).toEqual([
      { field: 'times', label: 'Times', before: '09:10–…', after: '09:00–17:30, breaks 12:00–12:30' },
    ]);
    expect(corrected?.actor_name).toBe('Attendance manager');
  });

  it('is not the manager’s to decide outside their reports', async () => {
    await at(sydney(MONDAY, '10:00'), otto, manager, hr);
    const asked = await ask(otto, { date: addDays(PAST_MONDAY, 1), clock_in: '08:30', clock_out: '17:00' });
    expect(asked.status).toBe(201);
    const outside = await request('PATCH', `/attendance/adjustments/${asked.body.data.id}/approve`, {
      token: manager.token,
      body: {},
    });
    expect(outside.status).toBe(404);
    expect((await list(manager, 'view=to_approve')).map((row) => row.employee_name)).not.toContain('Otto Clock');
    // HR sees every pending one.
    expect((await list(hr, 'view=to_approve')).map((row) => row.id)).toContain(asked.body.data.id);
  });

  it('is declined by HR with a comment, and the day stays as it was', async () => {
    await at(sydney(MONDAY, '10:00'), otto, hr);
    const before = await dayOf(otto, world.people.Otto.id);
    const asked = await ask(otto, { clock_in: '07:00', clock_out: '19:00' });
    const declined = await request('PATCH', `/attendance/adjustments/${asked.body.data.id}/decline`, {
      token: hr.token,
      body: { comment: 'The door log says 9 to 5.' },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data).toMatchObject({ state: 'declined', comment: 'The door log says 9 to 5.' });
    expect(await dayOf(otto, world.people.Otto.id)).toEqual(before);
    expect((await list(otto, 'view=mine&state=declined')).map((row) => row.id)).toEqual([asked.body.data.id]);
  });

  it('lets HR ask for a correction on behalf of someone with no record that day', async () => {
    await at(sydney(MONDAY, '10:00'), hr, manager);
    const asked = await ask(hr, { employee_id: world.people.Ivy.id, clock_in: '09:00', clock_out: '15:00' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data.before).toBeNull();
    const approved = await request('PATCH', `/attendance/adjustments/${asked.body.data.id}/approve`, {
      token: manager.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(await dayOf(manager, world.people.Ivy.id)).toMatchObject({ worked_minutes: 360, breaks: [] });
  });
});
