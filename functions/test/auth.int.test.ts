import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createUser } from '../src/core/identity/users.ts';
import { request, signUp, startOfSignInWindow } from './support.ts';

describe('POST /login', () => {
  it('returns a token, the user and their organizations', async () => {
    const email = `Login-${randomUUID()}@Example.test`;
    await createUser({ name: 'Ada Admin', email, password: 'Right-Password-1' });
    const response = await request('POST', '/login', { body: { email: `  ${email} `, password: 'Right-Password-1' } });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toEqual({ id: expect.any(Number), name: 'Ada Admin', email: email.toLowerCase() });
    expect(response.body.data.organizations).toEqual([]);
    expect(response.body.data.token.split('.')).toHaveLength(3);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 422 with the spec texts for blank and malformed input', async () => {
    const blank = await request('POST', '/login', { body: { email: '   ', password: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
    const malformed = await request('POST', '/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(malformed.body.errors).toEqual({ email: ['Email address is invalid.'] });
    const missing = await request('POST', '/login', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.email).toEqual(['Email is required.']);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await signUp();
    const wrong = await request('POST', '/login', { body: { email: user.email, password: 'Wrong-Password-1' } });
    const unknown = await request('POST', '/login', {
      body: { email: `nobody-${randomUUID()}@example.test`, password: 'Wrong-Password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('These credentials do not match our records.');
  });

  it('locks an e-mail out after 5 failures with 429 and Retry-After, for known and unknown e-mails alike', async () => {
    startOfSignInWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = await signUp();
    for (const email of [user.email, `ghost-${randomUUID()}@example.test`]) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const failed = await request('POST', '/login', { body: { email, password: 'Wrong-Password-1' } });
        expect(failed.status).toBe(401);
      }
      const locked = await request('POST', '/login', { body: { email, password: user.password } });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(locked.body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    }
  });

  it('rejects malformed JSON with a 4xx and a message', async () => {
    const response = await request('POST', '/login', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('tokens and sessions', () => {
  it('GET /me answers for a valid token', async () => {
    const user = await signUp('Me Myself');
    const me = await request('GET', '/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ id: user.id, name: 'Me Myself', email: user.email });
  });

  it('logout ends the session: the same token then gets 401', async () => {
    const user = await signUp();
    expect((await request('POST', '/logout', { token: user.token })).status).toBe(204);
    const after = await request('GET', '/me', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('rejects missing, tampered, alg:none, foreign-secret and expired tokens with 401', async () => {
    const user = await signUp();
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '999999' })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret-00'));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(process.env.JWT_SECRET));
    for (const token of [undefined, 'garbage', tampered, none, foreign, expired]) {
      const response = await request('GET', '/me', { token });
      expect(response.status, String(token)).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('health', () => {
  it('answers 200 without a token', async () => {
    const response = await request('GET', '/health');
    expect(response).toMatchObject({ status: 200, body: { data: { status: 'ok' } } });
  });
});
