import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { lockPaidPeriods } from '../src/core/timesheets/paid-periods.ts';
import { nextVersion, readTimesheet, writeTimesheetChange } from '../src/core/timesheets/timesheet-store.ts';
import { request } from './support.ts';
import {
  clockRecord,
  createdTimesheet,
  createTimesheet,
  entry,
  getTimesheet,
  NEXT_WEEK,
  putDay,
  step,
  type TimesheetWorld,
  timesheetWorld,
  WEEK,
} from './timesheet-support.ts';

/**
 * Issue 27 §2: a period's timesheet, prefilled from clock records; the day entry rules (overlaps,
 * the night shift of the day before, zero length, more than 24 hours, outside the period or the
 * employment, a locked period), all 422 with the field and nothing written.
 */

let world: TimesheetWorld;
let org: number;

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('creating a timesheet', () => {
  it('prefills the week from closed clock records (Sydney time, breaks unpaid) and flags an open one', async () => {
    const { Otto } = world.people;
    await clockRecord(org, Otto.id, '2026-11-02', '08:30', '17:00', [['12:00', '12:30']]);
    await clockRecord(org, Otto.id, '2026-11-03', '22:00', '06:00');
    await clockRecord(org, Otto.id, '2026-11-05', '09:00');
    await clockRecord(org, Otto.id, '2026-11-09', '09:00', '17:00');
    const sheet = await createdTimesheet(world.owner, org, Otto.id);
    expect(sheet).toMatchObject({
      employee_id: Otto.id,
      employee_name: 'Otto Clock',
      department_name: 'Sales',
      period_start: WEEK,
      period_end: '2026-11-08',
      status: 'draft',
      version: 1,
      worked_minutes: 480 + 480,
    });
    expect(sheet.days).toHaveLength(7);
    expect(sheet.days[0]).toEqual({
      date: '2026-11-02',
      source: 'clock',
      worked_minutes: 480,
      clock_shift: null,
      entries: [{ start_time: '08:30', end_time: '17:00', break_minutes: 30, notes: null }],
    });
    expect(sheet.days[1].entries).toEqual([{ start_time: '22:00', end_time: '06:00', break_minutes: 0, notes: null }]);
    expect(sheet.days[3]).toMatchObject({ date: '2026-11-05', entries: [], source: 'manual' });
    expect(sheet.exceptions).toEqual([
      { date: '2026-11-03', code: 'meal_break', message: 'Over 5 hours without a meal break' },
      { date: '2026-11-05', code: 'no_clock_out', message: 'No clock-out' },
    ]);

    const again = await createTimesheet(world.hr, org, Otto.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A timesheet for this period already exists.');
    expect(again.body.conflicts).toEqual([{ timesheet_id: sheet.timesheet_id }]);
  });

  it('needs a Monday when pay is not set up (422 on period_start)', async () => {
    const answer = await createTimesheet(world.owner, org, world.people.Otto.id, '2026-11-04');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.period_start).toEqual([
      'Choose a Monday: the employee’s pay is not set up, so a timesheet is a Monday week.',
    ]);
  });

  it('lets an employee create their own, and refuses someone else’s (404)', async () => {
    expect((await createTimesheet(world.rory, org, world.people.Rory.id, NEXT_WEEK)).status).toBe(201);
    expect((await createTimesheet(world.rory, org, world.people.Otto.id, NEXT_WEEK)).status).toBe(404);
  });
});

