import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * The payroll identifiers (TFN, super member number, bank details) as the protection tests send,
 * store and read them: payroll-protection.int.test.ts and payroll-identifier-updates.int.test.ts.
 */

/** What a client sends, and the normalized clear values the reveal returns. */
export const SENT = {
  tax_file_number: '123 456 782',
  superannuation_member_number: 'SM-99887766',
  bank_bsb: '062000',
  bank_account_number: '1234 5678',
};
export const CLEAR = {
  tax_file_number: '123456782',
  superannuation_member_number: 'SM-99887766',
  bank_bsb: '062-000',
  bank_account_number: '12345678',
};
export const MASKED = {
  tax_file_number: '••••6782',
  superannuation_member_number: '••••7766',
  bank_bsb: '••••-000',
  bank_account_number: '••••5678',
};
/** Any of these in stored data would be a leak. */
export const SECRETS = ['123456782', '123 456 782', '99887766', '062-000', '062000', '12345678', '1234 5678'];
export const FIELDS = Object.keys(CLEAR) as (keyof typeof CLEAR)[];

export async function rawEmployee(organizationId: number, employeeId: number) {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableNames().employees,
      Key: { pk: `org#${organizationId}`, sk: `employee#${String(employeeId).padStart(12, '0')}` },
    }),
  );
  if (!result.Item) throw new Error('no item');
  return result.Item;
}

/** Every item of the organization in the employees table: record, history, directory, counters. */
export async function rawPartition(organizationId: number) {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableNames().employees,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
    }),
  );
  return result.Items ?? [];
}

export async function addMember(organizationId: number, role: 'admin' | 'hr_manager' | 'manager', name: string) {
  const user = await signUp(name);
  await membershipEntity()
    .create({
      organization_id: organizationId,
      user_id: user.id,
      role,
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

export const reveal = (user: TestUser, employeeId: number) =>
  request('POST', `/employees/${employeeId}/payroll/reveal`, { token: user.token });

export async function history(user: TestUser, employeeId: number) {
  const response = await request('GET', `/employees/${employeeId}/history?per_page=100`, { token: user.token });
  return response.body.data.data as Json[];
}

/** The editable fields of an answer, as an update body (payroll identifiers as they came: masked). */
export function editable(employee: Json, overrides: Record<string, unknown> = {}) {
  const {
    id: _id,
    department: _d,
    designation: _g,
    reporting_manager: _m,
    trashed_at: _t,
    created_at: _c,
    updated_at: _u,
    applicant_id: _a,
    ...fields
  } = employee;
  return { ...fields, ...overrides };
}

export function omit(employee: Json, fields: readonly string[]) {
  return Object.fromEntries(Object.entries(employee).filter(([key]) => !fields.includes(key)));
}

/**
 * The owner, signed up once, and a workspace of their own per test (a TFN may be on one employee of
 * an organization only), set before each test.
 */
export function workspacePerTest() {
  const world = {} as { owner: TestUser; fixture: EmployeeFixture };
  beforeAll(async () => {
    world.owner = await signUp('Olive Owner');
  });
  beforeEach(async () => {
    world.fixture = await employeeFixture(world.owner);
  });
  return world;
}
