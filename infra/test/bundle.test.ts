import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { bundleOptions, coldStartOutputs, ESM_REQUIRE_BANNER, handlerEntry } from '../lib/function-bundle.ts';
import { projectRoot } from './build-stack.ts';

const outDir = mkdtempSync(join(tmpdir(), 'wattle-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Each function built once, with the options CDK deploys it with (`bundleOptions`), for both
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
    const loaded = coldStartOutputs(metafile, outfile).flatMap((file) =>
      Object.keys(metafile.outputs[file]?.inputs ?? {}),
    );
    const packages = new Set(loaded.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
    expect(FIRST_USE_ONLY.filter((library) => packages.has(library))).toEqual([]);
  });
});
