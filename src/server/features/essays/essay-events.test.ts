import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_IP_HEADER,
  TEST_ORIGIN,
  type TestApp,
} from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-db';
import { createApp } from '../../app';
import { buildDeps } from '../../bootstrap';
import type { AppDeps } from '../../context';
import { wrapPool, type Database } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { SseReader, type SseFrame } from '../../../testing/sse-reader';
import type { Essay, EssayEvent } from '../../../shared/schemas/essays';
import { essayTopic } from './essay-events';
import { createRealtimeWith, memoryTransport, type Transport } from '../../lib/realtime/realtime';

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL each has its own pool and its own
 * LISTEN connection; on PGlite (one process) they share the database and each has its own hub.
 */
let t: TestApp;
let second: { deps: AppDeps; app: ReturnType<typeof createApp> };
let secondPool: pg.Pool | undefined;

beforeAll(async () => {
  t = await createTestApp();
  let database: Database = t.deps.database;
  if (t.deps.database.kind === 'postgres') {
    const pool = (t.deps.database.db as unknown as { $client: pg.Pool }).$client;
    secondPool = new pg.Pool({ connectionString: pool.options.connectionString, max: 4 });
    secondPool.on('error', () => undefined);
    database = wrapPool(secondPool);
  }
  const deps = buildDeps(t.deps.env, database, createLogger('silent'), { now: t.clock.now });
  second = { deps, app: createApp(deps) };
});
afterAll(async () => {
  await second.deps.realtime.close();
  await t.deps.realtime.close();
  await secondPool?.end();
  await t.close();
});

let ipCounter = 0;
async function signUp(): Promise<string> {
  ipCounter += 1;
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: `10.78.${ipCounter}.1`,
  });
  expect(res.status).toBe(201);
  return sessionCookie(res);
}

async function create(cookie: string, title = 'Live essay'): Promise<Essay> {
  const res = await t.request('/api/essays', { method: 'POST', cookie, json: { title } });
  return ((await res.json()) as { essay: Essay }).essay;
}

/** A request to either instance. */
function requestOn(
  instance: 'first' | 'second',
  path: string,
  init: { method?: string; cookie: string; json?: unknown; clientId?: string },
) {
  const headers = new Headers({ cookie: init.cookie, [TEST_IP_HEADER]: '10.0.0.9' });
  if (init.clientId) headers.set('x-client-id', init.clientId);
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    headers.set('origin', TEST_ORIGIN);
  }
  const req = {
    method: init.method ?? 'GET',
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  };
  return Promise.resolve(instance === 'first' ? t.app.request(path, req) : second.app.request(path, req));
}

