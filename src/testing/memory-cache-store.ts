import type { CacheStore, StoredEntry } from '../web/lib/research-cache';

/** The research cache's store in memory, for unit tests (the browser uses IndexedDB). */
export function memoryCacheStore(): CacheStore & { entries: Map<string, StoredEntry> } {
  const entries = new Map<string, StoredEntry>();
  return {
    entries,
    get: async (key) => entries.get(key),
    put: async (entry) => {
      entries.set(entry.key, structuredClone(entry));
    },
    delete: async (keys) => {
      for (const k of keys) entries.delete(k);
    },
    listByUser: async (userId) => [...entries.values()].filter((e) => e.userId === userId),
  };
}
