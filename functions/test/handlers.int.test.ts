import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '../src/handlers/auth.ts';
import { handler as organizationsHandler } from '../src/handlers/organizations.ts';
import { context, event } from './lambda-events.ts';
import { signUp } from './support.ts';

describe('Lambda entry points', () => {
  it('auth handler answers login validation through the API Gateway v2 adapter', async () => {
    const result = await authHandler(event('POST', '/api/v1/login', { body: { email: '', password: '' } }), context);
    expect(result.statusCode).toBe(422);
    expect(JSON.parse(result.body ?? '{}').errors.email).toEqual(['Email is required.']);
  });

  it('organizations handler creates and lists organizations for a signed-in user', async () => {
    const user = await signUp();
    const created = await organizationsHandler(
      event('POST', '/api/v1/organizations', {
        token: user.token,
        body: { name: 'Lambda Org', contact_email: 'a@b.test' },
      }),
      context,
    );
    expect(created.statusCode).toBe(201);
    const listed = await organizationsHandler(event('GET', '/api/v1/organizations', { token: user.token }), context);
    expect(JSON.parse(listed.body ?? '{}').data.map((o: { name: string }) => o.name)).toEqual(['Lambda Org']);
  });

  it('a function answers 404 for routes of another resource', async () => {
    const result = await organizationsHandler(event('POST', '/api/v1/login', { body: {} }), context);
    expect(result.statusCode).toBe(404);
  });
});
