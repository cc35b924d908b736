/**
 * Server-Sent Events responses on Hono's `streamSSE` (`hono/streaming`), with our headers (charset, no transforms,
 * no proxy buffering). `sseResponse` runs a writer to its end; `sseChannel` is the long-lived stream of live
 * updates: named or unnamed `data:` events, a `retry:` hint, heartbeat comments (so proxies keep the connection
 * open), clean-up exactly once when the client goes away or the server closes it, and a cap on bytes queued for a
 * client that stopped reading.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';

export type { SSEStreamingApi };

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * An event stream answered by `run`; the stream closes when `run` settles. When the client goes away the stream is
 * aborted (`stream.aborted`, `stream.onAbort`); `run` must not throw.
 */
export function sseResponse(c: Context, run: (stream: SSEStreamingApi) => Promise<void>): Response {
  const response = streamSSE(c, run);
  for (const [name, value] of Object.entries(SSE_HEADERS)) response.headers.set(name, value);
  return response;
}

export interface SseChannel {
  /** One event: `data: <json>` (with `event:` / `id:` lines when given). */
  send(data: unknown, options?: { event?: string; id?: string }): void;
  /** A comment line (`: text`), ignored by EventSource. */
  comment(text: string): void;
  close(): void;
  readonly closed: boolean;
}

export interface SseChannelOptions {
  heartbeatMs: number;
  /** EventSource reconnection delay sent to the client. */
  retryMs?: number;
  /** Bytes queued for a slow reader before the stream is closed. */
  maxQueuedBytes?: number;
}

/** Runs with the open channel; the function it returns is the clean-up. */
export type SseChannelSetup = (channel: SseChannel) => Promise<(() => void) | void> | (() => void) | void;

/** Field values stay on one line: Hono refuses a line break in `event` and `id`. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * Opens the stream and runs `setup` with a channel; the function it returns is the clean-up, run once when the client
 * disconnects, the request aborts, the channel closes, setup fails, or the queue overflows.
 */
export function sseChannel(c: Context, setup: SseChannelSetup, options: SseChannelOptions): Response {
  const maxQueued = options.maxQueuedBytes ?? 1024 * 1024;
  const encoder = new TextEncoder();
  return sseResponse(
    c,
    (stream) =>
      new Promise<void>((resolve) => {
        let closed = false;
        let queued = 0;
        // Writes run one after another, in the order they were asked for; the stream ends after the last one.
        let tail: Promise<void> = Promise.resolve();
        let heartbeat: ReturnType<typeof setInterval> | undefined;
        let cleanup: (() => void) | undefined;

        const finish = () => {
          if (closed) return;
          closed = true;
          if (heartbeat) clearInterval(heartbeat);
          heartbeat = undefined;
          const run = cleanup;
          cleanup = undefined;
          try {
            run?.();
          } catch {
            // clean-up must not throw into the stream machinery
          }
          resolve(tail);
        };

        /** Queues a write without waiting; bytes the client has not taken yet count against the cap. */
        const enqueue = (bytes: number, write: () => Promise<unknown>) => {
          if (closed) return;
          queued += bytes;
          if (queued > maxQueued) {
            finish();
            // Drops what is queued for the client that stopped reading and ends the response.
            stream.abort();
            return;
          }
          tail = tail
            .then(write)
            .catch(() => undefined)
            .then(() => {
              queued -= bytes;
            });
        };
        const raw = (text: string) => enqueue(encoder.encode(text).byteLength, () => stream.write(text));

        const channel: SseChannel = {
          send: (data, opts = {}) => {
            const json = JSON.stringify(data);
            const event = opts.event ? oneLine(opts.event) : undefined;
            const id = opts.id ? oneLine(opts.id) : undefined;
            const size = encoder.encode(json).byteLength + (event?.length ?? 0) + (id?.length ?? 0) + 24;
            enqueue(size, () =>
              stream.writeSSE({ data: json, ...(event ? { event } : {}), ...(id ? { id } : {}) }),
            );
          },
          comment: (text) => raw(`: ${oneLine(text)}\n\n`),
          close: finish,
          get closed() {
            return closed;
          },
        };

        // The client going away, or the request's signal (its disconnect as the adapter reports it), ends the stream.
        const signal = c.req.raw.signal;
        const onRequestAbort = () => stream.abort();
        stream.onAbort(() => {
          signal.removeEventListener('abort', onRequestAbort);
          finish();
        });
        if (signal.aborted) stream.abort();
        else signal.addEventListener('abort', onRequestAbort, { once: true });
        if (stream.aborted) {
          finish();
          return;
        }
        raw(`retry: ${options.retryMs ?? 3000}\n\n`);
        heartbeat = setInterval(() => channel.comment('heartbeat'), options.heartbeatMs);
        Promise.resolve()
          .then(() => setup(channel))
          .then(
            (done) => {
              if (typeof done !== 'function') return;
              if (closed) done();
              else cleanup = done;
            },
            () => finish(),
          );
      }),
  );
}
