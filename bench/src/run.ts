/**
 * `npm run bench` (issue 6): every measurement in one run, on its own stack — DynamoDB Local and
 * s3rver in a fresh temporary DATA_DIR, the real local server (API and built SPA) on a free port —
 * with its own seeded data. Prints a table (figure | value | budget | result), writes
 * bench/results.json and exits non-zero when a budget fails.
 *
 * Settings: BENCH_EMPLOYEES (10000), BENCH_RUNS (31: timing repetitions), BENCH_LOAD_SECONDS (20),
 * BENCH_LOAD_CONNECTIONS (20), BENCH_LIGHTHOUSE_RUNS (3: runs of the budgeted preset),
 * BENCH_LIGHTHOUSE_BUDGET_PRESET ("desktop"; the other preset is run once and reported without
 * budget, or not at all with BENCH_LIGHTHOUSE_PRESETS=desktop), BENCH_WEB_BUILD (1: build web/dist first; 0 reuses it), BENCH_OUTPUT
 * (bench/results.json), BENCH_SKIP (comma-separated parts to leave out while developing: bundles,
 * web, requests, overhead, search, lighthouse, load, leave, payroll, purge).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { freePort } from '../../functions/src/local/ports.ts';
import { REPO_ROOT, WEB_DIST } from '../../functions/src/local/settings.ts';
import { type LocalServices, startLocalServices } from '../../functions/src/local/stack.ts';
import { LOAD_RATIO_BUDGET, measureBundles } from './bundles.ts';
import type { Comparison } from './compare.ts';
import type { Preset } from './lighthouse.ts';
import { formatTable, type Row, writeResults } from './report.ts';
import { clearProgress, progress, resetProgressClock, round } from './util.ts';
import { measureWebSizes, webBudgetChecks } from './web-budget.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The bench user's sign-in only; the API's password checks are not what is measured.
process.env.SCRYPT_COST ??= '16384';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const EMPLOYEES = setting('BENCH_EMPLOYEES', 10_000);
const SMALL_EMPLOYEES = 100;
const RUNS = setting('BENCH_RUNS', 31);
const LOAD_SECONDS = setting('BENCH_LOAD_SECONDS', 20);
const LOAD_CONNECTIONS = setting('BENCH_LOAD_CONNECTIONS', 20);
const LIGHTHOUSE_RUNS = setting('BENCH_LIGHTHOUSE_RUNS', 3);
const isPreset = (value: string): value is Preset => value === 'mobile' || value === 'desktop';
const BUDGET_PRESET: Preset = isPreset(process.env.BENCH_LIGHTHOUSE_BUDGET_PRESET ?? '')
  ? (process.env.BENCH_LIGHTHOUSE_BUDGET_PRESET as Preset)
  : 'desktop';
const PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'desktop,mobile')
  .split(',')
  .map((preset) => preset.trim())
  .filter(isPreset)
  .map((preset) => ({ preset, runs: preset === BUDGET_PRESET ? LIGHTHOUSE_RUNS : 1 }));
const OUTPUT = resolve(REPO_ROOT, process.env.BENCH_OUTPUT ?? 'bench/results.json');
const PASSWORD = 'Seeded-Load-Tester-2026';
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()));
const run = (part: string) => !SKIP.has(part);

const fmt = (value: number, digits = 1) => value.toLocaleString('en-AU', { maximumFractionDigits: digits });

async function main() {
  const started = performance.now();
  resetProgressClock();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};

  // 1. Lambda bundles: no stack needed.
  const bundles = run('bundles') ? await measureBundles(15) : { baselineMs: 0, bundles: [] };
  details.bundles = bundles;
  for (const bundle of bundles.bundles) {
    rows.push({
      section: 1,
      figure: `bundle ${bundle.name}: minified size (its reference bundle)`,
      value: `${fmt(bundle.bytes / 1024)} KB (${fmt(bundle.referenceBytes / 1024)} KB)`,
      budget: '',
      pass: null,
    });
  }
  for (const bundle of bundles.bundles) {
    const ratio = bundle.ratio;
    rows.push({
      section: 1,
      figure: `bundle ${bundle.name}: module load / reference's (medians of 15 paired runs minus bare node ${fmt(bundles.baselineMs, 0)} ms)`,
      value: `${fmt(bundle.loadMs, 0)} / ${fmt(bundle.referenceLoadMs, 0)} ms = ${fmt(ratio, 2)}`,
      budget: `≤ ${LOAD_RATIO_BUDGET}`,
      pass: ratio <= LOAD_RATIO_BUDGET,
    });
  }

  // 6a. Web sizes, from a fresh build (the server below serves the same build).
  if (
    (run('web') && process.env.BENCH_WEB_BUILD !== '0') ||
    !existsSync(join(WEB_DIST, 'index.html')) ||
    !existsSync(join(WEB_DIST, '.vite', 'manifest.json'))
  ) {
    progress('web: npm run build -w web');
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  const webSizes = measureWebSizes(WEB_DIST);
  details.web = webSizes;
  const webRows: Row[] = webBudgetChecks(webSizes).map((check) => ({
    section: 6,
    figure: check.figure,
    value: `${fmt(check.value)} KB`,
    budget: `≤ ${check.budget} KB`,
    pass: check.pass,
  }));

  // The stack: a fresh DATA_DIR (in memory-backed /dev/shm where there is one: the seed's bulk
  // writes are then not bound by the disk), DynamoDB Local, s3rver, the real server.
  const dataRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const dataDir = mkdtempSync(join(dataRoot, 'wattle-bench-'));
  let services: LocalServices | undefined;
  let server: ServerType | undefined;
  // The server's structured auth events would bury the table.
  const info = console.info;
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('"source":"auth"')) return;
    info(...args);
  };
  try {
    progress(`stack: starting DynamoDB Local and s3rver in ${dataDir}`);
    services = await startLocalServices(dataDir);
    const { serve } = await import('@hono/node-server');
    const { createApi } = await import('../../functions/src/http/app.ts');
    const { ALL_RESOURCES } = await import('../../functions/src/http/resources.ts');
    const { createLocalServer } = await import('../../functions/src/local/server.ts');
    const { createUser } = await import('../../functions/src/core/identity/users.ts');
    const { signIn, uploadResume } = await import('./http.ts');
    const { seedInWorker } = await import('./seeding.ts');
    const { countEndpointRequests } = await import('./requests.ts');
    const { measureOverhead } = await import('./overhead.ts');
    const { OVERHEAD_RATIO_BUDGET } = await import('./compare.ts');
    const { measureSearch, SEARCH_CAPACITY_BUDGET } = await import('./search.ts');
    const { runLoad, fiveHundreds } = await import('./load.ts');
    const { runLighthouse, LIGHTHOUSE_BUDGETS } = await import('./lighthouse.ts');

    const port = await freePort();
    const app = createLocalServer(createApi(...ALL_RESOURCES), { s3Endpoint: services.s3.endpoint, serveWeb: true });
    const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    server = listening;
    await new Promise<void>((done, fail) => {
      listening.once('listening', () => done());
      listening.once('error', fail);
    });
    const origin = `http://127.0.0.1:${port}`;

    // Seed: the large and the small organization, through the core (seed.ts, bulk-proxy.ts).
    const user = await createUser({ name: 'Bench User', email: 'bench@example.test', password: PASSWORD });
    progress('seeding');
    const seedStarted = performance.now();
    const seeded = await seedInWorker({ id: user.id, name: user.name }, [
      { count: EMPLOYEES, prefix: 'B' },
      { count: SMALL_EMPLOYEES, prefix: 'S' },
    ]);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [large, small] = seeded.organizations;
    if (!large || !small) throw new Error('seeding returned no organizations');
    const api = await signIn(origin, user.email, PASSWORD);
    // What the seed wrote must read back like data the API wrote.
    for (const organization of [large, small]) {
      const list = await api.call('GET', `/employees?organization_id=${organization.id}&per_page=1`);
      const dashboard = await api.call('GET', `/dashboard?organization_id=${organization.id}`);
      // The dashboard counts current staff only (issue 15): the seed also holds upcoming and former.
      const current = list.body?.data?.counts?.current;
      if (list.body?.data?.total !== organization.employees || dashboard.body?.data?.total_staff !== current) {
        throw new Error(
          `seed check: organization ${organization.id} lists ${list.body?.data?.total} of ${organization.employees} employees; the dashboard counts ${dashboard.body?.data?.total_staff} current staff, the directory ${current}`,
        );
      }
    }
    details.seed = { ...seeded, wallSeconds: round(seedSeconds) };
    rows.push({
      section: 0,
      figure: 'seed: employees created through the core (createEmployee), bulk-written',
      value: `${fmt(EMPLOYEES + SMALL_EMPLOYEES, 0)} in ${fmt(seedSeconds, 0)} s`,
      budget: '',
      pass: null,
    });

    // 2. API overhead, 3. search, while the organization has exactly its seeded employees.
    const comparisonRows = (section: number, comparison: Comparison) => [
      {
        section,
        figure: `${comparison.label}: API median over HTTP / raw DynamoDB median`,
        value: `${fmt(comparison.apiMedianMs)} / ${fmt(comparison.rawMedianMs)} ms = ${fmt(comparison.ratio, 2)}`,
        budget: `≤ ${OVERHEAD_RATIO_BUDGET}`,
        pass: comparison.ratio <= OVERHEAD_RATIO_BUDGET,
      },
    ];
    const overhead = run('overhead') ? await measureOverhead(api, large.id, RUNS) : [];
    details.overhead = overhead.map(({ waves: _waves, ...comparison }) => comparison);
    for (const comparison of overhead) rows.push(...comparisonRows(2, comparison));
    const search = run('search') ? await measureSearch(api, large.id, RUNS) : undefined;
    details.search = search && { ...search, comparison: { ...search.comparison, waves: undefined } };
    if (search) rows.push(...comparisonRows(3, search.comparison));
    if (search)
      rows.push({
        section: 3,
        figure: `search "${search.term}" (${fmt(search.matches, 0)} matches): read capacity vs a full read of ${fmt(search.fullReadItems, 0)} employee items`,
        value: `${fmt(search.searchCapacity)} / ${fmt(search.fullReadCapacity)} RCU = ${fmt(search.capacityShare * 100)}%`,
        budget: `≤ ${SEARCH_CAPACITY_BUDGET * 100}%`,
        pass: search.capacityShare <= SEARCH_CAPACITY_BUDGET,
      });

    // 4. Requests per endpoint (sequential: nothing else touches DynamoDB meanwhile).
    const counts = run('requests')
      ? await countEndpointRequests(api, large, small, (organizationId) => uploadResume(api, organizationId))
      : undefined;
    details.requests = counts;
    for (const endpoint of counts?.endpoints ?? []) {
      if (endpoint.kind === 'dashboard') continue;
      rows.push({
        section: 4,
        figure: `requests after authorization: ${endpoint.name} (${endpoint.kind})`,
        value: `${endpoint.requests} (in all: ${endpoint.commands}; authorization: ${endpoint.authorization})`,
        budget: `≤ ${endpoint.budget}; authorization 1 BatchGetItem`,
        pass: endpoint.pass,
      });
    }
    if (counts)
      rows.push({
        section: 4,
        figure: `requests: dashboard, ${fmt(counts.dashboard.smallEmployees, 0)} vs ${fmt(counts.dashboard.largeEmployees, 0)} employees`,
        value: `${counts.dashboard.small} vs ${counts.dashboard.large}`,
        budget: 'equal',
        pass: counts.dashboard.pass,
      });

    // 6b. Lighthouse (the endpoint fixture added one trashed employee: the list still shows 10,000).
    const lighthouse = run('lighthouse')
      ? await runLighthouse({
          origin,
          session: { token: api.token, user: api.user, organizationId: large.id },
          presets: PRESETS,
        })
      : { runs: [], summaries: [] };
    details.lighthouse = lighthouse;
    if (run('web')) rows.push(...webRows);
    for (const summary of lighthouse.summaries) {
      const where = `Lighthouse ${summary.preset} ${summary.page} (${summary.runs === 1 ? '1 run' : `median of ${summary.runs}`})`;
      // Only the budgeted preset passes or fails; the other is reported for comparison.
      const judged = (pass: boolean) => (summary.preset === BUDGET_PRESET ? pass : null);
      const budgetText = (text: string) => (summary.preset === BUDGET_PRESET ? text : `(${text})`);
      rows.push(
        {
          section: 6,
          figure: `${where}: performance`,
          value: `${summary.performance} (LCP ${fmt(summary.metrics['LCP ms'] ?? 0, 0)} ms, TBT ${fmt(summary.metrics['TBT ms'] ?? 0, 0)} ms, CLS ${summary.metrics.CLS})`,
          budget: budgetText(`≥ ${LIGHTHOUSE_BUDGETS.performance}`),
          pass: judged(summary.performance >= LIGHTHOUSE_BUDGETS.performance),
        },
        {
          section: 6,
          figure: `${where}: accessibility`,
          value: `${summary.accessibility}${
            summary.failing.some((a) => a.category === 'accessibility')
              ? ` (${summary.failing
                  .filter((a) => a.category === 'accessibility')
                  .map((a) => a.id)
                  .join(', ')})`
              : ''
          }`,
          budget: budgetText(`= ${LIGHTHOUSE_BUDGETS.accessibility}`),
          pass: judged(summary.accessibility >= LIGHTHOUSE_BUDGETS.accessibility),
        },
        {
          section: 6,
          figure: `${where}: best practices`,
          value: `${summary.bestPractices}${
            summary.failing.some((a) => a.category === 'best-practices')
              ? ` (${summary.failing
                  .filter((a) => a.category === 'best-practices')
                  .map((a) => a.id)
                  .join(', ')})`
              : ''
          }`,
          budget: budgetText(`≥ ${LIGHTHOUSE_BUDGETS.bestPractices}`),
          pass: judged(summary.bestPractices >= LIGHTHOUSE_BUDGETS.bestPractices),
        },
      );
    }

    // 5. Load: reads, then reads and writes (issue 7), each from its own process.
    const loadTarget = {
      origin,
      token: api.token,
      organizationId: large.id,
      departmentId: large.departmentIds[0] as number,
      designationId: large.designationIds[0] as number,
      employeeIds: [...large.managerIds],
      connections: LOAD_CONNECTIONS,
      seconds: LOAD_SECONDS,
    };
    // Detail reads spread over the whole directory, not just the managers.
    const sample = await api.call('GET', `/employees/options?organization_id=${large.id}`);
    const options = (sample.body?.data ?? []) as { id: number }[];
    if (options.length > 0) loadTarget.employeeIds = options.filter((_, index) => index % 10 === 0).map((o) => o.id);
    const loads = run('load')
      ? [await runLoad({ ...loadTarget, mode: 'read' }), await runLoad({ ...loadTarget, mode: 'mixed' })]
      : [];
    details.load = loads;
    for (const load of loads) {
      const what = load.mode === 'read' ? 'reads (list, cursor page, detail, search)' : 'reads and writes';
      const errors = load.errors + load.timeouts;
      const serverErrors = fiveHundreds(load);
      rows.push(
        {
          section: load.mode === 'read' ? 5 : 7,
          figure: `load, ${what}: ${load.connections} connections × ${fmt(load.seconds, 0)} s`,
          value: `${fmt(load.requestsPerSecond)} req/s, p50 ${fmt(load.latencyP50, 0)} ms, p99 ${fmt(load.latencyP99, 0)} ms (${fmt(load.requests, 0)} requests)`,
          budget: '',
          pass: null,
        },
        {
          section: load.mode === 'read' ? 5 : 7,
          figure: `load, ${what}: errors / 5xx / other non-2xx`,
          value: `${errors} / ${serverErrors} / ${load.non2xx - serverErrors}`,
          budget: '0 / 0 / —',
          pass: errors === 0 && serverErrors === 0,
        },
      );
      if (load.mode === 'mixed') {
        rows.push({
          section: 7,
          figure: `load, writes answered 2xx (${load.writes.employeesCreated} employees, ${load.writes.statusChanges} status changes, ${load.writes.jobOpeningsCreated} job openings) read back`,
          value: `${load.verification.checked - load.verification.failures.length} of ${load.verification.checked} records readable`,
          budget: 'all',
          pass: load.verification.failures.length === 0 && load.verification.checked > 0,
        });
      }
    }
    // 9. Leave: balances read as of today and a year of accrual posted, for every employee.
    if (run('leave')) {
      const { measureLeave } = await import('./leave.ts');
      const leave = await measureLeave(api, large.id, RUNS);
      details.leave = leave;
      rows.push(
        {
          section: 9,
          figure: 'leave balances of one employee as of today over HTTP: median, DynamoDB requests per read',
          value: `${fmt(leave.apiRead.medianMs)} ms, ${leave.apiRead.requests} requests`,
          budget: '',
          pass: null,
        },
        {
          section: 9,
          figure: `leave balances of all ${fmt(leave.employees, 0)} employees as of today (readBalances)`,
          value: `${fmt(leave.bulkRead.seconds, 2)} s, ${fmt(leave.bulkRead.requests, 0)} requests (${fmt(leave.bulkRead.requests / leave.employees, 3)} a read)`,
          budget: '',
          pass: null,
        },
        {
          section: 9,
          figure: `a year of accrual (${leave.posting.from} to ${leave.posting.through}) posted for ${fmt(leave.posting.posted, 0)} employees`,
          value: `${fmt(leave.posting.seconds)} s, ${fmt(leave.posting.requests, 0)} requests`,
          budget: '',
          pass: null,
        },
      );
      const { measureLeaveCalendar } = await import('./leave-calendar.ts');
      const calendar = await measureLeaveCalendar(api, large.id, RUNS);
      details.leaveCalendar = calendar;
      rows.push({
        section: 9,
        figure: `a month's team calendar (${calendar.month}) with ${fmt(calendar.employees, 0)} employees away, over HTTP: median, DynamoDB requests per read`,
        value: `${fmt(calendar.medianMs)} ms, ${calendar.requests} requests`,
        budget: '',
        pass: null,
      });
    }
    // 10. Pay runs: 1,000 and every employee, draft to finalised, the worker fed from the stream.
    if (run('payroll') && services) {
      const { measurePayRuns } = await import('./payroll.ts');
      const payroll = await measurePayRuns(api, services, large.id);
      details.payroll = payroll;
      for (const figures of [payroll.small, payroll.large]) {
        rows.push({
          section: 10,
          figure: `a pay run for ${fmt(figures.employees, 0)} employees, draft to finalised (calculate, then post)`,
          value: `${fmt(figures.totalSeconds, 2)} s (${fmt(figures.calculateSeconds, 2)} s + ${fmt(figures.finaliseSeconds, 2)} s)`,
          budget: figures.employees >= 10_000 ? '60 s' : '',
          pass: figures.employees >= 10_000 ? figures.totalSeconds < 60 : null,
        });
      }
      rows.push({
        section: 10,
        figure: 'the largest pay run over the 1,000-employee run',
        value: `${fmt(payroll.large.totalSeconds / payroll.small.totalSeconds, 2)}x`,
        budget: '11x',
        pass: payroll.large.totalSeconds / payroll.small.totalSeconds <= 11,
      });
    }
    // 8. The purge of the large organization, last: it removes the data the figures above read.
    if (run('purge')) {
      progress('purging the large organization');
      const { measurePurge } = await import('./purge.ts');
      const purge = await measurePurge(api, services, large.id);
      details.purge = purge;
      rows.push({
        section: 8,
        figure: `purge of the ${fmt(EMPLOYEES, 0)}-employee organization (soft delete, due, worker through the stream)`,
        value: `${fmt(purge.items, 0)} items in ${fmt(purge.seconds)} s, ${purge.steps} steps`,
        budget: '',
        pass: null,
      });
    }
  } finally {
    clearProgress();
    progress('stopping the stack');
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await services?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    console.info = info;
    clearProgress();
  }

  rows.sort((a, b) => a.section - b.section);
  const seconds = (performance.now() - started) / 1000;
  const failed = rows.filter((row) => row.pass === false);
  console.log(
    `Wattle HR bench: ${fmt(EMPLOYEES, 0)} employees, ${cpus().length} CPUs, Node ${process.version}, ${fmt(seconds, 0)} s in all.`,
  );
  console.log(formatTable(rows));
  console.log(
    failed.length === 0 ? 'All budgets met.' : `${failed.length} budget${failed.length === 1 ? '' : 's'} failed.`,
  );
  writeResults(OUTPUT, {
    generated_at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version },
    settings: {
      employees: EMPLOYEES,
      runs: RUNS,
      load_seconds: LOAD_SECONDS,
      load_connections: LOAD_CONNECTIONS,
      lighthouse_presets: PRESETS,
      lighthouse_budget_preset: BUDGET_PRESET,
    },
    runtime_seconds: round(seconds),
    passed: failed.length === 0,
    rows,
    details,
  });
  console.log(`Results: ${OUTPUT}`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    clearProgress();
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  },
);
