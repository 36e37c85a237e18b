import { INVITATIONS_PER_HOUR, OWNER_INVITATIONS_MESSAGE } from '@wattle/shared/members';
import type { RoleKey } from '@wattle/shared/permissions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { latestMail } from './mail-inbox.ts';
import { seedCustomRole, TEAM_ADMIN_GRANTS } from './role-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 25 §2: a member resends or revokes only invitations for roles they could give (only owners
 * those of owners), and each inviter sends at most INVITATIONS_PER_HOUR invitations an hour
 * (resends included), then 429 with Retry-After.
 */

let owner: TestUser;
let organizationId: number;
let organizationName: string;

const invitations = (id = organizationId) => `/organizations/${id}/invitations`;

async function add(name: string, role: RoleKey): Promise<TestUser> {
  const user = await signUp(name);
  await membershipEntity()
    .create({ organization_id: organizationId, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

async function invite(token: string, role: string, email = `invitee-${crypto.randomUUID()}@example.test`) {
  return request('POST', invitations(), { token, body: { email, role } });
}

const pending = async () =>
  (await request('GET', invitations(), { token: owner.token })).body.data as { id: number; role: string }[];

beforeAll(async () => {
  owner = await signUp('Ingrid Owner');
  const created = (await request('POST', '/organizations', { token: owner.token, body: organizationBody() })).body.data;
  organizationId = created.id;
  organizationName = created.name;
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('resending and revoking invitations', () => {
  it('only for roles the member could give; only owners for an owner’s invitation', async () => {
    const teamAdmin = await seedCustomRole(organizationId, 1, 'Team admin', TEAM_ADMIN_GRANTS);
    const lead = await add('Tia Teamadmin', teamAdmin);
    const admin = await add('Adam Admin', 'admin');
    const ownerInvite = (await invite(owner.token, 'owner')).body.data as Json;
    const adminInvite = (await invite(owner.token, 'admin')).body.data as Json;
    const staffInvite = (await invite(owner.token, 'employee')).body.data as Json;
    const resend = (token: string, id: number) => request('POST', `${invitations()}/${id}/resend`, { token });
    const revoke = (token: string, id: number) => request('DELETE', `${invitations()}/${id}`, { token });

    // An admin holds everything but the owner role: an owner's invitation is the owners'.
    for (const answer of [await resend(admin.token, ownerInvite.id), await revoke(admin.token, ownerInvite.id)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(OWNER_INVITATIONS_MESSAGE);
    }
    // The team admin cannot give Admin: neither resend nor revoke its invitation, nor an owner's.
    for (const id of [ownerInvite.id, adminInvite.id]) {
      const resent = await resend(lead.token, id);
      expect(resent.status).toBe(403);
      expect((await revoke(lead.token, id)).status).toBe(403);
    }
    const refused = await revoke(lead.token, adminInvite.id);
    expect(refused.body.message).toMatch(/^You can only resend or revoke an invitation for a role that holds no more/);
    expect((await pending()).map((item) => item.role).sort()).toEqual(['admin', 'employee', 'owner']);
    // What they could give, they may resend and revoke.
    expect((await resend(lead.token, staffInvite.id)).status).toBe(200);
    expect((await revoke(lead.token, staffInvite.id)).status).toBe(204);
    expect((await resend(admin.token, adminInvite.id)).status).toBe(200);
    expect((await revoke(owner.token, ownerInvite.id)).status).toBe(204);
  });
});

describe('invitations per inviter', () => {
  it(`sends ${INVITATIONS_PER_HOUR} an hour, resends included, then 429 with Retry-After; others are not held up`, async () => {
    // A fresh hour, so the count does not straddle two windows (only Date is faked). The members
    // sign in after the clock moves, so their sessions are not idle.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 1000);
    const busy = await add('Bea Busy', 'admin');
    const other = await add('Olli Other', 'admin');
    const first = await invite(busy.token, 'employee');
    expect(first.status).toBe(201);
    const resent = await request('POST', `${invitations()}/${first.body.data.id}/resend`, { token: busy.token });
    expect(resent.status).toBe(200);
    for (let sent = 2; sent < INVITATIONS_PER_HOUR; sent++) {
      const answer = await invite(busy.token, 'employee');
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const email = `one-too-many-${crypto.randomUUID()}@example.test`;
    const limited = await invite(busy.token, 'employee', email);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many invitations sent. Try again in 60 minutes.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const listed = (await request('GET', invitations(), { token: busy.token })).body.data as Json[];
    expect(listed.some((item) => item.email === email)).toBe(false);
    const again = await request('POST', `${invitations()}/${first.body.data.id}/resend`, { token: busy.token });
    expect(again.status).toBe(429);
    // Another inviter of the same organization is not held up.
    expect((await invite(other.token, 'employee', email)).status).toBe(201);
    await latestMail(email, `Join ${organizationName} on Wattle HR`);
  });
});
