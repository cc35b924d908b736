import type { Database } from './db/client';
import type { Env } from './env';
import type { Auth } from './lib/auth/auth';
import type { Logger } from './lib/logger';
import type { BillingProvider } from './lib/billing/billing';
import type { AiEngine } from './lib/ai/types';
import type { users } from './db/schema';

type UserRow = typeof users.$inferSelect;

/** What every route and service may use; built once in main.ts (or by a test). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  billing: BillingProvider;
  ai: AiEngine;
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
