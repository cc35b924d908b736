// Unit + API integration tests on PGlite, then the API tests again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const vitest = path.resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const run = (args, env) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

const first = run([], { TEST_DB: 'pglite' });
if (first.status !== 0) process.exit(first.status ?? 1);

if (process.env.TEST_DATABASE_URL) {
  console.log('\nAPI integration tests again on PostgreSQL (TEST_DATABASE_URL)…');
  const second = run(['src/server'], { TEST_DB: 'postgres' });
  if (second.status !== 0) process.exit(second.status ?? 1);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API tests was skipped.');
}
