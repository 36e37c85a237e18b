import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@wattle/shared/calendar';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { at, board, clockStep, MONDAY, member, sydney } from './attendance-support.ts';
import { createdShift, shiftBody } from './roster-support.ts';
import { type Json, request, type TestUser } from './support.ts';
import { clockRecord, createdTimesheet, type TimesheetWorld, timesheetWorld, WEEK } from './timesheet-support.ts';

/**
 * Issue 28 §2 (and issue 27 §2): published shifts prefill the timesheets, and a clock-in against a
 * shift marks a late or early arrival (and the clock-out an early leave or a late finish).
 */

let world: TimesheetWorld;
let org: number;
let department: number;

const place = () => ({ organization_id: org, department_id: department });
const shift = (employeeId: number, date: string, start_time: string, end_time: string, break_minutes = 30) =>
  createdShift(world.owner, shiftBody(place(), employeeId, date, start_time, end_time, break_minutes));

const publish = async (from: string, to: string) => {
  const answer = await request('POST', '/rosters/publish', {
    token: world.owner.token,
    body: { organization_id: org, department_id: department, from, to },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
};

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  department = world.fixture.sales.id;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('published shifts prefill a new timesheet', () => {
  it('fills the days without a clock record from published shifts, never drafts; a clock record wins', async () => {
    const { Otto, Ivy } = world.people;
    // Otto: Monday clocked and rostered (the clock wins), Tuesday and Wednesday rostered and
    // published (Wednesday overnight), Thursday a draft added after publishing (never prefills).
    await clockRecord(org, Otto.id, WEEK, '08:30', '17:00', [['12:00', '12:30']]);
    await shift(Otto.id, WEEK, '10:00', '18:00');
    await shift(Otto.id, addDays(WEEK, 1), '07:00', '15:30');
    await shift(Otto.id, addDays(WEEK, 2), '22:00', '06:00', 0);
    // Ivy's published shift must not leak into Otto's timesheet.
    await shift(Ivy.id, addDays(WEEK, 1), '09:00', '17:00');
    await publish(WEEK, addDays(WEEK, 6));
    await shift(Otto.id, addDays(WEEK, 3), '09:00', '17:00');

    const sheet = await createdTimesheet(world.owner, org, Otto.id);
    const byDate = (date: string) => sheet.days.find((day: Json) => day.date === date);
    expect(byDate(WEEK)).toMatchObject({
      source: 'clock',
      entries: [{ start_time: '08:30', end_time: '17:00', break_minutes: 30, notes: null }],
    });
    expect(byDate(addDays(WEEK, 1))).toEqual({
      date: addDays(WEEK, 1),
      source: 'roster',
      worked_minutes: 480,
      clock_shift: null,
      entries: [{ start_time: '07:00', end_time: '15:30', break_minutes: 30, notes: null }],
    });
    expect(byDate(addDays(WEEK, 2))).toMatchObject({
      source: 'roster',
      worked_minutes: 480,
      entries: [{ start_time: '22:00', end_time: '06:00', break_minutes: 0, notes: null }],
    });
    // The draft shift of Thursday prefilled nothing.
    expect(byDate(addDays(WEEK, 3))).toMatchObject({ source: 'manual', entries: [] });
    expect(sheet.worked_minutes).toBe(480 + 480 + 480);

    const audit = await request('GET', `/organizations/${org}/audit-log?module=timesheets`, {
      token: world.owner.token,
    });
    expect(JSON.stringify(audit.body)).toContain('(1 day from clock records, 2 days from the roster)');
  });
});

describe('a clock-in against a published shift', () => {
  let rory: TestUser;

  beforeAll(async () => {
    rory = world.rory;
  });

  it('records the shift and the minutes late, and at clock-out the early leave; the board shows it', async () => {
    const { Rory } = world.people;
    const rostered = await shift(Rory.id, MONDAY, '10:00', '16:00');
    // The day before's published overnight shift is over by then: it does not match.
    await shift(Rory.id, addDays(MONDAY, -1), '22:00', '02:00', 0);
    await publish(addDays(MONDAY, -1), MONDAY);

    await at(sydney(MONDAY, '10:20'), rory, world.hr);
    // Before the clock-in, the caller's day names the shift it would be against.
    const me = await request('GET', `/attendance/me?organization_id=${org}`, { token: rory.token });
    expect(me.body.data).toMatchObject({
      state: 'not_clocked_in',
      next_shift: { shift_id: rostered.id, date: MONDAY, start_time: '10:00', end_time: '16:00' },
    });
    const clockedIn = await clockStep(world, rory, 'in');
    expect(clockedIn.status, JSON.stringify(clockedIn.body)).toBe(200);
    expect(clockedIn.body.data.record.shift).toEqual({
      shift_id: rostered.id,
      date: MONDAY,
      start_time: '10:00',
      end_time: '16:00',
      arrival_minutes: 20,
      departure_minutes: null,
    });

    await at(sydney(MONDAY, '15:45'), rory, world.hr);
    const out = await clockStep(world, rory, 'out');
    expect(out.body.data.record.shift).toMatchObject({ arrival_minutes: 20, departure_minutes: -15 });

    const records = await request('GET', `/attendance/records?organization_id=${org}&from=${MONDAY}&to=${MONDAY}`, {
      token: rory.token,
    });
    expect(records.body.data[0].shift).toMatchObject({ shift_id: rostered.id, arrival_minutes: 20 });

    const day = await board(world, world.hr, `&date=${MONDAY}`);
    const row = day.data.find((entry: Json) => entry.employee_id === Rory.id);
    // Late against the shift's 10:00, though the work pattern starts at 9:00 (late either way).
    // A correction of the day (approved by HR) is read against the same shift.
    await at(sydney(MONDAY, '15:50'), rory, world.hr);
    const asked = await request('POST', '/attendance/adjustments', {
      token: rory.token,
      body: {
        organization_id: org,
        date: MONDAY,
        clock_in: '10:02',
        clock_out: '15:45',
        reason: 'Was on the floor at 10.',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await request('PATCH', `/attendance/adjustments/${asked.body.data.id}/approve`, {
      token: world.hr.token,
      body: {},
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const corrected = await request('GET', `/attendance/records?organization_id=${org}&from=${MONDAY}&to=${MONDAY}`, {
      token: rory.token,
    });
    expect(corrected.body.data[0].shift).toMatchObject({
      shift_id: rostered.id,
      arrival_minutes: 2,
      departure_minutes: -15,
    });

    // Rory's timesheet of that week: the clocked day (as corrected) carries the shift, late and early.
    const sheet = await createdTimesheet(world.hr, org, Rory.id, MONDAY);
    expect(sheet.days[0]).toMatchObject({
      source: 'clock',
      entries: [{ start_time: '10:02', end_time: '15:45', break_minutes: 0 }],
      clock_shift: {
        shift_id: rostered.id,
        start_time: '10:00',
        end_time: '16:00',
        arrival_minutes: 2,
        departure_minutes: -15,
      },
    });
    expect(row).toMatchObject({
      late: true,
      shift: { shift_id: rostered.id, arrival_minutes: 20, departure_minutes: -15 },
    });
  });

  it('matches the day before’s overnight shift after midnight, and never a draft shift', async () => {
    const { Otto, Ivy } = world.people;
    const otto = await member(world, 'employee', Otto.id);
    const night = await shift(Otto.id, addDays(MONDAY, 1), '22:00', '06:00', 0);
    await publish(addDays(MONDAY, 1), addDays(MONDAY, 1));
    // Ivy's shift stays a draft: her clock-in is against nothing.
    await shift(Ivy.id, addDays(MONDAY, 2), '09:00', '17:00');

    // 00:03 on Wednesday: the shift began 22:00 Tuesday; a clock-in after midnight is late by 123 minutes.
    await at(sydney(addDays(MONDAY, 2), '00:03'), otto, world.ivy);
    const late = await clockStep(world, otto, 'in');
    expect(late.body.data.record.shift).toMatchObject({
      shift_id: night.id,
      date: addDays(MONDAY, 1),
      arrival_minutes: 123,
    });

    await at(sydney(addDays(MONDAY, 2), '09:04'), world.ivy);
    const ivy = await clockStep(world, world.ivy, 'in');
    expect(ivy.status).toBe(200);
    expect(ivy.body.data.record.shift).toBeNull();
  });
});

describe('two shifts for one person written at the same instant', () => {
  const body = (employeeId: number, date: string, start_time: string, end_time: string) =>
    shiftBody(place(), employeeId, date, start_time, end_time, 0);
  /** The employee's day guards, as stored. */
  const guards = async (employeeId: number) => {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().rostering,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :guard)',
        ExpressionAttributeValues: {
          ':pk': `org#${org}`,
          ':guard': `dayguard#${String(employeeId).padStart(12, '0')}#`,
        },
        ConsistentRead: true,
      }),
    );
    return Object.fromEntries((answer.Items ?? []).map((item) => [item.date, item.intervals]));
  };

  it('lets one through: the other loses on the day guard (409) or sees the first (422)', async () => {
    const { Maya } = world.people;
    const date = '2026-11-23';
    const answers = await Promise.all(
      [
        body(Maya.id, date, '09:00', '17:00'),
        body(Maya.id, date, '12:00', '20:00'),
        // Each overlaps the other two: only one can stand.
        body(Maya.id, date, '10:00', '14:00'),
      ].map((shift) => request('POST', '/shifts', { token: world.owner.token, body: shift })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect([409, 422]).toContain(answer.status);
      if (answer.status === 409)
        expect(answer.body.message).toBe(
          'This person’s shifts on that day changed at the same moment (another tab or person): reload and try again.',
        );
    }
    const roster = await request(
      'GET',
      `/rosters?organization_id=${org}&department_id=${department}&from=${date}&to=${date}`,
      { token: world.owner.token },
    );
    const hers = roster.body.data.shifts.filter((one: Json) => one.employee_id === Maya.id);
    expect(hers).toHaveLength(1);
    expect((await guards(Maya.id))[date]).toEqual([
      { shift_id: hers[0].id, start_time: hers[0].start_time, end_time: hers[0].end_time },
    ]);
  });

  it('writes a week of one person’s shifts sent at once (a copied week): each is checked again, none lost', async () => {
    const { Maya } = world.people;
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    const answers = await Promise.all(
      days.map((date) =>
        request('POST', '/shifts', { token: world.owner.token, body: body(Maya.id, date, '09:00', '17:00') }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([201, 201, 201, 201, 201]);
    const held = await guards(Maya.id);
    for (const date of days) expect(held[date], date).toHaveLength(1);
  });

  it('keeps the day guards with the shifts through a move and a delete', async () => {
    const { Maya } = world.people;
    const first = await shift(Maya.id, '2026-11-25', '09:00', '13:00');
    const second = await shift(Maya.id, '2026-11-25', '14:00', '18:00');
    expect((await guards(Maya.id))['2026-11-25']).toEqual([
      { shift_id: first.id, start_time: '09:00', end_time: '13:00' },
      { shift_id: second.id, start_time: '14:00', end_time: '18:00' },
    ]);
    const moved = await request('PUT', `/shifts/${second.id}`, {
      token: world.owner.token,
      body: { ...body(Maya.id, '2026-11-26', '22:00', '06:00'), version: second.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The overnight shift now reaches into the 27th: a shift there overlapping it is refused.
    const into = await request('POST', '/shifts', {
      token: world.owner.token,
      body: body(Maya.id, '2026-11-27', '05:00', '09:00'),
    });
    expect(into.status).toBe(422);
    expect(await guards(Maya.id)).toMatchObject({
      '2026-11-25': [{ shift_id: first.id, start_time: '09:00', end_time: '13:00' }],
      '2026-11-26': [{ shift_id: second.id, start_time: '22:00', end_time: '06:00' }],
    });
    const removed = await request('DELETE', `/shifts/${first.id}?version=${first.version}`, {
      token: world.owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await guards(Maya.id))['2026-11-25']).toEqual([]);
  });
});
