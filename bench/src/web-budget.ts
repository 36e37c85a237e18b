/**
 * JavaScript sizes of the built web app (issue 6, figure 6): what a first visit to a route
 * downloads, gzip level 9, from web/dist and Vite's build manifest. Used by `npm run bench` and by
 * `scripts/check-web-budget.ts` in `npm test` (after the web build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROUTE_CHUNK_BUDGET_KB = 60;

/**
 * The routes measured: the lazily loaded modules each renders (see web/src/app/router.tsx:
 * /dashboard/* loads the dashboard layout, then the page) and the budget of its initial JavaScript
 * (gzip KB), what it measured when last cut down plus a little room (issue 26: 150 KB before).
 */
export const ROUTES: Record<string, { modules: string[]; initialJsBudgetKb: number }> = {
  // 139.0 KB (2026-12-01); 141.8 with the performance and import menus, 137.4 once icons used by
  // fewer than three chunks stayed with them (2026-12-02); 123.0 once the login form checked its two
  // fields without react-hook-form (2026-12-03).
  '/login': { modules: ['src/app/routes/login.tsx'], initialJsBudgetKb: 126 },
  // 134.0 KB (2026-12-01; 149.1 before the phone drawer and the list screens' parts moved out);
  // 133.5 (2026-12-02, the icons chunk only the icons three or more chunks share); 133.9 before and
  // 134.3 after the shell's media query (2026-12-03: a phone no longer builds the hidden sidebar);
  // 134.6 once the shell drew without waiting for the organizations (2026-12-03, its page skeleton).
  '/dashboard/employees': {
    modules: ['src/app/routes/dashboard/layout.tsx', 'src/app/routes/dashboard/employees/list.tsx'],
    initialJsBudgetKb: 136,
  },
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebSizes {
  routes: { route: string; gzipKb: number; budgetKb: number; files: string[] }[];
  largestRouteChunk: { module: string; file: string; gzipKb: number };
  /** Every route chunk (a lazily loaded module of the app's own), largest first. */
  routeChunks: { module: string; file: string; gzipKb: number }[];
  /**
   * Libraries loaded only when an action needs them (exceljs when an XLSX file is chosen for import,
   * papaparse for a CSV): reported, not budgeted as routes — no screen waits for them to open.
   */
  onDemandLibraries: { module: string; file: string; gzipKb: number }[];
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app (npm run build -w web)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk's file and every file it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the web build manifest has no ${key}: update ROUTES in web-budget.ts`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export function measureWebSizes(distDir: string): WebSizes {
  const manifest = readManifest(distDir);
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the web build manifest has no entry chunk');
  const routes = Object.entries(ROUTES).map(([route, { modules, initialJsBudgetKb }]) => {
    const files = new Set<string>();
    staticClosure(manifest, entry, files);
    for (const module of modules) {
      if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a lazily loaded route chunk`);
      staticClosure(manifest, module, files);
    }
    const js = [...files].filter((file) => file.endsWith('.js'));
    const gzipKb = kb(js.reduce((sum, file) => sum + gzipBytes(file), 0));
    return { route, gzipKb, budgetKb: initialJsBudgetKb, files: js };
  });
  const dynamicChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([module, chunk]) => ({ module, file: chunk.file, gzipKb: kb(gzipBytes(chunk.file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const isLibrary = (module: string) => module.includes('node_modules/');
  const routeChunks = dynamicChunks.filter((chunk) => !isLibrary(chunk.module));
  const largest = routeChunks[0];
  if (!largest) throw new Error('the web build has no route chunks');
  return {
    routes,
    largestRouteChunk: largest,
    routeChunks,
    onDemandLibraries: dynamicChunks.filter((chunk) => isLibrary(chunk.module)),
  };
}

/** Budget lines: [label, value, budget, passed]. */
export function webBudgetChecks(sizes: WebSizes): { figure: string; value: number; budget: number; pass: boolean }[] {
  return [
    ...sizes.routes.map((route) => ({
      figure: `initial JS ${route.route} (gzip KB)`,
      value: route.gzipKb,
      budget: route.budgetKb,
      pass: route.gzipKb <= route.budgetKb,
    })),
    {
      figure: `largest route chunk, ${sizes.largestRouteChunk.module.replace('src/app/routes/', '')} (gzip KB)`,
      value: sizes.largestRouteChunk.gzipKb,
      budget: ROUTE_CHUNK_BUDGET_KB,
      pass: sizes.largestRouteChunk.gzipKb <= ROUTE_CHUNK_BUDGET_KB,
    },
  ];
}
