import { join } from 'node:path';
import { type BuildOptions, build, buildSync } from 'esbuild';

/** Lets CommonJS dependencies bundled into an ESM file still call `require` for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** A function's handler file: `functions/src/handlers/<name>.ts`, exporting `handler`. */
export const handlerEntry = (projectRoot: string, name: string) =>
  join(projectRoot, 'functions', 'src', 'handlers', `${name}.ts`);

/**
 * The esbuild options every Lambda is built with. CDK (ApiFunction's local bundling), the bundle
 * test and the benchmark all build through the functions below, so what is measured is what AWS
 * runs: one ESM file for Node 22 with the AWS SDK v3 clients, jose and every other dependency
 * bundled (no aliases or stubs).
 */
export function bundleOptions(entry: string, outfile: string): BuildOptions & { metafile: true } {
  return {
    entryPoints: [entry],
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
    metafile: true,
  };
}

function javascriptBytes(metafile: { outputs: Record<string, { bytes: number }> }): number {
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith('.mjs') || file.endsWith('.js'));
  return output?.[1].bytes ?? 0;
}

/** Builds any entry with the Lambda options to `outfile`; returns the size of the JavaScript in bytes. */
export async function bundleEntry(_projectRoot: string, entry: string, outfile: string): Promise<number> {
  return javascriptBytes((await build(bundleOptions(entry, outfile))).metafile);
}

/** Builds one function's bundle to `outfile`; returns the size of the JavaScript in bytes. */
export function bundleFunction(projectRoot: string, name: string, outfile: string): Promise<number> {
  return bundleEntry(projectRoot, handlerEntry(projectRoot, name), outfile);
}

/** The same build, synchronously: CDK's local bundling cannot wait for a promise. */
export function bundleFunctionSync(projectRoot: string, name: string, outfile: string): number {
  return javascriptBytes(buildSync(bundleOptions(handlerEntry(projectRoot, name), outfile)).metafile);
}
