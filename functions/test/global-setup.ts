process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTables, localDynamoClient, startDynamoLocal } from '../src/local/dynamodb-local.ts';
import { ensureFieldKeyFile } from '../src/local/field-key.ts';
import { startMailCatcher } from '../src/local/mail-local.ts';
import { startS3Local } from '../src/local/s3-local.ts';
import { TEST_BUCKET, TEST_TABLES } from './test-resources.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const s3Dir = mkdtempSync(join(tmpdir(), 'wattle-s3-'));
  const accessKey = randomBytes(16).toString('hex');
  const dynamo = await startDynamoLocal({ port: await freePort(), accessKey });
  // The browser tests start their own stack; these tests reach s3rver from Node only.
  const s3 = await startS3Local({ port: await freePort(), dataDir: s3Dir, buckets: [TEST_BUCKET], allowedOrigins: [] });
  const client = localDynamoClient(dynamo.endpoint, accessKey);
  // No TTL deletion here: tests set the clock back, and DynamoDB Local expires by the real clock.
  await ensureTables(client, TEST_TABLES, { timeToLive: false });
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('dynamoAccessKey', accessKey);
  project.provide('s3Endpoint', s3.endpoint);
  const mailDir = mkdtempSync(join(tmpdir(), 'wattle-mail-'));
  const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), dataDir: mailDir });
  project.provide('smtpUrl', mail.smtpUrl);
  project.provide('mailInboxUrl', mail.inboxUrl);
  // Payroll fields are encrypted with a key generated the way the local stack does it.
  const keyDir = mkdtempSync(join(tmpdir(), 'wattle-keys-'));
  project.provide('fieldKeyFile', ensureFieldKeyFile(join(keyDir, 'field-key')));
  return async () => {
    await mail.stop();
    await s3.stop();
    await dynamo.stop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(keyDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    dynamoAccessKey: string;
    s3Endpoint: string;
    fieldKeyFile: string;
    smtpUrl: string;
    mailInboxUrl: string;
  }
}
