import { defineConfig } from 'vitest/config';

/** The benchmark's own unit tests (its measuring code); the benchmark itself runs with `npm run bench`. */
export default defineConfig({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
