import type { LambdaContext, LambdaEvent } from 'hono/aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '../src/handlers/auth.ts';
import { handler as organizationsHandler } from '../src/handlers/organizations.ts';
import { signUp } from './support.ts';

/** A minimal API Gateway HTTP API (payload v2) event, as the Lambda receives it. */
export function event(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; sourceIp?: string } = {},
): LambdaEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      host: 'example.execute-api.ap-southeast-2.amazonaws.com',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    requestContext: {
      accountId: '123456789012',
      apiId: 'example',
      domainName: 'example.execute-api.ap-southeast-2.amazonaws.com',
      domainPrefix: 'example',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? '203.0.113.7', userAgent: 'vitest' },
      requestId: 'request-id',
      authentication: null,
      authorizer: {},
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    isBase64Encoded: false,
  };
}

export const context = {} as LambdaContext;

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
