/**
 * `npm run bench`'s settings, from the environment (see run.ts for the list), and the number format
 * of its table.
 */
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../functions/src/local/settings.ts';
import type { Preset, Protocol } from './lighthouse.ts';

export const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const isPreset = (value: string): value is Preset => value === 'mobile' || value === 'desktop';
const presetsOf = (text: string) =>
  text
    .split(',')
    .map((preset) => preset.trim())
    .filter(isPreset);

export const EMPLOYEES = setting('BENCH_EMPLOYEES', 10_000);
export const SMALL_EMPLOYEES = 100;
export const RUNS = setting('BENCH_RUNS', 31);
export const LOAD_SECONDS = setting('BENCH_LOAD_SECONDS', 20);
export const LOAD_CONNECTIONS = setting('BENCH_LOAD_CONNECTIONS', 20);
const LIGHTHOUSE_RUNS = setting('BENCH_LIGHTHOUSE_RUNS', 3);
/** Presets whose scores pass or fail (issue 26: the phone too); any other preset run is reported once. */
export const BUDGET_PRESETS: ReadonlySet<Preset> = new Set(
  presetsOf(process.env.BENCH_LIGHTHOUSE_BUDGET_PRESETS ?? 'desktop,mobile'),
);
export const PRESETS = presetsOf(process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'desktop,mobile').map((preset) => ({
  preset,
  runs: BUDGET_PRESETS.has(preset) ? LIGHTHOUSE_RUNS : 1,
}));
const isProtocol = (value: string): value is Protocol => value === 'h2' || value === 'http/1.1';
/**
 * The protocols Lighthouse loads the pages over: h2 (HTTPS with HTTP/2, as production serves them;
 * budgeted) and http/1.1 (the local server's own; reported beside it). h2 first.
 */
export const LIGHTHOUSE_PROTOCOLS: Protocol[] = (process.env.BENCH_LIGHTHOUSE_PROTOCOLS ?? 'h2')
  .split(',')
  .map((protocol) => protocol.trim())
  .filter(isProtocol)
  .sort((a, b) => (a === 'h2' ? -1 : b === 'h2' ? 1 : 0));
export const OUTPUT = resolve(REPO_ROOT, process.env.BENCH_OUTPUT ?? 'bench/results.json');
const partsOf = (text: string) =>
  new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
const SKIP = partsOf(process.env.BENCH_SKIP ?? '');
/** BENCH_ONLY (comma-separated parts): those parts alone (less any BENCH_SKIP names). */
const ONLY = partsOf(process.env.BENCH_ONLY ?? '');
export const run = (part: string) => !SKIP.has(part) && (ONLY.size === 0 || ONLY.has(part));
/** The parts measured on the running stack: with all of them skipped, no stack is started. */
export const STACK_PARTS = [
  'overhead',
  'search',
  'requests',
  'lighthouse',
  'load',
  'leave',
  'payroll',
  'bulk-approve',
  'roster',
  'roster-fps',
  'imports',
  'performance',
  'purge',
];

export const fmt = (value: number, digits = 1) => value.toLocaleString('en-AU', { maximumFractionDigits: digits });
