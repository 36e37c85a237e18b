import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { makeDue, readJob } from './purge-support.ts';
import { CASES, registeredRoutes } from './route-cases.ts';
import { request, signUp, type TestUser } from './support.ts';
import type { Case } from './world.ts';
import { buildWorld, type World } from './world.ts';

const DAY_MS = 86_400_000;

async function addMember(world: World, role: 'admin' | 'hr_manager' | 'manager'): Promise<TestUser> {
  const user = await signUp(`${role} of ${world.organization.id}`);
  await membershipEntity()
    .create({ organization_id: world.organization.id, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

let world: World;
let admin: TestUser;

beforeAll(async () => {
  world = await buildWorld('SoftDeleted');
  admin = await addMember(world, 'admin');
}, 120_000);

describe('deleting an organization', () => {
  it('is reversible: 404 on every route for every member, listed for its owner, restored with its data', async () => {
    const org = world.organization.id;
    const owner = world.owner.token;
    const before = await request('GET', `/employees/${world.employee.id}`, { token: owner });
    expect(before.status).toBe(200);
    expect((await request('DELETE', `/organizations/${org}`, { token: admin.token })).status).toBe(403);

    const startedAt = Date.now();
    expect((await request('DELETE', `/organizations/${org}`, { token: owner })).status).toBe(204);
    const job = await readJob(org);
    expect(job).toMatchObject({ status: 'scheduled', organization_id: org, deleted_by: world.owner.id });
    expect(Date.parse(job?.due_at ?? '') - Date.parse(job?.deleted_at ?? '')).toBe(30 * DAY_MS);

    // Every organization-scoped route, for the owner and the admin alike.
    // (Ending a session is the caller's own account, not the organization's.)
    const scoped = registeredRoutes().filter(
      (route) => CASES[route] && !route.endsWith('/restore') && !route.includes('/sessions/'),
    );
    for (const token of [owner, admin.token]) {
      for (const route of scoped) {
        const [method = 'GET'] = route.split(' ');
        const call = (CASES[route] as Case)(world);
        const answer = await request(method, call.path, { token, body: call.body });
        expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(404);
      }
      expect((await request('GET', '/organizations', { token })).body.data).toEqual([]);
      expect((await request('GET', '/me', { token })).body.data.organizations).toEqual([]);
    }

    const deleted = await request('GET', '/organizations/deleted', { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual([
      {
        id: org,
        name: 'Org SoftDeleted',
        deleted_at: job?.deleted_at,
        purge_after: job?.due_at,
        deleted_by: { id: world.owner.id, name: 'Owner SoftDeleted' },
        restorable: true,
      },
    ]);
    expect(Date.parse(deleted.body.data[0].deleted_at)).toBeGreaterThanOrEqual(startedAt - 1000);
    // Only owners see deleted organizations, and only owners restore (others: the same 404 as every route).
    expect((await request('GET', '/organizations/deleted', { token: admin.token })).body.data).toEqual([]);
    const byAdmin = await request('POST', `/organizations/${org}/restore`, { token: admin.token });
    expect(byAdmin.status).toBe(404);
    expect(byAdmin.body).toEqual({ message: 'Organization not found.' });

    const restored = await request('POST', `/organizations/${org}/restore`, { token: owner });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id: org, name: 'Org SoftDeleted', role: 'owner' });
    expect(await readJob(org)).toBeUndefined();
    expect(await request('GET', `/employees/${world.employee.id}`, { token: owner })).toEqual(before);
    expect(
      (await request('GET', '/organizations', { token: admin.token })).body.data.map((o: { id: number }) => o.id),
    ).toEqual([org]);
    expect((await request('GET', '/organizations/deleted', { token: owner })).body.data).toEqual([]);
    // Both steps are in the audit log, in the transactions that made them.
    const audit = await request('GET', `/organizations/${org}/audit-log?record_type=organization&record_id=${org}`, {
      token: owner,
    });
    expect(audit.body.data.data.slice(0, 2).map((event: { action: string }) => event.action)).toEqual([
      'restore',
      'delete',
    ]);
    // Restoring what is not deleted: 409.
    const again = await request('POST', `/organizations/${org}/restore`, { token: owner });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This organization is not deleted.' });
  });

  it('answers 409 to a restore after purge_after, with a clear message', async () => {
    const late = await buildWorld('LateRestore');
    const org = late.organization.id;
    expect((await request('DELETE', `/organizations/${org}`, { token: late.owner.token })).status).toBe(204);
    await makeDue(org);
    const listed = (await request('GET', '/organizations/deleted', { token: late.owner.token })).body.data;
    expect(listed).toMatchObject([{ id: org, restorable: false }]);
    const answer = await request('POST', `/organizations/${org}/restore`, { token: late.owner.token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/more than 30 days ago and can no longer be restored/);
    expect((await readJob(org))?.status).toBe('scheduled');
  });

  it('validates ids and hides other organizations: restore of a bad id is 404, of a stranger 404', async () => {
    const stranger = await signUp('Stranger');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const answer = await request('POST', `/organizations/${id}/restore`, { token: world.owner.token });
      expect(answer.status, id).toBe(404);
    }
    const answer = await request('POST', `/organizations/${world.organization.id}/restore`, { token: stranger.token });
    expect(answer.status).toBe(404);
    expect((await request('DELETE', `/organizations/${world.organization.id}`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
