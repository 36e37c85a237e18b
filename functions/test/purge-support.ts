import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { TABLES, type TableName } from '../src/core/db/table-definitions.ts';
import { type PurgeJob, purgeJobKey } from '../src/core/jobs/purge-job.ts';
import { listKeys } from '../src/core/storage/s3.ts';
import { request } from './support.ts';

/** The tables a purge empties: every one whose definition says `organizationPurge: 'partition'`. */
export const PURGED_TABLES = (Object.keys(TABLES) as TableName[]).filter(
  (name) => TABLES[name].organizationPurge === 'partition',
);

export async function countPartition(table: TableName, organizationId: number): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames()[table],
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

export const countResumes = async (organizationId: number) =>
  (await listKeys(`resumes/org-${organizationId}/`)).keys.length;

export async function readJob(organizationId: number): Promise<PurgeJob | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableNames().jobs, Key: purgeJobKey(organizationId), ConsistentRead: true }),
  );
  return answer.Item as PurgeJob | undefined;
}

/** Moves a deleted organization's `purge_after` (and its job's due instant) to `at`, as if time had passed. */
export async function makeDue(organizationId: number, at = new Date(Date.now() - 1000).toISOString()): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      UpdateExpression: 'SET purge_after = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().jobs,
      Key: purgeJobKey(organizationId),
      UpdateExpression: 'SET due_at = :at, gsi1sk = :at',
      ConditionExpression: '#status = :scheduled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': at, ':scheduled': 'scheduled' },
    }),
  );
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Leave data in the organization's partition of the leave table: a custom type (and the type
 * counter), an adjustment (the employee's account, its accrual and adjustment entries, the type
 * marked used). The purge must remove all of it.
 */
export async function seedLeave(token: string, organizationId: number, employeeId: number): Promise<void> {
  const type = await request('POST', '/leave/types', {
    token,
    body: { organization_id: organizationId, name: 'Study Leave', paid: true, balance: 'fixed', hours_per_year: '38' },
  });
  if (type.status !== 201) throw new Error(`leave type: ${type.status} ${JSON.stringify(type.body)}`);
  const adjusted = await request('POST', '/leave/adjustments', {
    token,
    body: {
      organization_id: organizationId,
      employee_id: employeeId,
      leave_type_id: type.body.data.leave_type_id,
      hours: '7.6',
      reason: 'Seeded',
    },
  });
  if (adjusted.status !== 201) throw new Error(`adjustment: ${adjusted.status} ${JSON.stringify(adjusted.body)}`);
}

/**
 * Attendance data of a world: a correction HR asks for on the employee's behalf (the attendance
 * table's partition then holds a record, and the routes that decide one have one to decide).
 */
export async function addAttendanceData(token: string, organizationId: number, employeeId: number) {
  const answer = await request('POST', '/attendance/adjustments', {
    token,
    body: {
      organization_id: organizationId,
      employee_id: employeeId,
      date: '2026-01-05',
      clock_in: '09:00',
      clock_out: '17:00',
      breaks: [{ start: '12:30', end: '13:00' }],
      reason: 'Forgot to clock in.',
    },
  });
  if (answer.status !== 201) throw new Error(`asking for a correction failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: number };
}
