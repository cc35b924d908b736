import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, loadEnv } from './env';
import { startDeps } from './bootstrap';
import { createApp } from './app';
import { createHealthProbe } from './features/health/health.routes';
import { createProductServer } from './http/node-listener';
import { createJobs } from './lib/jobs/jobs';
import { registerScheduledJobs } from './scheduled-jobs';
import { seedStudyCatalogue } from './features/study/catalogue/seed';
import { startResearch } from './features/research/research.jobs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const deps = await startDeps(env);
  await seedStudyCatalogue(deps);
  const jobs = createJobs(deps.database, deps.logger);
  await jobs.start();
  await registerScheduledJobs(jobs, deps);
  const research = await startResearch(deps, jobs);
  const healthProbe = createHealthProbe(deps);
  const app = createApp(deps, { webDir, healthProbe });
  const server = createProductServer(app.fetch, healthProbe);
  server.listen(env.PORT, env.HOST, () => {
    deps.logger.info(
      { port: env.PORT, db: deps.database.kind, ai: env.ai.provider, url: env.baseUrl },
      `Smarty is running at ${env.baseUrl}`,
    );
  });
  const shutdown = async () => {
    deps.logger.info('shutting down');
    server.close();
    await Promise.resolve(research.stop()).catch(() => undefined);
    await jobs.stop().catch(() => undefined);
    await deps.realtime.close().catch(() => undefined);
    await deps.database.close();
    deps.logger.flush();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
