/**
 * Lambda bundles (figure 1): each function in the manifest, and a reference bundle for it, are
 * built with the one definition of the deployed bundle options (infra/lib/function-bundle.ts).
 * The reference is "a bundle of their libraries alone" (issue 26 §5), derived from the function's
 * own build (reference-bundle.ts): every runtime library its cold start loads (zod, jose, hono,
 * ElectroDB, the AWS SDK clients…, read from esbuild's metafile), imported and minimally
 * constructed, and no code of ours. Module load is the median wall time of fresh `node` processes
 * importing a bundle, minus a bare `node` start of the same run; the function and its references
 * are timed back to back in each run and their ratio is the median of the runs' ratios; the budget
 * is the function's load over its reference's (our own weight on top of the libraries). The
 * reference used before (hono, ElectroDB and the AWS SDK clients only, `sdkReferenceLibraries`) is
 * timed in the same runs and reported beside it, not budgeted. Minified sizes are reported, not
 * budgeted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { REPO_ROOT } from '../../functions/src/local/settings.ts';
import { bundleEntry, bundleFunction } from '../../infra/lib/function-bundle.ts';
import { coldStartLibraries, referenceSource, runtimeDependencies, sdkReferenceLibraries } from './reference-bundle.ts';
import { median, progress } from './util.ts';

/** A function's module load may be at most this many times its reference bundle's. */
export const LOAD_RATIO_BUDGET = 1.3;

export interface BundleResult {
  name: string;
  bytes: number;
  loadMs: number;
  /** The runtime libraries its cold start loads: what its reference imports. */
  libraries: string[];
  referenceBytes: number;
  referenceLoadMs: number;
  /** Median over the runs of the function's load over its reference's, each run timed together. */
  ratio: number;
  /** The same against the earlier reference of hono, ElectroDB and the SDK clients alone (reported). */
  sdkReferenceBytes: number;
  sdkReferenceLoadMs: number;
  sdkRatio: number;
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

type Variant = 'own' | 'reference' | 'sdkReference';
const VARIANTS: Variant[] = ['own', 'reference', 'sdkReference'];

export async function measureBundles(runs = 10): Promise<{ baselineMs: number; bundles: BundleResult[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'wattle-bench-bundles-'));
  // The reference entries sit in the repository so esbuild resolves the same packages.
  const referenceDir = mkdtempSync(join(REPO_ROOT, 'bench', '.reference-'));
  const runtime = runtimeDependencies(REPO_ROOT);
  try {
    const built: {
      name: string;
      libraries: string[];
      bytes: Record<Variant, number>;
      urls: Record<Variant, string>;
    }[] = [];
    for (const definition of FUNCTIONS) {
      const { name } = definition;
      progress(`bundles: building ${name} and its references`);
      const outfile = join(outDir, name, 'index.mjs');
      const own = await bundleFunction(REPO_ROOT, name, outfile);
      const libraries = coldStartLibraries(own.metafile, outfile, runtime);
      const buildReference = async (variant: Variant, referenceLibraries: string[]) => {
        const entry = join(referenceDir, `${name}-${variant}.ts`);
        writeFileSync(entry, referenceSource(referenceLibraries));
        const referenceOut = join(outDir, `${name}-${variant}`, 'index.mjs');
        return { bytes: (await bundleEntry(entry, referenceOut)).bytes, url: pathToFileURL(referenceOut).href };
      };
      const reference = await buildReference('reference', libraries);
      const sdkReference = await buildReference('sdkReference', sdkReferenceLibraries(definition));
      built.push({
        name,
        libraries,
        bytes: { own: own.bytes, reference: reference.bytes, sdkReference: sdkReference.bytes },
        urls: { own: pathToFileURL(outfile).href, reference: reference.url, sdkReference: sdkReference.url },
      });
    }
    // Each run times a bare node start, then each function and its references back to back (their
    // order rotating), so the ratios are taken within one moment of this shared machine's load.
    const bare: number[] = [];
    const times = new Map<string, number[]>();
    const push = (key: string, value: number) => times.set(key, [...(times.get(key) ?? []), value]);
    for (let run = 0; run < runs; run++) {
      progress(`bundles: load time, run ${run + 1}/${runs}`);
      const start = nodeRunMs('');
      bare.push(start);
      for (const bundle of built) {
        const order = VARIANTS.map((_, index) => VARIANTS[(index + run) % VARIANTS.length] as Variant);
        const load = new Map(
          order.map((variant) => [
            variant,
            nodeRunMs(`await import(${JSON.stringify(bundle.urls[variant])});`) - start,
          ]),
        );
        for (const variant of VARIANTS) push(`${bundle.name}:${variant}`, load.get(variant) as number);
        push(`${bundle.name}:ratio`, (load.get('own') as number) / (load.get('reference') as number));
        push(`${bundle.name}:sdkRatio`, (load.get('own') as number) / (load.get('sdkReference') as number));
      }
    }
    const baselineMs = median(bare);
    const medianOf = (key: string) => median(times.get(key) ?? []);
    return {
      baselineMs,
      bundles: built.map(({ name, libraries, bytes }) => ({
        name,
        bytes: bytes.own,
        loadMs: medianOf(`${name}:own`),
        libraries,
        referenceBytes: bytes.reference,
        referenceLoadMs: medianOf(`${name}:reference`),
        ratio: medianOf(`${name}:ratio`),
        sdkReferenceBytes: bytes.sdkReference,
        sdkReferenceLoadMs: medianOf(`${name}:sdkReference`),
        sdkRatio: medianOf(`${name}:sdkRatio`),
      })),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(referenceDir, { recursive: true, force: true });
  }
}
