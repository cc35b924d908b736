import type { Database } from '../../db/client';

export interface RateLimitRule {
  /** e.g. 'sign-in' */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  /** When the window that counted this hit began (to give the hit back with `releaseRateLimitHit`). */
  windowStartedAt: Date;
}

/**
 * Fixed-window counter in Postgres: one atomic upsert per hit, so N server instances share the limit.
 * The window starts at the first hit; the (max+1)th hit inside it is refused.
 */
export async function hitRateLimit(
  database: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const rows = await database.query<{ count: number; window_started_at: Date | string }>(
    `INSERT INTO rate_limits (key, count, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_started_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       window_started_at = CASE WHEN rate_limits.window_started_at <= $3 THEN $2 ELSE rate_limits.window_started_at END
     RETURNING count, window_started_at`,
    [key, now.toISOString(), windowStart.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const started = new Date(row.window_started_at).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return {
    allowed: row.count <= rule.max,
    count: row.count,
    retryAfterSeconds,
    windowStartedAt: new Date(started),
  };
}

/**
 * Gives one hit back, in the window that counted it (a later window is left alone). Lets a limit count only failures
 * without a race: take a hit before the attempt (so concurrent attempts cannot overrun the limit), and give it back
 * when the attempt succeeds.
 */
export async function releaseRateLimitHit(
  database: Database,
  rule: RateLimitRule,
  subject: string,
  windowStartedAt: Date,
): Promise<void> {
  await database.query(
    'UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1 AND window_started_at = $2',
    [`${rule.name}:${subject}`, windowStartedAt.toISOString()],
  );
}

/** Drops windows that ended long ago; cheap enough to run now and then. */
export async function pruneRateLimits(database: Database, olderThan: Date): Promise<void> {
  await database.query('DELETE FROM rate_limits WHERE window_started_at < $1', [olderThan.toISOString()]);
}
