import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { BUNDLE_BUDGET_BYTES, bundleFunction, ESM_REQUIRE_BANNER } from '../lib/function-bundle.ts';
import { projectRoot } from './build-stack.ts';

const outDir = mkdtempSync(join(tmpdir(), 'wattle-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('Lambda bundles', () => {
  it.each(FUNCTIONS.map((definition) => definition.name))(
    '%s bundles as an ESM file that loads in Node and exports handler',
    async (name) => {
      const outfile = join(outDir, name, 'index.mjs');
      await bundleFunction(projectRoot, name, outfile);
      expect(readFileSync(outfile, 'utf8').startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      // Load it in plain Node, as Lambda does, not through vitest's module runner.
      const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`;
      const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
        encoding: 'utf8',
      });
      expect(output.trim()).toBe('function');
    },
  );
});

describe('Lambda bundle budget', () => {
  it.each(FUNCTIONS.map((definition) => definition.name))(
    `%s is at most ${BUNDLE_BUDGET_BYTES / 1024} KB minified, with every AWS client it uses`,
    async (name) => {
      const size = await bundleFunction(projectRoot, name, join(outDir, `${name}-budget`, 'index.mjs'));
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
    },
  );

  it('keeps the AWS SDK clients out of the bundles', async () => {
    const outfile = join(outDir, 'sdk-check', 'index.mjs');
    await bundleFunction(projectRoot, 'recruitment', outfile);
    const code = readFileSync(outfile, 'utf8');
    expect(code).not.toContain('DynamoDBClient');
    expect(code).not.toContain('S3Client');
  });
});
