import { describe, expect, it } from 'vitest';
import { memoryCacheStore } from '../../testing/memory-cache-store';
import { CACHE_POLICY, NO_USER_MESSAGE, ResearchCache } from './research-cache';

function setup() {
  const store = memoryCacheStore();
  let time = 1_000_000;
  const puts: number[] = [];
  const origPut = store.put;
  store.put = async (e) => {
    puts.push(time);
    await origPut(e);
  };
  const cache = new ResearchCache<{ n: number; blob?: string }>(
    store,
    () => time,
    async (ms) => {
      time += ms;
    },
  );
  return { store, cache, puts, advance: (ms: number) => (time += ms), now: () => time };
}

describe('research cache', () => {
  it('refuses access without a user', async () => {
    const { cache } = setup();
    await expect(cache.read(null, 'e1')).rejects.toThrow(NO_USER_MESSAGE);
    expect(() => cache.write('', 'e1', { n: 1 })).toThrow(NO_USER_MESSAGE);
    await expect(cache.entries(undefined)).rejects.toThrow(NO_USER_MESSAGE);
  });

  it('keys entries per user and essay', async () => {
    const { cache } = setup();
    await cache.write('u1', 'e1', { n: 1 });
    expect(await cache.read('u1', 'e1')).toEqual({ n: 1 });
    expect(await cache.read('u2', 'e1')).toBeUndefined();
    expect(await cache.read('u1', 'e2')).toBeUndefined();
  });

  it('is fresh for exactly 24 hours, then the entry is removed', async () => {
    const { cache, store, advance } = setup();
    await cache.write('u1', 'e1', { n: 1 });
    advance(CACHE_POLICY.freshMs);
    expect(await cache.read('u1', 'e1')).toEqual({ n: 1 });
    advance(1);
    expect(await cache.read('u1', 'e1')).toBeUndefined();
    expect(store.entries.size).toBe(0);
  });

  it('keeps writes of an entry 3 s apart, the newest data winning', async () => {
    const { cache, puts, store } = setup();
    await cache.write('u1', 'e1', { n: 1 });
    const start = puts[0]!;
    const second = cache.write('u1', 'e1', { n: 2 });
    const third = cache.write('u1', 'e1', { n: 3 });
    expect(await cache.read('u1', 'e1')).toEqual({ n: 3 });
    await Promise.all([second, third]);
    expect(puts).toEqual([start, start + CACHE_POLICY.minWriteIntervalMs]);
    expect(store.entries.get('u1:e1')?.data).toEqual({ n: 3 });
    // Another essay is not held back by this one.
    await cache.write('u1', 'e2', { n: 9 });
    expect(puts).toHaveLength(3);
  });

  it('writes a waiting entry at once when flushed (the page is being hidden)', async () => {
    const { cache, puts, store } = setup();
    await cache.write('u1', 'e1', { n: 1 });
    const start = puts[0]!;
    let slept = false;
    // A clock that never moves on its own: only flush() can end the wait.
    const waiting = new ResearchCache<{ n: number }>(
      store,
      () => start + 1,
      () => new Promise<void>(() => (slept = true)),
    );
    await waiting.write('u1', 'e2', { n: 1 });
    const pending = waiting.write('u1', 'e2', { n: 2 });
    expect(slept).toBe(true);
    await waiting.flush();
    await pending;
    expect(store.entries.get('u1:e2')?.data).toEqual({ n: 2 });
    await cache.flush(); // nothing waiting: resolves
  });

  it('drops the oldest 30% of a user over 50 MB, and skips a clean-up within 10 s of the last', async () => {
    const { cache, store, advance } = setup();
    const big = 'x'.repeat(6 * 1024 * 1024);
    for (let i = 0; i < 8; i++) {
      await cache.write('u1', `e${i}`, { n: i, blob: big });
      advance(CACHE_POLICY.cleanupSkipMs); // every write may clean up
    }
    // 8 × 6 MB = 48 MB: under the limit, nothing dropped; another user's entries do not count.
    await cache.write('u2', 'other', { n: 0, blob: big });
    expect(store.entries.size).toBe(9);
    await cache.write('u1', 'e8', { n: 8, blob: big }); // 54 MB → drop ceil(9 × 0.3) = 3 oldest
    expect([...store.entries.keys()].filter((k) => k.startsWith('u1:')).sort()).toEqual([
      'u1:e3',
      'u1:e4',
      'u1:e5',
      'u1:e6',
      'u1:e7',
      'u1:e8',
    ]);
    expect(store.entries.has('u2:other')).toBe(true);
    // Over the limit again at once: the clean-up is skipped for 10 s.
    for (let i = 9; i < 13; i++) await cache.write('u1', `e${i}`, { n: i, blob: big });
    expect(await cache.cleanup('u1')).toBe(0);
    advance(CACHE_POLICY.cleanupSkipMs - 1);
    expect(await cache.cleanup('u1')).toBe(0);
    advance(1);
    expect(await cache.cleanup('u1')).toBe(3);
  });

  it('lists a user’s entries newest first with their freshness', async () => {
    const { cache, advance } = setup();
    await cache.write('u1', 'old', { n: 1 });
    advance(CACHE_POLICY.freshMs + 1);
    await cache.write('u1', 'new', { n: 2 });
    const list = await cache.entries('u1');
    expect(list.map((e) => [e.essayId, e.fresh])).toEqual([
      ['new', true],
      ['old', false],
    ]);
    expect(list[0]!.size).toBe(JSON.stringify({ n: 2 }).length);
  });
});
