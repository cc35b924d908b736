import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import { AI_LIMITS } from '../../../shared/limits';
import { AI_MESSAGES } from '../../../shared/messages';
import { DEMO_PROMPTS_USED_HEADER } from '../../../shared/schemas/demo';
import { requireUser } from '../accounts/session';

/**
 * Guards every AI endpoint: a signed-in paying user or an unexpired demo user, a capped body, and per-user and
 * global rate limits kept in Postgres. Demo prompts are charged separately, by the use case once the input is
 * valid (`metered` in `prompt-meter.ts`), so a malformed request costs nothing.
 */
export function aiAccess(options: { maxBodyBytes?: number } = {}): MiddlewareHandler<AppEnv> {
  const maxBody = options.maxBodyBytes ?? AI_LIMITS.maxBodyBytes;
  const limitBody = bodyLimit({
    maxSize: maxBody,
    onError: () => {
      throw new AppError(413, AI_MESSAGES.tooLarge(maxBody), 'too_large');
    },
  });
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = await requireUser(c);
    if (!user.isDemo && user.subscriptionStatus !== 'active') {
      throw new AppError(402, AI_MESSAGES.subscriptionRequired, 'subscription_required');
    }
    const { database, now } = c.var.deps;
    const at = now();
    const own = await hitRateLimit(
      database,
      { name: 'ai-user', max: AI_LIMITS.perUserPerMinute, windowSeconds: 60 },
      user.id,
      at,
    );
    if (!own.allowed)
      throw new AppError(429, AI_MESSAGES.slowDown, 'rate_limited', undefined, own.retryAfterSeconds);
    const all = await hitRateLimit(
      database,
      { name: 'ai-global', max: AI_LIMITS.globalPerMinute, windowSeconds: 60 },
      'all',
      at,
    );
    if (!all.allowed) throw new AppError(503, AI_MESSAGES.busy, 'ai_busy', undefined, all.retryAfterSeconds);
    await next();
  };
  return (c, next) =>
    limitBody(c, async () => {
      await guard(c, next);
    });
}

/**
 * Reports a demo's prompts-used count to the client (the header the web's demo state reads, spec 1 §4); nothing
 * for a request that was not charged. The count comes from the use case's answer (`metered`) or, for a failed
 * one, from its error (`promptsUsedAfter`, read by `onError`).
 */
export function reportPromptsUsed(c: Context, promptsUsed: number | undefined): void {
  if (promptsUsed === undefined) return;
  c.header(DEMO_PROMPTS_USED_HEADER, String(promptsUsed));
  c.header('Access-Control-Expose-Headers', DEMO_PROMPTS_USED_HEADER);
}
