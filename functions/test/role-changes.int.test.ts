import { NO_ACCESS_MESSAGE } from '@wattle/shared/permissions';
import { BUILT_IN_ROLE_MESSAGE } from '@wattle/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/core/error.ts';
import { VERSION_REQUIRED_MESSAGE } from '../src/core/validation.ts';
import { recruitmentFixture } from './recruitment-support.ts';
import { addMember, createRole, listRoles, RECRUITER, roleEvents, rolesPath, workspace } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §2: custom roles at work, changed and deleted. */

let owner: TestUser;
beforeAll(async () => {
  owner = await signUp('Rhea Roles');
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
