import type { MembershipRole } from '@wattle/shared/constants';
import { MFA_REQUIRED_CODE, MFA_REQUIRED_MESSAGE } from '@wattle/shared/mfa';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** Issue 14 §6: TOTP multi-factor authentication, recovery codes, the organization requirement. */

// Only Date is faked: each test moves the clock a TOTP step on, so a code is new each time (a
// code is accepted once per 30-second step) and the sign-in counters start in a window of their own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / 900_000) * 900_000 + 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
const codeNow = (secret: string) => generate({ secret });

async function enrol(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await request('POST', '/mfa/enrolment', { token: user.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = new URL(started.body.data.otpauth_uri).searchParams.get('secret') as string;
  const confirmed = await request('POST', '/mfa/enrolment/confirm', {
    token: user.token,
    body: { code: await codeNow(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes };
}

async function challenge(user: TestUser): Promise<string> {
  const answer = await request('POST', '/login', { body: { email: user.email, password: user.password } });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[\w-]{43}$/) });
  return answer.body.data.mfa_token;
}

async function auditActions(owner: TestUser, organizationId: number, action: string): Promise<Json[]> {
  const answer = await request('GET', `/organizations/${organizationId}/audit-log?per_page=100&action=${action}`, {
    token: owner.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data;
}

async function addMember(organizationId: number, name: string, role: MembershipRole): Promise<TestUser> {
  const user = await signUp(name);
  await membershipEntity()
    .create({ organization_id: organizationId, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

describe('MFA enrolment', () => {
  it('keeps a started secret pending until a right code confirms it, then answers 10 recovery codes once', async () => {
    const user = await signUp('Erin Enrol');
    const started = await request('POST', '/mfa/enrolment', { token: user.token });
    expect(started.status).toBe(200);
    const { otpauth_uri: uri, qr_code: qr, secret } = started.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Wattle%20HR:/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // Pending: signing in still needs the password only.
    expect((await request('GET', '/mfa', { token: user.token })).body.data.enabled).toBe(false);
    const plain = await request('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(plain.body.data.token).toBeTruthy();

    const code = await codeNow(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await request('POST', '/mfa/enrolment/confirm', { token: user.token, body: { code: wrong } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.code).toEqual(['The code is not correct.']);
    const malformed = await request('POST', '/mfa/enrolment/confirm', { token: user.token, body: { code: '12ab' } });
    expect(malformed.status).toBe(422);

    const confirmed = await request('POST', '/mfa/enrolment/confirm', { token: user.token, body: { code } });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const status = await request('GET', '/mfa', { token: user.token });
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
    expect((await request('POST', '/mfa/enrolment/confirm', { token: user.token, body: { code } })).status).toBe(409);
    expect((await request('POST', '/mfa/enrolment', { token: user.token })).status).toBe(409);
  });
});

describe('signing in with MFA', () => {
  it('asks for a code after the password; a wrong or reused code is refused, the next one opens a session', async () => {
    const user = await signUp('Sam Second');
    const { secret } = await enrol(user);
    const token = await challenge(user);

    const wrong = await request('POST', '/login/mfa', { body: { mfa_token: token, code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['The code is not correct.']);

    const code = await codeNow(secret);
    const ok = await request('POST', '/login/mfa', {
      body: { mfa_token: token, code },
      headers: { 'user-agent': 'T' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(Object.keys(ok.body.data).sort()).toEqual(['organizations', 'token', 'user']);
    expect(ok.body.data.user).toEqual({ id: user.id, name: 'Sam Second', email: user.email });
    expect((await request('GET', '/me', { token: ok.body.data.token })).status).toBe(200);

    // The challenge is single-use; the same code within its window is refused on a new one.
    const again = await request('POST', '/login/mfa', { body: { mfa_token: token, code } });
    expect(again.status).toBe(401);
    const reused = await request('POST', '/login/mfa', { body: { mfa_token: await challenge(user), code } });
    expect(reused.status).toBe(422);
    expect((await request('POST', '/login/mfa', { body: { mfa_token: 'x'.repeat(43), code } })).status).toBe(401);
  });

  it('counts wrong codes against the sign-in limits', async () => {
    const user = await signUp('Lim Limits');
    await enrol(user);
    const token = await challenge(user);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await request('POST', '/login/mfa', { body: { mfa_token: token, code: '000000' } })).status);
    }
    // The password was the window's first attempt: four wrong codes, then the limit.
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });

  it('takes each recovery code once, and records its use', async () => {
    const owner = await signUp('Rae Recovery');
    const organization = (await request('POST', '/organizations', { token: owner.token, body: organizationBody() }))
      .body.data;
    const { recoveryCodes } = await enrol(owner);
    const recovery = (recoveryCodes[3] as string).toUpperCase().replace('-', ' ');
    const ok = await request('POST', '/login/mfa', {
      body: { mfa_token: await challenge(owner), recovery_code: recovery },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const used = await request('POST', '/login/mfa', {
      body: { mfa_token: await challenge(owner), recovery_code: recoveryCodes[3] },
    });
    expect(used.status).toBe(422);
    expect(used.body.errors.recovery_code).toBeDefined();
    const token = ok.body.data.token;
    expect((await request('GET', '/mfa', { token })).body.data.recovery_codes_remaining).toBe(9);

    const events = await auditActions({ ...owner, token }, organization.id, 'mfa_recovery_code');
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe('Signed in with a recovery code (9 left)');
    expect(await auditActions({ ...owner, token }, organization.id, 'mfa_enrol')).toHaveLength(1);
  });

  it('turns off with the password and a current code, audited', async () => {
    const owner = await signUp('Dee Disable');
    const organization = (await request('POST', '/organizations', { token: owner.token, body: organizationBody() }))
      .body.data;
    const { secret } = await enrol(owner);
    const code = await codeNow(secret);
    const noPassword = await request('DELETE', '/mfa', { token: owner.token, body: { password: 'wrong', code } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toBeDefined();
    const noCode = await request('DELETE', '/mfa', {
      token: owner.token,
      body: { password: owner.password, code: '000000' },
    });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toBeDefined();
    const off = await request('DELETE', '/mfa', { token: owner.token, body: { password: owner.password, code } });
    expect(off.status).toBe(204);
    const login = await request('POST', '/login', { body: { email: owner.email, password: owner.password } });
    expect(login.body.data.token).toBeTruthy();
    expect(await auditActions(owner, organization.id, 'mfa_disable')).toHaveLength(1);
  });
});

describe("an organization's MFA requirement", () => {
  it('sends owners and admins without MFA away (403) until they enrol; owners set it and reset members', async () => {
    const owner = await signUp('Olive Owner');
    const created = await request('POST', '/organizations', { token: owner.token, body: organizationBody() });
    const organization = created.body.data;
    expect(organization.require_mfa).toBe(false);
    const admin = await addMember(organization.id, 'Ada Admin', 'admin');
    const member = await addMember(organization.id, 'Mo Member', 'manager');
    const hr = await addMember(organization.id, 'Hana HR', 'hr_manager');
    const stranger = await signUp('Stan Stranger');
    const update = (user: TestUser, version: number, requireMfa: boolean) =>
      request('PUT', `/organizations/${organization.id}`, {
        token: user.token,
        body: { name: organization.name, contact_email: 'hr@example.test', require_mfa: requireMfa, version },
      });

    const ownerWithout = await update(owner, organization.version, true);
    expect(ownerWithout.status).toBe(422);
    expect(ownerWithout.body.errors.require_mfa).toBeDefined();
    await enrol(owner);
    expect((await update(admin, organization.version, true)).status).toBe(403);
    const on = await update(owner, organization.version, true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.require_mfa).toBe(true);
    // Left out, the setting is kept.
    const kept = await request('PUT', `/organizations/${organization.id}`, {
      token: owner.token,
      body: { name: 'Renamed', contact_email: 'hr@example.test', version: on.body.data.version },
    });
    expect(kept.body.data.require_mfa).toBe(true);

    const path = `/organizations/${organization.id}`;
    const blocked = await request('GET', path, { token: admin.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: MFA_REQUIRED_MESSAGE, code: MFA_REQUIRED_CODE });
    expect((await request('GET', `${path}/departments`, { token: admin.token })).status).toBe(403);
    // A role that sees payroll identifiers needs MFA too; one that sees neither them nor pay does not.
    expect((await request('GET', path, { token: hr.token })).status).toBe(403);
    expect((await request('GET', path, { token: member.token })).status).toBe(200);
    expect((await request('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await request('GET', path, { token: owner.token })).status).toBe(200);

    // Enrolling marks the admin's current session: the next request passes.
    await enrol(admin);
    expect((await request('GET', path, { token: admin.token })).status).toBe(200);
    const members = (await request('GET', `${path}/members`, { token: owner.token })).body.data as Json[];
    expect(members.find((entry) => entry.user_id === admin.id)?.mfa_enabled).toBe(true);
    expect(members.find((entry) => entry.user_id === member.id)?.mfa_enabled).toBe(false);

    // Resetting: owners only, members only, never one's own.
    expect((await request('DELETE', `${path}/members/${admin.id}/mfa`, { token: admin.token })).status).toBe(403);
    expect((await request('DELETE', `${path}/members/${stranger.id}/mfa`, { token: owner.token })).status).toBe(404);
    expect((await request('DELETE', `${path}/members/${owner.id}/mfa`, { token: owner.token })).status).toBe(403);
    expect((await request('DELETE', `${path}/members/${member.id}/mfa`, { token: owner.token })).status).toBe(409);
    const reset = await request('DELETE', `${path}/members/${admin.id}/mfa`, { token: owner.token });
    expect(reset.status).toBe(204);
    expect((await request('GET', '/mfa', { token: admin.token })).body.data.enabled).toBe(false);
    expect((await request('GET', path, { token: admin.token })).body.code).toBe(MFA_REQUIRED_CODE);
    const login = await request('POST', '/login', { body: { email: admin.email, password: admin.password } });
    expect(login.body.data.token).toBeTruthy();

    const resets = await auditActions(owner, organization.id, 'mfa_reset');
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({
      actor_id: owner.id,
      actor_name: 'Olive Owner',
      record_id: String(admin.id),
      summary: 'Olive Owner reset the multi-factor authentication of Ada Admin',
    });
    expect(await auditActions(owner, organization.id, 'mfa_enrol')).toHaveLength(2);
  });
});
