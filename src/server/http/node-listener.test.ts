import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_HEADERS, type HealthProbe } from '../features/health/health.routes';
import { createProductServer } from './node-listener';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function start(probe: HealthProbe) {
  const seen: string[] = [];
  const server = createProductServer((req) => {
    seen.push(`${req.method} ${new URL(req.url).pathname}${new URL(req.url).search}`);
    return new Response('from the app', { status: 200, headers: { 'x-app': '1' } });
  }, probe);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  close = () => new Promise((r) => server.close(() => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('the product server', () => {
  it('answers GET and HEAD /api/health from the probe with the security headers, without the app', async () => {
    let reads = 0;
    const { url, seen } = await start({
      read: async () => {
        reads++;
        return { status: 200, body: '{"status":"ok"}' };
      },
    });
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"status":"ok"}');
    for (const [name, value] of Object.entries(HEALTH_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-length')).toBe('15');
    const head = await fetch(`${url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(reads).toBe(2);
    expect(seen).toEqual([]);
  });

  it('passes everything else to the app, health with a query or another method included', async () => {
    const { url, seen } = await start({ read: async () => ({ status: 200, body: '{}' }) });
    expect(await (await fetch(`${url}/api/health?x=1`)).text()).toBe('from the app');
    expect((await fetch(`${url}/api/health`, { method: 'POST' })).headers.get('x-app')).toBe('1');
    expect(await (await fetch(`${url}/app`)).text()).toBe('from the app');
    expect(seen).toEqual(['GET /api/health?x=1', 'POST /api/health', 'GET /app']);
  });

  it('reports 503 when the probe fails', async () => {
    const { url } = await start({ read: () => Promise.reject(new Error('db gone')) });
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'degraded', dbUp: false });
  });
});
