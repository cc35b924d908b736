import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SSE_HEADERS } from '../lib/realtime/sse';
import { compressJson, INLINE_LIMIT_BYTES } from './compress-json';

const works = Array.from({ length: 200 }, (_, i) => ({
  id: i,
  title: `A study of retrieval practice, part ${i}`,
}));

/** An answer above the inline limit (compressed on the thread pool). */
const large = Array.from({ length: 4_000 }, (_, i) => ({ id: i, title: `Work ${i} on spaced repetition` }));

function app() {
  const api = new Hono();
  api.use('/api/*', compressJson());
  api.get('/api/works', (c) => c.json({ works }));
  api.get('/api/small', (c) => c.json({ ok: true }));
  api.get('/api/large', (c) => c.json({ works: large }));
  api.get('/api/tagged', (c) => c.json({ works }, 200, { ETag: '"v1"', Vary: 'Cookie' }));
  api.get('/api/stream', (c) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const w of works) controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(w)}\n\n`));
        controller.close();
      },
    });
    return c.body(body, 200, { ...SSE_HEADERS });
  });
  api.get('/api/stream-plain', (c) =>
    c.body(works.map((w) => `data: ${JSON.stringify(w)}\n\n`).join(''), 200, {
      'Content-Type': 'text/event-stream',
    }),
  );
  return api;
}

describe('compressed API answers', () => {
  it('gzips a large JSON answer for a client that accepts it, and the JSON is intact', async () => {
    const res = await app().request('/api/works', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify({ works }).length / 4);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ works });
  });

  it('sends a compressed answer whole, with its Content-Length (one write, not a chunked stream)', async () => {
    const res = await app().request('/api/works', { headers: { 'Accept-Encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
    expect(res.headers.get('Transfer-Encoding')).toBeNull();
  });

  it('compresses an answer above the inline limit too, intact and with its length', async () => {
    expect(JSON.stringify({ works: large }).length).toBeGreaterThan(INLINE_LIMIT_BYTES);
    const res = await app().request('/api/large', { headers: { 'Accept-Encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ works: large });
  });

  it('chooses deflate for a client that prefers it, adds to Vary and weakens an ETag', async () => {
    const res = await app().request('/api/tagged', { headers: { 'Accept-Encoding': 'gzip;q=0.5, deflate' } });
    expect(res.headers.get('Content-Encoding')).toBe('deflate');
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('ETag')).toBe('W/"v1"');
    expect(JSON.parse(inflateSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual({ works });
  });

  it('sends it as it is to a client that accepts no compression', async () => {
    const res = await app().request('/api/works');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ works });
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await app().request('/api/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it.each(['/api/stream', '/api/stream-plain'])('never compresses an event stream (%s)', async (path) => {
    const res = await app().request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    expect(await res.text()).toContain(`data: ${JSON.stringify(works[0])}\n\n`);
  });
});
