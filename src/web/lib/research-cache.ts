/**
 * The in-browser research cache (spec 3 §3 "Search cache entry", §4, §9): one entry per user and essay, fresh for
 * 24 hours; when a user's entries pass 50 MB the oldest 30% are dropped; writes are at least 3 s apart (a later
 * write waits and the newest data wins) and a clean-up within 10 s of the last one is skipped. IndexedDB in the
 * browser; sign-out deletes the whole database (`clearResearchCache`).
 */

import { APP_COPY } from './messages';

export const RESEARCH_CACHE_DB = 'smarty-research-cache';

export const CACHE_POLICY = {
  freshMs: 24 * 60 * 60 * 1000,
  maxBytesPerUser: 50 * 1024 * 1024,
  dropFraction: 0.3,
  minWriteIntervalMs: 3_000,
  cleanupSkipMs: 10_000,
} as const;

export const NO_USER_MESSAGE = APP_COPY.noUserForCache;

export interface StoredEntry<T = unknown> {
  key: string;
  userId: string;
  essayId: string;
  data: T;
  /** Bytes of the entry's JSON. */
  size: number;
  updatedAt: number;
}

/** Where entries live: IndexedDB in the browser, memory in tests. */
export interface CacheStore {
  get(key: string): Promise<StoredEntry | undefined>;
  put(entry: StoredEntry): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** The user's entries (all fields). */
  listByUser(userId: string): Promise<StoredEntry[]>;
}

export interface CacheEntryInfo {
  essayId: string;
  size: number;
  updatedAt: number;
  fresh: boolean;
}

const entryKey = (userId: string, essayId: string) => `${userId}:${essayId}`;

function requireUser(userId: string | null | undefined): string {
  if (!userId) throw new Error(NO_USER_MESSAGE);
  return userId;
}

export class ResearchCache<T = unknown> {
  private readonly lastWrite = new Map<string, number>();
  private readonly pending = new Map<string, { data: T; promise: Promise<void>; wake: () => void }>();
  private readonly lastCleanup = new Map<string, number>();

  constructor(
    private readonly store: CacheStore,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** The entry's data when it is fresh; a stale entry is removed and gives undefined. */
  async read(userId: string | null | undefined, essayId: string): Promise<T | undefined> {
    const key = entryKey(requireUser(userId), essayId);
    const pending = this.pending.get(key);
    if (pending) return pending.data;
    const entry = await this.store.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.updatedAt > CACHE_POLICY.freshMs) {
      await this.store.delete([key]);
      return undefined;
    }
    return entry.data as T;
  }

  /**
   * Stores the data. Within 3 s of the last write of this entry the write waits; writes arriving meanwhile
   * replace the waiting data and share its promise.
   */
  write(userId: string | null | undefined, essayId: string, data: T): Promise<void> {
    const user = requireUser(userId);
    const key = entryKey(user, essayId);
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.data = data;
      return waiting.promise;
    }
    const since = this.now() - (this.lastWrite.get(key) ?? -Infinity);
    const delay = Math.max(0, CACHE_POLICY.minWriteIntervalMs - since);
    const slot = { data, promise: Promise.resolve(), wake: () => {} };
    const woken = new Promise<void>((resolve) => {
      slot.wake = resolve;
    });
    this.pending.set(key, slot);
    slot.promise = (async () => {
      if (delay > 0) await Promise.race([this.sleep(delay), woken]);
      this.pending.delete(key);
      const json = JSON.stringify(slot.data);
      const time = this.now();
      this.lastWrite.set(key, time);
      await this.store.put({
        key,
        userId: user,
        essayId,
        data: slot.data,
        size: new TextEncoder().encode(json).length,
        updatedAt: time,
      });
      await this.cleanup(user);
    })();
    return slot.promise;
  }

  /** Writes every waiting entry now (the page is being hidden or closed). */
  flush(): Promise<void> {
    const waiting = [...this.pending.values()];
    for (const slot of waiting) slot.wake();
    return Promise.all(waiting.map((slot) => slot.promise)).then(() => undefined);
  }

  /** Drops the oldest 30% of the user's entries when they pass 50 MB; skipped within 10 s of the last run. */
  async cleanup(userId: string | null | undefined): Promise<number> {
    const user = requireUser(userId);
    const time = this.now();
    if (time - (this.lastCleanup.get(user) ?? -Infinity) < CACHE_POLICY.cleanupSkipMs) return 0;
    this.lastCleanup.set(user, time);
    const entries = await this.store.listByUser(user);
    const total = entries.reduce((sum, e) => sum + e.size, 0);
    if (total <= CACHE_POLICY.maxBytesPerUser) return 0;
    const oldest = [...entries].sort((a, b) => a.updatedAt - b.updatedAt);
    const drop = oldest.slice(0, Math.max(1, Math.ceil(entries.length * CACHE_POLICY.dropFraction)));
    await this.store.delete(drop.map((e) => e.key));
    return drop.length;
  }

  async remove(userId: string | null | undefined, essayId: string): Promise<void> {
    await this.store.delete([entryKey(requireUser(userId), essayId)]);
  }

  /** The user's entries, newest first (the modal's List Entries). */
  async entries(userId: string | null | undefined): Promise<CacheEntryInfo[]> {
    const list = await this.store.listByUser(requireUser(userId));
    const time = this.now();
    return list
      .map((e) => ({
        essayId: e.essayId,
        size: e.size,
        updatedAt: e.updatedAt,
        fresh: time - e.updatedAt <= CACHE_POLICY.freshMs,
      }))
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }
}

// ───────────────────────────── IndexedDB ─────────────────────────────

const STORE = 'entries';

function promised<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(RESEARCH_CACHE_DB, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

/** The browser's store. Opens the database on first use. */
export function indexedDbStore(): CacheStore {
  let db: Promise<IDBDatabase> | null = null;
  const tx = async (mode: IDBTransactionMode) => {
    db ??= openDb().then((conn) => {
      // Sign-out deletes the database: let go of it at once, and open a new one on the next use.
      conn.onversionchange = () => {
        conn.close();
        db = null;
      };
      return conn;
    });
    const conn = await db;
    return conn.transaction(STORE, mode).objectStore(STORE);
  };
  return {
    async get(key) {
      return (await promised((await tx('readonly')).get(key))) as StoredEntry | undefined;
    },
    async put(entry) {
      await promised((await tx('readwrite')).put(entry));
    },
    async delete(keys) {
      const store = await tx('readwrite');
      await Promise.all(keys.map((k) => promised(store.delete(k))));
    },
    async listByUser(userId) {
      const store = await tx('readonly');
      return (await promised(store.index('userId').getAll(userId))) as StoredEntry[];
    },
  };
}

/** Sign-out: the whole cache goes (other users of this browser must not see it). */
export function clearResearchCache(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(RESEARCH_CACHE_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
