import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const alias = [
  // Every `import … from 'zod'` (web and shared) goes through lib/zod-config.ts (see the file).
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

/**
 * The route modules whose chunks index.html's inline script preloads when the page opens on them
 * (the dashboard's signed in, the sign-in page's signed out): otherwise the browser learns of them
 * only once the entry bundle has run.
 */
const PRELOADED_ROUTES = {
  login: 'src/app/routes/login.tsx',
  dashboard: 'src/app/routes/dashboard/layout.tsx',
  employees: 'src/app/routes/dashboard/employees/list.tsx',
} as const;

/** Writes `<script type="application/json" id="route-chunks">`: route → its chunks not already in the entry's. */
function routeChunks(): Plugin {
  return {
    name: 'wattle-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
        );
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loaded = closure(entry.fileName);
        const routes = Object.fromEntries(
          Object.entries(PRELOADED_ROUTES).map(([name, module]) => {
            const chunk = [...chunks.values()].find((output) => output.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`No chunk for ${module}.`);
            return [name, [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`)];
          }),
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: JSON.stringify(routes),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Moves the stylesheet Vite writes at the head's end above the entry script and its module
 * preloads. The first paint waits for the stylesheet alone (the pre-rendered first view needs
 * nothing else), and over HTTP/1.1 a browser opens six connections to a host: listed after the
 * entry and its five preloads, the stylesheet waited for one of those to finish. It stays below
 * the inline script, which must not wait for it.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'wattle-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        const entry = rest.search(/[ \t]*<script type="module"/);
        if (stylesheets.length === 0 || entry < 0) throw new Error('index.html: no stylesheet or entry script.');
        return `${rest.slice(0, entry)}${stylesheets.join('')}${rest.slice(entry)}`;
      },
    },
  };
}

/**
 * Puts the pre-rendered first views (src/app/first-view.tsx, rendered with React's server renderer)
 * where index.html says: the sign-in page's at `<!--login-first-view-->` (a signed-out visitor sees
 * the welcome panel before any JavaScript has run) and the signed-in directory's shell at
 * `<!--directory-first-view-->` (its heading before the JavaScript and the organizations);
 * index.html's script and style choose one of them over the spinner.
 */
function firstViews(): Plugin {
  const module = fileURLToPath(new URL('./src/app/first-view.tsx', import.meta.url));
  type FirstViews = { renderLoginFirstView: () => string; renderDirectoryFirstView: () => string };
  return {
    name: 'wattle-first-views',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { server }) {
        const views = server
          ? ((await server.ssrLoadModule(module)) as FirstViews)
          : (await runnerImport<FirstViews>(module, { configFile: false, logLevel: 'error', resolve: { alias } }))
              .module;
        return html
          .replace('<!--login-first-view-->', views.renderLoginFirstView())
          .replace('<!--directory-first-view-->', views.renderDirectoryFirstView());
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), firstViews(), routeChunks(), stylesheetFirst()],
  resolve: {
    alias,
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: maps each route module to its chunks (the JS budget check reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: one long-cached chunk every page needs.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            // One small chunk for the icons three or more chunks share, rather than a request of under
            // 1 KB per icon per page; an icon fewer use stays with them, so the first page does not
            // download every module's icons (login 141.8 -> 137.4 KB gzip with the performance menus).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 5, minShareCount: 3 },
            // The small parts every list screen shows (the data table, its pager and states, the page's
            // header and card, export): one chunk, not a dozen requests of a few hundred bytes each.
            // Their own imports stay where they are (the entry's button, the icons), so nothing else moves.
            {
              name: 'list-kit',
              test: /web[\\/]src[\\/](components[\\/](ui[\\/](card|page-header|badge|list-error|cursor-pager|export-button)|data-table[\\/](data-table|row-action|employee-cell))|lib[\\/](notify|save-file|dates|use-debounced-value))\.tsx?$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
