import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClient } from '../src/local/dynamodb-local.ts';
import { readSettings } from '../src/local/settings.ts';
import { type LocalServices, startLocalServices } from '../src/local/stack.ts';

/**
 * `npm start` is how many people run the product: its data and services must not be open to other
 * machines or to other web pages in the same browser. This starts the real local services on a
 * throwaway DATA_DIR (beside the run's shared DynamoDB Local, which the other tests use).
 */

const APP_ORIGIN = 'http://127.0.0.1:3999';
let dataDir: string;
let services: LocalServices;
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wattle-local-'));
  services = await startLocalServices(dataDir, { appOrigins: [APP_ORIGIN] });
}, 60_000);

afterAll(async () => {
  await services?.stop();
  // startLocalServices points this process at its services; the other tests in this worker must not follow.
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request to s3rver's bucket from a page at `origin`: a CORS preflight for `method`, or a plain GET. */
function fromPage(
  origin: string,
  method: string,
  preflight = true,
): Promise<Record<string, string | string[] | undefined>> {
  const url = new URL(`${services.s3.endpoint}/wattle-resumes/${preflight ? 'resumes/x.pdf' : ''}`);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      preflight
        ? { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } }
        : { method, headers: { origin } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.headers));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the local stack', () => {
  it('keeps DATA_DIR to its owner: folders 0700, files 0600, including the database', async () => {
    const client = localDynamoClient(services.dynamo.endpoint, process.env.DYNAMODB_LOCAL_ACCESS_KEY as string);
    await client.send(new ListTablesCommand({}));
    client.destroy();
    const modes: string[] = [];
    const walk = (path: string) => {
      const stat = lstatSync(path);
      const mode = (stat.mode & 0o777).toString(8);
      if (stat.isDirectory()) {
        if (mode !== '700') modes.push(`${path} ${mode}`);
        for (const entry of readdirSync(path)) walk(join(path, entry));
      } else if (mode !== '600') modes.push(`${path} ${mode}`);
    };
    walk(dataDir);
    expect(modes).toEqual([]);
    expect(readdirSync(join(dataDir, 'dynamodb')).some((name) => name.endsWith('.db'))).toBe(true);
  });

  it("lets no one without the stack's DynamoDB key see its tables (DynamoDB Local cannot bind to loopback)", async () => {
    const own = localDynamoClient(services.dynamo.endpoint, process.env.DYNAMODB_LOCAL_ACCESS_KEY as string);
    const stranger = localDynamoClient(services.dynamo.endpoint, 'AKIASTRANGER');
    expect((await own.send(new ListTablesCommand({}))).TableNames).toContain('wattle-identity');
    expect((await stranger.send(new ListTablesCommand({}))).TableNames).toEqual([]);
    own.destroy();
    stranger.destroy();
  });

  it("answers CORS for the app's origin only, for upload and download only", async () => {
    // s3rver answers an allowed preflight with `*`, and refuses any other.
    expect((await fromPage(APP_ORIGIN, 'POST'))['access-control-allow-origin']).toBeTruthy();
    expect((await fromPage(APP_ORIGIN, 'GET'))['access-control-allow-origin']).toBeTruthy();
    expect((await fromPage('https://evil.example', 'GET'))['access-control-allow-origin']).toBeUndefined();
    expect((await fromPage('https://evil.example', 'POST'))['access-control-allow-origin']).toBeUndefined();
    expect((await fromPage(APP_ORIGIN, 'PUT'))['access-control-allow-origin']).toBeUndefined();
    expect((await fromPage(APP_ORIGIN, 'DELETE'))['access-control-allow-origin']).toBeUndefined();
    // A page elsewhere cannot read a listing of the bucket; the app's page is named, not `*`.
    expect((await fromPage('https://evil.example', 'GET', false))['access-control-allow-origin']).toBeUndefined();
    expect((await fromPage(APP_ORIGIN, 'GET', false))['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('listens on loopback only: s3rver and, by default, the app', async () => {
    expect(new URL(services.s3.endpoint).hostname).toBe('127.0.0.1');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (outside) {
      const port = new URL(services.s3.endpoint).port;
      const reached = await new Promise<boolean>((resolve) => {
        const outgoing = httpRequest({ host: outside, port, path: '/', timeout: 2000 }, () => resolve(true));
        outgoing.on('error', () => resolve(false));
        outgoing.on('timeout', () => {
          outgoing.destroy();
          resolve(false);
        });
        outgoing.end();
      });
      expect(reached).toBe(false);
    }
    expect(readSettings({}).HOST).toBe('127.0.0.1');
  });
});
