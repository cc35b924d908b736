/**
 * A small publish/subscribe for realtime fan-out (DESIGN: "Postgres LISTEN/NOTIFY fan-out to SSE").
 *
 * Every instance listens on one PostgreSQL channel and fans messages out to its local subscribers by topic, so N
 * instances behind a load balancer behave as one. Drivers:
 * - postgres: NOTIFY through the pool, LISTEN on one dedicated `pg` connection (reconnects with back-off);
 * - pglite: PGlite's own `listen` and `pg_notify` (the embedded default, one process);
 * - memory: an in-process bus (tests, or a database this module does not recognise).
 * The listening connection opens on the first subscription, so an instance that never streams holds none.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client';

export const REALTIME_CHANNEL = 'smarty_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; messages carry ids and versions, not documents. */
export const MAX_MESSAGE_BYTES = 7_900;
export const DEFAULT_HEARTBEAT_MS = 25_000;

export type RealtimeMessage = Record<string, unknown>;
/**
 * Receives each message of the topic. `null` means messages may have been missed (the listening connection was
 * re-established): re-read the current state.
 */
export type RealtimeHandler = (message: RealtimeMessage | null) => void;

export interface Realtime {
  readonly kind: 'postgres' | 'pglite' | 'memory';
  /** Interval of SSE heartbeat comments for streams built on this hub. */
  readonly heartbeatMs: number;
  /** Delivers `message` to every subscriber of `topic` on every instance (after the caller's writes committed). */
  publish(topic: string, message: RealtimeMessage): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes (idempotent). */
  subscribe(topic: string, handler: RealtimeHandler): Promise<() => void>;
  /** Local subscribers of `topic`, or of all topics. */
  subscriberCount(topic?: string): number;
  close(): Promise<void>;
}

export interface RealtimeLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface RealtimeOptions {
  heartbeatMs?: number;
  logger?: RealtimeLogger;
  /** First and longest wait before reconnecting the postgres listener. */
  reconnectMs?: { min: number; max: number };
}

/** How messages travel between instances. */
export interface Transport {
  publish(payload: string): Promise<void>;
  /** Starts listening; `onGap` is called after the listener had to reconnect. */
  start(onPayload: (payload: string) => void, onGap: () => void): Promise<void>;
  stop(): Promise<void>;
}

export class RealtimeMessageTooLargeError extends Error {
  constructor(bytes: number) {
    super(`A realtime message may hold at most ${MAX_MESSAGE_BYTES} bytes (this one has ${bytes})`);
    this.name = 'RealtimeMessageTooLargeError';
  }
}

class Hub implements Realtime {
  private readonly topics = new Map<string, Set<RealtimeHandler>>();
  private starting: Promise<void> | undefined;
  private closed = false;

  constructor(
    readonly kind: Realtime['kind'],
    private readonly transport: Transport,
    readonly heartbeatMs: number,
    private readonly logger: RealtimeLogger | undefined,
  ) {}

  async publish(topic: string, message: RealtimeMessage): Promise<void> {
    const payload = JSON.stringify({ t: topic, m: message });
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > MAX_MESSAGE_BYTES) throw new RealtimeMessageTooLargeError(bytes);
    await this.transport.publish(payload);
  }

  async subscribe(topic: string, handler: RealtimeHandler): Promise<() => void> {
    if (this.closed) throw new Error('The realtime hub is closed');
    await this.ensureStarted();
    // Wrapped so the same function may subscribe twice and unsubscribe each time separately.
    const entry: RealtimeHandler = (m) => handler(m);
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(entry);
    return () => {
      const current = this.topics.get(topic);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) this.topics.delete(topic);
    };
  }

  subscriberCount(topic?: string): number {
    if (topic !== undefined) return this.topics.get(topic)?.size ?? 0;
    let n = 0;
    for (const set of this.topics.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.topics.clear();
    const started = this.starting;
    this.starting = undefined;
    if (started) {
      await started.catch(() => undefined);
      await this.transport.stop().catch(() => undefined);
    }
  }

  private ensureStarted(): Promise<void> {
    this.starting ??= this.transport
      .start(
        (payload) => this.deliver(payload),
        () => this.gap(),
      )
      .catch((error: unknown) => {
        this.starting = undefined;
        throw error;
      });
    return this.starting;
  }

  private deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object') return;
    const { t, m } = parsed as { t?: unknown; m?: unknown };
    if (typeof t !== 'string' || !m || typeof m !== 'object') return;
    const handlers = this.topics.get(t);
    if (!handlers) return;
    for (const handler of [...handlers]) this.call(handler, m as RealtimeMessage, t);
  }

  private gap(): void {
    for (const [topic, handlers] of this.topics)
      for (const handler of [...handlers]) this.call(handler, null, topic);
  }

  private call(handler: RealtimeHandler, message: RealtimeMessage | null, topic: string): void {
    try {
      handler(message);
    } catch (error) {
      this.logger?.warn({ err: error, topic }, 'realtime subscriber failed');
    }
  }
}

