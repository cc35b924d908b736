import { createApp } from '../server/app';
import { buildDeps, type DepsOverrides } from '../server/bootstrap';
import type { AppDeps } from '../server/context';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { createTestDatabase } from './test-db';
import { createInlineJobs, type InlineJobs } from './inline-jobs';
import { registerResearchJobs } from '../server/features/research/research.jobs';
import { registerBillingJobs } from '../server/features/billing/customer-email.service';
import { registerPassageEmbeddingJobs } from '../server/features/study/passage-embeddings.service';

export const TEST_ORIGIN = 'http://localhost:3999';
export const TEST_IP_HEADER = 'x-test-client-ip';

export interface TestClock {
  now: () => Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-11-22T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestApp {
  deps: AppDeps;
  clock: TestClock;
  app: ReturnType<typeof createApp>;
  /** The in-process job system (unless the test passed its own `jobs`). */
  jobs: InlineJobs;
  /** A request from a client at `ip` (default 10.0.0.1) carrying `cookie` when given. */
  request(
    path: string,
    init?: RequestInit & { ip?: string; cookie?: string; json?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(
  settings: Record<string, string> = {},
  overrides: Omit<DepsOverrides, 'now'> = {},
): Promise<TestApp> {
  const { database, close } = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    BASE_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    TRUSTED_PROXY_HEADER: TEST_IP_HEADER,
    LOG_LEVEL: 'silent',
    ...settings,
  });
  const clock = testClock();
  const jobs = createInlineJobs();
  const deps = buildDeps(env, database, createLogger('silent'), { now: clock.now, jobs, ...overrides });
  await registerResearchJobs(jobs, deps);
  await registerBillingJobs(jobs, deps);
  await registerPassageEmbeddingJobs(jobs, deps);
  const app = createApp(deps);
  return {
    deps,
    clock,
    app,
    jobs,
    request(path, init = {}) {
      const { ip = '10.0.0.1', cookie, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set(TEST_IP_HEADER, ip);
      if (cookie) headers.set('cookie', cookie);
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        headers.set('origin', TEST_ORIGIN);
      }
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      return Promise.resolve(
        app.request(path, { ...rest, headers, ...(body !== undefined ? { body } : {}) }),
      );
    },
    async close() {
      await jobs.stop();
      await deps.realtime.close();
      await close();
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let counter = 0;
/** A valid registration form with unique e-mail and username. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${tag}@example.com`,
    password: 'secret123',
    username: `ada_${tag}`.slice(0, 30),
    plan_type: 'programming',
    ...overrides,
  };
}
