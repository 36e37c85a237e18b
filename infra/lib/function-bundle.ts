import { basename, dirname, extname, join } from 'node:path';
import { type BuildOptions, build, buildSync, type Metafile } from 'esbuild';

/** Lets CommonJS dependencies bundled into an ESM file still call `require` for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** A function's handler file: `functions/src/handlers/<name>.ts`, exporting `handler`. */
export const handlerEntry = (projectRoot: string, name: string) =>
  join(projectRoot, 'functions', 'src', 'handlers', `${name}.ts`);

/**
 * The esbuild options every Lambda is built with. CDK (ApiFunction's local bundling), the bundle
 * test and the benchmark all build through the functions below, so what is measured is what AWS
 * runs: ESM for Node 22 with the AWS SDK v3 clients, jose and every other dependency bundled (no
 * aliases or stubs). `outfile` is the entry (`index.mjs`); code split off at a dynamic `import()`
 * (the PDF library, holiday calendars, mail, CSV…) goes to `chunks/` beside it, so a cold start
 * parses and runs only what the handler imports statically, and the rest loads on first use.
 */
export function bundleOptions(entry: string, outfile: string): BuildOptions & { metafile: true } {
  const extension = extname(outfile);
  return {
    entryPoints: [{ in: entry, out: basename(outfile, extension) }],
    outdir: dirname(outfile),
    outExtension: { '.js': extension },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
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

/** The output files a cold start loads: the entry (`outfile`) and the chunks it imports statically. */
export function coldStartOutputs(metafile: Metafile, outfile: string): string[] {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find(
    (file) => file.endsWith(`/${basename(outfile)}`) && !file.includes('/chunks/'),
  );
  const loaded = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || !outputs[file] || loaded.has(file)) return;
    loaded.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...loaded];
}

const javascriptBytes = (metafile: Metafile, outfile: string) =>
  coldStartOutputs(metafile, outfile).reduce((sum, file) => sum + (metafile.outputs[file]?.bytes ?? 0), 0);

/** Builds any entry with the Lambda options to `outfile`; returns the bytes a cold start loads. */
export async function bundleEntry(_projectRoot: string, entry: string, outfile: string): Promise<number> {
  return javascriptBytes((await build(bundleOptions(entry, outfile))).metafile, outfile);
}

/** Builds one function's bundle to `outfile`; returns the bytes a cold start loads. */
export function bundleFunction(projectRoot: string, name: string, outfile: string): Promise<number> {
  return bundleEntry(projectRoot, handlerEntry(projectRoot, name), outfile);
}

/** The same build, synchronously: CDK's local bundling cannot wait for a promise. */
export function bundleFunctionSync(projectRoot: string, name: string, outfile: string): number {
  return javascriptBytes(buildSync(bundleOptions(handlerEntry(projectRoot, name), outfile)).metafile, outfile);
}
