import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { webAppRoutes } from './web-app';

const script = `export const answer = ${JSON.stringify('retrieval practice '.repeat(200))};\n`;
const html =
  '<!doctype html><html><head><title>Smarty</title></head><body><div id="root"></div></body></html>\n';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'smarty-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dir, 'index.html'), html);
  precompressDir(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  webAppRoutes(dir).request(url, { headers });

describe('the built web app', () => {
  it('sends the brotli copy of a hashed asset when the client accepts br', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression, still varying on it', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(script);
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const res = await get('/assets/index-gone999.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it.each(['/', '/study/some-path'])(
    'revalidates the HTML at %s: no-cache, an ETag, 304 when unchanged',
    async (url) => {
      const first = await get(url, { 'Accept-Encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(first.headers.get('Cache-Control')).toBe('no-cache');
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const again = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': tag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('Cache-Control')).toBe('no-cache');
      expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    },
  );
});

describe('prerendered public pages', () => {
  let built: string;
  const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>\n`;
  beforeAll(() => {
    built = mkdtempSync(path.join(os.tmpdir(), 'smarty-web-pages-'));
    writeFileSync(path.join(built, 'index.html'), page('landing'));
    writeFileSync(path.join(built, 'terms.html'), page('terms'));
    writeFileSync(path.join(built, 'shell.html'), page(''));
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const fetchPage = (url: string) => webAppRoutes(built).request(url);

  it('sends each page for its path, revalidated', async () => {
    expect(await (await fetchPage('/')).text()).toBe(page('landing'));
    const terms = await fetchPage('/terms');
    expect(await terms.text()).toBe(page('terms'));
    expect(terms.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends the shell, not the landing, for every other route', async () => {
    expect(await (await fetchPage('/app')).text()).toBe(page(''));
    expect(await (await fetchPage('/demo?session=x')).text()).toBe(page(''));
  });
});
