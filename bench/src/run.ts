/**
 * `npm run bench` (issue 6): every measurement in one run, on its own stack — DynamoDB Local and
 * s3rver in a fresh temporary DATA_DIR, the real local server (API and built SPA) on a free port —
 * with its own seeded data (on-stack.ts). Prints a table (figure | value | budget | result), writes
 * bench/results.json and exits non-zero when a budget fails.
 *
 * Settings (settings.ts): BENCH_EMPLOYEES (10000), BENCH_RUNS (31: timing repetitions),
 * BENCH_LOAD_SECONDS (20), BENCH_LOAD_CONNECTIONS (20), BENCH_LIGHTHOUSE_RUNS (3: runs of each
 * budgeted preset), BENCH_LIGHTHOUSE_PRESETS ("desktop,mobile"), BENCH_LIGHTHOUSE_BUDGET_PRESETS
 * ("desktop,mobile": their scores pass or fail; any other preset is run once and reported),
 * BENCH_LIGHTHOUSE_PROTOCOLS ("h2": HTTPS with HTTP/2 as production serves the site, budgeted;
 * "h2,http/1.1" also runs each page over the local server's plain HTTP/1.1, reported beside it),
 * BENCH_WEB_BUILD (1: build web/dist first; 0 reuses it), BENCH_OUTPUT (bench/results.json),
 * BENCH_SKIP (comma-separated parts to leave out while developing: bundles, web, requests,
 * overhead, search, lighthouse, load, leave, payroll, bulk-approve, roster, roster-fps, imports, performance, purge),
 * BENCH_IMPORT_DRY_RUN_ROWS (5,000) and BENCH_IMPORT_COMMIT_ROWS (10,000): the import part's files,
 * BENCH_ONLY (comma-separated: only those parts, e.g. BENCH_ONLY=roster-fps). With every part that
 * needs the stack skipped (e.g. BENCH_ONLY=bundles), no stack is started: the bundle figures alone
 * take a few minutes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, WEB_DIST } from '../../functions/src/local/settings.ts';
import { LOAD_RATIO_BUDGET, measureBundles } from './bundles.ts';
import { formatTable, type Row, writeResults } from './report.ts';
import { bundleRows } from './rows.ts';
import {
  BUDGET_PRESETS,
  EMPLOYEES,
  fmt,
  LIGHTHOUSE_PROTOCOLS,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  OUTPUT,
  PRESETS,
  RUNS,
  run,
  STACK_PARTS,
} from './settings.ts';
import { clearProgress, progress, resetProgressClock, round } from './util.ts';
import { measureWebSizes, webBudgetChecks } from './web-budget.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The bench user's sign-in only; the API's password checks are not what is measured.
process.env.SCRYPT_COST ??= '16384';

/** The machine's 1-, 5- and 15-minute load averages: a shared machine's timings read with them. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  const started = performance.now();
  resetProgressClock();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};

  // 1. Lambda bundles: no stack needed.
  const bundles = run('bundles') ? await measureBundles(15) : { baselineMs: 0, bundles: [] };
  details.bundles = { ...bundles, loadAverage: loadAverage() };
  rows.push(...bundleRows(bundles, LOAD_RATIO_BUDGET));

  // 6a. Web sizes, from a fresh build (the server below serves the same build).
  const onStack = STACK_PARTS.some(run);
  let webRows: Row[] = [];
  if (run('web') || onStack) {
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
    webRows = run('web')
      ? webBudgetChecks(webSizes).map((check) => ({
          section: 6,
          figure: check.figure,
          value: `${fmt(check.value)} KB`,
          budget: `≤ ${check.budget} KB`,
          pass: check.pass,
        }))
      : [];
    if (run('web')) {
      for (const library of webSizes.onDemandLibraries) {
        webRows.push({
          section: 6,
          figure: `on-demand library ${library.module.replace(/^.*node_modules\//, '')} (gzip KB)`,
          value: `${fmt(library.gzipKb)} KB`,
          budget: 'loaded when its action runs',
          pass: null,
        });
      }
    }
  }

  // 2–10: on the stack.
  if (onStack) {
    const { measureOnStack } = await import('./on-stack.ts');
    await measureOnStack(rows, details, webRows);
  } else {
    rows.push(...webRows);
  }

  rows.sort((a, b) => a.section - b.section);
  const seconds = (performance.now() - started) / 1000;
  const failed = rows.filter((row) => row.pass === false);
  console.log(
    `Wattle HR bench: ${fmt(EMPLOYEES, 0)} employees, ${cpus().length} CPUs, Node ${process.version}, load average ${loadAverage()}, ${fmt(seconds, 0)} s in all.`,
  );
  console.log(formatTable(rows));
  console.log(
    failed.length === 0 ? 'All budgets met.' : `${failed.length} budget${failed.length === 1 ? '' : 's'} failed.`,
  );
  writeResults(OUTPUT, {
    generated_at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, load_average: loadAverage() },
    settings: {
      employees: EMPLOYEES,
      runs: RUNS,
      load_seconds: LOAD_SECONDS,
      load_connections: LOAD_CONNECTIONS,
      lighthouse_presets: PRESETS,
      lighthouse_budget_presets: [...BUDGET_PRESETS],
      lighthouse_protocols: LIGHTHOUSE_PROTOCOLS,
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
