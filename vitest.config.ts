import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

/**
 * One run over every workspace. `unit` is the pure tests (calculators, rules, mappers) that need
 * no database, no browser DOM and no Java: `npx vitest run --project unit` runs in seconds.
 * `integration` is the API against DynamoDB Local and s3rver (functions/test), `web` the
 * components in happy-dom (and `web-page-scripts` index.html's inline script), `infra` the
 * synthesized stack.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'bench/src/**/*.test.ts'],
          environment: 'node',
          // Token signing reads its secret and password hashing its cost from the environment.
          env: { JWT_SECRET: 'unit-test-secret-unit-test-secret-unit-test-secret-0123', SCRYPT_COST: '1024' },
          // Property tests run hundreds of cases; a runner shared with other jobs can pass 5 s.
          testTimeout: 20_000,
        },
      },
      'functions',
      ...webProjects,
      'infra',
    ],
    // Two cores: more workers only add contention with DynamoDB Local.
    maxWorkers: 2,
  },
});