describe('entering a day', () => {
  it('replaces the day, keeps notes, and answers 409 on a stale version', async () => {
    const sheet = await createdTimesheet(world.owner, org, world.people.Maya.id);
    const put = await putDay(world.owner, sheet, '2026-11-03', [
      { ...entry('09:00', '13:00'), notes: 'Stocktake' },
      entry('14:00', '18:30', 15),
    ]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.version).toBe(2);
    expect(put.body.data.worked_minutes).toBe(240 + 255);
    expect(put.body.data.days[1].entries[0]).toEqual({
      start_time: '09:00',
      end_time: '13:00',
      break_minutes: 0,
      notes: 'Stocktake',
    });
    const stale = await putDay(world.owner, sheet, '2026-11-04', [entry('09:00', '17:00')]);
    expect(stale.status).toBe(409);
    const events = await request(
      'GET',
      `/organizations/${org}/audit-log?record_type=timesheet&record_id=${sheet.timesheet_id}`,
      {
        token: world.owner.token,
      },
    );
    expect(events.status).toBe(200);
    expect(JSON.stringify(events.body)).toContain('Entered 2026-11-03 on the timesheet of Maya Clock');
  });

  it('refuses overlaps, the night shift of the day before, zero length, more than 24 hours and dates outside (422, nothing written)', async () => {
    let sheet = await createdTimesheet(world.owner, org, world.people.Maya.id, NEXT_WEEK);
    const night = await putDay(world.owner, sheet, '2026-11-10', [entry('22:00', '06:00')]);
    expect(night.status, JSON.stringify(night.body)).toBe(200);
    sheet = night.body.data;
    const cases: [string, unknown[], string, string][] = [
      [
        '2026-11-11',
        [entry('09:00', '13:00'), entry('12:00', '15:00')],
        'entries.1.start_time',
        'Entries on a day cannot overlap.',
      ],
      [
        '2026-11-11',
        [entry('05:00', '09:00')],
        'entries.0.start_time',
        'This overlaps the night shift of the day before.',
      ],
      ['2026-11-09', [entry('23:00', '22:30')], 'entries.0.end_time', 'This runs into an entry of the next day.'],
      ['2026-11-12', [entry('09:00', '09:00')], 'entries', 'The end time must differ from the start.'],
      [
        '2026-11-12',
        [entry('00:00', '23:59'), entry('23:59', '23:58')],
        'entries',
        'At most 24 hours can be worked in a day.',
      ],
      ['2026-11-16', [entry('09:00', '17:00')], 'date', 'The date is outside this timesheet’s period.'],
    ];
    for (const [date, entries, field, message] of cases) {
      const answer = await putDay(world.owner, sheet, date, entries);
      expect(answer.status, `${date} ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors)).toContain(field);
      if (message) expect(answer.body.errors[field]).toEqual([message]);
    }
    const read = await getTimesheet(world.owner, sheet.timesheet_id);
    expect(read.body.data.version).toBe(sheet.version);
    expect(read.body.data.worked_minutes).toBe(480);
  });

  it('refuses a period wholly before the employee joined', async () => {
    const answer = await createTimesheet(world.owner, org, world.people.Maya.id, '2026-01-05');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.period_start).toEqual(['The date is before the employee’s start date.']);
  });

  it('refuses any change to a period a finalised pay run paid', async () => {
    const sheet = await createdTimesheet(world.owner, org, world.people.Otto.id, '2026-11-16');
    const paid = { employee_id: world.people.Otto.id, period_start: sheet.period_start };
    const lock = await lockPaidPeriods(org, 99, [paid]);
    const message = 'This period was paid in a finalised pay run; record a change as an adjustment.';
    const put = await putDay(world.owner, sheet, '2026-11-17', [entry('09:00', '17:00')]);
    expect(put.status).toBe(422);
    expect(put.body.message).toBe(message);
    const submit = await step(world.owner, sheet, 'submit');
    expect(submit.status).toBe(422);
    expect(submit.body.message).toBe(message);
    expect((await getTimesheet(world.owner, sheet.timesheet_id)).body.data.locked_by_pay_run_id).toBe(99);
    // Another run paying the same period again is refused; the same run locking again changes nothing.
    await expect(lockPaidPeriods(org, 100, [paid])).rejects.toThrow(
      'Pay run 99 already paid the timesheets of an employee',
    );
    await (await lockPaidPeriods(org, 99, [paid])).release();
    expect((await getTimesheet(world.owner, sheet.timesheet_id)).body.data.locked_by_pay_run_id).toBeNull();
    expect((await putDay(world.owner, sheet, '2026-11-17', [entry('09:00', '17:00')])).status).toBe(200);
    await lock.release();
  });

  it('refuses a change read before the period locked and written after (the lock is checked in the write)', async () => {
    const sheet = await createdTimesheet(world.owner, org, world.people.Otto.id, '2026-11-23');
    const before = await readTimesheet(org, sheet.timesheet_id);
    await lockPaidPeriods(org, 101, [{ employee_id: world.people.Otto.id, period_start: sheet.period_start }]);
    const actor = { type: 'user', userId: world.owner.id, sessionId: 's', userName: 'Owner' } as const;
    const write = withActor(actor, () =>
      writeTimesheetChange(before, nextVersion(before, { comment: 'late' }), 'Changed', []),
    );
    await expect(write).rejects.toThrow('This period was paid in a finalised pay run');
    expect((await readTimesheet(org, sheet.timesheet_id)).version).toBe(before.version);
  });
});
