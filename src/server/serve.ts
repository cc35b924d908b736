import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env';
import type { AppDeps } from './context';
import { buildDeps, type DepsOverrides } from './bootstrap';
import { applyMigrations, openDatabase } from './db/client';
import { createLogger } from './lib/logger';
import { createApp } from './app';
import { createHealthProbe } from './features/health/health.routes';
import { createProductServer } from './http/node-listener';
import { createJobs, type Jobs } from './lib/jobs/jobs';
import { registerScheduledJobs } from './scheduled-jobs';
import { registerBillingJobs } from './features/billing/customer-email.service';
import { seedStudyCatalogue } from './features/study/catalogue/seed';
import { startResearch } from './features/research/research.jobs';
import {
  queuePassageEmbedding,
  registerPassageEmbeddingJobs,
} from './features/study/passage-embeddings.service';
import { WEB_DIR } from './paths';

export interface RunningProduct {
  deps: AppDeps;
  jobs: Jobs;
  /** Stops taking requests, hands running work back to the queue and closes the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds, starts the background jobs and listens on env.PORT. Every step that creates
 * or fills schema (our migrations, pg-boss's schema and queues, the catalogues) runs under the start-up lock, so
 * several instances may start together on one empty PostgreSQL database.
 */
export async function startProduct(env: Env, overrides: DepsOverrides = {}): Promise<RunningProduct> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onPoolError: (error) => logger.warn({ err: error }, 'an idle database connection failed'),
  });
  const jobs = createJobs(database, logger);
  const deps = buildDeps(env, database, logger, { jobs, ...overrides });
  const research = await database.withStartupLock(async () => {
    await applyMigrations(database);
    await seedStudyCatalogue(deps);
    await jobs.start();
    await registerScheduledJobs(jobs, deps);
    await registerBillingJobs(jobs, deps);
    await registerPassageEmbeddingJobs(jobs, deps);
    // passages the seed wrote, or all of them after a change of embedding model
    await queuePassageEmbedding(deps);
    return startResearch(deps, jobs);
  });
  const healthProbe = createHealthProbe(deps);
  // Without a built web app (e.g. the API started before `npm run build`) only the API is served.
  const webBuilt = existsSync(path.join(WEB_DIR, 'index.html'));
  if (!webBuilt) deps.logger.warn({ webDir: WEB_DIR }, 'the web app is not built: serving the API only');
  const app = createApp(deps, { ...(webBuilt ? { webDir: WEB_DIR } : {}), healthProbe });
  const server = createProductServer(app.fetch, healthProbe);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  deps.logger.info(
    { port: env.PORT, db: deps.database.kind, ai: env.ai.provider, url: env.baseUrl },
    `Smarty is running at ${env.baseUrl}`,
  );
  return {
    deps,
    jobs,
    async stop() {
      deps.logger.info('shutting down');
      server.close();
      await Promise.resolve(research.stop()).catch(() => undefined);
      await deps.pdf.close().catch(() => undefined); // no PDF worker process outlives the server
      await jobs.stop().catch(() => undefined);
      await deps.realtime.close().catch(() => undefined);
      await deps.database.close();
      deps.logger.flush();
    },
  };
}
