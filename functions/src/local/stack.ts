import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES, tableEnvironment } from '../core/db/table-definitions.ts';
import { type DynamoLocal, ensureTables, localDynamoClient, startDynamoLocal } from './dynamodb-local.ts';
import { localFieldKeyFile } from './field-key.ts';
import { freePort } from './ports.ts';
import { type S3Local, startS3Local } from './s3-local.ts';

export const LOCAL_TABLES = Object.fromEntries(Object.keys(TABLES).map((name) => [name, `wattle-${name}`]));
export const LOCAL_BUCKET = 'wattle-resumes';

/** Where a running stack records its endpoints, so `npm run create-admin` can reach it. */
export const runtimeFile = (dataDir: string) => join(dataDir, 'local-stack.json');

export interface LocalServices {
  dynamo: DynamoLocal;
  s3: S3Local;
  stop(): Promise<void>;
}

/** The JWT secret: JWT_SECRET if set, otherwise one generated once and kept under DATA_DIR. */
function localJwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts DynamoDB Local and s3rver with data under `dataDir`, creates missing tables and the
 * bucket, and points this process's environment at them (core modules read it on first import).
 */
export async function startLocalServices(dataDir: string): Promise<LocalServices> {
  mkdirSync(dataDir, { recursive: true });
  // Checked before anything starts: a missing or damaged key is one clear line, nothing to stop.
  const fieldKey = localFieldKeyFile(dataDir);
  const dynamo = await startDynamoLocal({ port: await freePort(), dataDir: join(dataDir, 'dynamodb') });
  let s3: S3Local;
  try {
    s3 = await startS3Local({ port: await freePort(), dataDir: join(dataDir, 's3'), buckets: [LOCAL_BUCKET] });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const client = localDynamoClient(dynamo.endpoint);
  try {
    await ensureTables(client, LOCAL_TABLES);
  } catch (error) {
    await Promise.all([s3.stop(), dynamo.stop()]);
    throw error;
  } finally {
    client.destroy();
  }
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    ...tableEnvironment(LOCAL_TABLES),
    RESUME_BUCKET: LOCAL_BUCKET,
    AWS_REGION: process.env.AWS_REGION ?? 'local',
    JWT_SECRET: localJwtSecret(dataDir),
    FIELD_KEY_FILE: fieldKey,
  });
  writeFileSync(runtimeFile(dataDir), JSON.stringify({ dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint }));
  return {
    dynamo,
    s3,
    stop: async () => {
      rmSync(runtimeFile(dataDir), { force: true });
      await Promise.all([s3.stop(), dynamo.stop()]);
    },
  };
}
