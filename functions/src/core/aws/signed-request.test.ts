import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AwsError, AwsNetworkError } from './errors.ts';
import { type SignedRequest, signedRequest } from './signed-request.ts';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse, attempt: number) => void;

const servers: http.Server[] = [];

/** A local server answering with `handler`; counts attempts and connections. */
async function serve(handler: Handler) {
  const stats = { attempts: 0, connections: 0, bodies: [] as string[], authorization: [] as string[] };
  const server = http.createServer(async (request, response) => {
    stats.attempts++;
    let body = '';
    for await (const chunk of request) body += chunk;
    stats.bodies.push(body);
    stats.authorization.push(String(request.headers.authorization ?? ''));
    handler(request, response, stats.attempts);
  });
  server.on('connection', () => stats.connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stats };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const call = (endpoint: string, options: Partial<SignedRequest> = {}) =>
  signedRequest({
    service: 'dynamodb',
    region: 'local',
    endpoint,
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/x-amz-json-1.0' },
    body: '{"TableName":"t"}',
    idempotent: false,
    timeoutMs: 300,
    ...options,
  });

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(JSON.stringify(body));
};

describe('signed requests to AWS', () => {
  it('sends the signed body and reads the whole answer, over one kept-alive connection', async () => {
    const { endpoint, stats } = await serve((_request, response) => json(response, 200, { Item: { a: 1 } }));
    const first = await call(endpoint);
    const second = await call(endpoint);
    expect(first.status).toBe(200);
    expect(first.header('Content-Type')).toBe('application/x-amz-json-1.0');
    expect(first.json()).toEqual({ Item: { a: 1 } });
    expect(second.text()).toBe('{"Item":{"a":1}}');
    expect(stats.bodies).toEqual(['{"TableName":"t"}', '{"TableName":"t"}']);
    expect(stats.authorization[0]).toMatch(
      /^AWS4-HMAC-SHA256 Credential=.+, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    );
    expect(stats.connections).toBe(1);
  });

  it('turns a service error into an AwsError with its code and fields, retrying only what may be retried', async () => {
    const conditional = await serve((_request, response) =>
      json(response, 400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
        message: 'The conditional request failed',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const error = await call(conditional.endpoint).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AwsError);
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      status: 400,
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    expect(conditional.stats.attempts).toBe(1);

    const throttled = await serve((_request, response, attempt) =>
      attempt < 3
        ? json(response, 400, { __type: 'ThrottlingException', message: 'slow down' })
        : json(response, 200, {}),
    );
    expect((await call(throttled.endpoint)).status).toBe(200);
    expect(throttled.stats.attempts).toBe(3);
  });

  it('does not resend a write whose answer never came (it may have been applied), but does resend a read', async () => {
    const silent = await serve(() => undefined);
    const error = await call(silent.endpoint).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AwsNetworkError);
    expect(error).toMatchObject({ name: 'NetworkingError', code: 'ETIMEDOUT', notSent: false });
    expect(silent.stats.attempts).toBe(1);

    const silentForRead = await serve(() => undefined);
    await expect(call(silentForRead.endpoint, { idempotent: true })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(silentForRead.stats.attempts).toBe(3);
  });

  it('reports an answer cut off mid-body as a network error, not as a short answer', async () => {
    const { endpoint } = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"Items":[');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    await expect(call(endpoint)).rejects.toMatchObject({ name: 'NetworkingError', code: 'ECONNRESET' });
  });

  it('marks a refused connection as never sent, so even a write may be resent', async () => {
    const { endpoint } = await serve(() => undefined);
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    }
    await expect(call(endpoint)).rejects.toMatchObject({ code: 'ECONNREFUSED', notSent: true });
  });
});
