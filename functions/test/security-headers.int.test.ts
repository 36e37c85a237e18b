import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import {
  CONTENT_SECURITY_POLICY_DIRECTIVES,
  contentSecurityPolicy,
  SECURITY_HEADERS,
} from '@wattle/shared/security-headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalServer } from '../src/local/server.ts';
import { app as api, signUp, type TestUser } from './support.ts';

/**
 * The local origin as `npm start` builds it (createLocalServer around the API), served over real
 * HTTP, sends the same security headers CloudFront sends in AWS on every answer.
 */

// A tiny built web app in a temp dir stands in for web/dist, so the static routes are tested
// without a web build.
const webDist = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  return mkdtempSync(join(tmpdir(), 'wattle-web-'));
});
vi.mock('../src/local/settings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/local/settings.ts')>()),
  WEB_DIST: webDist,
}));

const s3Endpoint = process.env.S3_ENDPOINT as string;
/** Every header with the exact value the local server must send. */
const EXPECTED: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy([s3Endpoint]),
};

interface Running {
  base: string;
  server: ServerType;
}

async function listen(serveWeb: boolean): Promise<Running> {
  const app = createLocalServer(api, { s3Endpoint, serveWeb });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ base: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

const close = (running: Running) => new Promise<void>((resolve) => running.server.close(() => resolve()));

function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(EXPECTED))
    expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
}

let user: TestUser;
let apiOnly: Running;
let withWeb: Running;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wattle HR</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("wattle");');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  user = await signUp('Header Checker');
  apiOnly = await listen(false);
  withWeb = await listen(true);
});

afterAll(async () => {
  await Promise.all([apiOnly, withWeb].filter(Boolean).map(close));
  rmSync(webDist, { recursive: true, force: true });
  // Test files share their worker's modules: the next one gets the real settings.
  vi.doUnmock('../src/local/settings.ts');
  vi.resetModules();
});

describe('security headers of the local server', () => {
  it('the Content-Security-Policy has every directive, allows the resume bucket to connect and forbids framing', () => {
    const policy = EXPECTED['Content-Security-Policy'] as string;
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    expect([...directives.keys()]).toEqual(Object.keys(CONTENT_SECURITY_POLICY_DIRECTIVES));
    expect(directives.get('connect-src')).toEqual(["'self'", s3Endpoint]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // No 'unsafe-inline': only the one inline script of index.html, by its hash.
    expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(EXPECTED['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('an authenticated API answer carries every security header and Cache-Control: no-store', async () => {
    const response = await fetch(`${apiOnly.base}/api/v1/me`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, 'GET /api/v1/me');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const organizations = await fetch(`${apiOnly.base}/api/v1/organizations`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expectSecurityHeaders(organizations, 'GET /api/v1/organizations');
    expect(organizations.headers.get('cache-control')).toBe('no-store');
  });

  it('error answers (404, 401, 422) carry every security header too', async () => {
    const answers: [string, Response][] = [
      ['404 API route', await fetch(`${apiOnly.base}/api/v1/no-such-route`)],
      ['404 outside the API', await fetch(`${apiOnly.base}/no-such-page`)],
      [
        '404 record',
        await fetch(`${apiOnly.base}/api/v1/employees/999999999`, {
          headers: { authorization: `Bearer ${user.token}` },
        }),
      ],
      ['401', await fetch(`${apiOnly.base}/api/v1/me`)],
      [
        '422',
        await fetch(`${apiOnly.base}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ],
    ];
    expect(answers.map(([, response]) => response.status)).toEqual([404, 404, 404, 401, 422]);
    for (const [what, response] of answers) {
      expectSecurityHeaders(response, what);
      expect(response.headers.get('content-type'), what).toContain('application/json');
      expect(Object.keys((await response.json()) as object), what).toContain('message');
    }
    // The same 404 as the API gives in Lambda, not the framework's plain-text one.
    const unknown = await fetch(`${apiOnly.base}/api/v1/no-such-route`, { method: 'POST' });
    expect(await unknown.json()).toEqual({ message: 'Not found.' });
  });

  it('the unauthenticated health check answers only that it is up, and reveals nothing about the server', async () => {
    const response = await fetch(`${apiOnly.base}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
    expectSecurityHeaders(response, 'GET /api/v1/health');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const names = [...response.headers.keys()];
    expect(names.filter((name) => /version|runtime|region|aws|amz|debug/i.test(name))).toEqual([]);
  });

  it('the web app shell, its assets and client-side routes carry every security header', async () => {
    const shell = await fetch(`${withWeb.base}/`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    expectSecurityHeaders(shell, 'GET /');

    const asset = await fetch(`${withWeb.base}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset, 'GET /assets/app-1a2b3c.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const file = await fetch(`${withWeb.base}/favicon.svg`);
    expect(file.status).toBe(200);
    expectSecurityHeaders(file, 'GET /favicon.svg');

    const clientRoute = await fetch(`${withWeb.base}/employees/12/edit`);
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toContain('<div id="root">');
    expectSecurityHeaders(clientRoute, 'GET /employees/12/edit');
    expect(clientRoute.headers.get('cache-control')).toBe('no-cache');

    const missingApi = await fetch(`${withWeb.base}/api/v1/no-such-route`);
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toEqual({ message: 'Not found.' });
    expectSecurityHeaders(missingApi, 'GET /api/v1/no-such-route (with the web app)');

    const missingPost = await fetch(`${withWeb.base}/api/v1/no-such-route`, { method: 'POST' });
    expect(missingPost.status).toBe(404);
    expect(await missingPost.json()).toEqual({ message: 'Not found.' });
    expectSecurityHeaders(missingPost, 'POST /api/v1/no-such-route (with the web app)');

    const apiAnswer = await fetch(`${withWeb.base}/api/v1/me`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(apiAnswer.status).toBe(200);
    expectSecurityHeaders(apiAnswer, 'GET /api/v1/me (with the web app)');
    expect(apiAnswer.headers.get('cache-control')).toBe('no-store');
  });
});
