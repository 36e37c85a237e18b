/**
 * The seeding process (started by seeding.ts). Its DynamoDB endpoint is the bulk proxy in front of
 * the bench's DynamoDB Local, so the core's employee transactions are written in bulk; everything
 * else (reads, id counters, organizations, departments) goes straight through.
 * argv[2]: JSON { user: {id, name}, organizations: [{ count, prefix, departments? }], concurrency }.
 * Progress lines on stderr start with "progress "; the result is the last line on stdout.
 */
import {
  TABLES,
  type TableDefinition,
  type TableName,
  tableEnvName,
} from '../../functions/src/core/db/table-definitions.ts';
import { startBulkProxy } from './bulk-proxy.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

interface SeedRequest {
  user: { id: number; name: string };
  organizations: { count: number; prefix: string; departments?: number }[];
  concurrency: number;
}

const request = JSON.parse(process.argv[2] ?? '{}') as SeedRequest;
const upstream = process.env.DYNAMODB_ENDPOINT;
if (!upstream) throw new Error('seed worker: DYNAMODB_ENDPOINT is not set');

const keyAttributes = new Map<string, string[]>();
for (const [name, definition] of Object.entries(TABLES) as [TableName, TableDefinition][]) {
  const physical = process.env[tableEnvName(name)];
  if (physical) keyAttributes.set(physical, [definition.partitionKey, definition.sortKey]);
}
const proxy = await startBulkProxy(upstream, (table) => keyAttributes.get(table) ?? ['pk', 'sk']);
// The core reads its configuration on first import: point it at the proxy before that.
process.env.DYNAMODB_ENDPOINT = proxy.endpoint;
const { seedOrganization } = await import('./seed.ts');

const report = (message: string) => process.stderr.write(`progress ${message}\n`);
const started = performance.now();
const organizations = [];
for (const organization of request.organizations) {
  organizations.push(
    await seedOrganization(request.user, organization.count, {
      concurrency: request.concurrency,
      prefix: organization.prefix,
      departments: organization.departments,
      onProgress: (message) =>
        report(`${organization.count.toLocaleString('en-AU')}-employee organization: ${message}`),
      bulk: {
        capture: (on) => {
          proxy.capturing = on;
        },
        flush: (onProgress) => proxy.flush(onProgress),
      },
    }),
  );
}
const seconds = (performance.now() - started) / 1000;
await proxy.close();
process.stdout.write(`${JSON.stringify({ organizations, seconds, proxy: proxy.stats })}\n`);
process.exit(0);