async function subscribe(instance: 'first' | 'second', cookie: string, essayId: string) {
  const res = await requestOn(instance, `/api/essays/${essayId}/events`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = new SseReader(res.body as ReadableStream<Uint8Array>);
  const ready = await reader.nextData();
  return { reader, ready: ready?.data as EssayEvent };
}

const eventOf = (frame: SseFrame | null) => frame?.data as EssayEvent;

describe(`essay events (${testDatabaseKind()})`, () => {
  it('pushes an update from another tab to the open stream of that essay only', async () => {
    const cookie = await signUp();
    const a = await create(cookie, 'Essay A');
    const b = await create(cookie, 'Essay B');
    const streamA = await subscribe('first', cookie, a.id);
    const streamB = await subscribe('first', cookie, b.id);
    expect(streamA.ready).toEqual({ type: 'essay.ready', id: a.id, version: 1 });

    const saved = await requestOn('first', `/api/essays/${a.id}`, {
      method: 'PATCH',
      cookie,
      clientId: 'tab-1',
      json: { version: 1, prompt: 'Discuss staffing.' },
    });
    expect(saved.status).toBe(200);
    const update = eventOf(await streamA.reader.nextData());
    expect(update).toMatchObject({
      type: 'essay.updated',
      origin: 'tab-1',
      essay: { id: a.id, version: 2, prompt: 'Discuss staffing.' },
    });

    // B's stream got nothing about A: its next event is B's own change.
    await requestOn('first', `/api/essays/${b.id}`, {
      method: 'PATCH',
      cookie,
      json: { version: 1, topic: 'B topic' },
    });
    expect(eventOf(await streamB.reader.nextData())).toMatchObject({
      type: 'essay.updated',
      origin: null,
      essay: { id: b.id, version: 2 },
    });

    // Delete and undo reach the stream too.
    await requestOn('first', `/api/essays/${a.id}`, { method: 'DELETE', cookie });
    expect(eventOf(await streamA.reader.nextData())).toEqual({
      type: 'essay.deleted',
      id: a.id,
      version: 3,
      origin: null,
    });
    await requestOn('first', `/api/essays/${a.id}/restore`, { method: 'POST', cookie });
    expect(eventOf(await streamA.reader.nextData())).toMatchObject({
      type: 'essay.updated',
      essay: { id: a.id, version: 4 },
    });

    await streamA.reader.close();
    await streamB.reader.close();
    expect(t.deps.realtime.subscriberCount(essayTopic(a.id))).toBe(0);
    expect(t.deps.realtime.subscriberCount(essayTopic(b.id))).toBe(0);
  });

  it('reaches a subscriber on another instance sharing the database', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const remote = await subscribe('second', cookie, essay.id);
    expect(remote.ready).toMatchObject({ type: 'essay.ready', version: 1 });
    const res = await requestOn('first', `/api/essays/${essay.id}/phase`, {
      method: 'POST',
      cookie,
      json: { version: 1, phase: 'brainstorm', prompt: 'Why staffing matters' },
    });
    expect(res.status).toBe(200);
    expect(eventOf(await remote.reader.nextData())).toMatchObject({
      type: 'essay.updated',
      essay: { id: essay.id, version: 2, current_phase: 'brainstorm', prompt: 'Why staffing matters' },
    });
    // And the other way round.
    const local = await subscribe('first', cookie, essay.id);
    await requestOn('second', `/api/essays/${essay.id}/complete`, {
      method: 'POST',
      cookie,
      json: { version: 2 },
    });
    expect(eventOf(await local.reader.nextData())).toMatchObject({
      type: 'essay.updated',
      essay: { version: 3, status: 'completed' },
    });
    expect(eventOf(await remote.reader.nextData())).toMatchObject({
      type: 'essay.updated',
      essay: { version: 3 },
    });
    await remote.reader.close();
    await local.reader.close();
    expect(second.deps.realtime.subscriberCount()).toBe(0);
  });

  it("refuses a visitor, another user's essay and a deleted essay", async () => {
    const owner = await signUp();
    const essay = await create(owner);
    expect((await t.request(`/api/essays/${essay.id}/events`)).status).toBe(401);
    expect(
      (await requestOn('first', `/api/essays/${essay.id}/events`, { cookie: await signUp() })).status,
    ).toBe(404);
    await requestOn('first', `/api/essays/${essay.id}`, { method: 'DELETE', cookie: owner });
    expect((await requestOn('first', `/api/essays/${essay.id}/events`, { cookie: owner })).status).toBe(404);
  });

  it('sends the newest state once when changes arrive faster than it reads, and closes when the essay is purged', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const stream = await subscribe('first', cookie, essay.id);
    let version = 1;
    for (let i = 0; i < 5; i += 1) {
      const res = await requestOn('first', `/api/essays/${essay.id}`, {
        method: 'PATCH',
        cookie,
        json: { version, topic: `t${i}` },
      });
      version = ((await res.json()) as { essay: Essay }).essay.version;
    }
    const versions: number[] = [];
    while (versions.at(-1) !== version) {
      const event = eventOf(await stream.reader.nextData());
      if (event.type === 'essay.updated') versions.push(event.essay.version);
    }
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(new Set(versions).size).toBe(versions.length);

    await t.deps.database.query('DELETE FROM essays WHERE id = $1', [essay.id]);
    await t.deps.realtime.publish(essayTopic(essay.id), {
      id: essay.id,
      version: version + 1,
      deleted: true,
      origin: null,
    });
    expect(eventOf(await stream.reader.nextData())).toMatchObject({ type: 'essay.deleted', id: essay.id });
    expect(await stream.reader.nextData()).toBeNull();
    expect(t.deps.realtime.subscriberCount(essayTopic(essay.id))).toBe(0);
  });

  it('over real HTTP: heartbeat-ready headers, and the subscription ends when the browser disconnects', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/essays/${essay.id}/events`, {
        headers: { cookie, [TEST_IP_HEADER]: '10.0.0.9' },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(res.headers.get('x-accel-buffering')).toBe('no');
      const reader = new SseReader(res.body as ReadableStream<Uint8Array>);
      expect(eventOf(await reader.nextData())).toEqual({ type: 'essay.ready', id: essay.id, version: 1 });
      expect(t.deps.realtime.subscriberCount(essayTopic(essay.id))).toBe(1);
      abort.abort();
      await reader.close();
      // The server notices the closed socket and unsubscribes.
      await vi.waitFor(() => expect(t.deps.realtime.subscriberCount(essayTopic(essay.id))).toBe(0), {
        interval: 10,
      });
    } finally {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as Server).closeAllConnections();
      await closed;
    }
  });
});

describe('a save and its announcement', () => {
  /** An in-process hub whose messages can be held back, as a NOTIFY stuck behind a slow commit would be. */
  function heldTransport() {
    const inner = memoryTransport();
    let held: Array<() => void> | null = null;
    const transport: Transport = {
      ...inner,
      async publish(payload) {
        if (held) await new Promise<void>((resolve) => held?.push(resolve));
        await inner.publish(payload);
      },
    };
    return {
      transport,
      hold: () => {
        held = [];
      },
      waiting: () => held?.length ?? 0,
      release: () => {
        const waiting = held ?? [];
        held = null;
        for (const resolve of waiting) resolve();
      },
    };
  }

  it('answers the save without waiting for its announcement, which follows', async () => {
    const channel = heldTransport();
    const local = await createTestApp({}, { realtime: createRealtimeWith('memory', channel.transport) });
    try {
      const signedUp = await local.request('/api/accounts/register', {
        method: 'POST',
        json: registrationForm(),
        ip: '10.79.0.1',
      });
      const cookie = sessionCookie(signedUp);
      const created = await local.request('/api/essays', { method: 'POST', cookie, json: { title: 'Held' } });
      const essay = ((await created.json()) as { essay: Essay }).essay;
      const events = await local.request(`/api/essays/${essay.id}/events`, { cookie });
      const reader = new SseReader(events.body as ReadableStream<Uint8Array>);
      expect(eventOf(await reader.nextData())).toMatchObject({ type: 'essay.ready', version: 1 });

      channel.hold();
      let answered: Response | undefined;
      void local
        .request(`/api/essays/${essay.id}`, {
          method: 'PATCH',
          cookie,
          json: { version: 1, draft_sections: { body: { content: 'Staffing ratios save lives.' } } },
        })
        .then((res) => {
          answered = res;
        });
      await vi.waitFor(() => expect(answered?.status).toBe(200));
      expect(channel.waiting()).toBe(1);

      channel.release();
      expect(eventOf(await reader.nextData())).toMatchObject({
        type: 'essay.updated',
        essay: { version: 2 },
      });
      await reader.close();
    } finally {
      channel.release();
      await local.close();
    }
  });
});
