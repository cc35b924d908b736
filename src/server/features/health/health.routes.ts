import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { pingDatabase } from '../../db/client';

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
      },
      dbUp ? 200 : 503,
    );
  });
}
