// Unit + API integration tests on PGlite, then the tests that open a database again on PostgreSQL when
// TEST_DATABASE_URL is set. "Open a database" means: the test file imports src/testing/test-db.ts, directly or
// through other modules (found by following the relative imports of src/); tests that never touch a database run once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const run = (args, env) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

/** Every .ts/.tsx file under `dir`. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(c) && /\.tsx?$/.test(c)) return c;
  return null;
}

/** Test files under src/server that reach src/testing/test-db.ts through relative imports. */
export function databaseTests() {
  const files = sources(path.join(root, 'src'));
  const importers = new Map();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(f, m[1]);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(f);
    }
  }
  const start = path.join(root, 'src/testing/test-db.ts');
  const reached = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const f of importers.get(queue.pop()) ?? []) {
      if (!reached.has(f)) {
        reached.add(f);
        queue.push(f);
      }
    }
  }
  const server = path.join(root, 'src/server') + path.sep;
  return [...reached]
    .filter((f) => f.startsWith(server) && /\.test\.ts$/.test(f) && !/\.corpus\.test\.ts$/.test(f))
    .map((f) => path.relative(root, f));
}

if (process.argv[2] === '--list-database-tests') {
  console.log(databaseTests().join('\n'));
  process.exit(0);
}

const first = run([], { TEST_DB: 'pglite' });
if (first.status !== 0) process.exit(first.status ?? 1);

if (process.env.TEST_DATABASE_URL) {
  const tests = databaseTests();
  if (tests.length === 0) {
    console.error('No test file reaches src/testing/test-db.ts: the PostgreSQL run would test nothing.');
    process.exit(1);
  }
  console.log(
    `\nThe ${tests.length} test files that open a database, again on PostgreSQL (TEST_DATABASE_URL)…`,
  );
  const second = run(tests, { TEST_DB: 'postgres' });
  if (second.status !== 0) process.exit(second.status ?? 1);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API tests was skipped.');
}
