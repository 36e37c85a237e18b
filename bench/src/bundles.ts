/**
 * Lambda bundles (figure 1): each function in the manifest, and a reference bundle for it, are
 * built with the one definition of the deployed bundle options (infra/lib/function-bundle.ts).
 * The reference only imports and constructs what the function's libraries cost at load: hono,
 * ElectroDB and the AWS SDK clients that function uses. Module load is the median wall time of 10
 * fresh `node` processes importing a bundle, minus a bare `node` start of the same run; the
 * function and its reference are timed back to back in each run and their ratio is the median of
 * the runs' ratios; the budget is the function's load over its reference's (our
 * own weight on top of the libraries). Minified sizes are reported, not budgeted.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS, type FunctionDefinition } from '../../functions/src/handlers/manifest.ts';
import { REPO_ROOT } from '../../functions/src/local/settings.ts';
import { bundleEntry, bundleFunction } from '../../infra/lib/function-bundle.ts';
import { median, progress } from './util.ts';

/** A function's module load may be at most this many times its reference bundle's. */
export const LOAD_RATIO_BUDGET = 1.3;

export interface BundleResult {
  name: string;
  bytes: number;
  loadMs: number;
  referenceBytes: number;
  referenceLoadMs: number;
  /** Median over the runs of the function's load over its reference's, each run timed together. */
  ratio: number;
}

/** The reference entry for a function: its libraries imported and constructed, no code of ours. */
export function referenceSource(definition: FunctionDefinition): string {
  const s3 = definition.usesResumeBucket === true;
  const kms = definition.usesFieldKey === true;
  return [
    "import { Hono } from 'hono';",
    "import { handle } from 'hono/aws-lambda';",
    "import { Entity } from 'electrodb';",
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';",
    ...(s3
      ? [
          "import { S3Client } from '@aws-sdk/client-s3';",
          "import { createPresignedPost } from '@aws-sdk/s3-presigned-post';",
          "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
        ]
      : []),
    ...(kms ? ["import { KMSClient } from '@aws-sdk/client-kms';"] : []),
    "const region = 'ap-southeast-2';",
    'const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region }));',
    'export const clients = [client, new SecretsManagerClient({ region })];',
    ...(s3
      ? ['clients.push(new S3Client({ region }));', 'export const presigners = [createPresignedPost, getSignedUrl];']
      : []),
    ...(kms ? ['clients.push(new KMSClient({ region }));'] : []),
    'export const entity = new Entity(',
    "  { model: { entity: 'item', version: '1', service: 'reference' }, attributes: { id: { type: 'string', required: true } },",
    "    indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } } },",
    "  { table: 'reference', client },",
    ');',
    "export const handler = handle(new Hono().get('/', (c) => c.text('ok')));",
    '',
  ].join('\n');
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
  // The reference entries sit in the repository so esbuild resolves the same packages.
  const referenceDir = mkdtempSync(join(REPO_ROOT, 'bench', '.reference-'));
  try {
    const built: { name: string; bytes: number; url: string; referenceBytes: number; referenceUrl: string }[] = [];
    for (const definition of FUNCTIONS) {
      const { name } = definition;
      progress(`bundles: building ${name} and its reference`);
      const outfile = join(outDir, name, 'index.mjs');
      const bytes = await bundleFunction(REPO_ROOT, name, outfile);
      const entry = join(referenceDir, `${name}.ts`);
      writeFileSync(entry, referenceSource(definition));
      const referenceOut = join(outDir, `${name}-reference`, 'index.mjs');
      mkdirSync(join(outDir, `${name}-reference`), { recursive: true });
      const referenceBytes = await bundleEntry(REPO_ROOT, entry, referenceOut);
      built.push({
        name,
        bytes,
        url: pathToFileURL(outfile).href,
        referenceBytes,
        referenceUrl: pathToFileURL(referenceOut).href,
      });
    }
    // Each run times a bare node start, the function and its reference back to back (their order
    // alternating), so the ratio is taken within one moment of this shared machine's load.
    const bare: number[] = [];
    const times = new Map<string, number[]>();
    const ratios = new Map<string, number[]>();
    const push = (map: Map<string, number[]>, key: string, value: number) =>
      map.set(key, [...(map.get(key) ?? []), value]);
    for (let run = 0; run < runs; run++) {
      progress(`bundles: load time, run ${run + 1}/${runs}`);
      const start = nodeRunMs('');
      bare.push(start);
      for (const bundle of built) {
        const load = (url: string) => nodeRunMs(`await import(${JSON.stringify(url)});`) - start;
        const [own, reference] =
          run % 2 === 0
            ? [load(bundle.url), load(bundle.referenceUrl)]
            : (([reference, own]) => [own, reference])([load(bundle.referenceUrl), load(bundle.url)]);
        push(times, bundle.name, own as number);
        push(times, `${bundle.name}-reference`, reference as number);
        push(ratios, bundle.name, (own as number) / (reference as number));
      }
    }
    const baselineMs = median(bare);
    return {
      baselineMs,
      bundles: built.map((bundle) => ({
        name: bundle.name,
        bytes: bundle.bytes,
        loadMs: median(times.get(bundle.name) ?? []),
        referenceBytes: bundle.referenceBytes,
        referenceLoadMs: median(times.get(`${bundle.name}-reference`) ?? []),
        ratio: median(ratios.get(bundle.name) ?? []),
      })),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(referenceDir, { recursive: true, force: true });
  }
}
