import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../testing/test-db';
import { wrapPool, type Database } from '../../db/client';
import {
  MAX_MESSAGE_BYTES,
  RealtimeMessageTooLargeError,
  createRealtime,
  createRealtimeWith,
  memoryTransport,
  type Realtime,
  type RealtimeMessage,
} from './realtime';

/** Collects what a subscription receives; `waitFor` resolves once a matching message arrived. */
function inbox() {
  const messages: (RealtimeMessage | null)[] = [];
  const waiters: {
    match: (m: RealtimeMessage | null) => boolean;
    resolve: (m: RealtimeMessage | null) => void;
  }[] = [];
  return {
    messages,
    handler: (m: RealtimeMessage | null) => {
      messages.push(m);
      for (const w of [...waiters]) {
        if (w.match(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    },
    waitFor(
      match: (m: RealtimeMessage | null) => boolean,
      timeoutMs = 10_000,
    ): Promise<RealtimeMessage | null> {
      const found = messages.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('message not received')), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

/** Publishes a marker on a topic and waits for it: everything published before it has been delivered too. */
async function settle(publisher: Realtime, listener: Realtime, topic: string) {
  const box = inbox();
  const off = await listener.subscribe(topic, box.handler);
  const marker = Math.random().toString(36);
  await publisher.publish(topic, { marker });
  await box.waitFor((m) => m?.marker === marker);
  off();
}

describe('hub', () => {
  it('tells every subscriber about a gap (null) when the transport re-connected', async () => {
    let gap: () => void = () => undefined;
    const hub = createRealtimeWith('memory', {
      publish: async () => undefined,
      start: async (_onPayload, onGap) => {
        gap = onGap;
      },
      stop: async () => undefined,
    });
    const a = inbox();
    const b = inbox();
    await hub.subscribe('essay:1', a.handler);
    await hub.subscribe('essay:2', b.handler);
    gap();
    expect(a.messages).toEqual([null]);
    expect(b.messages).toEqual([null]);
    await hub.close();
  });

  it('retries starting the transport after a failed start', async () => {
    let attempts = 0;
    const hub = createRealtimeWith('memory', {
      publish: async () => undefined,
      start: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database down');
      },
      stop: async () => undefined,
    });
    await expect(hub.subscribe('t', () => undefined)).rejects.toThrow('database down');
    await hub.subscribe('t', () => undefined);
    await hub.subscribe('u', () => undefined);
    expect(attempts).toBe(2);
    await hub.close();
  });
});

describe('memory transport', () => {
  it('fans out by topic across hubs on one bus, and stops after unsubscribe', async () => {
    const bus = new EventEmitter();
    const a = createRealtimeWith('memory', memoryTransport(bus));
    const b = createRealtimeWith('memory', memoryTransport(bus));
    const one = inbox();
    const other = inbox();
    const off = await b.subscribe('essay:1', one.handler);
    await b.subscribe('essay:2', other.handler);
    expect(b.subscriberCount('essay:1')).toBe(1);
    expect(b.subscriberCount()).toBe(2);
    await a.publish('essay:1', { version: 2 });
    await one.waitFor((m) => m?.version === 2);
    await settle(a, b, 'essay:2');
    expect(other.messages.filter((m) => m && 'version' in m)).toEqual([]);
    off();
    off();
    expect(b.subscriberCount('essay:1')).toBe(0);
    await a.publish('essay:1', { version: 3 });
    await settle(a, b, 'essay:1');
    expect(one.messages).toEqual([{ version: 2 }]);
    await expect(a.publish('x', { big: 'x'.repeat(MAX_MESSAGE_BYTES) })).rejects.toBeInstanceOf(
      RealtimeMessageTooLargeError,
    );
    await a.close();
    await b.close();
    await expect(b.subscribe('x', () => undefined)).rejects.toThrow(/closed/);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const hub = createRealtimeWith('memory', memoryTransport());
    const good = inbox();
    await hub.subscribe('t', () => {
      throw new Error('boom');
    });
    await hub.subscribe('t', good.handler);
    await hub.publish('t', { n: 1 });
    await good.waitFor((m) => m?.n === 1);
    await hub.close();
  });
});

describe(`database transport (${testDatabaseKind()})`, () => {
  let testDb: TestDatabase;
  let second: Database;
  let secondPool: pg.Pool | undefined;
  const hubs: Realtime[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (testDb.database.kind === 'postgres') {
      // A second "instance": its own pool on the same database.
      const pool = (testDb.database.db as unknown as { $client: pg.Pool }).$client;
      secondPool = new pg.Pool({ connectionString: pool.options.connectionString, max: 2 });
      secondPool.on('error', () => undefined);
      second = wrapPool(secondPool);
    } else {
      second = testDb.database;
    }
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await secondPool?.end();
    await testDb.close();
  });

  const hub = (database: Database, options = {}) => {
    const h = createRealtime(database, options);
    hubs.push(h);
    return h;
  };

  it('picks the driver of the database', () => {
    expect(hub(testDb.database).kind).toBe(testDb.database.kind);
  });

  it('delivers a message published on one instance to subscribers of that topic on another', async () => {
    const a = hub(testDb.database);
    const b = hub(second);
    const mine = inbox();
    const others = inbox();
    await b.subscribe('essay:a', mine.handler);
    await b.subscribe('essay:b', others.handler);
    await a.publish('essay:a', { id: 'a', version: 7, text: 'héllo ✓' });
    expect(await mine.waitFor((m) => m?.version === 7)).toEqual({ id: 'a', version: 7, text: 'héllo ✓' });
    await settle(a, b, 'essay:b');
    expect(others.messages.some((m) => m?.id === 'a')).toBe(false);
    // The publisher's own instance hears it too (another tab on the same server).
    const local = inbox();
    await a.subscribe('essay:a', local.handler);
    await b.publish('essay:a', { version: 8 });
    await local.waitFor((m) => m?.version === 8);
  });

  it('sends messages published at the same moment together, in order; a failed statement fails only its own', async () => {
    let statements = 0;
    let failNext = false;
    const counting: Database = {
      ...testDb.database,
      query: async (text, params) => {
        statements += 1;
        if (failNext) {
          failNext = false;
          throw new Error('connection lost');
        }
        return testDb.database.query(text, params);
      },
    };
    const publisher = hub(counting);
    const listener = hub(second);
    const box = inbox();
    await listener.subscribe('essay:burst', box.handler);
    await Promise.all(Array.from({ length: 50 }, (_, n) => publisher.publish('essay:burst', { n })));
    await box.waitFor((m) => m?.n === 49);
    expect(box.messages.map((m) => m?.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    // the first goes alone, the 49 published while it was on its way go in one more statement
    expect(statements).toBe(2);

    failNext = true;
    const failed = await Promise.allSettled([
      publisher.publish('essay:burst', { n: 50 }),
      publisher.publish('essay:burst', { n: 51 }),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    await publisher.publish('essay:burst', { n: 52 });
    await box.waitFor((m) => m?.n === 52);
    expect(box.messages.map((m) => m?.n).slice(50)).toEqual([51, 52]);
  });

  // Only PostgreSQL has a listening connection that can drop; the gap signal itself is covered for every driver below.
  if (testDatabaseKind() === 'postgres')
    it('re-listens after the connection drops and reports the gap', async () => {
      const listener = hub(second, { reconnectMs: { min: 20, max: 200 } });
      const publisher = hub(testDb.database);
      const box = inbox();
      await listener.subscribe('essay:r', box.handler);
      await publisher.publish('essay:r', { n: 1 });
      await box.waitFor((m) => m?.n === 1);
      await testDb.database.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      await box.waitFor((m) => m === null);
      await publisher.publish('essay:r', { n: 2 });
      await box.waitFor((m) => m?.n === 2);
    });
});
