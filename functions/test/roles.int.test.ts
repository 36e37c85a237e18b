import { NO_ACCESS_MESSAGE } from '@wattle/shared/permissions';
import { MAX_CUSTOM_ROLES, ROLE_LIMIT_MESSAGE } from '@wattle/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createRole, listRoles, RECRUITER, roleEvents, rolesPath, workspace } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §2: custom roles (Settings → Manage Permission): listing and creating them. */

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
    expect((await errorsOf({ ...RECRUITER, grants: { timesheet: { view: 'organization' } } })).grants).toEqual([
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
