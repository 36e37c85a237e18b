import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { bundleFunction, ESM_REQUIRE_BANNER } from '../lib/function-bundle.ts';
import { projectRoot } from './build-stack.ts';

const outDir = mkdtempSync(join(tmpdir(), 'wattle-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * Each function built by the one bundling function CDK deploys with. Sizes are reported by
 * `npm run bench`, not budgeted here: the AWS SDK clients and jose are bundled as they run.
 */
describe('Lambda bundles', () => {
  it.each(FUNCTIONS.map((definition) => definition.name))(
    '%s bundles as an ESM file with the SDK clients that loads in Node and exports handler',
    async (name) => {
      const outfile = join(outDir, name, 'index.mjs');
      await bundleFunction(projectRoot, name, outfile);
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
