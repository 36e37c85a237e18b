import type { RoleKey } from '@wattle/shared/permissions';
import { expect } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture } from './employee-support.ts';
import { latestMail } from './mail-inbox.ts';
import { request, signUp, type TestUser } from './support.ts';

/** Employee self-service tests: a record invited and accepted, members of a role. */

export const PASSWORD = 'Self-Service-Wombat-42';

export function tokenOf(mail: { text: string }): string {
  const match = /\/invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match?.[1] as string;
}

/** A new employee record invited to self-service and accepted by a new person: their session. */
export async function linkedEmployee(owner: TestUser, f: EmployeeFixture, overrides: Record<string, unknown> = {}) {
  const employee = await createEmployee(owner, f, { first_name: 'Eve', ...overrides });
  const invited = await request('POST', `/employees/${employee.id}/self-service-invitation`, {
    token: owner.token,
    body: {},
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await latestMail(employee.personal_email, `Join ${f.organization.name} on Wattle HR`);
  const accepted = await request('POST', `/invitations/${tokenOf(mail)}/accept`, {
    body: { name: `${employee.first_name} ${employee.last_name}`, password: PASSWORD },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return {
    employee,
    user: {
      id: accepted.body.data.user.id as number,
      email: employee.personal_email as string,
      password: PASSWORD,
      token: accepted.body.data.token as string,
    },
    answer: accepted.body.data,
  };
}

export async function addMember(org: number, name: string, role: RoleKey) {
  const user = await signUp(name);
  await membershipEntity()
    .create({ organization_id: org, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

/** What `user` sees of their own record in organization `org` (GET /self-service/profile). */
export const profileOf = (org: number, user: TestUser) =>
  request('GET', `/self-service/profile?organization_id=${org}`, { token: user.token });
