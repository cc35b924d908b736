import type { JobHandler, Jobs, SendOptions } from '../server/lib/jobs/jobs';

/**
 * The job system of a test app: a sent job runs its registered handler in this process, on the next turn of the
 * event loop (no polling, no pg-boss schema). Cron schedules are not run; tests call the handlers they need.
 * `idle()` waits until every sent job has finished; `stop()` also waits, so no job outlives the test database.
 */
export interface InlineJobs extends Jobs {
  idle(): Promise<void>;
  /** Errors thrown by handlers, in order (a job that failed would be retried by pg-boss). */
  failures: unknown[];
}

export function createInlineJobs(): InlineJobs {
  const handlers = new Map<string, JobHandler<object>>();
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  let sent = 0;
  const idle = async () => {
    while (running.size > 0) await Promise.all([...running]);
  };
  return {
    failures,
    async start() {},
    async register<T extends object>(name: string, handler: JobHandler<T>) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async send<T extends object>(name: string, data: T, options: SendOptions = {}) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No handler registered for job '${name}'`);
      sent += 1;
      const delay = (options.startAfterSeconds ?? 0) * 1000;
      const job = new Promise<void>((resolve) => setTimeout(resolve, delay))
        .then(() => handler(data))
        .catch((error: unknown) => {
          failures.push(error);
        })
        .finally(() => running.delete(job));
      running.add(job);
      return `inline-${sent}`;
    },
    idle,
    async stop() {
      await idle();
    },
  };
}
