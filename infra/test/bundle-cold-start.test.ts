import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { bundleOptions, coldStartOutputs, handlerEntry } from '../lib/function-bundle.ts';
import { projectRoot } from './build-stack.ts';

const outDir = mkdtempSync(join(tmpdir(), 'wattle-cold-start-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

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
  it.each(FUNCTIONS.map((definition) => definition.name))(
    '%s loads no first-use library at module load',
    async (name) => {
      const outfile = join(outDir, name, 'index.mjs');
      const { metafile } = await build({ ...bundleOptions(handlerEntry(projectRoot, name), outfile), write: false });
      const loaded = coldStartOutputs(metafile, outfile).flatMap((file) =>
        Object.keys(metafile.outputs[file]?.inputs ?? {}),
      );
      const packages = new Set(
        loaded.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []),
      );
      expect(FIRST_USE_ONLY.filter((library) => packages.has(library))).toEqual([]);
    },
  );
});
