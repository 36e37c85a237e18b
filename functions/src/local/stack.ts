import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES, tableEnvironment } from '../core/db/table-definitions.ts';
import { dynamoAccessKeyFile, localSecret, secureDataDir } from './data-dir.ts';
import { type DynamoLocal, ensureTables, localDynamoClient, startDynamoLocal } from './dynamodb-local.ts';
import { localFieldKeyFile } from './field-key.ts';
import { type LocalMail, startMailCatcher } from './mail-local.ts';
import { freePort } from './ports.ts';
import { type S3Local, startS3Local } from './s3-local.ts';

export const LOCAL_TABLES = Object.fromEntries(Object.keys(TABLES).map((name) => [name, `wattle-${name}`]));
export const LOCAL_BUCKET = 'wattle-resumes';
/** The region the local stack's clients name: part of DynamoDB Local's database file name. */
export const LOCAL_REGION = 'local';

/** Where a running stack records its endpoints, so `npm run create-admin` can reach it. */
export const runtimeFile = (dataDir: string) => join(dataDir, 'local-stack.json');

export interface LocalServices {
  dynamo: DynamoLocal;
  s3: S3Local;
  mail: LocalMail;
  stop(): Promise<void>;
}

/** The JWT secret: JWT_SECRET if set, otherwise one generated once and kept under DATA_DIR. */
function localJwtSecret(dataDir: string): string {
  return (
    process.env.JWT_SECRET ?? localSecret(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'))
  );
}

/**
 * The stack's DynamoDB Local access key. Data written before keys existed sits in DynamoDB Local's
 * shared database file: it becomes this key's database (DynamoDB Local names files `<key>_<region>.db`).
 */
function localDynamoAccessKey(dataDir: string): string {
  const key = localSecret(dynamoAccessKeyFile(dataDir));
  const directory = join(dataDir, 'dynamodb');
  const shared = join(directory, 'shared-local-instance.db');
  const keyed = join(directory, `${key}_${LOCAL_REGION}.db`);
  if (existsSync(shared) && !existsSync(keyed)) renameSync(shared, keyed);
  return key;
}

/**
 * Starts DynamoDB Local and s3rver with data under `dataDir`, creates missing tables and the
 * bucket, and points this process's environment at them (core modules read it on first import).
 */
export async function startLocalServices(
  dataDir: string,
  options: { appOrigins?: string[]; appUrl?: string } = {},
): Promise<LocalServices> {
  secureDataDir(dataDir);
  // Checked before anything starts: a missing or damaged key is one clear line, nothing to stop.
  const fieldKey = localFieldKeyFile(dataDir);
  const accessKey = localDynamoAccessKey(dataDir);
  const dynamo = await startDynamoLocal({ port: await freePort(), dataDir: join(dataDir, 'dynamodb'), accessKey });
  let s3: S3Local;
  try {
    s3 = await startS3Local({
      port: await freePort(),
      dataDir: join(dataDir, 's3'),
      buckets: [LOCAL_BUCKET],
      allowedOrigins: options.appOrigins ?? [],
    });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  let mail: LocalMail;
  try {
    mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), dataDir });
  } catch (error) {
    await Promise.all([s3.stop(), dynamo.stop()]);
    throw error;
  }
  const client = localDynamoClient(dynamo.endpoint, accessKey);
  try {
    await ensureTables(client, LOCAL_TABLES);
  } catch (error) {
    await Promise.all([s3.stop(), dynamo.stop(), mail.stop()]);
    throw error;
  } finally {
    client.destroy();
  }
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    ...tableEnvironment(LOCAL_TABLES),
    RESUME_BUCKET: LOCAL_BUCKET,
    DYNAMODB_LOCAL_ACCESS_KEY: accessKey,
    AWS_REGION: LOCAL_REGION,
    JWT_SECRET: localJwtSecret(dataDir),
    FIELD_KEY_FILE: fieldKey,
    SMTP_URL: mail.smtpUrl,
    ...(options.appUrl ? { APP_URL: options.appUrl } : {}),
  });
  writeFileSync(
    runtimeFile(dataDir),
    JSON.stringify({
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      mailSmtpUrl: mail.smtpUrl,
      mailInboxUrl: mail.inboxUrl,
    }),
    { mode: 0o600 },
  );
  return {
    dynamo,
    s3,
    mail,
    stop: async () => {
      rmSync(runtimeFile(dataDir), { force: true });
      await Promise.all([s3.stop(), dynamo.stop(), mail.stop()]);
    },
  };
}
