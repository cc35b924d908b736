import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two workers at least: vitest's default on a 2-core machine is one, and the API tests spend part of their time
 * waiting on PostgreSQL and child processes.
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'src/**/*.corpus.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
    // the migrated database every test file clones, built once per run
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
