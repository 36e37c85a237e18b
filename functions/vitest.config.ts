import { defineConfig } from 'vitest/config';

/** The API's integration tests; the pure tests beside the code run in the root's `unit` project. */
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One DynamoDB Local and one s3rver for the whole run; every test file shares them.
    globalSetup: ['test/global-setup.ts'],
    // Test files share their worker's modules (each file's own organizations keep their data
    // apart): importing the API once per worker instead of once per file saves about a third of
    // the run. The fault tests, which re-point the API at a proxy, load it afresh (faults-support.ts).
    isolate: false,
    setupFiles: ['test/setup-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
