import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_SECONDS } from '@wattle/shared/constants';
import { expect, vi } from 'vitest';
import { createUser } from '../src/core/identity/users.ts';
import { createApi } from '../src/http/app.ts';
import { ALL_RESOURCES } from '../src/http/resources.ts';

export const app = createApi(...ALL_RESOURCES);

/** The API request being answered, for listeners that attribute AWS commands to it (the grants test). */
export const currentRequest = new AsyncLocalStorage<{ method: string; path: string }>();

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A fresh user signed in through the real login route. */
export async function signUp(name = 'Test User'): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.test`;
  const password = 'Test-Password-123';
  const user = await createUser({ name, email, password });
  const response = await request('POST', '/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return { id: user.id, email, password, token: response.body.data.token };
}

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected loosely
export type Json = any;

/** Calls the API like a client would and parses the JSON answer. */
export async function request(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form !== undefined) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const url = `/api/v1${path}`;
  const response = await currentRequest.run({ method, path: url }, () => app.request(url, { method, headers, body }));
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: text && isJson ? JSON.parse(text) : text || null, headers: response.headers };
}

/** An answer's `data`, once its status is `status` (else the test fails showing the body). */
export function dataOf(answer: { status: number; body: Json }, status = 200): Json {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
}

export const organizationBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Org ${randomUUID().slice(0, 8)}`,
  contact_email: 'hr@example.test',
  ...overrides,
});

/**
 * Sign-in limits count in fixed 15-minute windows. A test that counts attempts starts a second into
 * a fresh window (only Date is faked; timers and the SDK run as usual), so its attempts never
 * straddle two windows, whatever the clock says. Call `vi.useRealTimers()` afterwards.
 */
export function startOfSignInWindow(): void {
  const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / windowMs) * windowMs + 1000);
}
