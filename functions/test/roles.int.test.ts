import { NO_ACCESS_MESSAGE, type RoleKey } from '@wattle/shared/permissions';
import { BUILT_IN_ROLE_MESSAGE, MAX_CUSTOM_ROLES, ROLE_LIMIT_MESSAGE } from '@wattle/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/core/error.ts';
import { membershipEntity } from '../src/core/organizations/membership-entity.ts';
import { VERSION_REQUIRED_MESSAGE } from '../src/core/validation.ts';
import { recruitmentFixture } from './recruitment-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §2: custom roles (Settings → Manage Permission). */

const RECRUITER = {
  name: 'Recruiter',
  description: 'Sees the hiring pipeline.',
  grants: { recruitment: { view: 'organization' } },
  fields: [],
};

async function addMember(organizationId: number, name: string, role: RoleKey | string): Promise<TestUser> {
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

async function workspace(owner: TestUser): Promise<number> {
  return (await request('POST', '/organizations', { token: owner.token, body: organizationBody() })).body.data.id;
}

const rolesPath = (organizationId: number) => `/organizations/${organizationId}/roles`;

async function createRole(token: string, organizationId: number, body: Json = RECRUITER): Promise<Json> {
  const answer = await request('POST', rolesPath(organizationId), { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function listRoles(token: string, organizationId: number): Promise<Json[]> {
  const answer = await request('GET', rolesPath(organizationId), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function roleEvents(owner: TestUser, organizationId: number): Promise<Json[]> {
  const answer = await request('GET', `/organizations/${organizationId}/audit-log?record_type=role&per_page=100`, {
    token: owner.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data;
}

let owner: TestUser;
beforeAll(async () => {
  owner = await signUp('Rhea Roles');
});

describe('listing roles', () => {
  it('answers the six built-in roles in table order, then custom roles by name, each with its member count', async () => {
    const organizationId = await workspace(owner);
    await createRole(owner.token, organizationId, { ...RECRUITER, name: 'Zookeeper' });
    const recruiter = await createRole(owner.token, organizationId);
    await addMember(organizationId, 'Rita Recruiter', recruiter.key);
    await addMember(organizationId, 'Manny Manager', 'manager');
    await addMember(organizationId, 'Mona Manager', 'manager');

    const roles = await listRoles(owner.token, organizationId);
    expect(roles.map((role) => [role.key, role.name, role.built_in, role.members])).toEqual([
      ['owner', 'Owner', true, 1],
      ['admin', 'Admin', true, 0],
      ['hr_manager', 'HR Manager', true, 0],
      ['payroll_officer', 'Payroll Officer', true, 0],
      ['manager', 'Manager', true, 2],
      ['employee', 'Employee', true, 0],
      ['custom-2', 'Recruiter', false, 1],
      ['custom-1', 'Zookeeper', false, 0],
    ]);
    expect(roles[4]).toMatchObject({
      description: expect.stringContaining('reports'),
      grants: { employees: { view: 'reports' } },
      fields: [],
    });
    expect(roles[6]).toEqual({
      key: 'custom-2',
      name: 'Recruiter',
      description: 'Sees the hiring pipeline.',
      built_in: false,
      grants: { recruitment: { view: 'organization' } },
      fields: [],
      version: 1,
      members: 1,
    });
  });

  it('is refused to roles without access.view, before anything is read', async () => {
    const organizationId = await workspace(owner);
    const hr = await addMember(organizationId, 'Hana HR', 'hr_manager');
    const answer = await request('GET', rolesPath(organizationId), { token: hr.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(NO_ACCESS_MESSAGE);
  });
});

describe('creating a custom role', () => {
  it('numbers keys within the organization, keeps description optional and records the event', async () => {
    const organizationId = await workspace(owner);
    const created = await createRole(owner.token, organizationId, {
      name: '  Recruiter  ',
      grants: { employees: { view: 'department', edit: 'self' }, recruitment: { view: 'organization' } },
      fields: ['pay', 'pay'],
    });
    expect(created).toMatchObject({
      key: 'custom-1',
      name: 'Recruiter',
      description: '',
      grants: { recruitment: { view: 'organization' }, employees: { view: 'department', edit: 'self' } },
      fields: ['pay'],
      version: 1,
    });
    expect((await createRole(owner.token, organizationId, { ...RECRUITER, name: 'Second' })).key).toBe('custom-2');

    const [second, first] = await roleEvents(owner, organizationId);
    expect(second.summary).toBe('Created the role Second');
    expect(first).toMatchObject({
      action: 'create',
      record_type: 'role',
      record_id: 'custom-1',
      record_label: 'Recruiter',
    });
    expect(first.changes).toEqual([
      { field: 'name', label: 'Name', before: null, after: 'Recruiter' },
      { field: 'grants.recruitment.view', label: 'Recruitment: View', before: null, after: 'Whole organization' },
      { field: 'grants.employees.view', label: 'Employees: View', before: null, after: 'Own department' },
      { field: 'grants.employees.edit', label: 'Employees: Edit', before: null, after: 'Self' },
      { field: 'fields.pay', label: 'Pay rates and salary', before: null, after: 'Granted' },
    ]);
  });

  it('answers a repeated Idempotency-Key with the first answer, creating one role', async () => {
    const organizationId = await workspace(owner);
    const headers = { 'idempotency-key': `role-${Date.now()}` };
    const first = await request('POST', rolesPath(organizationId), { token: owner.token, body: RECRUITER, headers });
    const again = await request('POST', rolesPath(organizationId), { token: owner.token, body: RECRUITER, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await listRoles(owner.token, organizationId)).filter((role) => !role.built_in)).toHaveLength(1);
  });

  it('refuses a name another custom role or a built-in role has, whatever the case', async () => {
    const organizationId = await workspace(owner);
    await createRole(owner.token, organizationId);
    for (const name of ['recruiter', ' RECRUITER ', 'hr manager', 'Owner']) {
      const answer = await request('POST', rolesPath(organizationId), {
        token: owner.token,
        body: { ...RECRUITER, name },
      });
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors.name, name).toEqual([`A role named "${name.trim()}" already exists.`]);
    }
    // Another organization may use the name.
    await createRole(owner.token, await workspace(owner));
  });

  it('validates the name, description, grants and field groups with clear messages', async () => {
    const organizationId = await workspace(owner);
    const errorsOf = async (body: Json) => {
      const answer = await request('POST', rolesPath(organizationId), { token: owner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      return answer.body.errors;
    };
    expect((await errorsOf({ ...RECRUITER, name: '   ' })).name).toEqual(['Name is required.']);
    expect((await errorsOf({ ...RECRUITER, name: 'x'.repeat(61) })).name).toEqual(['Must be at most 60 characters.']);
    expect((await errorsOf({ ...RECRUITER, description: 'x'.repeat(301) })).description).toEqual([
      'Must be at most 300 characters.',
    ]);
    expect((await errorsOf({ name: 'No grants', fields: [] })).grants).toEqual(['Choose the permissions.']);
    expect((await errorsOf({ ...RECRUITER, grants: [] })).grants).toEqual(['Permissions must be given per module.']);
    expect((await errorsOf({ ...RECRUITER, grants: { payroll: { view: 'organization' } } })).grants).toEqual([
      'Unknown module.',
    ]);
    expect(
      (await errorsOf({ ...RECRUITER, grants: { employees: { view: 'organization', fly: 'organization' } } })).grants,
    ).toEqual(['Unknown action on Employees.']);
    expect(
      (await errorsOf({ ...RECRUITER, grants: { employees: { view: 'organization', approve: 'organization' } } }))
        .grants,
    ).toEqual(['Approve does not apply to Employees.']);
    expect((await errorsOf({ ...RECRUITER, grants: { recruitment: { view: 'reports' } } })).grants).toEqual([
      'View on Recruitment is granted for the whole organization only.',
    ]);
    expect((await errorsOf({ ...RECRUITER, grants: { employees: { view: 'everyone' } } })).grants).toEqual([
      'Choose how far View on Employees reaches.',
    ]);
    expect((await errorsOf({ ...RECRUITER, grants: { employees: { edit: 'organization' } } })).grants).toEqual([
      'Edit on Employees needs View too.',
    ]);
    expect(
      (await errorsOf({ ...RECRUITER, grants: { employees: { view: 'self', edit: 'organization' } } })).grants,
    ).toEqual(['Edit on Employees cannot reach further than View (Self).']);
    expect((await errorsOf({ ...RECRUITER, fields: ['bank'] })).fields).toEqual(['Unknown field group.']);
    expect((await errorsOf({ ...RECRUITER, fields: 'pay' })).fields).toEqual([
      'Choose the sensitive field groups (a list).',
    ]);
    // A prototype key is an unknown module, not a way into the stored object.
    expect(
      (await errorsOf({ ...RECRUITER, grants: JSON.parse('{"__proto__": {"view": "organization"}}') })).grants,
    ).toEqual(['Unknown module.']);
    expect((await listRoles(owner.token, organizationId)).filter((role) => !role.built_in)).toEqual([]);
  });

  it(`keeps at most ${MAX_CUSTOM_ROLES} custom roles`, { timeout: 60_000 }, async () => {
    const organizationId = await workspace(owner);
    for (let index = 1; index <= MAX_CUSTOM_ROLES; index++) {
      await createRole(owner.token, organizationId, { ...RECRUITER, name: `Role ${index}` });
    }
    const answer = await request('POST', rolesPath(organizationId), {
      token: owner.token,
      body: { ...RECRUITER, name: 'One too many' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(ROLE_LIMIT_MESSAGE);
  });

  it('two creates at once both succeed, with different keys', async () => {
    const organizationId = await workspace(owner);
    const answers = await Promise.all(
      ['Alpha', 'Beta', 'Gamma'].map((name) =>
        request('POST', rolesPath(organizationId), { token: owner.token, body: { ...RECRUITER, name } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.key)).size).toBe(3);
    expect(
      (await listRoles(owner.token, organizationId)).filter((role) => !role.built_in).map((role) => role.name),
    ).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('grants only what the creating role holds itself', async () => {
    const organizationId = await workspace(owner);
    const manager = await createRole(owner.token, organizationId, {
      name: 'Access manager',
      grants: { access: { view: 'organization', create: 'organization', edit: 'organization' } },
      fields: [],
    });
    const keeper = await addMember(organizationId, 'Kim Keeper', manager.key);
    const stronger = await request('POST', rolesPath(organizationId), {
      token: keeper.token,
      body: { name: 'Stronger', grants: { employees: { view: 'organization' } }, fields: ['pay'] },
    });
    expect(stronger.status).toBe(422);
    expect(stronger.body.errors.grants).toEqual([
      'You can only grant what your own role holds. Not held: Employees: View, Pay rates and salary.',
    ]);
    const weaker = await createRole(keeper.token, organizationId, {
      name: 'Viewer',
      grants: { access: { view: 'organization' } },
      fields: [],
    });
    // Editing may keep what the role already has, but not add more than the editor holds.
    const owned = await createRole(owner.token, organizationId, { ...RECRUITER, name: 'Owned' });
    const rename = await request('PUT', `${rolesPath(organizationId)}/${owned.key}`, {
      token: keeper.token,
      body: { ...RECRUITER, name: 'Owned and renamed', version: 1 },
    });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    const widen = await request('PUT', `${rolesPath(organizationId)}/${weaker.key}`, {
      token: keeper.token,
      body: {
        name: 'Viewer',
        grants: { access: { view: 'organization', delete: 'organization' } },
        fields: [],
        version: 1,
      },
    });
    expect(widen.status).toBe(422);
    expect(widen.body.errors.grants).toEqual([
      'You can only grant what your own role holds. Not held: Team and access: Delete.',
    ]);
  });
});

describe('a custom role at work', () => {
  it('allows exactly its grants, and an edit holds from the very next request', async () => {
    const { organization, department, designation } = await recruitmentFixture(owner);
    const role = await createRole(owner.token, organization.id);
    const recruiter = await addMember(organization.id, 'Rob Recruiter', role.key);
    const jobs = `/recruitment/job-openings?organization_id=${organization.id}`;
    const newJob = {
      organization_id: organization.id,
      title: 'Barista',
      department_id: department.id,
      designation_id: designation.id,
      location: 'Hobart',
    };
    expect((await request('GET', jobs, { token: recruiter.token })).status).toBe(200);
    const refused = await request('POST', '/recruitment/job-openings', { token: recruiter.token, body: newJob });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NO_ACCESS_MESSAGE);
    expect(
      (await request('GET', `/employees?organization_id=${organization.id}`, { token: recruiter.token })).status,
    ).toBe(403);
    const mine = (await request('GET', '/organizations', { token: recruiter.token })).body.data as Json[];
    expect(mine.find((entry) => entry.id === organization.id)).toMatchObject({
      role: role.key,
      role_name: 'Recruiter',
      permissions: { grants: RECRUITER.grants, fields: [] },
    });

    const edited = await request('PUT', `${rolesPath(organization.id)}/${role.key}`, {
      token: owner.token,
      body: { ...RECRUITER, grants: { recruitment: { view: 'organization', create: 'organization' } }, version: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      version: 2,
      grants: { recruitment: { view: 'organization', create: 'organization' } },
    });
    const created = await request('POST', '/recruitment/job-openings', { token: recruiter.token, body: newJob });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // Taking the grant away holds at once too.
    await request('PUT', `${rolesPath(organization.id)}/${role.key}`, {
      token: owner.token,
      body: { ...RECRUITER, grants: {}, version: 2 },
    });
    expect((await request('GET', jobs, { token: recruiter.token })).status).toBe(403);
  });

  it('members and invitations can be given a custom role, and not a missing one', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const member = await addMember(organizationId, 'Mia Member', 'employee');
    const changed = await request('PATCH', `/organizations/${organizationId}/members/${member.id}`, {
      token: owner.token,
      body: { role: role.key },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ role: role.key, role_name: 'Recruiter' });
    const missing = await request('PATCH', `/organizations/${organizationId}/members/${member.id}`, {
      token: owner.token,
      body: { role: 'custom-99' },
    });
    expect(missing.status).toBe(422);
    const invited = await request('POST', `/organizations/${organizationId}/invitations`, {
      token: owner.token,
      body: { email: `recruit-${Date.now()}@example.test`, role: role.key },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.data.role_name).toBe('Recruiter');
  });

  it('survives editing the organization settings', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const holder = await addMember(organizationId, 'Sam Survivor', role.key);
    const organization = (await request('GET', `/organizations/${organizationId}`, { token: owner.token })).body.data;
    const updated = await request('PUT', `/organizations/${organizationId}`, {
      token: owner.token,
      body: { name: 'Renamed Co', contact_email: 'hr@example.test', version: organization.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const roles = await listRoles(owner.token, organizationId);
    expect(roles.find((entry) => entry.key === role.key)).toMatchObject({ name: 'Recruiter', version: 1, members: 1 });
    expect(
      (await request('GET', `/recruitment/job-openings?organization_id=${organizationId}`, { token: holder.token }))
        .status,
    ).toBe(200);
    // And a role change leaves the organization's own version alone (its settings form stays current).
    await request('PUT', `${rolesPath(organizationId)}/${role.key}`, {
      token: owner.token,
      body: { ...RECRUITER, name: 'Talent', version: 1 },
    });
    const again = await request('PUT', `/organizations/${organizationId}`, {
      token: owner.token,
      body: { name: 'Renamed again', contact_email: 'hr@example.test', version: updated.body.data.version },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await listRoles(owner.token, organizationId)).find((entry) => entry.key === role.key)?.name).toBe('Talent');
  });
});

describe('changing a custom role', () => {
  it('needs the version, answers 409 to a stale one, and records each change', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const path = `${rolesPath(organizationId)}/${role.key}`;
    const body = {
      name: 'Talent scout',
      description: '',
      grants: { recruitment: { view: 'organization', create: 'organization' } },
      fields: ['payroll_identifiers'],
    };
    const unversioned = await request('PUT', path, { token: owner.token, body });
    expect(unversioned.status).toBe(422);
    expect(unversioned.body.errors.version).toEqual([VERSION_REQUIRED_MESSAGE]);
    const stale = await request('PUT', path, { token: owner.token, body: { ...body, version: 7 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
    const saved = await request('PUT', path, { token: owner.token, body: { ...body, version: 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      key: role.key,
      name: 'Talent scout',
      version: 2,
      fields: ['payroll_identifiers'],
    });
    // The same again changes nothing and records nothing.
    const same = await request('PUT', path, { token: owner.token, body: { ...body, version: 2 } });
    expect(same.body.data.version).toBe(2);

    const [event] = await roleEvents(owner, organizationId);
    expect(event).toMatchObject({ action: 'update', summary: 'Changed the role Recruiter (now Talent scout)' });
    expect(event.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Recruiter', after: 'Talent scout' },
      { field: 'description', label: 'Description', before: 'Sees the hiring pipeline.', after: null },
      { field: 'grants.recruitment.create', label: 'Recruitment: Create', before: null, after: 'Whole organization' },
      {
        field: 'fields.payroll_identifiers',
        label: 'Payroll identifiers and bank details',
        before: null,
        after: 'Granted',
      },
    ]);
    expect(await roleEvents(owner, organizationId)).toHaveLength(2);
  });

  it('of two edits from the same version, one wins and the other gets 409', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const path = `${rolesPath(organizationId)}/${role.key}`;
    const answers = await Promise.all(
      ['First', 'Second'].map((name) =>
        request('PUT', path, { token: owner.token, body: { ...RECRUITER, name, version: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.data.name;
    expect((await listRoles(owner.token, organizationId)).find((entry) => entry.key === role.key)).toMatchObject({
      name: winner,
      version: 2,
    });
  });

  it('refuses built-in roles with 403 and answers 404 for a role that is not there', async () => {
    const organizationId = await workspace(owner);
    const body = { ...RECRUITER, version: 1 };
    const builtIn = await request('PUT', `${rolesPath(organizationId)}/manager`, { token: owner.token, body });
    expect(builtIn.status).toBe(403);
    expect(builtIn.body.message).toBe(BUILT_IN_ROLE_MESSAGE);
    expect((await request('DELETE', `${rolesPath(organizationId)}/owner`, { token: owner.token })).body.message).toBe(
      BUILT_IN_ROLE_MESSAGE,
    );
    for (const key of ['custom-4', 'custom-0', 'nobody', '1']) {
      expect(
        (await request('PUT', `${rolesPath(organizationId)}/${key}`, { token: owner.token, body })).status,
        key,
      ).toBe(404);
      expect((await request('DELETE', `${rolesPath(organizationId)}/${key}`, { token: owner.token })).status, key).toBe(
        404,
      );
    }
  });

  it('is refused to roles without the access permission', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const viewer = await createRole(owner.token, organizationId, {
      name: 'Access viewer',
      grants: { access: { view: 'organization' } },
      fields: [],
    });
    const looker = await addMember(organizationId, 'Lou Looker', viewer.key);
    expect((await listRoles(looker.token, organizationId)).length).toBe(8);
    const path = `${rolesPath(organizationId)}/${role.key}`;
    expect((await request('POST', rolesPath(organizationId), { token: looker.token, body: RECRUITER })).status).toBe(
      403,
    );
    expect((await request('PUT', path, { token: looker.token, body: { ...RECRUITER, version: 1 } })).status).toBe(403);
    expect((await request('DELETE', path, { token: looker.token })).status).toBe(403);
  });
});

describe('deleting a custom role', () => {
  it('waits until no member or invitation holds it, then removes it and records it', async () => {
    const organizationId = await workspace(owner);
    const role = await createRole(owner.token, organizationId);
    const path = `${rolesPath(organizationId)}/${role.key}`;
    const holder = await addMember(organizationId, 'Hal Holder', role.key);
    const held = await request('DELETE', path, { token: owner.token });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('This role is in use. Move its 1 member to another role first.');

    await request('PATCH', `/organizations/${organizationId}/members/${holder.id}`, {
      token: owner.token,
      body: { role: 'employee' },
    });
    const invitation = (
      await request('POST', `/organizations/${organizationId}/invitations`, {
        token: owner.token,
        body: { email: `pending-${Date.now()}@example.test`, role: role.key },
      })
    ).body.data;
    const invited = await request('DELETE', path, { token: owner.token });
    expect(invited.status).toBe(409);
    expect(invited.body.message).toBe(
      'This role is in use. Revoke its 1 pending invitation or invite with another role first.',
    );
    await request('DELETE', `/organizations/${organizationId}/invitations/${invitation.id}`, { token: owner.token });

    expect((await request('DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await listRoles(owner.token, organizationId)).some((entry) => entry.key === role.key)).toBe(false);
    expect((await request('DELETE', path, { token: owner.token })).status).toBe(404);
    const [event] = await roleEvents(owner, organizationId);
    expect(event).toMatchObject({ action: 'delete', summary: 'Deleted the role Recruiter', record_id: role.key });
    expect(event.changes[0]).toEqual({ field: 'name', label: 'Name', before: 'Recruiter', after: null });
    // The number is not given out again.
    expect((await createRole(owner.token, organizationId, { ...RECRUITER, name: 'Next' })).key).toBe('custom-2');
  });
});
