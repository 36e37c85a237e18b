import type { LambdaContext, LambdaEvent } from 'hono/aws-lambda';

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
