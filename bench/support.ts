import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: { connections: number; durationSec: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSec,
    headers: options.headers ?? {},
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface Child {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** CPU time (user + system, in clock ticks) a process has used so far; null where /proc is not available. */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until a freshly started server is idle: on its first start it generates the sample library's PDFs in the
 * background (about 10 s of one core), which would otherwise be measured as part of whatever runs first.
 * Idle = under 5% of a core for two consecutive half-seconds (at most `maxMs`).
 */
export async function waitUntilIdle(pid: number | undefined, maxMs = 60_000): Promise<number> {
  const started = Date.now();
  if (pid === undefined || cpuTicks(pid) === null) return 0;
  let quiet = 0;
  let last = cpuTicks(pid) ?? 0;
  while (quiet < 2 && Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    if (now === null) break;
    // 100 ticks per second: 5% of a core over 0.5 s is 2.5 ticks
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

/** Servers still running; killed if the bench itself stops early (an error, Ctrl-C), so none is left behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => process.exit(code));
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup?.();
  };
}

/** What server-probe.mjs reports from inside the server process (milliseconds, bytes). */
export interface ProbeReading {
  eld: { p50: number; p99: number; max: number; mean: number; resolutionMs: number };
  memory: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  peak: { rss: number; heapUsed: number };
}

/** The product server's own view of itself (see server-probe.mjs): event-loop delay and memory. */
export interface Probe {
  reset(): Promise<void>;
  /** A full garbage collection in the server process (for memory figures of live objects). */
  gc(): Promise<void>;
  read(): Promise<ProbeReading>;
}

function probeOf(child: ChildProcess): Probe {
  let next = 1;
  const waiting = new Map<number, (reply: { reading?: ProbeReading }) => void>();
  child.on('message', (reply: { id: number; reading?: ProbeReading }) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const ask = (cmd: string) =>
    new Promise<{ reading?: ProbeReading }>((resolve, reject) => {
      const id = next++;
      waiting.set(id, resolve);
      child.send({ id, cmd }, (error) => {
        if (error) reject(error);
      });
    });
  return {
    async reset() {
      await ask('reset');
    },
    async gc() {
      await ask('gc');
    },
    async read() {
      const { reading } = await ask('read');
      if (!reading) throw new Error('the server probe did not answer');
      return reading;
    },
  };
}

export interface ProductServer extends Child {
  /** Present when started with `probe: true`. */
  probe?: Probe;
  /** Milliseconds waited after start-up for the server to become idle. */
  settledMs: number;
}

/**
 * The product's server in its own process (so the load generator does not share its event loop), started and then
 * left to finish its start-up work (see `waitUntilIdle`). `probe: true` preloads server-probe.mjs.
 */
export async function startProductServer(
  settings: Record<string, string> = {},
  options: { probe?: boolean } = {},
): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smarty-bench-'));
  const probeArgs = options.probe
    ? ['--expose-gc', '--import', pathToFileURL(path.join(root, 'bench/server-probe.mjs')).href]
    : [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...probeArgs, path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        TRUSTED_PROXY_HEADER: 'x-bench-client-ip',
        ...settings,
      },
      stdio: options.probe ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitFor(`${url}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const settledMs = await waitUntilIdle(child.pid);
  return { url, settledMs, ...(options.probe ? { probe: probeOf(child) } : {}), stop };
}

/** A bare node:http server answering a small JSON body: the baseline every HTTP figure is compared to. */
export async function startBareServer(
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Child> {
  const port = await freePort();
  const code = `const headers = ${JSON.stringify(headers)};
  require('node:http').createServer((req, res) => {
    const body = JSON.stringify({ status: 'ok', db: 'none', dbUp: true, ai: 'none' });
    res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitFor(url, child);
  return { url, stop };
}

/** A fresh database on the local PostgreSQL server for one bench run; dropped by `drop()`. */
export async function benchDatabase(
  adminUrl: string,
  suffix = '',
): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `smarty_bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function postgresAvailable(url: string): Promise<boolean> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let members = 0;

function memberHeaders(baseUrl: string, ip: string, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-bench-client-ip': ip,
    origin: baseUrl.replace('127.0.0.1', 'localhost'),
    ...(cookie ? { cookie } : {}),
  };
}

/** A newly registered, signed-in member (the product's real sign-up); returns the session cookie. */
export async function registeredMember(baseUrl: string, ip = '203.0.113.10'): Promise<string> {
  members += 1;
  const tag = `${process.pid.toString(36)}${Date.now().toString(36)}${members}`;
  const registered = await fetch(`${baseUrl}/api/accounts/register`, {
    method: 'POST',
    headers: memberHeaders(baseUrl, ip),
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Member',
      email: `bench.${tag}@example.com`,
      password: 'benchmark1',
      username: `bench_${tag}`.slice(0, 30),
      plan_type: 'programming',
    }),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  return registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A signed-in member who paid through the built-in test checkout (the product's real flow); returns the cookie. */
export async function payingMember(baseUrl: string, ip = '203.0.113.10'): Promise<string> {
  const cookie = await registeredMember(baseUrl, ip);
  const authed = memberHeaders(baseUrl, ip, cookie);
  const checkout = await fetch(`${baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({ planLevel: 'programming' }),
  });
  const { sessionUrl } = (await checkout.json()) as { sessionUrl: string };
  const id = sessionUrl.split('/').pop() ?? '';
  const paid = await fetch(`${baseUrl}/api/checkout/test/${id}/pay`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({
      name: 'Bench Member',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    }),
  });
  if (!paid.ok) throw new Error(`test checkout answered ${paid.status}: ${await paid.text()}`);
  return cookie;
}

/** `count` members made `parallel` at a time, each from its own client address (sign-up is limited per address). */
export async function manyMembers(
  baseUrl: string,
  count: number,
  options: { paying?: boolean; parallel?: number; subnet?: number } = {},
): Promise<string[]> {
  const out: string[] = new Array<string>(count);
  let next = 0;
  const subnet = options.subnet ?? 1;
  const make = options.paying ? payingMember : registeredMember;
  await Promise.all(
    Array.from({ length: options.parallel ?? 4 }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(baseUrl, `198.18.${subnet}.${i + 1}`);
      }
    }),
  );
  return out;
}

/** A JSON request as a member from `ip` (POST/PATCH bodies carry the Origin better-auth and the API check). */
export async function memberJson<T>(
  baseUrl: string,
  cookie: string,
  method: string,
  pathname: string,
  body?: unknown,
  ip = '203.0.113.10',
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: memberHeaders(baseUrl, ip, cookie),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface StatefulLoadResult extends LoadResult {
  requests: number;
  maxMs: number;
  statuses: Record<string, number>;
}

/**
 * Autocannon with per-request state: `next()` gives the request to send on a free connection (taking, say, a writer
 * off a free list) and `done()` gets its answer (putting the writer back with what it learned). Each connection
 * has one request in flight, so with as many items as connections no item is used twice at once.
 */
export async function loadStateful<T>(
  url: string,
  options: {
    connections: number;
    durationSec: number;
    next: () => { item: T; method: string; path: string; headers: Record<string, string>; body?: string };
    done: (item: T, status: number, body: string) => void;
  },
): Promise<StatefulLoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSec,
    requests: [
      {
        setupRequest: (request, context) => {
          const { item, method, path: requestPath, headers, body } = options.next();
          (context as { item?: T }).item = item;
          return {
            ...request,
            method: method as 'GET',
            path: requestPath,
            headers,
            ...(body !== undefined ? { body } : {}),
          };
        },
        onResponse: (status, body, context) => {
          options.done((context as { item: T }).item, status, body);
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    requests: result.requests.total,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}

/** Milliseconds with one decimal (two below 1 ms). */
export function fmtMs(ms: number): string {
  return ms < 1 ? ms.toFixed(2) : ms.toFixed(1);
}

export const MB = 1024 * 1024;

export interface PacedResult {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  errors: number;
}

/**
 * Requests at a steady pace, spread evenly over time (not in bursts, as autocannon's rate limiting sends them): request
 * `i` is due at `i / rate` seconds. Each of `lanes` lanes (a writer, a browser tab) has at most one request in flight
 * and sends its next one when due or, if the previous one is still running, as soon as it is answered, as a client
 * that never sends two at once does. Latency is timed from the moment each request is sent.
 */
export async function paced(
  options: { rate: number; durationSec: number; lanes: number },
  send: (lane: number, i: number) => Promise<number>,
): Promise<PacedResult> {
  const total = Math.round(options.rate * options.durationSec);
  const perLane = Math.ceil(total / options.lanes);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const t0 = performance.now() + 50;
  await Promise.all(
    Array.from({ length: options.lanes }, async (_, lane) => {
      for (let k = 0; k < perLane; k++) {
        const i = k * options.lanes + lane; // lanes interleave: lane 0 sends requests 0, lanes, 2·lanes…
        if (i >= total) break;
        const wait = t0 + i * interval - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const started = performance.now();
        try {
          const status = await send(lane, i);
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    statuses,
    errors,
  };
}
