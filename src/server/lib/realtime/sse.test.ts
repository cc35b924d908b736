import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sseChannel, type SseChannelOptions, type SseChannelSetup } from './sse';
import { SseReader } from '../../../testing/sse-reader';

/** The channel answered by a Hono route, as a client reads it. */
async function open(setup: SseChannelSetup, options: SseChannelOptions, init?: RequestInit) {
  const app = new Hono().get('/', (c) => sseChannel(c, setup, options));
  const res = await app.request('/', init);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
  return new SseReader(res.body as ReadableStream<Uint8Array>);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SSE stream', () => {
  it('sends named events with ids, one field per line, so line breaks cannot end an event early', async () => {
    const reader = await open(
      (channel) => {
        channel.send({ a: 1 });
        channel.send('x', { event: 'note\nevil', id: '7' });
        channel.comment('hi\nthere');
      },
      { heartbeatMs: 1_000_000 },
    );
    expect(await reader.next()).toEqual({ comments: [], retry: 3000 });
    expect(await reader.next()).toEqual({ data: { a: 1 }, comments: [] });
    expect(await reader.next()).toEqual({ event: 'note evil', id: '7', data: 'x', comments: [] });
    expect(await reader.next()).toEqual({ comments: ['hi there'] });
    await reader.close();
  });

  it('sends retry, the events, heartbeat comments on the interval, and cleans up once on cancel', async () => {
    vi.useFakeTimers();
    let cleanups = 0;
    const reader = await open(
      (channel) => {
        channel.send({ type: 'hello' });
        return () => {
          cleanups += 1;
        };
      },
      { heartbeatMs: 25_000 },
    );
    expect((await reader.next())?.retry).toBe(3000);
    expect((await reader.next())?.data).toEqual({ type: 'hello' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect((await reader.next())?.comments).toEqual(['heartbeat']);
    await vi.advanceTimersByTimeAsync(50_000);
    expect((await reader.next())?.comments).toEqual(['heartbeat']);
    expect((await reader.next())?.comments).toEqual(['heartbeat']);
    await reader.close();
    await reader.close();
    expect(cleanups).toBe(1);
    // No timer is left behind once the client is gone.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes and cleans up when the request is aborted or the server closes the channel', async () => {
    const controller = new AbortController();
    let cleaned = false;
    const reader = await open(
      () => () => {
        cleaned = true;
      },
      { heartbeatMs: 1_000_000 },
      { signal: controller.signal },
    );
    await reader.next();
    controller.abort();
    expect(await reader.next()).toBeNull();
    expect(cleaned).toBe(true);

    let closedCleanup = 0;
    const closing = await open(
      (channel) => {
        queueMicrotask(() => channel.close());
        return () => {
          closedCleanup += 1;
        };
      },
      { heartbeatMs: 1_000_000 },
    );
    await closing.next();
    expect(await closing.next()).toBeNull();
    expect(closedCleanup).toBe(1);
  });

  it('closes a stream whose reader stopped reading once too much is queued', async () => {
    let cleaned = false;
    let send: ((n: number) => void) | undefined;
    const reader = await open(
      (channel) => {
        send = (n) => channel.send({ n, pad: 'x'.repeat(1000) });
        return () => {
          cleaned = true;
        };
      },
      { heartbeatMs: 1_000_000, maxQueuedBytes: 10_000 },
    );
    await reader.next();
    for (let i = 0; i < 200 && !cleaned; i += 1) send?.(i);
    expect(cleaned).toBe(true);
    await reader.close();
  });

  it('closes the stream when setup fails', async () => {
    const reader = await open(
      async () => {
        throw new Error('no subscription');
      },
      { heartbeatMs: 1_000_000 },
    );
    await reader.next();
    expect(await reader.next()).toBeNull();
  });
});
