import { BUILT_IN_PERMISSIONS, NO_ACCESS_CODE, NO_ACCESS_MESSAGE } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { organizationBody, request, signUp, type TestUser } from './support.ts';

async function createOrganization(user: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await request('POST', '/organizations', { token: user.token, body: organizationBody(overrides) });
  expect(response.status).toBe(201);
  return response.body.data;
}

describe('organizations', () => {
  it('creates with defaults, makes the creator owner, and lists it', async () => {
    const user = await signUp();
    const created = await createOrganization(user, { name: 'Acme Pty Ltd', registration_number: '  ', address: '' });
    expect(created).toMatchObject({
      name: 'Acme Pty Ltd',
      registration_number: null,
      address: null,
      timezone: 'Asia/Kolkata',
      role: 'owner',
      version: 1,
    });
    const list = await request('GET', '/organizations', { token: user.token });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([created.id]);
    const login = await request('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(login.body.data.organizations).toEqual([
      {
        id: created.id,
        name: 'Acme Pty Ltd',
        role: 'owner',
        role_name: 'Owner',
        permissions: BUILT_IN_PERMISSIONS.owner,
        employee_id: null,
      },
    ]);
  });

  it('validates name, contact e-mail and timezone with 422 field errors', async () => {
    const user = await signUp();
    const response = await request('POST', '/organizations', {
      token: user.token,
      body: { name: ' ', contact_email: 'nope', timezone: 'Mars/Olympus' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['Name is required.'],
      contact_email: ['Contact email is invalid.'],
      timezone: ['Timezone is not valid.'],
    });
    const missing = await request('POST', '/organizations', { token: user.token, body: {} });
    expect(missing.body.errors.contact_email).toEqual(['Contact email is required.']);
  });

  it('updates with optimistic concurrency: a stale version gets 409 and changes nothing', async () => {
    const user = await signUp();
    const created = await createOrganization(user, { industry_type: 'Retail' });
    const updated = await request('PUT', `/organizations/${created.id}`, {
      token: user.token,
      body: { ...organizationBody({ name: 'Renamed' }), industry_type: null, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Renamed', industry_type: null, version: 2 });
    const stale = await request('PUT', `/organizations/${created.id}`, {
      token: user.token,
      body: { ...organizationBody({ name: 'Lost update' }), version: 1 },
    });
    expect(stale.status).toBe(409);
    const current = await request('GET', `/organizations/${created.id}`, { token: user.token });
    expect(current.body.data.name).toBe('Renamed');
  });

  it("answers 404 for another organization's records, for every verb", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const organization = await createOrganization(owner);
    const department = (
      await request('POST', `/organizations/${organization.id}/departments`, {
        token: owner.token,
        body: { name: 'Finance' },
      })
    ).body.data;
    const designation = (
      await request('POST', `/departments/${department.id}/designations`, {
        token: owner.token,
        body: { title: 'Analyst' },
      })
    ).body.data;
    const calls: [string, string, unknown?][] = [
      ['GET', `/organizations/${organization.id}`],
      ['PUT', `/organizations/${organization.id}`, organizationBody()],
      ['DELETE', `/organizations/${organization.id}`],
      ['GET', `/organizations/${organization.id}/departments`],
      ['POST', `/organizations/${organization.id}/departments`, { name: 'X' }],
      ['GET', `/departments/${department.id}`],
      ['PUT', `/departments/${department.id}`, { name: 'X' }],
      ['DELETE', `/departments/${department.id}`],
      ['GET', `/departments/${department.id}/designations`],
      ['POST', `/departments/${department.id}/designations`, { title: 'X' }],
      ['GET', `/designations/${designation.id}`],
      ['PUT', `/designations/${designation.id}`, { title: 'X' }],
      ['DELETE', `/designations/${designation.id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await request(method, path, { token: stranger.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(organization.name);
    }
    // Nothing changed for the owner.
    const still = await request('GET', `/designations/${designation.id}`, { token: owner.token });
    expect(still.body.data.title).toBe('Analyst');
  });

  it('answers 404 for non-numeric and unknown ids', async () => {
    const user = await signUp();
    for (const path of ['/organizations/abc', '/organizations/0', '/organizations/999999999', '/departments/1e3']) {
      expect((await request('GET', path, { token: user.token })).status, path).toBe(404);
    }
  });

  it('requires a token on every organization route', async () => {
    for (const [method, path] of [
      ['GET', '/organizations'],
      ['POST', '/organizations'],
      ['GET', '/departments/1'],
      ['DELETE', '/designations/1'],
    ] as const) {
      const response = await request(method, path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('deleting an organization removes its departments, designations and memberships', async () => {
    const user = await signUp();
    const organization = await createOrganization(user);
    const department = (
      await request('POST', `/organizations/${organization.id}/departments`, {
        token: user.token,
        body: { name: 'Ops' },
      })
    ).body.data;
    const designation = (
      await request('POST', `/departments/${department.id}/designations`, {
        token: user.token,
        body: { title: 'Lead' },
      })
    ).body.data;
    expect((await request('DELETE', `/organizations/${organization.id}`, { token: user.token })).status).toBe(204);
    expect((await request('GET', `/organizations/${organization.id}`, { token: user.token })).status).toBe(404);
    expect((await request('GET', `/departments/${department.id}`, { token: user.token })).status).toBe(404);
    expect((await request('GET', `/designations/${designation.id}`, { token: user.token })).status).toBe(404);
    expect((await request('GET', '/organizations', { token: user.token })).body.data).toEqual([]);
  });
});

describe('departments and designations', () => {
  it('refuses names that carry control characters, lone surrogates or direction overrides', async () => {
    const user = await signUp();
    const organization = (await request('POST', '/organizations', { token: user.token, body: organizationBody() })).body
      .data;
    const answer = await request('POST', `/organizations/${organization.id}/departments`, {
      token: user.token,
      body: { name: '\u0000Sales\u202E\uD800' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['Remove control characters and text-direction overrides.']);
    const listed = await request('GET', `/organizations/${organization.id}/departments`, { token: user.token });
    expect(listed.body.data).toEqual([]);
  });

  it('CRUD with validation, defaults and cascading delete', async () => {
    const user = await signUp();
    const organization = await createOrganization(user);
    const base = `/organizations/${organization.id}/departments`;
    const invalid = await request('POST', base, { token: user.token, body: { name: '' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ name: ['Name is required.'] });

    const department = (await request('POST', base, { token: user.token, body: { name: 'People', description: 'HR' } }))
      .body.data;
    expect(department).toMatchObject({ name: 'People', description: 'HR', organization_id: organization.id });
    const renamed = await request('PUT', `/departments/${department.id}`, {
      token: user.token,
      body: { name: 'People & Culture', description: '', version: 1 },
    });
    expect(renamed.body.data).toMatchObject({ name: 'People & Culture', description: null, version: 2 });
    expect(
      (await request('PUT', `/departments/${department.id}`, { token: user.token, body: { name: 'X', version: 1 } }))
        .status,
    ).toBe(409);

    const designations = `/departments/${department.id}/designations`;
    const badLevel = await request('POST', designations, { token: user.token, body: { title: '', level: 'Chief' } });
    expect(badLevel.body.errors).toEqual({
      title: ['Title is required.'],
      level: ['Level must be Junior, Mid or Senior.'],
    });
    const junior = (await request('POST', designations, { token: user.token, body: { title: 'Recruiter' } })).body.data;
    expect(junior).toMatchObject({
      title: 'Recruiter',
      name: 'Recruiter',
      level: 'Junior',
      department_id: department.id,
    });
    const senior = (
      await request('POST', designations, { token: user.token, body: { title: 'Head of People', level: 'Senior' } })
    ).body.data;
    const promoted = await request('PUT', `/designations/${junior.id}`, {
      token: user.token,
      body: { title: 'Senior Recruiter', level: 'Mid' },
    });
    // Every update names the version it was made from (issue 13 §6).
    expect(promoted.status).toBe(422);
    expect(promoted.body.errors.version).toEqual(['The version is required: reload the record and try again.']);
    const retried = await request('PUT', `/designations/${junior.id}`, {
      token: user.token,
      body: { title: 'Senior Recruiter', level: 'Mid', version: junior.version },
    });
    expect(retried.body.data).toMatchObject({ title: 'Senior Recruiter', level: 'Mid', version: 2 });
    const listed = await request('GET', designations, { token: user.token });
    expect(listed.body.data.map((d: { id: number }) => d.id).sort()).toEqual([junior.id, senior.id].sort());

    expect((await request('DELETE', `/designations/${senior.id}`, { token: user.token })).status).toBe(204);
    expect((await request('GET', `/designations/${senior.id}`, { token: user.token })).status).toBe(404);
    expect((await request('DELETE', `/departments/${department.id}`, { token: user.token })).status).toBe(204);
    expect((await request('GET', `/designations/${junior.id}`, { token: user.token })).status).toBe(404);
    expect((await request('GET', base, { token: user.token })).body.data).toEqual([]);
  });

  it('lets only the owner delete an organization and owners or admins edit it', async () => {
    // A member role exists for invited users; seed one directly since invitations come later.
    const owner = await signUp();
    const member = await signUp();
    const organization = await createOrganization(owner);
    const { membershipEntity } = await import('../src/core/tenancy/membership-entity.ts');
    await membershipEntity()
      .create({
        organization_id: organization.id,
        user_id: member.id,
        role: 'manager',
        created_at: new Date().toISOString(),
      })
      .go();
    const edit = await request('PUT', `/organizations/${organization.id}`, {
      token: member.token,
      body: organizationBody(),
    });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ message: NO_ACCESS_MESSAGE, code: NO_ACCESS_CODE });
    const remove = await request('DELETE', `/organizations/${organization.id}`, { token: member.token });
    expect(remove.status).toBe(403);
    expect((await request('GET', `/organizations/${organization.id}`, { token: member.token })).body.data.role).toBe(
      'manager',
    );
  });
});
