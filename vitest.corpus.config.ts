import { defineConfig } from 'vitest/config';

/** Checks against the real-world corpus in ../shared/fixtures (not part of `npm test`). */
export default defineConfig({
  test: {
    include: ['src/**/*.corpus.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
