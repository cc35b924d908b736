import type { MailTransport } from './lib/mail/mail';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Auth } from './lib/auth/auth';
import type { Logger } from './lib/logger';
import type { BillingProvider } from './lib/billing/billing';
import type { AiEngine } from './lib/ai/types';
import type { Realtime } from './lib/realtime/realtime';
import type { ScholarIndex } from './lib/scholar/scholar';
import type { FileStorage } from './lib/storage/storage';
import type { PdfExtractor } from './lib/pdf/pdf-extractor';
import type { SafeFetcher } from './lib/net/safe-fetch';
import type { JobQueue } from './lib/jobs/jobs';
import type { users } from './db/schema';
import type { PromptMeter } from './features/ai/prompt-meter';

type UserRow = typeof users.$inferSelect;

/** What every route and service may use; built once by serve.ts (or by a test). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  billing: BillingProvider;
  ai: AiEngine;
  /** Pub/sub across instances (LISTEN/NOTIFY) for the live event streams. */
  realtime: Realtime;
  /** Scholarly search: OpenAlex with a key, else the built-in sample library. */
  scholar: ScholarIndex;
  /** PDF files (content-addressed): DATA_DIR/files or an S3-compatible bucket. */
  storage: FileStorage;
  /** PDF text extraction in worker threads. */
  pdf: PdfExtractor;
  /** Fetches user-supplied URLs (publisher PDFs) to public addresses only. */
  fetcher: SafeFetcher;
  /** Durable background jobs (pg-boss in Postgres): services queue work here. */
  jobs: JobQueue;
  /** Delivers the mail outbox: SMTP with SMTP_URL, else the dev outbox. */
  mail: MailTransport;
  /** Counts a demo user's AI prompts (the allowance in Postgres); AI use cases charge through `metered`. */
  promptMeter: PromptMeter;
  /** Injected so expiry and rate windows are testable without sleeping. */
  now: () => Date;
  trustedOrigins: string[];
  /** Signs session cookies (shared with better-auth). */
  authSecret: string;
}

export interface AppVariables {
  deps: AppDeps;
  requestId: string;
  clientIp: string;
  /** The signed-in user's row once looked up in this request (undefined: not looked up yet). */
  user: UserRow | null | undefined;
}

export type AppEnv = { Variables: AppVariables };
