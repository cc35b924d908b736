import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-db';
import { createLogger } from '../logger';
import { createJobs, type Jobs } from './jobs';

let tdb: TestDatabase;
let jobs: Jobs;
beforeAll(async () => {
  tdb = await createTestDatabase();
  jobs = createJobs(tdb.database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await tdb.close();
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
});
