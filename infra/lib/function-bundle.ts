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

/** The npm package an esbuild input belongs to (`zod`, `@aws-sdk/client-kms`), or undefined for ours. */
function inputPackage(input: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

/** The bytes each npm package contributes to what a cold start loads (`coldStartOutputs`). */
export function coldStartPackages(metafile: Metafile, outfile: string): Map<string, number> {
  const packages = new Map<string, number>();
  for (const file of coldStartOutputs(metafile, outfile)) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const name = inputPackage(input);
      if (name) packages.set(name, (packages.get(name) ?? 0) + bytesInOutput);
    }
  }
  return packages;
}

const javascriptBytes = (metafile: Metafile, outfile: string) =>
  coldStartOutputs(metafile, outfile).reduce((sum, file) => sum + (metafile.outputs[file]?.bytes ?? 0), 0);

/** A build with the Lambda options: the bytes a cold start loads, and esbuild's metafile. */
export interface BuiltBundle {
  bytes: number;
  metafile: Metafile;
}

/** Builds any entry with the Lambda options to `outfile`. */
export async function bundleEntry(entry: string, outfile: string): Promise<BuiltBundle> {
  const { metafile } = await build(bundleOptions(entry, outfile));
  return { bytes: javascriptBytes(metafile, outfile), metafile };
}

/** Builds one function's bundle to `outfile`. */
export function bundleFunction(projectRoot: string, name: string, outfile: string): Promise<BuiltBundle> {
  return bundleEntry(handlerEntry(projectRoot, name), outfile);
}

/** The same build, synchronously: CDK's local bundling cannot wait for a promise. */
export function bundleFunctionSync(projectRoot: string, name: string, outfile: string): number {
  return javascriptBytes(buildSync(bundleOptions(handlerEntry(projectRoot, name), outfile)).metafile, outfile);
}
