import { Hono, type Handler } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { SECURITY_HEADERS } from '../../http/security';
import { pingDatabase } from '../../db/client';
import { publicConfigSchema, type PublicConfig } from '../../../shared/schemas/config';
import { responds } from '../../http/response-contract';
import { devOutboxOpen } from '../dev/dev-outbox.routes';

const PING_EVERY_MS = 2000;

/** Headers of every health answer: the strict security set, no caching. */
export const HEALTH_HEADERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SECURITY_HEADERS),
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
};

export interface HealthAnswer {
  status: 200 | 503;
  body: string;
}

export interface HealthProbe {
  read(): Promise<HealthAnswer>;
}

/**
 * Adapters in use and whether the database answers, pinged at most every 2 s; the JSON is built again only when
 * the answer changes, so load balancers polling many times a second cost next to nothing.
 */
export function createHealthProbe(deps: AppDeps): HealthProbe {
  let lastPing = 0;
  let answer: HealthAnswer | null = null;
  const build = (dbUp: boolean): HealthAnswer => ({
    status: dbUp ? 200 : 503,
    body: JSON.stringify({
      status: dbUp ? 'ok' : 'degraded',
      db: deps.database.kind,
      dbUp,
      ai: deps.env.ai.provider,
      payments: deps.billing.kind,
    }),
  });
  return {
    async read() {
      const nowMs = Date.now();
      if (answer === null || nowMs - lastPing > PING_EVERY_MS) {
        lastPing = nowMs;
        const dbUp = await pingDatabase(deps.database);
        if (answer === null || (answer.status === 200) !== dbUp) answer = build(dbUp);
      }
      return answer;
    },
  };
}

/** GET /api/health in the Hono app (mounted ahead of the request middleware, out of the request log). */
export function healthCheck(probe: HealthProbe): Handler {
  return async (c) => {
    const { status, body } = await probe.read();
    return c.body(body, status, HEALTH_HEADERS);
  };
}

/** Settings the web app mirrors (limits are still enforced on the server). */
export function configRoutes() {
  return new Hono<AppEnv>().get('/config', responds(publicConfigSchema), (c) => {
    const { env, billing } = c.var.deps;
    const config: PublicConfig = {
      writingModes: env.WRITING_MODES,
      demoMaxPrompts: env.DEMO_MAX_PROMPTS,
      checkout: { kind: billing.kind, label: billing.label },
      ai: {
        provider: env.ai.provider,
        label: env.ai.provider === 'offline' ? 'Offline tutor' : env.ai.provider,
      },
      devOutbox: devOutboxOpen(env, c.var.deps.mail.kind),
      supportEmail: env.SUPPORT_EMAIL ?? null,
    };
    return c.json(config);
  });
}

export type ConfigRoutes = ReturnType<typeof configRoutes>;
