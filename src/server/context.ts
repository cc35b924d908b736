import type { Database } from './db/client';
import type { Env } from './env';
import type { Auth } from './lib/auth/auth';
import type { Logger } from './lib/logger';
import type { BillingProvider } from './lib/billing/billing';

/** What every route and service may use; built once in main.ts (or by a test). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  billing: BillingProvider;
  /** Injected so expiry and rate windows are testable without sleeping. */
  now: () => Date;
  trustedOrigins: string[];
}

export interface AppVariables {
  deps: AppDeps;
  requestId: string;
  clientIp: string;
}

export type AppEnv = { Variables: AppVariables };
