import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { pingDatabase } from '../../db/client';
import type { PublicConfig } from '../../../shared/schemas/config';

const PING_EVERY_MS = 2000;

/** Adapters in use and whether the database answers (pinged at most every 2 s, so health stays cheap). */
export function healthRoutes() {
  let lastPing = 0;
  let dbUp = true;
  return new Hono<AppEnv>().get('/health', async (c) => {
    const { database, env } = c.var.deps;
    const nowMs = Date.now();
    if (nowMs - lastPing > PING_EVERY_MS) {
      lastPing = nowMs;
      dbUp = await pingDatabase(database);
    }
    return c.json(
      {
        status: dbUp ? 'ok' : 'degraded',
        db: database.kind,
        dbUp,
        ai: env.ai.provider,
        payments: c.var.deps.billing.kind,
      },
      dbUp ? 200 : 503,
    );
  });
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
