import type { AppDeps } from './context';
import type { Jobs } from './lib/jobs/jobs';
import { deleteExpiredDemos } from './features/demo/demo.service';
import { pruneRateLimits } from './lib/rate-limit/rate-limit';
import { purgeDeletedEssays } from './features/essays/essays.service';
import { purgeDeletedStudyPaths } from './features/study/study-paths.service';
import { deliverPending } from './lib/mail/mail';
import { pruneParkedEvents } from './features/billing/fulfilment.service';

/** The recurring work every instance may pick up; pg-boss makes sure each run happens once. */
export async function registerScheduledJobs(jobs: Jobs, deps: AppDeps): Promise<void> {
  await jobs.register(
    'demo-cleanup',
    async () => {
      await deleteExpiredDemos(deps);
    },
    { cron: '*/5 * * * *' },
  );
  await jobs.register(
    'rate-limit-prune',
    async () => {
      await pruneRateLimits(deps.database, new Date(deps.now().getTime() - 24 * 3_600_000));
    },
    { cron: '17 * * * *' },
  );
  await jobs.register(
    'mail-deliver',
    async () => {
      await deliverPending(deps.database, deps.mail, deps.logger);
    },
    { cron: '* * * * *' },
  );
  await jobs.register(
    'essay-purge',
    async () => {
      await purgeDeletedEssays(deps);
    },
    { cron: '*/10 * * * *' },
  );
  await jobs.register(
    'study-path-purge',
    async () => {
      await purgeDeletedStudyPaths(deps);
    },
    { cron: '*/10 * * * *' },
  );
  await jobs.register(
    'billing-parked-prune',
    async () => {
      await pruneParkedEvents(deps);
    },
    { cron: '23 3 * * *' },
  );
}
