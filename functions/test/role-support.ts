import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldGroup, Grants, RoleKey } from '@wattle/shared/permissions';
import { expect } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/**
 * Gives an organization a custom role `custom-<n>` straight in the table (the roles API has its own
 * tests): for tests of what a role with these grants may do.
 */
export async function seedCustomRole(
  organizationId: number,
  number: number,
  name: string,
  grants: Grants,
  fields: FieldGroup[] = [],
): Promise<`custom-${number}`> {
  const key = `custom-${number}` as const;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      UpdateExpression: 'SET custom_roles = if_not_exists(custom_roles, :none)',
      ExpressionAttributeValues: { ':none': {} },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      UpdateExpression: 'SET custom_roles.#key = :role',
      ExpressionAttributeNames: { '#key': key },
      ExpressionAttributeValues: {
        ':role': {
          name,
          description: '',
          grants,
          fields,
          version: 1,
          created_at: '2026-11-24T00:00:00.000Z',
          updated_at: '2026-11-24T00:00:00.000Z',
        },
      },
    }),
  );
  return key;
}

/** A custom "Team admin": all of access (members, invitations), less than an admin elsewhere (members and invitation tests). */
export const TEAM_ADMIN_GRANTS: Grants = {
  organization: { view: 'organization' },
  access: { view: 'organization', create: 'organization', edit: 'organization', delete: 'organization' },
  employees: { view: 'organization' },
  leave: { view: 'organization', create: 'organization' },
  attendance: { view: 'organization', create: 'organization' },
  timesheets: { view: 'organization', create: 'organization', edit: 'organization' },
  rostering: { view: 'organization' },
  payroll: { view: 'organization' },
  performance: { view: 'organization', create: 'organization', edit: 'organization' },
};

/** Custom roles through the API (roles tests). */

export const RECRUITER = {
  name: 'Recruiter',
  description: 'Sees the hiring pipeline.',
  grants: { recruitment: { view: 'organization' } },
  fields: [],
};

export async function addMember(organizationId: number, name: string, role: RoleKey | string): Promise<TestUser> {
  const user = await signUp(name);
  await membershipEntity()
    .create({
      organization_id: organizationId,
      user_id: user.id,
      role: role as RoleKey,
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

export async function workspace(owner: TestUser): Promise<number> {
  return (await request('POST', '/organizations', { token: owner.token, body: organizationBody() })).body.data.id;
}

export const rolesPath = (organizationId: number) => `/organizations/${organizationId}/roles`;

export async function createRole(token: string, organizationId: number, body: Json = RECRUITER): Promise<Json> {
  const answer = await request('POST', rolesPath(organizationId), { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

export async function listRoles(token: string, organizationId: number): Promise<Json[]> {
  const answer = await request('GET', rolesPath(organizationId), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

export async function roleEvents(owner: TestUser, organizationId: number): Promise<Json[]> {
  const answer = await request('GET', `/organizations/${organizationId}/audit-log?record_type=role&per_page=100`, {
    token: owner.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data;
}
