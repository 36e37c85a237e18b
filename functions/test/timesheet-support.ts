import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { expect } from 'vitest';
import { attendanceDayEntity } from '../src/core/attendance/attendance-entities.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { runApprovalTaskRecord } from '../src/core/timesheets/timesheet-bulk.ts';
import { type AttendanceWorld, attendanceWorld, member, sydney } from './attendance-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Timesheet test data: the attendance world (Sydney; Maya manages Rory, who manages Ivy; Otto
 * reports to no one; all joined 12 January 2026), its members, clock records written through the
 * attendance entity, and the approval worker driven like its queue would (each pending task's
 * stream record, by hand).
 */

/** Mondays of the weeks the tests enter (no pay set up: a timesheet is a Monday week). */
export const WEEK = '2026-11-02';
export const NEXT_WEEK = '2026-11-09';

export interface TimesheetWorld extends AttendanceWorld {
  rory: TestUser;
  ivy: TestUser;
  maya: TestUser;
  hr: TestUser;
  payroll: TestUser;
}

export async function timesheetWorld(): Promise<TimesheetWorld> {
  const world = await attendanceWorld();
  return {
    ...world,
    rory: await member(world, 'employee', world.people.Rory.id),
    ivy: await member(world, 'employee', world.people.Ivy.id),
    maya: await member(world, 'manager', world.people.Maya.id),
    hr: await member(world, 'hr_manager'),
    payroll: await member(world, 'payroll_officer'),
  };
}

/** A closed (or, without `end`, open) clock record of `date` in Sydney time, breaks as [start, end] pairs. */
export async function clockRecord(
  organizationId: number,
  employeeId: number,
  date: string,
  start: string,
  end?: string,
  breaks: [string, string][] = [],
) {
  const now = new Date().toISOString();
  const endDate =
    end && end <= start ? new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : date;
  await attendanceDayEntity()
    .create({
      organization_id: organizationId,
      employee_id: employeeId,
      date,
      clock_in: sydney(date, start),
      ...(end ? { clock_out: sydney(endDate, end) } : {}),
      breaks: breaks.map(([from, to]) => ({ start: sydney(date, from), end: sydney(date, to) })),
      notes: [],
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
}

export const createTimesheet = (user: TestUser, organizationId: number, employeeId: number, periodStart = WEEK) =>
  request('POST', '/timesheets', {
    token: user.token,
    body: { organization_id: organizationId, employee_id: employeeId, period_start: periodStart },
  });

export async function createdTimesheet(user: TestUser, organizationId: number, employeeId: number, periodStart = WEEK) {
  const created = await createTimesheet(user, organizationId, employeeId, periodStart);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Json;
}

export const entry = (start_time: string, end_time: string, break_minutes = 0) => ({
  start_time,
  end_time,
  break_minutes,
});

export const putDay = (
  user: TestUser,
  sheet: { timesheet_id: number; version: number },
  date: string,
  entries: unknown[],
) =>
  request('PUT', `/timesheets/${sheet.timesheet_id}/days/${date}`, {
    token: user.token,
    body: { entries, version: sheet.version },
  });

export const step = (
  user: TestUser,
  sheet: { timesheet_id: number; version: number },
  action: string,
  comment?: string,
) =>
  request(action === 'submit' ? 'POST' : 'PATCH', `/timesheets/${sheet.timesheet_id}/${action}`, {
    token: user.token,
    body: { version: sheet.version, ...(comment ? { comment } : {}) },
  });

/** A timesheet with `days` entered (date → entries) and submitted by `user`: answers it as submitted. */
export async function submittedTimesheet(
  user: TestUser,
  organizationId: number,
  employeeId: number,
  days: Record<string, unknown[]>,
  periodStart = WEEK,
) {
  let sheet = await createdTimesheet(user, organizationId, employeeId, periodStart);
  for (const [date, entries] of Object.entries(days)) {
    const put = await putDay(user, sheet, date, entries);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    sheet = put.body.data;
  }
  const submitted = await step(user, sheet, 'submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as Json;
}

/** The organization's bulk-approval tasks, as stored. */
export async function approvalTasks(organizationId: number) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().timesheets,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :task)',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':task': 'approval#' },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
}

/** Delivers every pending approval task once, like the queue. */
export async function runPendingApprovals(organizationId: number): Promise<number> {
  const pending = (await approvalTasks(organizationId)).filter((task) => task.status === 'pending');
  for (const task of pending)
    await runApprovalTaskRecord({ eventName: 'INSERT', dynamodb: { NewImage: marshall(task) as never } });
  return pending.length;
}

export const getTimesheet = async (user: TestUser, id: number) =>
  request('GET', `/timesheets/${id}`, { token: user.token });

export { sydney };
