import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { researchScholarCache } from '../../db/schema/research';

/** Answers of the scholarly index kept in Postgres, shared by every instance. */
export interface ScholarCache {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlSeconds?: number): Promise<void>;
  /** Deletes expired entries; returns how many. */
  prune(): Promise<number>;
}

export const SCHOLAR_CACHE_TTL_SECONDS = 24 * 3600;

export function cacheKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export function createScholarCache(database: Database, now: () => Date): ScholarCache {
  const { db } = database;
  return {
    async get<T>(key: string) {
      const rows = await db
        .select({ response: researchScholarCache.response })
        .from(researchScholarCache)
        .where(and(eq(researchScholarCache.key, key), gt(researchScholarCache.expiresAt, now())))
        .limit(1);
      return rows[0] ? (rows[0].response as T) : null;
    },
    async set(key, value, ttlSeconds = SCHOLAR_CACHE_TTL_SECONDS) {
      const at = now();
      const expiresAt = new Date(at.getTime() + ttlSeconds * 1000);
      await db
        .insert(researchScholarCache)
        .values({ key, response: value, createdAt: at, expiresAt })
        .onConflictDoUpdate({
          target: researchScholarCache.key,
          set: { response: value, createdAt: at, expiresAt },
        });
    },
    async prune() {
      const gone = await db
        .delete(researchScholarCache)
        .where(lte(researchScholarCache.expiresAt, now()))
        .returning({ key: researchScholarCache.key });
      return gone.length;
    },
  };
}
