import { Hono, type Handler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { SECURITY_HEADERS } from '../../http/security';
import { pingDatabase } from '../../db/client';
import type { PublicConfig } from '../../../shared/schemas/config';

const PING_EVERY_MS = 2000;

/**
 * Adapters in use and whether the database answers (pinged at most every 2 s, so health stays cheap). Load
 * balancers poll it many times a second, so it is mounted ahead of the request middleware: it sets the same
 * security headers itself and stays out of the request log.
 */
export function healthCheck(deps: AppDeps): Handler {
  let lastPing = 0;
  let dbUp = true;
  const headers: Record<string, string> = { ...Object.fromEntries(SECURITY_HEADERS), 'Cache-Control': 'no-store' };
  return async (c) => {
    const nowMs = Date.now();
    if (nowMs - lastPing > PING_EVERY_MS) {
      lastPing = nowMs;
      dbUp = await pingDatabase(deps.database);
    }
    return c.json(
      { status: dbUp ? 'ok' : 'degraded', db: deps.database.kind, dbUp, ai: deps.env.ai.provider, payments: deps.billing.kind },
      dbUp ? 200 : 503,
      headers,
    );
  };
}

/** Settings the web app mirrors (limits are still enforced on the server). */
export function configRoutes() {
  return new Hono<AppEnv>().get('/config', (c) => {
    const { env, billing } = c.var.deps;
    const config: PublicConfig = {
      writingModes: env.WRITING_MODES,
      demoMaxPrompts: env.DEMO_MAX_PROMPTS,
      checkout: { kind: billing.kind, label: billing.label },
      ai: { provider: env.ai.provider, label: env.ai.provider === 'offline' ? 'Offline tutor' : env.ai.provider },
    };
    return c.json(config);
  });
}
