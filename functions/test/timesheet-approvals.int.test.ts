import { addDays } from '@wattle/shared/calendar';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableNames } from '../src/core/db/client.ts';
import { asQueueEvent } from '../src/core/jobs/queue-event.ts';
import { TIMESHEET_APPROVAL_FILTER } from '../src/core/timesheets/timesheet-task-filter.ts';
import { handler as workerHandler } from '../src/handlers/timesheets-worker.ts';
import { startStreamPoller } from '../src/local/stream-poller.ts';
import { ownerWorkspace } from './employee-support.ts';
import { eventually } from './purge-support.ts';
import { request } from './support.ts';
import {
  approvalTasks,
  createdTimesheet,
  entry,
  getTimesheet,
  putDay,
  runPendingApprovals,
  step,
  submittedTimesheet,
  type TimesheetWorld,
  timesheetWorld,
} from './timesheet-support.ts';

/**
 * Issue 27 §2: submitting, approving and rejecting (with a comment, never one's own, version
 * checked), re-approval after an edit, who sees what (a manager their reports; another
 * organization's timesheet is not found), and bulk approval through the queue.
 */

let world: TimesheetWorld;
let org: number;
const day = { '2026-11-03': [entry('09:00', '17:00', 30)] };
/** The Tuesday of the week starting `monday`, 7.5 hours. */
const dayOf = (monday: string) => ({ [addDays(monday, 1)]: [entry('09:00', '17:00', 30)] });

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

/** Feeds this organization's approval tasks from the table's stream to the worker as queue messages, as `npm start` does. */
const feedWorker = (deliver: (record: { eventName?: string }) => boolean = () => true) =>
  startStreamPoller({
    endpoint: process.env.DYNAMODB_ENDPOINT as string,
    accessKey: process.env.DYNAMODB_LOCAL_ACCESS_KEY as string,
    region: 'local',
    tableName: tableNames().timesheets,
    filter: TIMESHEET_APPROVAL_FILTER,
    handler: async (event) => {
      // Only this organization's tasks: other files' tasks are theirs to deliver.
      const own = event.Records.filter(
        (record) => record.dynamodb?.NewImage?.organization_id?.N === String(org) && deliver(record),
      );
      const response = await workerHandler(asQueueEvent({ Records: own }));
      if (response && response.batchItemFailures.length > 0) throw new Error('queued task failed');
    },
    onError: (error) => console.error(error),
  });

describe('a timesheet’s steps', () => {
  it('is submitted by its employee, rejected with a comment, resubmitted and approved by their manager', async () => {
    const submitted = await submittedTimesheet(world.rory, org, world.people.Rory.id, day);
    expect(submitted).toMatchObject({ status: 'submitted', worked_minutes: 450 });
    expect(submitted.submitted_at).toEqual(expect.any(String));
    expect((await step(world.rory, submitted, 'approve')).status).toBe(403);
    const noComment = await step(world.maya, submitted, 'reject');
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors.comment).toEqual(['Say why it is rejected.']);
    const rejected = await step(world.maya, submitted, 'reject', 'Tuesday was a public holiday shift; recheck.');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decided_by: 'Attendance manager',
      comment: 'Tuesday was a public holiday shift; recheck.',
    });
    const stale = await step(world.maya, submitted, 'approve');
    expect(stale.status).toBe(409);
    const again = await step(world.rory, rejected.body.data, 'submit');
    expect(again.status).toBe(200);
    const approved = await step(world.maya, again.body.data, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', can_approve: false });
    expect(approved.body.data.comment).toBeNull();

    // An edit after approval sends it back to draft: it needs approving again.
    const edited = await putDay(world.rory, approved.body.data, '2026-11-04', [entry('09:00', '12:00')]);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'draft', worked_minutes: 450 + 180 });
  });

  it('never lets an approver decide their own timesheet', async () => {
    const own = await submittedTimesheet(world.maya, org, world.people.Maya.id, day);
    expect(own.can_approve).toBe(false);
    const answer = await step(world.maya, own, 'approve');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You cannot approve or reject your own timesheet.');
    expect((await step(world.hr, own, 'approve')).status).toBe(200);
  });
});