// ───────────────────────────── transports ─────────────────────────────

/**
 * NOTIFY through the pool, one statement at a time per instance: payloads published while a statement is on its way
 * go together, in order, in the next one (under load, one round trip carries many messages). PostgreSQL delivers
 * identical payloads of one transaction once; the messages sent here are state snapshots, so a repeat adds nothing.
 */
export function notifyThrough(database: Database): (payload: string) => Promise<void> {
  let queued: Array<{ payload: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await database.query(
          'SELECT pg_notify($1, t.p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, i) ORDER BY t.i',
          [REALTIME_CHANNEL, batch.map((m) => m.payload)],
        );
        for (const m of batch) m.resolve();
      } catch (error) {
        for (const m of batch) m.reject(error);
      }
    }
    flushing = false;
  };
  return (payload) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ payload, resolve, reject });
      if (!flushing) void flush();
    });
}

/** PGlite: its own listen(); NOTIFY through the same (single) connection. */
export function pgliteTransport(database: Database, client: PGlite): Transport {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    publish: notifyThrough(database),
    async start(onPayload) {
      unlisten = await client.listen(REALTIME_CHANNEL, onPayload);
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      if (stop && !client.closed) await stop();
    },
  };
}

/** PostgreSQL: NOTIFY through the pool, LISTEN on a dedicated connection that is re-opened when it drops. */
export function postgresTransport(
  database: Database,
  clientConfig: pg.ClientConfig,
  options: { logger?: RealtimeLogger; reconnectMs?: { min: number; max: number } } = {},
): Transport {
  const { min, max } = options.reconnectMs ?? { min: 250, max: 5_000 };
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = min;

  async function connect(onPayload: (payload: string) => void): Promise<pg.Client> {
    const next = new pg.Client({ ...clientConfig, keepAlive: true });
    next.on('notification', (n) => {
      if (n.channel === REALTIME_CHANNEL && typeof n.payload === 'string') onPayload(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function watch(current: pg.Client, onPayload: (payload: string) => void, onGap: () => void) {
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (stopped) return;
      options.logger?.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      current.end().catch(() => undefined);
      schedule(onPayload, onGap);
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
  }

  function schedule(onPayload: (payload: string) => void, onGap: () => void) {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      connect(onPayload)
        .then((next) => {
          if (stopped) {
            void next.end().catch(() => undefined);
            return;
          }
          client = next;
          delay = min;
          watch(next, onPayload, onGap);
          onGap();
        })
        .catch((error: unknown) => {
          options.logger?.warn({ err: error }, 'realtime listener could not reconnect');
          delay = Math.min(max, delay * 2);
          schedule(onPayload, onGap);
        });
    }, delay);
  }

  return {
    publish: notifyThrough(database),
    async start(onPayload, onGap) {
      stopped = false;
      client = await connect(onPayload);
      watch(client, onPayload, onGap);
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => undefined);
    },
  };
}

/** An in-process bus; hubs created on the same bus see each other's messages (like instances on one database). */
export function memoryTransport(bus: EventEmitter = new EventEmitter()): Transport {
  bus.setMaxListeners(0);
  let listener: ((payload: string) => void) | undefined;
  return {
    async publish(payload) {
      // Asynchronous like a real NOTIFY: delivered after the publisher's turn.
      await Promise.resolve();
      bus.emit('message', payload);
    },
    async start(onPayload) {
      listener = onPayload;
      bus.on('message', onPayload);
    },
    async stop() {
      if (listener) bus.off('message', listener);
      listener = undefined;
    },
  };
}

// ───────────────────────────── factory ─────────────────────────────

/** The driver's own client behind a Drizzle database (`$client`: a pg Pool or a PGlite instance). */
function underlyingClient(database: Database): unknown {
  return (database.db as unknown as { $client?: unknown }).$client;
}

/** Connection settings for a dedicated LISTEN connection, taken from the pool the database uses. */
function listenerConfig(pool: pg.Pool): pg.ClientConfig {
  const { max: _max, min: _min, idleTimeoutMillis: _idle, ...config } = pool.options as pg.PoolConfig;
  return config;
}

export function createRealtimeWith(
  kind: Realtime['kind'],
  transport: Transport,
  options: RealtimeOptions = {},
): Realtime {
  return new Hub(kind, transport, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, options.logger);
}

/** The hub for this database: LISTEN/NOTIFY on PostgreSQL or PGlite, else in process. */
export function createRealtime(database: Database, options: RealtimeOptions = {}): Realtime {
  const client = underlyingClient(database);
  if (database.kind === 'postgres' && client instanceof pg.Pool) {
    const transport = postgresTransport(database, listenerConfig(client), {
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.reconnectMs ? { reconnectMs: options.reconnectMs } : {}),
    });
    return createRealtimeWith('postgres', transport, options);
  }
  if (database.kind === 'pglite' && client instanceof PGlite) {
    return createRealtimeWith('pglite', pgliteTransport(database, client), options);
  }
  return createRealtimeWith('memory', memoryTransport(), options);
}
