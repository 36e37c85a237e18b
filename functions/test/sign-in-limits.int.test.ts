import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/core/identity/users.ts';
import { handler as authHandler } from '../src/handlers/auth.ts';
import { context, event } from './lambda-events.ts';
import { request, signUp, startOfSignInWindow } from './support.ts';

/** Signs in through the Lambda handler, as API Gateway would deliver it from `sourceIp`. */
async function signInFrom(sourceIp: string, email: string, password: string) {
  const answer = await authHandler(event('POST', '/api/v1/login', { body: { email, password }, sourceIp }), context);
  return {
    status: answer.statusCode,
    retryAfter: answer.headers?.['retry-after'],
    body: JSON.parse(answer.body ?? '{}'),
  };
}

async function account() {
  const email = `limits-${randomUUID()}@example.test`;
  const password = 'Right-Password-1';
  await createUser({ name: 'Limit Tester', email, password });
  return { email, password };
}

describe('sign-in limits', () => {
  beforeEach(() => startOfSignInWindow());
  afterEach(() => vi.useRealTimers());

  it('counts 20 parallel wrong passwords atomically: at most 5 are checked, then even the right one is refused', async () => {
    const { email, password } = await account();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signInFrom('198.51.100.1', email, 'Wrong-Password-1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(answers.find((answer) => answer.status === 429)?.retryAfter).toMatch(/^\d+$/);
    const right = await signInFrom('198.51.100.1', email, password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many login attempts\. Try again in \d+ (minutes|seconds?)\.$/);
  });

  it('19 wrong and 1 right in parallel check at most 5 passwords', async () => {
    const { email, password } = await account();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signInFrom('198.51.100.2', email, index === 10 ? password : 'Wrong-Password-1'),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401 || answer.status === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('locks a guessing address out of an account without locking the owner out from elsewhere', async () => {
    const { email, password } = await account();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInFrom('198.51.100.3', email, 'Wrong-Password-1')).status).toBe(401);
    }
    expect((await signInFrom('198.51.100.3', email, password)).status).toBe(429);
    expect((await signInFrom('192.0.2.44', email, password)).status).toBe(200);
  });

  it('slows an account guessed from many addresses with growing delays, not a lock', async () => {
    const { email } = await account();
    for (let attempt = 1; attempt <= 21; attempt++) {
      expect((await signInFrom(`198.51.101.${attempt}`, email, 'Wrong-Password-1')).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    const delayed = await signInFrom('198.51.101.22', email, 'Wrong-Password-1');
    expect(delayed.status).toBe(429);
    expect(delayed.retryAfter).toBe('2');
  });

  it('limits one address across accounts', async () => {
    const address = '198.51.102.1';
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await signInFrom(address, `nobody-${attempt}-${randomUUID()}@example.test`, 'Wrong-Password-1');
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    expect((await signInFrom(address, `nobody-${randomUUID()}@example.test`, 'Wrong-Password-1')).status).toBe(429);
  });

  it('counts wrong current passwords on a password change like failed sign-ins, and refuses weak or unchanged passwords', async () => {
    const user = await signUp();
    const change = (current: string, next: string) =>
      request('POST', '/password', { token: user.token, body: { current_password: current, new_password: next } });
    const weak = await change(user.password, 'password1234');
    expect(weak.status).toBe(422);
    expect(weak.body.errors.new_password).toEqual([
      'This password is too easy to guess. Use a longer phrase of unrelated words.',
    ]);
    const same = await change(user.password, user.password);
    expect(same.body.errors.new_password).toEqual(['Choose a new password, not the current one.']);
    const named = await change(user.password, `${user.email.toUpperCase()}!`);
    expect(named.body.errors.new_password).toEqual(['The password must not be your e-mail address.']);
    // Only the unchanged one reached the current-password check, and it was right (the count
    // starts again). Five wrong ones use up the limit; then even the right one waits.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change('Wrong-Password-1', 'Brand-New-Passphrase-77')).status).toBe(422);
    }
    expect((await change(user.password, 'Brand-New-Passphrase-77')).status).toBe(429);
  });
});
