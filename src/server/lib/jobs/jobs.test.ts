import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-db';
import { createLogger } from '../logger';
import { createJobs, type Jobs } from './jobs';

let tdb: TestDatabase;
let jobs: Jobs;
/** What the job system logged as errors (pg-boss reports failures of its own maintenance as events). */
const errors: string[] = [];
const errorLogger = () => createLogger('error', { write: (line: string) => void errors.push(line) });
beforeAll(async () => {
  tdb = await createTestDatabase();
  jobs = createJobs(tdb.database, errorLogger(), { pollingIntervalSeconds: 0.5 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await tdb.close();
  expect(errors).toEqual([]);
});

describe('jobs', () => {
  it('runs a sent job through its handler, from the database', async () => {
    const seen: string[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await jobs.register<{ word: string }>('echo', async ({ word }) => {
      seen.push(word);
      done();
    });
    const id = await jobs.send('echo', { word: 'hello' });
    expect(id).toBeTruthy();
    await finished;
    expect(seen).toEqual(['hello']);
    const rows = await tdb.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM pgboss.job WHERE name = 'echo'",
    );
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(1);
  });

  it('runs a failed job again as its queue allows (retry options)', async () => {
    let runs = 0;
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await jobs.register<{ n: number }>(
      'flaky',
      async () => {
        runs += 1;
        if (runs < 5) throw new Error('not yet');
        done();
      },
      { retry: { limit: 4, delaySeconds: 0 } },
    );
    await jobs.send('flaky', { n: 1 });
    await finished;
    expect(runs).toBe(5); // pg-boss's default (2 retries) would have stopped after 3
    const [queue] = await tdb.database.query<{ retry_limit: number; retry_delay: number }>(
      "SELECT retry_limit, retry_delay FROM pgboss.queue WHERE name = 'flaky'",
    );
    expect(queue).toMatchObject({ retry_limit: 4, retry_delay: 0 });
  });

  it('replaces a pg-boss 10 schema (version 24) and queues its waiting jobs again, not its finished ones', async () => {
    const old = await createTestDatabase();
    // The part of what pg-boss 10 leaves that the upgrade reads: its version row and its job table.
    await old.database.query('CREATE SCHEMA pgboss');
    await old.database.query('CREATE TABLE pgboss.version (version int PRIMARY KEY)');
    await old.database.query('INSERT INTO pgboss.version VALUES (24)');
    await old.database.query(
      `CREATE TABLE pgboss.job (name text, data jsonb, state text, singleton_key text,
         start_after timestamptz DEFAULT now(), created_on timestamptz DEFAULT now())`,
    );
    await old.database.query(
      `INSERT INTO pgboss.job (name, data, state) VALUES
         ('carry', '{"word":"waiting"}', 'created'), ('carry', '{"word":"again"}', 'retry'),
         ('carry', '{"word":"finished"}', 'completed')`,
    );
    const upgraded = createJobs(old.database, errorLogger(), { pollingIntervalSeconds: 0.5 });
    try {
      await upgraded.start();
      const seen: string[] = [];
      let done: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => (done = resolve));
      await upgraded.register<{ word: string }>('carry', async ({ word }) => {
        seen.push(word);
        if (seen.length === 2) done();
      });
      await finished;
      expect(seen.sort()).toEqual(['again', 'waiting']);
      const [schemas] = await old.database.query<{ v10: string | null; version: number }>(
        "SELECT to_regnamespace('pgboss_v10')::text AS v10, (SELECT version FROM pgboss.version) AS version",
      );
      expect(schemas?.v10).toBeNull();
      expect(schemas?.version).toBeGreaterThanOrEqual(25);
    } finally {
      await upgraded.stop();
      await old.close();
    }
  });
});
