import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit/rate-limit';
import { tooManyRequests } from './errors';

/** Refuses a client IP's requests beyond the rule with 429, a readable message and Retry-After. */
export function limitByClientIp(rule: RateLimitRule, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { database, now } = c.var.deps;
    const result = await hitRateLimit(database, rule, c.var.clientIp, now());
    if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
    await next();
  };
}
