import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startProduct, type RunningProduct } from './serve';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../testing/test-db';
import { makeWordyPdf } from '../testing/pdf-factory';
import { residentBytes } from './lib/pdf/resident-memory';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function productEnv(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smarty-start-'));
  dataDirs.push(dataDir);
  return loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AI_PROVIDER: 'offline',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function tablesOf(product: RunningProduct) {
  const rows = await product.deps.database.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss')",
  );
  return Number(rows[0]?.n);
}

describe(`start-up (${testDatabaseKind()})`, () => {
  it('starts on a new database and again on the same one after a stop', async () => {
    const empty =
      testDatabaseKind() === 'postgres'
        ? await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '')
        : null;
    try {
      const env = productEnv(empty?.url);
      const first = await startProduct(env);
      const tables = await tablesOf(first);
      expect(tables).toBeGreaterThan(20);
      await first.stop();
      const again = await startProduct(env);
      expect(await tablesOf(again)).toBe(tables);
      await again.stop();
    } finally {
      await empty?.drop();
    }
  }, 120_000);

  it('leaves no PDF worker process behind after stop()', async () => {
    const product = await startProduct(productEnv());
    await product.deps.pdf.extract(await makeWordyPdf(1, 30), { owner: 'someone' });
    const pids = product.deps.pdf.workerPids;
    expect(pids.length).toBeGreaterThan(0);
    await product.stop();
    expect(pids.filter((pid) => residentBytes(pid) !== null)).toEqual([]);
  }, 120_000);

  // Several instances share one server only on PostgreSQL (PGlite is one process's own database).
  if (testDatabaseKind() === 'postgres')
    it('brings up two instances started together on an empty PostgreSQL database, every time', async () => {
      for (let round = 0; round < 4; round += 1) {
        const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
        try {
          const starts = await Promise.allSettled([
            startProduct(productEnv(empty.url)),
            startProduct(productEnv(empty.url)),
          ]);
          for (const start of starts) if (start.status === 'fulfilled') await start.value.stop();
          expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
            'started',
            'started',
          ]);
        } finally {
          await empty.drop();
        }
      }
    }, 120_000);
});
