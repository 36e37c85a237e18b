import { existsSync, readFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@wattle/shared/security-headers';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { notFound } from '../http/errors.ts';
import { WEB_DIST } from './settings.ts';

/**
 * The local origin: the API under /api/v1 and the built SPA everywhere else (index.html for
 * client-side routes), with the same security headers CloudFront sends in AWS.
 */
export function createLocalServer(api: Hono, options: { s3Endpoint: string; serveWeb: boolean }): Hono {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy([options.s3Endpoint]),
  };
  const app = new Hono();
  // The API's own 404 does not carry over to the app it is mounted in: answer like it.
  app.notFound(notFound);
  // Set before the handler, so every answer is built with them rather than copied to add them.
  app.use((c, next) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return next();
  });
  app.route('/', api);
  if (!options.serveWeb) return app;

  const indexFile = join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error('The web app is not built: run `npm run build` (npm start does it for you).');
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), WEB_DIST) || '.';
  // The SPA's files go out gzip-compressed, as CloudFront serves them in AWS (the API is not).
  const compressWeb = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressWeb(c, next)));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  // Client-side routes: every GET that is not the API and not a file gets the SPA shell.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'Not found.' }, 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}

/**
 * Keeps idle kept-alive connections open longer than clients keep them (as a load balancer in front
 * of a Node server is set up): Node closes one after 5 s, and a client reusing it at that moment gets
 * ECONNRESET (a browser test's API call did, and the bench's first call after a long seeding step).
 */
export function keepIdleConnections(server: unknown): void {
  const http = server as HttpServer;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
