import { NOT_LINKED_ATTENDANCE_MESSAGE } from '@wattle/shared/attendance-constants';
import { addDays, formatLongDate } from '@wattle/shared/calendar';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  at,
  board,
  type ClockWorld,
  clockStep,
  clockWorld,
  MONDAY,
  PAST_MONDAY,
  SATURDAY,
  sydney,
} from './attendance-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 16 §6: clock in and out from the web, breaks, a day's record per employee, and the
 * tracking board (in, on break, out, late, on leave, absent, not working) for any past day.
 */

let { world, rory, otto, manager, hr } = {} as ClockWorld;

beforeAll(async () => {
  ({ world, rory, otto, manager, hr } = await clockWorld());
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the clock', () => {
  it('clocks in on the organization day (Sydney) though UTC is still the day before, then breaks and out', async () => {
    // 08:58 in Sydney is 21:58 UTC the day before.
    const clockIn = sydney(MONDAY, '08:58');
    expect(clockIn.slice(0, 10)).not.toBe(MONDAY);
    await at(clockIn, rory);
    const first = await clockStep(world, rory, 'in', 'On site');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ date: MONDAY, state: 'in', start_time: '09:00' });
    expect(first.body.data.record).toMatchObject({ clock_in: clockIn, clock_out: null, worked_minutes: null });
    expect(first.body.data.record.notes).toEqual([{ at: clockIn, action: 'in', text: 'On site' }]);

    const twice = await clockStep(world, rory, 'in');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already clocked in today.');
    expect((await clockStep(world, rory, 'break_end')).body.message).toBe('You are not on a break.');

    await at(sydney(MONDAY, '12:00'), rory);
    expect((await clockStep(world, rory, 'break_start')).body.data.state).toBe('on_break');
    const again = await clockStep(world, rory, 'break_start');
    expect([again.status, again.body.message]).toEqual([409, 'You are already on a break.']);
    const outOnBreak = await clockStep(world, rory, 'out');
    expect([outOnBreak.status, outOnBreak.body.message]).toEqual([409, 'End your break before clocking out.']);

    await at(sydney(MONDAY, '12:30'), rory);
    expect((await clockStep(world, rory, 'break_end')).body.data.state).toBe('in');

    await at(sydney(MONDAY, '17:00'), rory);
    const out = await clockStep(world, rory, 'out', 'Left on time');
    expect(out.status).toBe(200);
    // 08:58 to 17:00 is 482 minutes, less the 30-minute break.
    expect(out.body.data.record).toMatchObject({ clock_out: sydney(MONDAY, '17:00'), worked_minutes: 452 });
    expect(out.body.data.record.breaks).toEqual([{ start: sydney(MONDAY, '12:00'), end: sydney(MONDAY, '12:30') }]);
    expect(out.body.data.record.notes.map((note: Json) => note.text)).toEqual(['On site', 'Left on time']);

    const outAgain = await clockStep(world, rory, 'out');
    expect([outAgain.status, outAgain.body.message]).toEqual([409, 'You have already clocked out today.']);
    expect((await clockStep(world, rory, 'in')).status).toBe(409);

    const me = await request('GET', `/attendance/me?organization_id=${world.organizationId}`, { token: rory.token });
    expect(me.body.data).toMatchObject({ date: MONDAY, state: 'out' });
    const records = await request(
      'GET',
      `/attendance/records?organization_id=${world.organizationId}&from=${MONDAY}&to=${MONDAY}`,
      { token: rory.token },
    );
    expect(records.body.data.map((day: Json) => [day.date, day.worked_minutes])).toEqual([[MONDAY, 452]]);
  });

  it('clocks out after midnight on the day the shift started', async () => {
    await at(sydney(SATURDAY, '22:00'), otto);
    expect((await clockStep(world, otto, 'in')).body.data.date).toBe(SATURDAY);
    // 02:00 on Sunday in Sydney.
    await at(new Date(Date.parse(sydney(SATURDAY, '22:00')) + 4 * 3_600_000).toISOString(), otto);
    const me = await request('GET', `/attendance/me?organization_id=${world.organizationId}`, { token: otto.token });
    expect(me.body.data).toMatchObject({ date: SATURDAY, state: 'in' });
    const refused = await clockStep(world, otto, 'in');
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `You are still clocked in since ${formatLongDate(SATURDAY)}: clock out first.`,
    ]);
    const out = await clockStep(world, otto, 'out');
    expect(out.body.data).toMatchObject({ date: SATURDAY, state: 'out' });
    expect(out.body.data.record.worked_minutes).toBe(240);
  });

  it('answers 404 with what to do for a member with no linked record, and refuses bad steps', async () => {
    const answer = await clockStep(world, hr, 'in');
    expect([answer.status, answer.body.message]).toEqual([404, NOT_LINKED_ATTENDANCE_MESSAGE]);
    const bad = await clockStep(world, rory, 'teleport');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.action).toEqual(['Choose clock in, clock out, start break or end break.']);
    // A manager clocks their own day too (attendance create over self): clocking out before
    // clocking in is refused as a step (409), not as a permission (403).
    expect((await clockStep(world, manager, 'out')).status).toBe(409);
  });
});

