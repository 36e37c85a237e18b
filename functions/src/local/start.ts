/**
 * `npm start`: the whole product on this machine. DynamoDB Local and s3rver hold the data under
 * DATA_DIR; the API and the built SPA share one origin at PORT. `--dev` (npm run dev) runs the API
 * on PORT+1 behind Vite's dev server with hot reload at PORT.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { assertJava } from './dynamodb-local.ts';
import { assertPortFree } from './ports.ts';
import { DEFAULT_ADMIN, type LocalSettings, REPO_ROOT, readSettings } from './settings.ts';
import { type LocalServices, startLocalServices } from './stack.ts';
import { startLocalWorkers } from './workers.ts';

// Node 20 runs locally while Lambda runs 22; the SDK's reminder about that is known (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const dev = process.argv.includes('--dev');
const startedAt = performance.now();
let services: LocalServices | undefined;
let vite: ChildProcess | undefined;
let closeServer: (() => Promise<void>) | undefined;
let stopWorkers: (() => Promise<void>) | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    vite?.kill('SIGTERM');
    await stopWorkers?.().catch(() => undefined);
    await closeServer?.().catch(() => undefined);
    await services?.stop().catch(() => undefined);
  }
  process.exit(code);
}

/** The origins a browser shows the app at: the only ones allowed to reach the resume bucket. */
function appOrigins(settings: LocalSettings): string[] {
  const hosts = new Set([
    'localhost',
    '127.0.0.1',
    settings.HOST === '0.0.0.0' || settings.HOST === '::' ? '' : settings.HOST,
  ]);
  return [...hosts].filter(Boolean).map((host) => `http://${host.includes(':') ? `[${host}]` : host}:${settings.PORT}`);
}

async function main(): Promise<void> {
  const settings = readSettings();
  const apiPort = dev ? settings.PORT + 1 : settings.PORT;
  assertJava();
  await assertPortFree(settings.PORT);
  if (dev) await assertPortFree(apiPort);

  services = await startLocalServices(settings.dataDir, {
    appOrigins: appOrigins(settings),
    appUrl: `http://localhost:${settings.PORT}`,
  });
  // Core modules read the environment when first imported, so they load only now.
  const { createApi } = await import('../http/app.ts');
  const { ALL_RESOURCES } = await import('../http/resources.ts');
  const { createLocalServer, keepIdleConnections } = await import('./server.ts');
  const { anyUserExists, createUser } = await import('../core/identity/users.ts');

  // Uploads never linked to an applicant expire from quarantine (a lifecycle rule does it in AWS).
  const { sweepQuarantine } = await import('../core/storage/uploads.ts');
  await sweepQuarantine().catch((error: unknown) => console.error(`Quarantine sweep failed: ${String(error)}`));

  // Background work as in AWS: the purge worker's handler fed from the jobs table's stream, and
  // its schedule (at start, then hourly) from a timer.
  stopWorkers = await startLocalWorkers(services);

  if (!(await anyUserExists())) {
    await createUser({ name: settings.ADMIN_NAME, email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
    console.log(`Created the first admin: ${settings.ADMIN_EMAIL}`);
  }

  const app = createLocalServer(createApi(...ALL_RESOURCES), { s3Endpoint: services.s3.endpoint, serveWeb: !dev });
  const server = serve({ fetch: app.fetch, port: apiPort, hostname: settings.HOST }) as HttpServer;
  keepIdleConnections(server);
  closeServer = () => new Promise((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });

  if (dev) {
    vite = spawn(
      join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
      ['--port', String(settings.PORT), '--strictPort', '--host', settings.HOST],
      {
        cwd: join(REPO_ROOT, 'web'),
        env: { ...process.env, API_PORT: String(apiPort) },
        stdio: 'inherit',
      },
    );
    vite.once('exit', (code) => void stop(code ?? 0));
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const password =
    settings.ADMIN_PASSWORD === DEFAULT_ADMIN.password ? DEFAULT_ADMIN.password : '(your ADMIN_PASSWORD)';
  console.log(
    `Wattle HR is ready at http://localhost:${settings.PORT} (${seconds} s) — sign in as ${settings.ADMIN_EMAIL} / ${password}; data in ${settings.dataDir}; e-mails it sends land in ${services.mail.inboxUrl}`,
  );
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

main().catch(async (error: unknown) => {
  console.error(`Wattle HR could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
});
