import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** index.html's inline script runs on the page's own globals: its test gets a fresh happy-dom. */
const PAGE_SCRIPT_TESTS = ['src/app/__tests__/early-requests.test.ts'];

/**
 * The web's component tests in happy-dom, as two projects of the root's run: `web`, whose files
 * share their worker's modules and DOM (`isolate: false`; each test cleans up after itself in
 * src/testing/setup.ts), about five times faster than a fresh environment per file; and
 * `web-page-scripts`, the tests of index.html's inline script, each file in a fresh environment.
 */
function webProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'happy-dom',
      ...files,
      isolate,
      setupFiles: ['src/testing/setup.ts'],
      // Typing through user-event on a two-core runner shared with other jobs can pass 5 s; a hang still fails.
      testTimeout: 15_000,
    },
  });
}

export const webProjects = [
  webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: PAGE_SCRIPT_TESTS }, false),
  webProject('web-page-scripts', { include: PAGE_SCRIPT_TESTS }, true),
];

export default webProjects[0];