describe('who sees which timesheets', () => {
  it('shows a manager their reports’ (direct and indirect) and their own, not others’', async () => {
    const ivy = await submittedTimesheet(world.ivy, org, world.people.Ivy.id, dayOf('2026-11-09'), '2026-11-09');
    const otto = await submittedTimesheet(world.owner, org, world.people.Otto.id, dayOf('2026-11-09'), '2026-11-09');
    expect((await getTimesheet(world.maya, ivy.timesheet_id)).status).toBe(200);
    expect((await getTimesheet(world.maya, otto.timesheet_id)).status).toBe(404);
    expect((await getTimesheet(world.rory, ivy.timesheet_id)).status).toBe(404);
    const pending = await request('GET', `/timesheets?organization_id=${org}&view=to_approve`, {
      token: world.maya.token,
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    const ids = pending.body.data.data.map((row: { timesheet_id: number }) => row.timesheet_id);
    expect(ids).toContain(ivy.timesheet_id);
    expect(ids).not.toContain(otto.timesheet_id);
    expect(
      pending.body.data.data.every(
        (row: { status: string; can_approve: boolean }) => row.status === 'submitted' && row.can_approve,
      ),
    ).toBe(true);
    const mine = await request('GET', `/timesheets?organization_id=${org}&view=mine`, { token: world.ivy.token });
    expect(mine.body.data.data.map((row: { employee_id: number }) => row.employee_id)).toEqual([world.people.Ivy.id]);
    const payroll = await request('GET', `/timesheets?organization_id=${org}&status=submitted`, {
      token: world.payroll.token,
    });
    expect(payroll.body.data.data.map((row: { timesheet_id: number }) => row.timesheet_id)).toEqual(
      expect.arrayContaining([ivy.timesheet_id, otto.timesheet_id]),
    );
    expect((await step(world.payroll, otto, 'approve')).status).toBe(403);
  });

  it('answers 404 for another organization’s timesheet', async () => {
    const sheet = await createdTimesheet(world.owner, org, world.people.Otto.id, '2026-11-23');
    const stranger = await ownerWorkspace('Other Owner');
    expect((await getTimesheet(stranger.owner, sheet.timesheet_id)).status).toBe(404);
    const put = await putDay(stranger.owner, sheet, '2026-11-24', [entry('09:00', '17:00')]);
    expect(put.status).toBe(404);
  });
});

describe('bulk approval', () => {
  it('refuses what the approver may not approve and approves the rest through the queue', async () => {
    const rory = await submittedTimesheet(world.rory, org, world.people.Rory.id, dayOf('2026-11-30'), '2026-11-30');
    const ivy = await submittedTimesheet(world.ivy, org, world.people.Ivy.id, dayOf('2026-11-30'), '2026-11-30');
    const own = await submittedTimesheet(world.maya, org, world.people.Maya.id, dayOf('2026-11-30'), '2026-11-30');
    const otto = await submittedTimesheet(world.owner, org, world.people.Otto.id, dayOf('2026-11-30'), '2026-11-30');
    const draft = await createdTimesheet(world.rory, org, world.people.Rory.id, '2026-12-07');
    const answer = await request('POST', '/timesheets/bulk-approve', {
      token: world.maya.token,
      body: {
        organization_id: org,
        ids: [rory.timesheet_id, ivy.timesheet_id, own.timesheet_id, otto.timesheet_id, draft.timesheet_id, 999_999],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data.accepted).toBe(2);
    expect(answer.body.data.refused).toEqual([
      { timesheet_id: own.timesheet_id, message: 'You cannot approve or reject your own timesheet.' },
      { timesheet_id: otto.timesheet_id, message: 'Timesheet not found.' },
      { timesheet_id: draft.timesheet_id, message: 'Only a submitted timesheet can be approved or rejected.' },
      { timesheet_id: 999_999, message: 'Timesheet not found.' },
    ]);
    expect((await getTimesheet(world.maya, rory.timesheet_id)).body.data.status).toBe('submitted');
    // The queue delivers the task; poll until the approvals land.
    await runPendingApprovals(org);
    for (const sheet of [rory, ivy]) {
      let status = '';
      for (let attempt = 0; attempt < 20 && status !== 'approved'; attempt += 1) {
        status = (await getTimesheet(world.maya, sheet.timesheet_id)).body.data.status;
      }
      expect(status).toBe('approved');
    }
    expect((await getTimesheet(world.hr, otto.timesheet_id)).body.data.status).toBe('submitted');
    // A second delivery of the same task changes nothing.
    const tasks = await approvalTasks(org);
    expect(tasks.map((task) => task.status)).toEqual(['done']);
    expect(await runPendingApprovals(org)).toBe(0);
  });

  it('is driven from the table’s stream as queue messages, as `npm start` drives the worker', async () => {
    const sheet = await submittedTimesheet(world.owner, org, world.people.Otto.id, dayOf('2026-12-21'), '2026-12-21');
    const poller = feedWorker();
    try {
      const answer = await request('POST', '/timesheets/bulk-approve', {
        token: world.hr.token,
        body: { organization_id: org, ids: [sheet.timesheet_id] },
      });
      expect(answer.status).toBe(202);
      await eventually(
        async () => (await getTimesheet(world.hr, sheet.timesheet_id)).body.data.status === 'approved',
        60_000,
        'the queued approval',
      );
    } finally {
      await poller.stop();
    }
  });

  it('queues again, on its hourly schedule, a task whose message was lost, and approves it', async () => {
    const sheet = await submittedTimesheet(world.owner, org, world.people.Otto.id, dayOf('2027-01-04'), '2027-01-04');
    // The task's first message (its INSERT record) is lost: only what the sweep queues is delivered.
    const poller = feedWorker((record) => record.eventName === 'MODIFY');
    try {
      const answer = await request('POST', '/timesheets/bulk-approve', {
        token: world.hr.token,
        body: { organization_id: org, ids: [sheet.timesheet_id] },
      });
      expect(answer.body.data.accepted).toBe(1);
      const [task] = (await approvalTasks(org)).filter((item) => item.items[0].timesheet_id === sheet.timesheet_id);
      expect(task).toMatchObject({ status: 'pending', gsi1pk: 'timesheet_approvals#pending' });
      // Within 15 minutes of being queued a task is left to its message.
      await workerHandler({ source: 'aws.events' });
      expect((await getTimesheet(world.hr, sheet.timesheet_id)).body.data.status).toBe('submitted');
      // An hour later the scheduled event queues it again (one Query of the pending index).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60 * 60_000);
      await workerHandler({ source: 'aws.events' });
      vi.useRealTimers();
      await eventually(
        async () => (await getTimesheet(world.hr, sheet.timesheet_id)).body.data.status === 'approved',
        60_000,
        'the approval queued again',
      );
      const done = (await approvalTasks(org)).find((item) => item.sk === task?.sk);
      expect(done?.status).toBe('done');
      // Out of the pending index: the next sweep leaves it.
      expect(done?.gsi1pk).toBeUndefined();
    } finally {
      await poller.stop();
    }
  });

  it('skips a timesheet changed after it was chosen, and approves the others', async () => {
    const first = await submittedTimesheet(world.owner, org, world.people.Otto.id, dayOf('2026-12-14'), '2026-12-14');
    const second = await submittedTimesheet(world.owner, org, world.people.Rory.id, dayOf('2026-12-14'), '2026-12-14');
    const answer = await request('POST', '/timesheets/bulk-approve', {
      token: world.hr.token,
      body: { organization_id: org, ids: [first.timesheet_id, second.timesheet_id] },
    });
    expect(answer.body.data.accepted).toBe(2);
    expect((await putDay(world.owner, first, '2026-12-15', [entry('10:00', '11:00')])).status).toBe(200);
    await runPendingApprovals(org);
    expect((await getTimesheet(world.hr, first.timesheet_id)).body.data.status).toBe('draft');
    expect((await getTimesheet(world.hr, second.timesheet_id)).body.data.status).toBe('approved');
  });
});
