import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../functions/src/local/settings.ts';
import { bundleEntry, bundleFunction, coldStartPackages } from '../../infra/lib/function-bundle.ts';
import { coldStartLibraries, LIBRARY_REFERENCES, referenceSource, runtimeDependencies } from './reference-bundle.ts';

const runtime = runtimeDependencies(REPO_ROOT);
const outDir = mkdtempSync(join(tmpdir(), 'wattle-reference-'));
// The entries sit in the repository so esbuild resolves the same packages as the functions.
const entryDir = mkdtempSync(join(REPO_ROOT, 'bench', '.reference-'));
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(entryDir, { recursive: true, force: true });
});

async function buildReference(name: string, libraries: string[]) {
  const entry = join(entryDir, `${name}.ts`);
  writeFileSync(entry, referenceSource(libraries));
  const outfile = join(outDir, `${name}-reference`, 'index.mjs');
  const { metafile } = await bundleEntry(entry, outfile);
  return { metafile, outfile };
}

describe('referenceSource', () => {
  it('imports and constructs each library named, and nothing of ours', () => {
    const source = referenceSource(['zod', '@aws-sdk/client-kms']);
    expect(source).toContain("import * as z from 'zod';");
    expect(source).toContain("import { KMSClient } from '@aws-sdk/client-kms';");
    expect(source).toContain('new KMSClient({ region })');
    expect(source).not.toMatch(/from '(\.|@wattle\/)/);
    expect(source).not.toContain('electrodb');
  });

  it('writes an import two libraries share once', () => {
    const source = referenceSource(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
    expect(source.match(/import \{ DynamoDBClient \}/g)).toHaveLength(1);
  });

  it('refuses a library it has no reference for', () => {
    expect(() => referenceSource(['left-pad'])).toThrow(/left-pad .* no entry in LIBRARY_REFERENCES/);
  });

  it('names only our runtime dependencies', () => {
    expect(Object.keys(LIBRARY_REFERENCES).filter((library) => !runtime.has(library))).toEqual([]);
  });
});

describe('coldStartLibraries', () => {
  it('keeps the runtime dependencies among the packages the entry and its static chunks load', () => {
    const input = (path: string) => ({ [path]: { bytesInOutput: 10 } });
    const metafile = {
      inputs: {},
      outputs: {
        'out/index.mjs': {
          bytes: 30,
          imports: [
            { path: 'out/chunks/a.mjs', kind: 'import-statement' },
            { path: 'out/chunks/pdf.mjs', kind: 'dynamic-import' },
          ],
          exports: [],
          inputs: { ...input('node_modules/zod/v4/index.js'), ...input('functions/src/handlers/payroll.ts') },
        },
        'out/chunks/a.mjs': {
          bytes: 20,
          imports: [],
          exports: [],
          inputs: { ...input('node_modules/@smithy/core/index.js'), ...input('node_modules/jose/x.js') },
        },
        'out/chunks/pdf.mjs': { bytes: 20, imports: [], exports: [], inputs: input('node_modules/pdfmake/a.js') },
      },
    } as unknown as Metafile;
    expect(coldStartLibraries(metafile, 'out/index.mjs', runtime)).toEqual(['jose', 'zod']);
  });
});

describe('a reference bundle', () => {
  it('loads every library in the table and no runtime library beyond them, no code of ours', async () => {
    const libraries = Object.keys(LIBRARY_REFERENCES);
    const { metafile, outfile } = await buildReference('all', libraries);
    expect(coldStartLibraries(metafile, outfile, runtime)).toEqual([...libraries].sort());
    const ours = Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules/'));
    expect(ours).toEqual([expect.stringMatching(/bench\/\.reference-[^/]+\/all\.ts$/)]);
  });

  it("derived from payroll's build loads the same runtime libraries as payroll, and no more of each", async () => {
    const outfile = join(outDir, 'payroll', 'index.mjs');
    const { metafile } = await bundleFunction(REPO_ROOT, 'payroll', outfile);
    const libraries = coldStartLibraries(metafile, outfile, runtime);
    expect(libraries).toEqual(expect.arrayContaining(['zod', 'jose', 'hono', 'electrodb']));
    const reference = await buildReference('payroll', libraries);
    expect(coldStartLibraries(reference.metafile, reference.outfile, runtime)).toEqual(libraries);
    // Each library's code in the reference is at most the function's (2 KB for the SDK's shared parts).
    const own = coldStartPackages(metafile, outfile);
    const over = [...coldStartPackages(reference.metafile, reference.outfile)].filter(
      ([name, bytes]) => bytes > (own.get(name) ?? 0) + 2048,
    );
    expect(over).toEqual([]);
  });
});
