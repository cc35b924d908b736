import { PgBoss, fromPglite, type Db } from 'pg-boss';
import type { Database } from '../../db/client';
import type { Logger } from '../logger';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface RetryOptions {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
}

/** What services need of the job system: queue a job (AppDeps.jobs). */
export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
}

/** Durable background jobs in Postgres (pg-boss), so any instance may run them and none is lost on restart. */
export interface Jobs extends JobQueue {
  start(): Promise<void>;
  /**
   * A queue with its handler; with `cron`, a job is also scheduled on that schedule (UTC). A job whose handler
   * throws is run again up to `retry.limit` times (pg-boss's default: twice, at once), waiting `retry.delaySeconds`,
   * doubled each time when `retry.backoff`.
   */
  register<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { cron?: string; batchSize?: number; retry?: RetryOptions },
  ): Promise<void>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** Where a pg-boss 10 schema is moved before pg-boss 12 installs its own (see carryOverV10Jobs). */
const V10_SCHEMA = 'pgboss_v10';

/** pg-boss on our database: PGlite through pg-boss's own PGlite adapter, PostgreSQL through our pool. */
function jobDatabase(database: Database): { db: Db; backend: 'pglite' | 'postgres' } {
  const driver = database.driver;
  if (driver.kind === 'pglite') return { db: fromPglite(driver.client), backend: 'pglite' };
  return {
    backend: 'postgres',
    db: {
      // Without parameters node-postgres uses the simple protocol, so pg-boss may send several statements at once
      // (migrations, its locked maintenance blocks); it needs the rows of every one of them, in order.
      async executeSql(text, values) {
        const result = (await driver.pool.query(text, values)) as unknown;
        const results = (Array.isArray(result) ? result : [result]) as { rows?: unknown[] }[];
        return { rows: results.flatMap((one) => one.rows ?? []) };
      },
    },
  };
}

interface CarriedJob extends Record<string, unknown> {
  name: string;
  data: object | null;
  singleton_key: string | null;
  start_after: Date | string | null;
}

/**
 * pg-boss 12 migrates a schema from pg-boss 11 on, not the version 24 schema that pg-boss 10 left. Such a schema is
 * renamed out of the way (in one statement, before pg-boss 12 creates its own), its waiting jobs are queued again
 * in the new schema, and then it is dropped. A start interrupted after the rename finds `pgboss_v10` and finishes.
 * Runs inside start(), which the server calls under the start-up lock.
 */
async function retireV10Schema(database: Database): Promise<void> {
  const [schemas] = await database.query<{ v10: boolean; installed: boolean }>(
    `SELECT to_regclass('${V10_SCHEMA}.job') IS NOT NULL AS v10, to_regclass('${SCHEMA}.version') IS NOT NULL AS installed`,
  );
  if (schemas?.v10 || !schemas?.installed) return;
  const [installed] = await database.query<{ version: number }>(`SELECT version FROM ${SCHEMA}.version`);
  if (installed && installed.version < 25)
    await database.query(`ALTER SCHEMA ${SCHEMA} RENAME TO ${V10_SCHEMA}`);
}

async function carryOverV10Jobs(database: Database, boss: PgBoss, logger: Logger): Promise<void> {
  const [left] = await database.query<{ v10: boolean }>(
    `SELECT to_regclass('${V10_SCHEMA}.job') IS NOT NULL AS v10`,
  );
  if (!left?.v10) return;
  const waiting = await database.query<CarriedJob>(
    `SELECT name, data, singleton_key, start_after FROM ${V10_SCHEMA}.job
      WHERE state::text IN ('created', 'retry', 'active') ORDER BY created_on`,
  );
  for (const job of waiting) {
    await boss.createQueue(job.name);
    await boss.send(job.name, job.data ?? {}, {
      ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
      ...(job.start_after ? { startAfter: new Date(job.start_after) } : {}),
    });
  }
  await database.query(`DROP SCHEMA ${V10_SCHEMA} CASCADE`);
  logger.info(
    { jobs: waiting.length },
    'job system: the pg-boss 10 schema was replaced, its waiting jobs queued again',
  );
}

export function createJobs(
  database: Database,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Jobs {
  const boss = new PgBoss({
    ...jobDatabase(database),
    schema: SCHEMA,
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job system error'));
  let started = false;
  return {
    async start() {
      if (started) return;
      await retireV10Schema(database);
      await boss.start();
      await carryOverV10Jobs(database, boss, logger);
      started = true;
    },
    async register(name, handler, registerOptions = {}) {
      const retry = registerOptions.retry;
      await boss.createQueue(
        name,
        retry
          ? { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff ?? false }
          : {},
      );
      await boss.work(
        name,
        {
          batchSize: registerOptions.batchSize ?? 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as Parameters<typeof handler>[0]);
          }
        },
      );
      if (registerOptions.cron) await boss.schedule(name, registerOptions.cron, {}, { tz: 'UTC' });
    },
    async send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
