import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

function stopper(child: ChildProcess, cleanup?: () => void) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup?.();
  };
}

/** The product's server in its own process (so the load generator does not share its event loop). */
export async function startProductServer(settings: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smarty-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare node:http server answering a small JSON body: the baseline every HTTP figure is compared to. */
export async function startBareServer(): Promise<Child> {
  const port = await freePort();
  const code = `require('node:http').createServer((req, res) => {
    const body = JSON.stringify({ status: 'ok', db: 'none', dbUp: true, ai: 'none' });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: stopper(child) };
}

/** A fresh database on the local PostgreSQL server for one bench run; dropped by `drop()`. */
export async function benchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `smarty_bench_${process.pid}`;
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

/** A signed-in member who paid through the built-in test checkout (the product's real flow); returns the cookie. */
export async function payingMember(baseUrl: string, ip = '203.0.113.10'): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-bench-client-ip': ip, origin: baseUrl.replace('127.0.0.1', 'localhost') };
  const tag = `${process.pid}${Date.now().toString(36)}`;
  const registered = await fetch(`${baseUrl}/api/accounts/register`, {
    method: 'POST',
    headers,
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
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const authed = { ...headers, cookie };
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
    body: JSON.stringify({ name: 'Bench Member', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }),
  });
  if (!paid.ok) throw new Error(`test checkout answered ${paid.status}: ${await paid.text()}`);
  return cookie;
}
