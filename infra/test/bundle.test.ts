import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { bundleOptions, coldStartPackages, ESM_REQUIRE_BANNER, handlerEntry } from '../lib/function-bundle.ts';
import { buildStack, projectRoot } from './build-stack.ts';

/**
 * CDK's bundling of each function at synth (`ApiFunction` calls `bundleFunctionSync`) hands over
 * the output of the build below, which uses the same options, instead of building every function
 * a second time; the first function's bundle is still built by `bundleFunctionSync` itself.
 */
const synth = vi.hoisted(() => ({ built: new Map<string, string>(), calls: [] as string[] }));
vi.mock('../lib/function-bundle.ts', async (actual) => {
  const bundle = await actual<typeof import('../lib/function-bundle.ts')>();
  return {
    ...bundle,
    bundleFunctionSync: (root: string, name: string, outfile: string) => {
      synth.calls.push(name);
      const built = synth.built.get(name);
      if (!built) return bundle.bundleFunctionSync(root, name, outfile);
      cpSync(dirname(built), dirname(outfile), { recursive: true });
      return 0;
    },
  };
});

const outDir = mkdtempSync(join(tmpdir(), 'wattle-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Each function built once, with the options CDK deploys it with (`bundleOptions`), for the
 * describes below: its entry file and the build's metafile.
 */
const builds = new Map<string, Promise<{ outfile: string; metafile: Metafile }>>();
function built(name: string) {
  let building = builds.get(name);
  if (!building) {
    const outfile = join(outDir, name, 'index.mjs');
    building = build(bundleOptions(handlerEntry(projectRoot, name), outfile)).then(({ metafile }) => ({
      outfile,
      metafile,
    }));
    builds.set(name, building);
  }
  return building;
}

const NAMES = FUNCTIONS.map((definition) => definition.name);

/**
 * Sizes are reported by `npm run bench`, not budgeted here: the AWS SDK clients and jose are
 * bundled as they run.
 */
describe('Lambda bundles', () => {
  it.each(NAMES)(
    '%s bundles as an ESM file with the SDK clients that loads in Node and exports handler',
    async (name) => {
      const { outfile } = await built(name);
      const code = readFileSync(outfile, 'utf8');
      expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      // The client is bundled, not left external: in the entry or a chunk split off beside it.
      const chunks = join(outDir, name, 'chunks');
      const bundled = [code, ...readdirSync(chunks).map((file) => readFileSync(join(chunks, file), 'utf8'))];
      expect(bundled.some((text) => text.includes('DynamoDBClient'))).toBe(true);
      // Load it in plain Node, as Lambda does, not through vitest's module runner.
      const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`;
      const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      });
      expect(output.trim()).toBe('function');
    },
  );
});

/**
 * Libraries a request needs only for some answers (issue 26): the payslip PDF, the holiday
 * calendars (date-holidays with moment-timezone's zones), mail, CSV, calendar invites and their zone rules, QR codes,
 * upload checks and password strength. They load on first use, from chunks of their own beside
 * the entry, so a cold start neither parses nor runs them.
 */
const FIRST_USE_ONLY = [
  'pdfmake',
  'date-holidays',
  'moment-timezone',
  'nodemailer',
  '@aws-sdk/client-sesv2',
  'papaparse',
  'ical-generator',
  'timezones-ical-library',
  'qrcode',
  'file-type',
  'fflate',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
];

describe('Lambda cold start', () => {
  it.each(NAMES)('%s loads no first-use library at module load', async (name) => {
    const { outfile, metafile } = await built(name);
    const packages = coldStartPackages(metafile, outfile);
    expect(FIRST_USE_ONLY.filter((library) => packages.has(library))).toEqual([]);
  });
});

/**
 * The functions' code as `cdk deploy` uploads it: built by the project's one bundling function
 * (CDK runs it at synth), one asset per function, handler `index.handler` on Node 22 (arm64).
 */
describe('Lambda code', () => {
  it('is one bundle per function, built by the project bundler', { timeout: 120_000 }, async () => {
    for (const name of NAMES.slice(1)) synth.built.set(name, (await built(name)).outfile);
    const { template } = buildStack({ bundle: true });
    expect(synth.calls.sort()).toEqual([...NAMES].sort());
    const functions = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Handler: 'index.handler', Runtime: 'nodejs22.x' },
      }),
    ) as { Properties: { Code: { S3Key: string }; Architectures: string[]; Description?: string } }[];
    const api = functions.filter((fn) => /^Wattle HR (API|worker):/.test(fn.Properties.Description ?? ''));
    expect(api).toHaveLength(FUNCTIONS.length);
    for (const fn of api) expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(new Set(api.map((fn) => fn.Properties.Code.S3Key)).size).toBe(FUNCTIONS.length);
  });
});
