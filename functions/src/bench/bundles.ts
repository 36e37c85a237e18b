/**
 * Lambda bundles (issue 6, figure 1): each function in the manifest is built with the one
 * definition of the deployed bundle options (infra/lib/function-bundle.ts), then its minified
 * size is taken and its module load time measured: median wall time of 10 fresh `node` processes
 * importing it, minus the median of a bare `node` start with the same flags, interleaved so both
 * see the same machine load.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_BUDGET_BYTES, bundleFunction } from '../../../infra/lib/function-bundle.ts';
import { FUNCTIONS } from '../handlers/manifest.ts';
import { REPO_ROOT } from '../local/settings.ts';
import { median, progress } from './util.ts';

export const LOAD_TIME_BUDGET_MS = 150;
export const BUNDLE_BUDGET_KB = BUNDLE_BUDGET_BYTES / 1024;

export interface BundleResult {
  name: string;
  bytes: number;
  loadMs: number;
}

function nodeRunMs(script: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`node exited ${result.status}: ${result.stderr.slice(0, 500)}`);
  return elapsed;
}

export async function measureBundles(runs = 10): Promise<{ baselineMs: number; bundles: BundleResult[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'wattle-bench-bundles-'));
  try {
    const built: { name: string; bytes: number; url: string }[] = [];
    for (const { name } of FUNCTIONS) {
      progress(`bundles: building ${name}`);
      const outfile = join(outDir, name, 'index.mjs');
      const bytes = await bundleFunction(REPO_ROOT, name, outfile);
      built.push({ name, bytes, url: pathToFileURL(outfile).href });
    }
    const bare: number[] = [];
    const times = new Map<string, number[]>(built.map((bundle) => [bundle.name, []]));
    for (let run = 0; run < runs; run++) {
      progress(`bundles: load time, run ${run + 1}/${runs}`);
      bare.push(nodeRunMs(''));
      for (const bundle of built) {
        times.get(bundle.name)?.push(nodeRunMs(`await import(${JSON.stringify(bundle.url)});`));
      }
    }
    const baselineMs = median(bare);
    return {
      baselineMs,
      bundles: built.map((bundle) => ({
        name: bundle.name,
        bytes: bundle.bytes,
        loadMs: median(times.get(bundle.name) ?? []) - baselineMs,
      })),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