describe('the tracking board', () => {
  it('shows late, on leave, absent, out and not-in-yet against the work pattern, and counts each status', async () => {
    // The past Monday: Rory is 10 minutes late and never clocks out; Otto comes at 9:05, late for his 8:30.
    await at(sydney(PAST_MONDAY, '09:10'), rory, otto);
    expect((await clockStep(world, rory, 'in')).status).toBe(200);
    await at(sydney(PAST_MONDAY, '09:05'), otto);
    expect((await clockStep(world, otto, 'in')).status).toBe(200);
    await at(sydney(PAST_MONDAY, '17:05'), otto);
    expect((await clockStep(world, otto, 'out')).status).toBe(200);

    // Maya was on approved annual leave that Monday (asked for the week before).
    await at(sydney(PAST_MONDAY, '08:00'), world.owner, hr);
    const leave = await request('POST', '/leave/requests', {
      token: world.owner.token,
      body: {
        organization_id: world.organizationId,
        employee_id: world.people.Maya.id,
        leave_type_id: 1,
        start_date: PAST_MONDAY,
        end_date: PAST_MONDAY,
      },
    });
    expect(leave.status, JSON.stringify(leave.body)).toBe(201);
    const approved = await request('PATCH', `/leave/requests/${leave.body.data.request_id}/approve`, {
      token: hr.token,
      body: { version: leave.body.data.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // Later that week, HR looks back at the Monday.
    await at(sydney(MONDAY, '08:00'), hr, manager);
    const past = await board(world, hr, `&date=${PAST_MONDAY}`);
    const rows = Object.fromEntries(past.data.map((row: Json) => [row.first_name, row]));
    expect(rows.Rory).toMatchObject({ status: 'in', late: true, start_time: '09:00' });
    expect(rows.Otto).toMatchObject({ status: 'out', late: true, start_time: '08:30', worked_minutes: 480 });
    // Ivy does not work Mondays; Maya does, and was on leave.
    expect(rows.Ivy).toMatchObject({ status: 'not_working', late: false, clock_in: null, start_time: null });
    expect(rows.Maya).toMatchObject({ status: 'on_leave', leave: { label: 'Annual Leave', part_day_hours: null } });
    expect(past.counts).toMatchObject({ in: 1, out: 1, absent: 0, not_working: 1, late: 2, on_leave: 1 });
    const late = await board(world, hr, `&date=${PAST_MONDAY}&status=late`);
    expect(late.data.map((row: Json) => row.first_name)).toEqual(['Otto', 'Rory']);

    // Today at 8 am: a working day not yet begun is not absence (Rory's day was recorded above).
    const today = await board(world, hr);
    expect(today.date).toBe(MONDAY);
    expect(today.data.map((row: Json) => [row.first_name, row.status])).toEqual([
      ['Ivy', 'not_working'],
      ['Maya', 'not_in_yet'],
      ['Otto', 'not_in_yet'],
      ['Rory', 'out'],
    ]);
    const weekend = await board(world, hr, `&date=${SATURDAY}`);
    expect(Object.fromEntries(weekend.data.map((row: Json) => [row.first_name, row.status]))).toMatchObject({
      Ivy: 'absent',
      Maya: 'not_working',
      Otto: 'out',
    });
    const future = await request('GET', `/attendance/board?organization_id=${world.organizationId}&date=2099-01-01`, {
      token: hr.token,
    });
    expect(future.status).toBe(422);
  });

  it('does not count a full-day public holiday of the organization as a working day', async () => {
    const wednesday = addDays(PAST_MONDAY, 2);
    await at(sydney(MONDAY, '08:00'), hr);
    const added = await request('POST', `/organizations/${world.organizationId}/public-holidays`, {
      token: hr.token,
      body: { date: wednesday, name: 'Founders Day', states: 'all' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const day = await board(world, hr, `&date=${wednesday}`);
    expect(day.data.map((row: Json) => [row.first_name, row.status, row.holiday])).toEqual([
      ['Ivy', 'not_working', 'Founders Day'],
      ['Maya', 'not_working', 'Founders Day'],
      ['Otto', 'not_working', 'Founders Day'],
      ['Rory', 'not_working', 'Founders Day'],
    ]);
    expect(day.counts.absent).toBe(0);
  });

  it('shows a manager their reports only, and an employee their own row', async () => {
    await at(sydney(MONDAY, '08:00'), manager, otto);
    const mine = await board(world, manager, `&date=${PAST_MONDAY}`);
    expect(mine.data.map((row: Json) => row.first_name)).toEqual(['Ivy', 'Maya', 'Rory']);
    expect(mine.counts.out).toBe(0);
    const own = await board(world, otto, `&date=${PAST_MONDAY}`);
    expect(own.data.map((row: Json) => row.first_name)).toEqual(['Otto']);
    const others = await request(
      'GET',
      `/attendance/records?organization_id=${world.organizationId}&employee_id=${world.people.Otto.id}&from=${PAST_MONDAY}&to=${MONDAY}`,
      { token: manager.token },
    );
    expect(others.status).toBe(404);
    const report = await request(
      'GET',
      `/attendance/records?organization_id=${world.organizationId}&employee_id=${world.people.Rory.id}&from=${PAST_MONDAY}&to=${MONDAY}`,
      { token: manager.token },
    );
    expect(report.body.data.map((day: Json) => day.date)).toEqual([PAST_MONDAY, MONDAY]);
  });
});
