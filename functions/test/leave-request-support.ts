import type { RoleKey } from '@wattle/shared/permissions';
import { expect } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** Leave request tests: members linked to employee records (self-service), and the calls they make. */

export const ANNUAL = 1;
export const PERSONAL = 2;
export const COMPASSIONATE = 3;
export const FDV = 5;

export interface Person {
  user: TestUser;
  employee: Json;
}

/** A new employee record and a member of `role` linked to it. */
export async function linkedPerson(
  owner: TestUser,
  f: EmployeeFixture,
  role: RoleKey,
  first: string,
  overrides: Record<string, unknown> = {},
): Promise<Person> {
  const employee = await createEmployee(owner, f, { first_name: first, ...overrides });
  const user = await signUp(`${first} ${employee.last_name}`);
  await membershipEntity()
    .create({
      organization_id: f.organization.id,
      user_id: user.id,
      role,
      employee_id: employee.id,
      created_at: new Date().toISOString(),
    })
    .go();
  return { user, employee };
}

export const requestLeave = (user: TestUser, body: Record<string, unknown>) =>
  request('POST', '/leave/requests', { token: user.token, body });

export async function madeRequest(user: TestUser, body: Record<string, unknown>): Promise<Json> {
  const answer = await requestLeave(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

export const decide = (user: TestUser, item: { request_id: number; version: number }, step: string, comment?: string) =>
  request('PATCH', `/leave/requests/${item.request_id}/${step}`, {
    token: user.token,
    body: { version: item.version, ...(comment ? { comment } : {}) },
  });

export async function listOf(user: TestUser, organizationId: number, view: string, extra = ''): Promise<Json[]> {
  const answer = await request('GET', `/leave/requests?organization_id=${organizationId}&view=${view}${extra}`, {
    token: user.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data;
}

export async function balanceOf(user: TestUser, employeeId: number, typeId: number, asOf: string): Promise<Json> {
  const answer = await request('GET', `/employees/${employeeId}/leave-balances?as_of=${asOf}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.find((row: Json) => row.leave_type_id === typeId);
}

export async function notificationsOf(user: TestUser, organizationId: number): Promise<Json> {
  const answer = await request('GET', `/notifications?organization_id=${organizationId}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Uploads `bytes` for a leave request through the presigned POST; the upload's id. */
export async function uploadAttachment(
  user: TestUser,
  organizationId: number,
  bytes: Buffer,
  fileName = 'certificate.pdf',
) {
  const grant = await request('POST', '/leave/attachments', {
    token: user.token,
    body: { organization_id: organizationId, file_name: fileName },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  const { url, fields, upload_id } = grant.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const uploaded = await fetch(url, { method: 'POST', body: form });
  expect(uploaded.status).toBeLessThan(300);
  return upload_id as string;
}
