import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { ESM_REQUIRE_BANNER } from '../lib/api-function.ts';
import { projectRoot } from './build-stack.ts';

const outDir = mkdtempSync(join(tmpdir(), 'wattle-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('Lambda bundle', () => {
  const name = FUNCTIONS[0]?.name ?? 'auth';

  it(`bundles ${name} as an ESM file that loads in Node and exports handler`, async () => {
    const outfile = join(outDir, 'index.mjs');
    // The esbuild options ApiFunction passes through NodejsFunction.
    await build({
      entryPoints: [join(projectRoot, 'functions', 'src', 'handlers', `${name}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'silent',
    });
    expect(readFileSync(outfile, 'utf8').startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    // Load it in plain Node, as Lambda does, not through vitest's module runner.
    const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('function');
  });
});
