import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One DynamoDB Local and one s3rver for the whole run; every test file shares them.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts'],
    testTimeout: 20_000,
    // Structured auth events are for production logs; in test output they only bury failures.
    onConsoleLog: (log) => !log.includes('"source":"auth"'),
    hookTimeout: 60_000,
  },
});
