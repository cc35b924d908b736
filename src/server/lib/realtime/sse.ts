/**
 * A long-lived Server-Sent Events stream: named or unnamed `data:` events, heartbeat comments (so proxies keep the
 * connection open), clean-up exactly once when the client goes away or the server closes it, and a cap on bytes
 * queued for a client that stopped reading.
 */

export const SSE_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

export interface SseChannel {
  /** One event: `data: <json>` (with `event:` / `id:` lines when given). */
  send(data: unknown, options?: { event?: string; id?: string }): void;
  /** A comment line (`: text`), ignored by EventSource. */
  comment(text: string): void;
  close(): void;
  readonly closed: boolean;
}

export interface SseOptions {
  heartbeatMs: number;
  /** Aborted when the client disconnects (the request's signal). */
  signal?: AbortSignal;
  /** EventSource reconnection delay sent to the client. */
  retryMs?: number;
  /** Bytes queued for a slow reader before the stream is closed. */
  maxQueuedBytes?: number;
}

/** One line per field: a value with line breaks would end the event early. */
function field(name: string, value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => `${name}: ${line}\n`)
    .join('');
}

export function encodeSse(data: unknown, options: { event?: string; id?: string } = {}): string {
  let out = '';
  if (options.event) out += field('event', options.event);
  if (options.id) out += field('id', options.id);
  return `${out}${field('data', JSON.stringify(data))}\n`;
}

/**
 * Opens the stream and runs `setup` with a channel; the function it returns is the clean-up, run once when the client
 * disconnects, the signal aborts, the channel closes, or the queue overflows.
 */
export function createSseStream(
  setup: (channel: SseChannel) => Promise<(() => void) | void> | (() => void) | void,
  options: SseOptions,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const maxQueued = options.maxQueuedBytes ?? 1024 * 1024;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let cleanup: (() => void) | undefined;
  let onAbort: (() => void) | undefined;

  const finish = (closeStream: boolean) => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    const run = cleanup;
    cleanup = undefined;
    try {
      run?.();
    } catch {
      // clean-up must not throw into the stream machinery
    }
    if (closeStream) {
      try {
        controller.close();
      } catch {
        // already closed or errored
      }
    }
  };

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish(false);
      return;
    }
    if ((controller.desiredSize ?? 0) < -maxQueued) finish(true);
  };

  const channel: SseChannel = {
    send: (data, opts) => write(encodeSse(data, opts)),
    comment: (text) => write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`),
    close: () => finish(true),
    get closed() {
      return closed;
    },
  };

  return new ReadableStream<Uint8Array>(
    {
      async start(c) {
        controller = c;
        if (options.signal?.aborted) {
          finish(true);
          return;
        }
        onAbort = () => finish(true);
        options.signal?.addEventListener('abort', onAbort, { once: true });
        write(`retry: ${options.retryMs ?? 3000}\n\n`);
        heartbeat = setInterval(() => channel.comment('heartbeat'), options.heartbeatMs);
        try {
          const done = await setup(channel);
          if (typeof done === 'function') {
            if (closed) done();
            else cleanup = done;
          }
        } catch {
          finish(true);
        }
      },
      cancel() {
        finish(false);
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
