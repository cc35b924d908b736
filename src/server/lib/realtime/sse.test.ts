import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseStream, encodeSse } from './sse';
import { SseReader, parseFrame } from '../../../testing/sse-reader';

afterEach(() => {
  vi.useRealTimers();
});

describe('SSE stream', () => {
  it('encodes events one field per line, so line breaks cannot end an event early', () => {
    expect(encodeSse({ a: 1 })).toBe('data: {"a":1}\n\n');
    expect(encodeSse('x', { event: 'note\nevil', id: '7' })).toBe(
      'event: note\nevent: evil\nid: 7\ndata: "x"\n\n',
    );
    expect(parseFrame('event: e\nid: 3\ndata: {"ok":true}\n: hi')).toEqual({
      event: 'e',
      id: '3',
      data: { ok: true },
      comments: ['hi'],
    });
  });

  it('sends retry, the events, heartbeat comments on the interval, and cleans up once on cancel', async () => {
    vi.useFakeTimers();
    let cleanups = 0;
    const stream = createSseStream(
      (channel) => {
        channel.send({ type: 'hello' });
        return () => {
          cleanups += 1;
        };
      },
      { heartbeatMs: 25_000 },
    );
    const reader = new SseReader(stream);
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
    const stream = createSseStream(
      () => () => {
        cleaned = true;
      },
      { heartbeatMs: 1_000_000, signal: controller.signal },
    );
    const reader = new SseReader(stream);
    await reader.next();
    controller.abort();
    expect(await reader.next()).toBeNull();
    expect(cleaned).toBe(true);

    let closedCleanup = 0;
    const closing = new SseReader(
      createSseStream(
        (channel) => {
          queueMicrotask(() => channel.close());
          return () => {
            closedCleanup += 1;
          };
        },
        { heartbeatMs: 1_000_000 },
      ),
    );
    await closing.next();
    expect(await closing.next()).toBeNull();
    expect(closedCleanup).toBe(1);
  });

  it('closes a stream whose reader stopped reading once too much is queued', async () => {
    let cleaned = false;
    let send: ((n: number) => void) | undefined;
    const stream = createSseStream(
      (channel) => {
        send = (n) => channel.send({ n, pad: 'x'.repeat(1000) });
        return () => {
          cleaned = true;
        };
      },
      { heartbeatMs: 1_000_000, maxQueuedBytes: 10_000 },
    );
    const reader = new SseReader(stream);
    await reader.next();
    for (let i = 0; i < 200 && !cleaned; i += 1) send?.(i);
    expect(cleaned).toBe(true);
    await reader.close();
  });

  it('closes the stream when setup fails', async () => {
    const reader = new SseReader(
      createSseStream(
        async () => {
          throw new Error('no subscription');
        },
        { heartbeatMs: 1_000_000 },
      ),
    );
    await reader.next();
    expect(await reader.next()).toBeNull();
  });
});
