import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const UNIT_FOLDERS = ['shared/src', 'functions/src', 'bench/src'];
const UNIT_TESTS = UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);
/**
 * Unit tests that replace a module (`vi.mock`): each runs in a module graph of its own. Found by
 * reading the files, so a new one cannot share its mock with the files after it.
 */
const MODULE_MOCK_TESTS = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('vi.mock(')),
);
const unitTest = {
  environment: 'node',
  // Token signing reads its secret and password hashing its cost from the environment.
  env: { JWT_SECRET: 'unit-test-secret-unit-test-secret-unit-test-secret-0123', SCRYPT_COST: '1024' },
  // Property tests run hundreds of cases; a runner shared with other jobs can pass 5 s.
  testTimeout: 20_000,
} as const;

/**
 * One run over every workspace. `unit` is the pure tests (calculators, rules, mappers) that need
 * no database, no browser DOM and no Java: `npx vitest run --project 'unit*'` runs in seconds
 * (`unit-mocks` is the few that replace a module).
 * `integration` is the API against DynamoDB Local and s3rver (functions/test), `web` the
 * components in happy-dom (and `web-page-scripts` index.html's inline script), `infra` the
 * synthesized stack.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitTest,
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MODULE_MOCK_TESTS],
          // Pure functions: the files share their worker's modules instead of importing them
          // again per file (the project's CPU time falls from about 60 s to 14 s). A spy is put
          // back after each test, so none outlives its file; env changes are undone by the test.
          isolate: false,
          restoreMocks: true,
        },
      },
      { test: { ...unitTest, name: 'unit-mocks', include: MODULE_MOCK_TESTS } },
      'functions',
      ...webProjects,
      'infra',
    ],
    // Two cores: more workers only add contention with DynamoDB Local.
    maxWorkers: 2,
    // Structured auth events are for production logs; in test output they only bury failures.
    // (A run-wide option: Vitest ignores it in a project's config.)
    onConsoleLog: (log) => !log.includes('"source":"auth"'),
  },
});
