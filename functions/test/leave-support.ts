import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WorkPatternPeriod } from '@wattle/shared/work-pattern';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { type Json, request, type TestUser } from './support.ts';

/** Leave tests: work patterns written onto employee records, balances and entries read through the API. */

/** Sets an employee's work pattern as the work-pattern screens will (the record's work_pattern_periods). */
export async function setWorkPattern(organizationId: number, employeeId: number, periods: WorkPatternPeriod[]) {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().employees,
      Key: { pk: `org#${organizationId}`, sk: `employee#${String(employeeId).padStart(12, '0')}` },
      UpdateExpression: 'SET work_pattern_periods = :periods',
      ExpressionAttributeValues: { ':periods': periods },
    }),
  );
}

export const pattern = (overrides: Partial<WorkPatternPeriod> = {}): WorkPatternPeriod => ({
  effective_from: '2025-11-23',
  state: 'NSW',
  ordinary_hours_per_week: '38',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  shiftworker: false,
  start_time: '09:00',
  employment_type: 'Full-time',
  ...overrides,
});

/** The balances by code (custom types by name), as of `asOf` when given. */
export async function balancesOf(user: TestUser, employeeId: number, asOf?: string): Promise<Record<string, Json>> {
  const response = await request('GET', `/employees/${employeeId}/leave-balances${asOf ? `?as_of=${asOf}` : ''}`, {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`balances: ${response.status} ${JSON.stringify(response.body)}`);
  return Object.fromEntries(response.body.data.map((row: Json) => [row.code ?? row.name, row]));
}

export async function entriesOf(user: TestUser, employeeId: number, leaveTypeId: number): Promise<Json[]> {
  const response = await request('GET', `/employees/${employeeId}/leave-entries?leave_type_id=${leaveTypeId}`, {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`entries: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.data;
}

export async function adjust(user: TestUser, organizationId: number, body: Record<string, unknown>) {
  return request('POST', '/leave/adjustments', {
    token: user.token,
    body: { organization_id: organizationId, ...body },
  });
}
