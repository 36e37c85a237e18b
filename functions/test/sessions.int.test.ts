import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEntity } from '../src/core/identity/session-entity.ts';
import { request, signUp } from './support.ts';

afterEach(() => vi.restoreAllMocks());

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;

describe('sessions', () => {
  it('lists the user’s sessions, marks the current one, and ends another one', async () => {
    const user = await signUp();
    const second = (await request('POST', '/login', { body: { email: user.email, password: user.password } })).body.data
      .token;
    const list = await request('GET', '/sessions', { token: user.token });
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect((await request('DELETE', `/sessions/${sessionIdOf(second)}`, { token: user.token })).status).toBe(204);
    expect((await request('GET', '/me', { token: second })).status).toBe(401);
    expect((await request('GET', '/me', { token: user.token })).status).toBe(200);
  });

  it("cannot end another user's session", async () => {
    const owner = await signUp();
    const other = await signUp();
    const response = await request('DELETE', `/sessions/${sessionIdOf(other.token)}`, { token: owner.token });
    expect(response.status).toBe(404);
    expect((await request('GET', '/me', { token: other.token })).status).toBe(200);
  });

  it('ends a session idle for more than 60 minutes', async () => {
    const user = await signUp();
    const sid = sessionIdOf(user.token);
    await sessionEntity()
      .patch({ session_id: sid })
      .set({ last_seen_at: Math.floor(Date.now() / 1000) - 61 * 60 })
      .go();
    expect((await request('GET', '/me', { token: user.token })).status).toBe(401);
    expect((await sessionEntity().get({ session_id: sid }).go({ consistent: true })).data).toBeNull();
  });

  it('refreshes the idle clock at most once a minute', async () => {
    const user = await signUp();
    const sid = sessionIdOf(user.token);
    const old = Math.floor(Date.now() / 1000) - 30 * 60;
    await sessionEntity().patch({ session_id: sid }).set({ last_seen_at: old }).go();
    await request('GET', '/me', { token: user.token });
    const touched = (await sessionEntity().get({ session_id: sid }).go({ consistent: true })).data?.last_seen_at ?? 0;
    expect(touched).toBeGreaterThan(old + 29 * 60);
  });

  it('changes the password after checking the current one and ends every other session', async () => {
    const user = await signUp();
    const other = (await request('POST', '/login', { body: { email: user.email, password: user.password } })).body.data
      .token;
    const wrong = await request('POST', '/password', {
      token: user.token,
      body: { current_password: 'not-it', new_password: 'Another-Password-42' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is not correct.'] });
    const short = await request('POST', '/password', {
      token: user.token,
      body: { current_password: user.password, new_password: 'short' },
    });
    expect(short.body.errors).toEqual({ new_password: ['Password must be at least 12 characters.'] });
    const changed = await request('POST', '/password', {
      token: user.token,
      body: { current_password: user.password, new_password: 'Another-Password-42' },
    });
    expect(changed.status).toBe(204);
    expect((await request('GET', '/me', { token: other })).status).toBe(401);
    expect((await request('GET', '/me', { token: user.token })).status).toBe(200);
    const oldLogin = await request('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await request('POST', '/login', { body: { email: user.email, password: 'Another-Password-42' } });
    expect(newLogin.status).toBe(200);
  });

  it('logs authentication events as JSON without secrets', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(String(line)));
    const user = await signUp();
    await request('POST', '/login', { body: { email: user.email, password: 'Wrong-Password-9' } });
    const events = lines.map((line) => JSON.parse(line)).filter((entry) => entry.source === 'auth');
    expect(events.map((entry) => entry.event)).toEqual(['login_succeeded', 'login_failed']);
    const text = lines.join('\n');
    for (const secret of [user.password, 'Wrong-Password-9', user.email, user.token])
      expect(text).not.toContain(secret);
  });
});
