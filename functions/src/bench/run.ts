/**
 * `npm run bench`: seeds its own data into a fresh DATA_DIR on DynamoDB Local and measures the
 * API through the real HTTP layer (auth, validation, DynamoDB). Timings are medians over repeated
 * runs; request counts come from the DynamoDB client. Prints a table and writes results.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/settings.ts';
import { startLocalServices } from '../local/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.SCRYPT_COST ??= '16384';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const progress = (message: string) => process.stderr.write(`\r\x1b[2K… ${message}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wattle-bench-'));
  progress('starting DynamoDB Local and s3rver');
  const services = await startLocalServices(dataDir);
  try {
    const { createApi } = await import('../http/app.ts');
    const { ALL_RESOURCES } = await import('../http/resources.ts');
    const { createUser } = await import('../core/identity/users.ts');
    const { onDynamoCommand } = await import('../core/db/client.ts');
    const { seedOrganization } = await import('./seed.ts');
    const app = createApi(...ALL_RESOURCES);
    const password = 'Bench-Password-2026';
    const user = await createUser({ name: 'Bench User', email: `bench-${Date.now()}@example.test`, password });
    const login = await app.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const started = performance.now();
    const organization = await seedOrganization({ id: user.id, name: user.name }, EMPLOYEES, (done) =>
      progress(`seeding employees ${done}/${EMPLOYEES}`),
    );
    const seedSeconds = (performance.now() - started) / 1000;

    const measure = async (label: string, path: string) => {
      const times: number[] = [];
      let requests: Record<string, number> = {};
      for (let run = 0; run < RUNS; run++) {
        progress(`${label} (${run + 1}/${RUNS})`);
        const counts: Record<string, number> = {};
        const stop = onDynamoCommand((name) => {
          counts[name] = (counts[name] ?? 0) + 1;
        });
        const t0 = performance.now();
        const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        stop();
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
        requests = counts;
      }
      return { label, path, median_ms: Number(median(times).toFixed(1)), dynamodb_requests: requests };
    };

    const base = `/api/v1/employees?organization_id=${organization.id}`;
    const results = [
      await measure('directory, first page of 20', base),
      await measure('directory, page of 50', `${base}&per_page=50`),
      await measure('search "smith1"', `${base}&search=smith1`),
      await measure('filter status + department', `${base}&status=Active&per_page=50`),
      await measure('manager options (all active)', `/api/v1/employees/options?organization_id=${organization.id}`),
    ];
    process.stderr.write('\r\x1b[2K');
    console.log(
      `Seeded ${EMPLOYEES} employees in ${seedSeconds.toFixed(1)} s; medians over ${RUNS} runs on DynamoDB Local.`,
    );
    console.log('| request | median | DynamoDB requests |');
    console.log('| --- | --- | --- |');
    for (const result of results) {
      const requests = Object.entries(result.dynamodb_requests)
        .map(([name, count]) => `${count} ${name.replace('Command', '')}`)
        .join(', ');
      console.log(`| ${result.label} | ${result.median_ms} ms | ${requests} |`);
    }
    const outputDir = join(REPO_ROOT, 'test-results');
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(
      join(outputDir, 'bench-employees.json'),
      JSON.stringify({ employees: EMPLOYEES, runs: RUNS, seed_seconds: seedSeconds, results }, null, 2),
    );
  } finally {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
