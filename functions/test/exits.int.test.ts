import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyOf } from './employee-support.ts';
import {
  hire,
  listTab,
  recordExit,
  SYDNEY_MORNING,
  SYDNEY_TODAY,
  setClock,
  sydneyWorkspace,
} from './lifecycle-support.ts';
import { request } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('recording an exit', () => {
  it('keeps the leaver current until and including the last working day, then former', async () => {
    setClock('2026-11-25T12:40:00Z'); // 23:40 on 25 November in Sydney
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const sam = await hire(user, fixture, 'Sam', { joining_date: '2024-02-05', status: 'Active' });
    const recorded = await recordExit(user, sam, {
      last_working_day: SYDNEY_TODAY,
      reason: 'resignation',
      notice_given_on: '2026-11-12',
      notice_weeks: 2,
      note: 'Moving to Melbourne',
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.employee).toMatchObject({
      status: 'Terminated',
      last_working_day: SYDNEY_TODAY,
      lifecycle: 'current',
    });
    expect(recorded.body.data.exit).toMatchObject({
      reason: 'resignation',
      cessation_code: 'V',
      notice_weeks: 2,
      notice_given_on: '2026-11-12',
      note: 'Moving to Melbourne',
      state: 'scheduled',
      recorded_on: SYDNEY_TODAY,
      progress: 0,
    });
    // The default checklist, due around the last working day.
    expect(recorded.body.data.exit.tasks[0]).toMatchObject({ id: 1, due_date: '2026-11-11', status: 'pending' });

    const history = await historyOf(user, org, `&employee_id=${sam.id}`);
    expect(history.find((event) => event.event_type === 'Termination')?.details).toBe(
      'Exit recorded: last working day 25 Nov 2026; reason Resignation (STP V); notice 2 weeks, given 12 Nov 2026',
    );

    // The last working day itself: still current.
    expect((await listTab(user, org, 'lifecycle=current')).data.map((row) => row.first_name)).toEqual(['Sam']);
    // Past midnight in Sydney (still 25 November in UTC): former, and on the Exit page's Left list.
    setClock('2026-11-25T13:10:00Z');
    expect((await listTab(user, org, 'lifecycle=former')).data.map((row) => row.first_name)).toEqual(['Sam']);
    const left = await request('GET', `/employees/exits?organization_id=${org}&state=left`, { token: user.token });
    expect(left.body.data.map((exit: { first_name: string }) => exit.first_name)).toEqual(['Sam']);
    const version = (await request('GET', `/employees/${sam.id}`, { token: user.token })).body.data.version;
    const late = await request('POST', `/employees/${sam.id}/exit/cancel`, { token: user.token, body: { version } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The exit has already happened: the last working day was 25 Nov 2026.');
  });

  it('checks its input, its version and that only one exit is recorded', async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const kim = await hire(user, fixture, 'Kim', { joining_date: '2025-03-03', status: 'Active' });
    const invalid = await recordExit(user, kim, {
      last_working_day: '2025-01-01',
      reason: 'quit',
      notice_weeks: 60,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      reason: ['Choose a reason.'],
      notice_weeks: ['Notice must be between 0 and 52 weeks.'],
    });
    const beforeJoining = await recordExit(user, kim, {
      last_working_day: '2025-01-01',
      reason: 'dismissal',
      notice_given_on: '2025-02-01',
    });
    expect(beforeJoining.body.errors).toEqual({
      last_working_day: ['The last working day cannot be before the joining date (3 Mar 2025).'],
      notice_given_on: ['Notice cannot be given after the last working day.'],
    });
    const stale = await request('POST', `/employees/${kim.id}/exit`, {
      token: user.token,
      body: { last_working_day: '2026-12-12', reason: 'dismissal', version: kim.version + 1 },
    });
    expect(stale.status).toBe(409);
    expect((await recordExit(user, kim, { last_working_day: '2026-12-12', reason: 'dismissal' })).status).toBe(201);
    const twice = await recordExit(user, kim, { last_working_day: '2026-12-19', reason: 'dismissal' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('An exit is already recorded for this employee.');
    // The status follows the exit: changing it means cancelling the exit.
    const version = (await request('GET', `/employees/${kim.id}`, { token: user.token })).body.data.version;
    const status = await request('PATCH', `/employees/${kim.id}/status`, {
      token: user.token,
      body: { status: 'Active', version },
    });
    expect(status.status).toBe(409);
    expect(status.body.message).toBe(
      'This employee has a recorded exit. Cancel the exit before changing their status.',
    );
  });

  it('cancels a scheduled exit, giving back the status before it, and lists exits with their checklist', async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const ana = await hire(user, fixture, 'Ana', { joining_date: '2026-06-01' }); // On Probation
    const ben = await hire(user, fixture, 'Ben', { joining_date: '2025-06-02', status: 'On Leave' });
    await recordExit(user, ana, { last_working_day: '2026-12-18', reason: 'end_of_contract' });
    await recordExit(user, ben, { last_working_day: '2026-12-04', reason: 'redundancy', notice_weeks: 4 });

    const scheduled = await request('GET', `/employees/exits?organization_id=${org}`, { token: user.token });
    expect(scheduled.status).toBe(200);
    expect(
      scheduled.body.data.map((exit: { first_name: string; cessation_code: string }) => [
        exit.first_name,
        exit.cessation_code,
      ]),
    ).toEqual([
      ['Ben', 'R'],
      ['Ana', 'C'],
    ]);

    const ticked = await request('PATCH', `/employees/${ben.id}/exit/tasks/2`, {
      token: user.token,
      body: { status: 'completed' },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.tasks[1]).toMatchObject({ status: 'completed', completed_on: SYDNEY_TODAY });
    expect(ticked.body.data.progress).toBe(14);
    const unknownTask = await request('PATCH', `/employees/${ben.id}/exit/tasks/99`, {
      token: user.token,
      body: { status: 'completed' },
    });
    expect(unknownTask.status).toBe(404);

    const version = (await request('GET', `/employees/${ana.id}`, { token: user.token })).body.data.version;
    const stale = await request('POST', `/employees/${ana.id}/exit/cancel`, {
      token: user.token,
      body: { version: version - 1 },
    });
    expect(stale.status).toBe(409);
    const cancelled = await request('POST', `/employees/${ana.id}/exit/cancel`, {
      token: user.token,
      body: { version },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'On Probation', last_working_day: null, lifecycle: 'current' });
    expect((await request('GET', `/employees/${ana.id}/exit`, { token: user.token })).status).toBe(404);
    const history = await historyOf(user, org, `&employee_id=${ana.id}`);
    expect(history.map((event) => event.event_type)).toContain('Exit Cancelled');

    const after = await request('GET', `/employees/exits?organization_id=${org}&state=scheduled`, {
      token: user.token,
    });
    expect(after.body.data.map((exit: { first_name: string }) => exit.first_name)).toEqual(['Ben']);
    // An exit can be recorded again after a cancel.
    expect((await recordExit(user, ana, { last_working_day: '2026-12-31', reason: 'resignation' })).status).toBe(201);
  });

  it("copies the organization's own exit checklist template, version-checked", async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const initial = await request('GET', `/employees/exit-checklist?organization_id=${org}`, { token: user.token });
    expect(initial.body.data.version).toBe(0);
    expect(initial.body.data.tasks.length).toBe(7);
    const saved = await request('PUT', '/employees/exit-checklist', {
      token: user.token,
      body: { organization_id: org, tasks: [{ name: 'Return the van keys', due_offset_days: 0 }], version: 0 },
    });
    expect(saved.body).toMatchObject({ data: { version: 1 } });
    expect(saved.body.data.version).toBe(1);
    const stale = await request('PUT', '/employees/exit-checklist', {
      token: user.token,
      body: { organization_id: org, tasks: [{ name: 'Other', due_offset_days: 1 }], version: 0 },
    });
    expect(stale.status).toBe(409);
    const empty = await request('PUT', '/employees/exit-checklist', {
      token: user.token,
      body: { organization_id: org, tasks: [], version: 1 },
    });
    expect(empty.body.errors.tasks).toEqual(['Add at least one task.']);
    const lee = await hire(user, fixture, 'Lee', { joining_date: '2025-01-06', status: 'Active' });
    const exit = (await recordExit(user, lee, { last_working_day: '2026-12-11', reason: 'transfer' })).body.data.exit;
    expect(exit.tasks).toEqual([
      { id: 1, task_name: 'Return the van keys', due_date: '2026-12-11', status: 'pending', completed_on: null },
    ]);
  });
});
