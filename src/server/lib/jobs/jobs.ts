import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { Logger } from '../logger';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  singletonKey?: string;
  startAfterSeconds?: number;
}

/** What services need of the job system: queue a job (AppDeps.jobs). */
export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
}

/** Durable background jobs in Postgres (pg-boss), so any instance may run them and none is lost on restart. */
export interface Jobs extends JobQueue {
  start(): Promise<void>;
  /** A queue with its handler; with `cron`, a job is also scheduled on that schedule (UTC). */
  register<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { cron?: string; batchSize?: number },
  ): Promise<void>;
  stop(): Promise<void>;
}

export function createJobs(
  database: Database,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job system error'));
  let started = false;
  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async register(name, handler, registerOptions = {}) {
      await boss.createQueue(name);
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
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
