import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import {
  deliverPending,
  devOutboxTransport,
  enqueueMail,
  signInCodeMail,
  smtpTransport,
  type MailTransport,
} from './lib/mail/mail';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from './env';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { createAuth } from './lib/auth/auth';
import type { Logger } from './lib/logger';
import type { BillingProvider } from './lib/billing/billing';
import { createStripeBilling } from './lib/billing/stripe-billing';
import { createTestBilling } from './lib/billing/test-billing';
import { createAiEngine } from './lib/ai/engine';
import type { AiEngine } from './lib/ai/types';
import { createRealtime, type Realtime } from './lib/realtime/realtime';
import { scholarFor } from './lib/scholar/create-scholar';
import type { ScholarIndex } from './lib/scholar/scholar';
import { storageFor } from './lib/storage/create-storage';
import type { FileStorage } from './lib/storage/storage';
import { createPdfExtractor, type PdfExtractor } from './lib/pdf/pdf-extractor';
import { createSafeFetcher, type SafeFetcher } from './lib/net/safe-fetch';
import { createJobs, type JobQueue } from './lib/jobs/jobs';
import { ownOrigin } from './http/same-origin';
import { isLiveDemoEmail } from './features/demo/demo.service';
import { demoPromptMeter } from './features/demo/prompt-meter';
import type { PromptMeter } from './features/ai/prompt-meter';

/** The session secret: the configured one, else one generated once and kept under DATA_DIR. */
export function authSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The base URL and, for a local base URL, its localhost/127.0.0.1 twin. */
export function trustedOriginsFor(baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const url = new URL(origin);
  const origins = [origin];
  if (url.hostname === 'localhost') origins.push(origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(origin.replace('127.0.0.1', 'localhost'));
  return origins;
}

export function billingFor(env: Env, database: Database): BillingProvider {
  return env.stripe ? createStripeBilling(env.stripe) : createTestBilling(database);
}

export interface DepsOverrides {
  now?: () => Date;
  billing?: BillingProvider;
  ai?: AiEngine;
  realtime?: Realtime;
  scholar?: ScholarIndex;
  storage?: FileStorage;
  pdf?: PdfExtractor;
  fetcher?: SafeFetcher;
  mail?: MailTransport;
  jobs?: JobQueue;
  promptMeter?: PromptMeter;
}

export function aiFor(env: Env, logger: Logger): AiEngine {
  return createAiEngine(env.ai, {
    onError: (task, error) => logger.warn({ task, err: error }, 'AI provider failed during a stream'),
  });
}

export function buildDeps(
  env: Env,
  database: Database,
  logger: Logger,
  overrides: DepsOverrides = {},
): AppDeps {
  const trustedOrigins = trustedOriginsFor(env.baseUrl);
  const secret = authSecret(env);
  const mail =
    overrides.mail ??
    (env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : devOutboxTransport(logger));
  const now = overrides.now ?? (() => new Date());
  const auth = createAuth({
    oneTimeCodesAllowed: (email) => isLiveDemoEmail(database.db, email, now()),
    sendSignInCode: async (email, code) => {
      await enqueueMail(database.db, signInCodeMail(email, code));
      // A code is wanted now: deliver at once (the job is the safety net for a failure).
      void deliverPending(database, mail, logger).catch((error: unknown) =>
        logger.warn({ err: error }, 'sign-in code could not be delivered yet'),
      );
    },
    db: database.db,
    baseUrl: env.baseUrl,
    secret,
    trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
    trustedOrigins,
    ownOrigin: (request) => ownOrigin(request.headers.get('origin'), request.url),
    logger,
  });
  return {
    env,
    database,
    auth,
    logger,
    now,
    trustedOrigins,
    authSecret: secret,
    billing: overrides.billing ?? billingFor(env, database),
    ai: overrides.ai ?? aiFor(env, logger),
    realtime: overrides.realtime ?? createRealtime(database, { logger }),
    scholar: overrides.scholar ?? scholarFor(env, database, now),
    storage: overrides.storage ?? storageFor(env),
    pdf:
      overrides.pdf ??
      createPdfExtractor({
        ...(env.PDF_WORKERS ? { workers: env.PDF_WORKERS } : {}),
        maxPages: env.PDF_MAX_PAGES,
        timeoutMs: env.PDF_TIMEOUT_SECONDS * 1000,
        maxMemoryMb: env.PDF_MAX_MEMORY_MB,
      }),
    fetcher: overrides.fetcher ?? createSafeFetcher(),
    jobs: overrides.jobs ?? createJobs(database, logger),
    mail,
    promptMeter: overrides.promptMeter ?? demoPromptMeter({ database, env, now }),
  };
}
