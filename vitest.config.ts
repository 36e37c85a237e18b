import { defineConfig } from 'vitest/config';

/** One run over every workspace; each workspace's own config names its environment and setup. */
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'web', 'infra', 'bench'],
    // Two cores: more workers only add contention with DynamoDB Local.
    maxWorkers: 2,
  },
});
