import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';

/** Lets CommonJS dependencies bundled into an ESM file still call `require` for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** Module that replaces `@aws-sdk/lib-dynamodb` (which ElectroDB requires but we never use) in bundles. */
export const SDK_STUB = 'functions/src/core/db/sdk-stub.ts';

/** Module that replaces `jsonschema` (ElectroDB's load-time model check, run in the tests) in bundles. */
export const MODEL_VALIDATOR_STUB = 'functions/src/core/db/model-validator-stub.ts';

/** Packages replaced in Lambda bundles, and by what. */
export function bundleAliases(projectRoot: string): Record<string, string> {
  return {
    '@aws-sdk/lib-dynamodb': join(projectRoot, SDK_STUB),
    jsonschema: join(projectRoot, MODEL_VALIDATOR_STUB),
  };
}

/** Lambda bundle budget (issue #6): minified, with every AWS client the function uses bundled. */
export const BUNDLE_BUDGET_BYTES = 500 * 1024;

/**
 * The esbuild options every Lambda is built with, in CDK (through NodejsFunction), in the bundle
 * test and in the benchmark, so the size measured is the size deployed.
 */
export function functionBundleOptions(projectRoot: string, name: string): BuildOptions {
  return {
    entryPoints: [join(projectRoot, 'functions', 'src', 'handlers', `${name}.ts`)],
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
    alias: bundleAliases(projectRoot),
  };
}

/** Builds one function's bundle to `outfile`; returns the size of the JavaScript in bytes. */
export async function bundleFunction(projectRoot: string, name: string, outfile: string): Promise<number> {
  const result = await build({ ...functionBundleOptions(projectRoot, name), outfile, metafile: true });
  const output = Object.entries(result.metafile.outputs).find(
    ([file]) => file.endsWith('.mjs') || file.endsWith('.js'),
  );
  return output?.[1].bytes ?? 0;
}
