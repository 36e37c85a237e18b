import { INVITATION_INVALID_MESSAGE, LAST_OWNER_MESSAGE, OWNERS_ONLY_MESSAGE } from '@wattle/shared/members';
import type { RoleKey } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { latestMail, mailsWithSubject } from './mail-inbox.ts';
import { seedCustomRole, TEAM_ADMIN_GRANTS } from './role-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §1: members and invitations. */

const PASSWORD = 'Invited-Magpie-Morning-31';

function tokenOf(mail: { text: string }): string {
  const match = /https:\/\/wattle\.example\.test\/invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match?.[1] as string;
}

async function workspace(owner: TestUser) {
  return (
    await request('POST', '/organizations', { token: owner.token, body: organizationBody({ name: 'Bakery Co' }) })
  ).body.data as { id: number; name: string };
}

async function invite(token: string, organizationId: number, email: string, role: string) {
  const answer = await request('POST', `/organizations/${organizationId}/invitations`, {
    token,
    body: { email, role },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; email: string; role: string };
}

const members = async (token: string, organizationId: number) =>
  (await request('GET', `/organizations/${organizationId}/members`, { token })).body.data as Json[];

describe('invitations', () => {
  it('a new person accepts with a name and password and is signed in as a member with the role', async () => {
    const owner = await signUp('Olive Owner');
    const organization = await workspace(owner);
    const email = `new-${Date.now()}@example.test`;
    await invite(owner.token, organization.id, email.toUpperCase(), 'admin');
    const mail = await latestMail(email, 'Join Bakery Co on Wattle HR');
    expect(mail.text).toContain('Olive Owner invited you to Bakery Co on Wattle HR, as Admin.');
    const token = tokenOf(mail);

    const preview = await request('GET', `/invitations/${token}`);
    expect(preview.body.data).toMatchObject({
      organization_name: 'Bakery Co',
      email,
      role: 'admin',
      invited_by: 'Olive Owner',
      account_exists: false,
    });
    const missing = await request('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['Name is required.']);
    const accepted = await request('POST', `/invitations/${token}/accept`, {
      body: { name: 'Nina New', password: PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.organizations).toMatchObject([
      { id: organization.id, name: 'Bakery Co', role: 'admin', role_name: 'Admin', employee_id: null },
    ]);
    // The link works once.
    expect((await request('GET', `/invitations/${token}`)).body).toEqual({ message: INVITATION_INVALID_MESSAGE });
    expect((await request('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD } })).status).toBe(404);

    const list = await members(owner.token, organization.id);
    expect(list.map((member) => [member.name, member.role, member.you])).toEqual([
      ['Nina New', 'admin', false],
      ['Olive Owner', 'owner', true],
    ]);
    expect(list[0].last_sign_in_at).toEqual(expect.any(String));
    const audit = await request('GET', `/organizations/${organization.id}/audit-log?record_type=membership`, {
      token: owner.token,
    });
    expect(audit.body.data.data[0].summary).toBe('Nina New joined Bakery Co as Admin (invited by Olive Owner)');
  });

  it('an existing account joins with its password, or signed in; another account cannot take it', async () => {
    const owner = await signUp('Owen Owner');
    const organization = await workspace(owner);
    const existing = await signUp('Eve Existing');
    await invite(owner.token, organization.id, existing.email, 'hr_manager');
    const token = tokenOf(await latestMail(existing.email, 'Join Bakery Co on Wattle HR'));
    expect((await request('GET', `/invitations/${token}`)).body.data.account_exists).toBe(true);

    const stranger = await signUp('Sam Stranger');
    const taken = await request('POST', `/invitations/${token}/accept`, { token: stranger.token, body: {} });
    expect(taken.status).toBe(403);
    const wrong = await request('POST', `/invitations/${token}/accept`, { body: { password: 'Not-Her-Password-1' } });
    expect(wrong.status).toBe(422);
    const joined = await request('POST', `/invitations/${token}/accept`, { token: existing.token, body: {} });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.organizations.map((org: { id: number }) => org.id)).toEqual([organization.id]);
    expect((await request('GET', `/organizations/${organization.id}`, { token: existing.token })).status).toBe(200);
  });

  it('lists, resends (the old link stops working) and revokes; refuses members and bad roles', async () => {
    const owner = await signUp('Ida Inviter');
    const organization = await workspace(owner);
    const email = `pending-${Date.now()}@example.test`;
    const first = await invite(owner.token, organization.id, email, 'hr_manager');
    const oldToken = tokenOf(await latestMail(email, 'Join Bakery Co on Wattle HR'));
    const resent = await request('POST', `/organizations/${organization.id}/invitations/${first.id}/resend`, {
      token: owner.token,
    });
    expect(resent.status).toBe(200);
    const tokens = (await mailsWithSubject(email, 'Join Bakery Co on Wattle HR', 2)).map(tokenOf);
    const newToken = tokens.find((token) => token !== oldToken) as string;
    expect(tokens).toContain(oldToken);
    expect((await request('GET', `/invitations/${oldToken}`)).status).toBe(404);
    expect((await request('GET', `/invitations/${newToken}`)).status).toBe(200);

    // Inviting the same e-mail again replaces the pending invitation.
    await invite(owner.token, organization.id, email, 'admin');
    const pending = (await request('GET', `/organizations/${organization.id}/invitations`, { token: owner.token })).body
      .data as Json[];
    expect(pending.map((item) => [item.email, item.role, item.expired])).toEqual([[email, 'admin', false]]);
    const revoked = await request('DELETE', `/organizations/${organization.id}/invitations/${pending[0].id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    expect(
      (await request('GET', `/organizations/${organization.id}/invitations`, { token: owner.token })).body.data,
    ).toEqual([]);

    const already = await request('POST', `/organizations/${organization.id}/invitations`, {
      token: owner.token,
      body: { email: owner.email, role: 'hr_manager' },
    });
    expect(already.status).toBe(422);
    expect(already.body.errors.email).toEqual([`${owner.email} is already a member.`]);
    const badRole = await request('POST', `/organizations/${organization.id}/invitations`, {
      token: owner.token,
      body: { email: 'x@example.test', role: 'superuser' },
    });
    expect(badRole.status).toBe(422);
    expect((await request('GET', '/invitations/not-a-token')).status).toBe(404);
  });
});

describe('members', () => {
  async function team() {
    const owner = await signUp('Opal Owner');
    const organization = await workspace(owner);
    const join = async (name: string, role: string) => {
      const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.test`;
      await invite(owner.token, organization.id, email, role);
      const token = tokenOf(await latestMail(email, 'Join Bakery Co on Wattle HR'));
      const accepted = await request('POST', `/invitations/${token}/accept`, { body: { name, password: PASSWORD } });
      expect(accepted.status).toBe(200);
      return { id: accepted.body.data.user.id as number, token: accepted.body.data.token as string };
    };
    return {
      owner,
      organization,
      admin: await join('Ada Admin', 'admin'),
      member: await join('Max Member', 'hr_manager'),
    };
  }

  it('roles change and members go on their very next request; only owners touch owners; one owner stays', async () => {
    const { owner, organization, admin, member } = await team();
    const path = (userId: number) => `/organizations/${organization.id}/members/${userId}`;
    expect((await request('GET', `/organizations/${organization.id}/members`, { token: member.token })).status).toBe(
      403,
    );
    const promote = await request('PATCH', path(member.id), { token: admin.token, body: { role: 'owner' } });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(OWNERS_ONLY_MESSAGE);
    const lastOwner = await request('PATCH', path(owner.id), { token: owner.token, body: { role: 'admin' } });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.message).toBe(LAST_OWNER_MESSAGE);

    // Transfer: make the admin an owner, then step down.
    expect((await request('PATCH', path(admin.id), { token: owner.token, body: { role: 'owner' } })).status).toBe(200);
    expect((await request('PATCH', path(owner.id), { token: owner.token, body: { role: 'hr_manager' } })).status).toBe(
      200,
    );
    // The former owner is a member from this request on.
    expect((await request('GET', `/organizations/${organization.id}/members`, { token: owner.token })).status).toBe(
      403,
    );

    const removed = await request('DELETE', path(member.id), { token: admin.token });
    expect(removed.status).toBe(204);
    expect((await request('GET', `/organizations/${organization.id}`, { token: member.token })).status).toBe(404);
    expect((await request('DELETE', path(admin.id), { token: admin.token })).status).toBe(409);
    // A member may leave.
    expect((await request('DELETE', path(owner.id), { token: owner.token })).status).toBe(204);
    const left = await members(admin.token, organization.id);
    expect(left.map((entry) => entry.name)).toEqual(['Ada Admin']);
  });

  it('two owners stepping down at once cannot leave the organization without an owner', async () => {
    const { owner, organization, admin } = await team();
    const path = (userId: number) => `/organizations/${organization.id}/members/${userId}`;
    await request('PATCH', path(admin.id), { token: owner.token, body: { role: 'owner' } });
    const answers = await Promise.all([
      request('PATCH', path(owner.id), { token: owner.token, body: { role: 'hr_manager' } }),
      request('PATCH', path(admin.id), { token: admin.token, body: { role: 'hr_manager' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toContain(200);
    const owners = (await members(answers[0]?.status === 200 ? admin.token : owner.token, organization.id)).filter(
      (entry) => entry.role === 'owner',
    );
    expect(owners.length).toBe(1);
  });
});

describe('managing access never makes anyone stronger than the manager', () => {
  it('refuses giving, inviting or changing a role that holds more than the caller’s own', async () => {
    const owner = await signUp('Olive Owner');
    const organization = await workspace(owner);
    const teamAdmin = await seedCustomRole(organization.id, 7, 'Team admin', TEAM_ADMIN_GRANTS);
    const add = async (name: string, role: RoleKey) => {
      const user = await signUp(name);
      await membershipEntity()
        .create({ organization_id: organization.id, user_id: user.id, role, created_at: new Date().toISOString() })
        .go();
      return user;
    };
    const lead = await add('Tess Teamadmin', teamAdmin);
    const hr = await add('Hugo Hr', 'hr_manager');
    const staff = await add('Sid Staff', 'employee');
    const path = (userId: number) => `/organizations/${organization.id}/members/${userId}`;

    const selfPromotion = await request('PATCH', path(lead.id), { token: lead.token, body: { role: 'admin' } });
    expect(selfPromotion.status).toBe(403);
    expect(selfPromotion.body.message).toMatch(/^You can only give a role that holds no more than yours/);
    expect((await request('PATCH', path(staff.id), { token: lead.token, body: { role: 'hr_manager' } })).status).toBe(
      403,
    );
    // A stronger member is out of reach too: neither changed nor removed.
    expect((await request('PATCH', path(hr.id), { token: lead.token, body: { role: 'employee' } })).status).toBe(403);
    expect((await request('DELETE', path(hr.id), { token: lead.token })).status).toBe(403);
    const strongerInvite = await request('POST', `/organizations/${organization.id}/invitations`, {
      token: lead.token,
      body: { email: `hr-${Date.now()}@example.test`, role: 'hr_manager' },
    });
    expect(strongerInvite.status).toBe(403);
    // What the caller holds, they may give.
    const invite = await request('POST', `/organizations/${organization.id}/invitations`, {
      token: lead.token,
      body: { email: `staff-${Date.now()}@example.test`, role: 'employee' },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  });
});
