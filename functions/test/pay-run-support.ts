import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { PayFrequency } from '@wattle/shared/payroll-constants';
import { expect } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { nextId } from '../src/core/db/counter-entity.ts';
import { runPayRunTaskRecord } from '../src/core/payroll/pay-run-worker.ts';
import { payrollCounter } from '../src/core/payroll/payroll-ids.ts';
import { residentDeclaration } from '../src/core/payroll/payslip-test-support.ts';
import {
  type EmployeePayPeriod,
  employeePayEntity,
  payItemEntity,
  payrollSettingsEntity,
  payScheduleEntity,
} from '../src/core/payroll/setup-entities.ts';
import { ownerWorkspace } from './employee-support.ts';
import { type Json, request } from './support.ts';

/**
 * Pay-run test data written through the setup entities (the setup routes are another slice's), and
 * the worker driven like its queue would: each pending task's stream record, by hand.
 */

/** A fortnightly schedule whose next period is 2–15 November 2026, paid on the 18th (or as `other` says). */
export async function addSchedule(
  organizationId: number,
  name: string,
  other: { frequency: PayFrequency; next_period_start: string; next_pay_date: string } = {
    frequency: 'fortnightly',
    next_period_start: NOVEMBER_FORTNIGHT.period_start,
    next_pay_date: NOVEMBER_FORTNIGHT.pay_date,
  },
): Promise<number> {
  const now = new Date().toISOString();
  const scheduleId = await nextId(payrollCounter(), 'pay_schedule');
  await payScheduleEntity()
    .create({
      organization_id: organizationId,
      pay_schedule_id: scheduleId,
      name,
      ...other,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return scheduleId;
}

/** Payroll settings (12% super) and a fortnightly schedule: answers the schedule's id. */
export async function payrollSetup(organizationId: number) {
  const now = new Date().toISOString();
  await payrollSettingsEntity()
    .create({ organization_id: organizationId, default_super_rate_points: 1200, version: 1, updated_at: now })
    .go();
  return addSchedule(organizationId, 'Fortnightly staff');
}

/** A fresh owner's workspace (`ownerWorkspace`) set up for payroll, with its schedule. */
export async function payrollWorkspace(name: string) {
  const workspace = await ownerWorkspace(name);
  return { ...workspace, scheduleId: await payrollSetup(workspace.org) };
}

export type PayrollWorkspace = Awaited<ReturnType<typeof payrollWorkspace>>;

/** The period most pay-run tests pay: 2–15 November 2026, paid on the 18th. */
export const NOVEMBER_FORTNIGHT = { period_start: '2026-11-02', period_end: '2026-11-15', pay_date: '2026-11-18' };

/** Drafts a run for a schedule's November fortnight (or the period in `overrides`): the API's answer. */
export const postPayRun = (
  token: string,
  organizationId: number,
  scheduleId: number,
  overrides: Record<string, unknown> = {},
) =>
  request('POST', '/payroll/pay-runs', {
    token,
    body: { organization_id: organizationId, pay_schedule_id: scheduleId, ...NOVEMBER_FORTNIGHT, ...overrides },
  });

/** Drafts a run (it must be created) and delivers its tasks, so it is in review: answers its id. */
export async function calculatedPayRun(
  token: string,
  organizationId: number,
  scheduleId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const drafted = await postPayRun(token, organizationId, scheduleId, overrides);
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  await runPendingTasks(organizationId, drafted.body.data.id);
  return drafted.body.data.id;
}

/** A pay run as the API reads it. */
export const payRunOf = async (token: string, payRunId: number): Promise<Json> =>
  (await request('GET', `/payroll/pay-runs/${payRunId}`, { token })).body.data;

export const declaration = {
  ...residentDeclaration,
  super_fund_usi: 'STA0100AU',
  super_member_number: '12345',
} as const;

export async function setPay(organizationId: number, employeeId: number, period: Partial<EmployeePayPeriod>) {
  await employeePayEntity()
    .put({
      organization_id: organizationId,
      employee_id: employeeId,
      periods: [
        {
          effective_from: '2026-01-01',
          basis: 'salary',
          ordinary_hours_per_week: 3800,
          pay_schedule_id: 0,
          ...declaration,
          ...period,
        } as EmployeePayPeriod,
      ],
      version: 1,
      updated_at: new Date().toISOString(),
    })
    .go();
}

export async function addItem(
  organizationId: number,
  employeeId: number,
  item: {
    kind: Json;
    description: string;
    amount_cents: number;
    recurring: boolean;
    payee?: string;
    allowance_type?: string;
  },
) {
  const id = await nextId(payrollCounter(), 'pay_item');
  const now = new Date().toISOString();
  await payItemEntity()
    .create({
      organization_id: organizationId,
      employee_id: employeeId,
      pay_item_id: id,
      start_date: '2026-01-01',
      version: 1,
      created_at: now,
      updated_at: now,
      ...item,
    })
    .go();
  return id;
}

export async function rawItem(key: { pk: string; sk: string }) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().payroll,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': key.pk, ':sk': key.sk },
    }),
  );
  return answer.Items?.[0];
}

/** The run's tasks (raw items), in order. */
export async function tasksOf(organizationId: number, payRunId: number) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().payroll,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': `org#${organizationId}`,
        ':prefix': `run#${String(payRunId).padStart(12, '0')}#task#`,
      },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
}

/** The stream record a task's write puts on the table's stream (what the queue delivers). */
export const recordOf = (task: Record<string, unknown>) => ({
  eventName: 'INSERT',
  dynamodb: { NewImage: marshall(task, { removeUndefinedValues: true }) as never },
});

/** Delivers every pending task once, like the queue. */
export async function runPendingTasks(organizationId: number, payRunId: number): Promise<number> {
  const pending = (await tasksOf(organizationId, payRunId)).filter((task) => task.status === 'pending');
  for (const task of pending) await runPayRunTaskRecord(recordOf(task));
  return pending.length;
}

/**
 * A drafted run for one employee, left calculating with its task pending (the test world's: routes
 * that name a run by id find it, and the grants test runs the worker on it).
 */
export async function seedPayRun(token: string, organizationId: number, employeeId: number): Promise<{ id: number }> {
  const scheduleId = await addSchedule(organizationId, 'World fortnightly');
  await setPay(organizationId, employeeId, { annual_salary_cents: 6_500_000, pay_schedule_id: scheduleId });
  const created = await postPayRun(token, organizationId, scheduleId);
  if (created.status !== 201) throw new Error(`drafting the world's pay run failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.data.id as number };
}
