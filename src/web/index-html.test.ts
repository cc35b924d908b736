import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../server/http/security';

const html = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');

/**
 * Every page is built from index.html. What a page asks for before its first paint shares the link with the
 * stylesheet and the font, and Lighthouse counts every early request in its simulated LCP (ADRs 021, 022).
 */
describe('index.html', () => {
  it('carries its icon inline (a data: URI the CSP allows), so a page load asks for no icon file', () => {
    const icons = [...html.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toHaveLength(1);
    const href = /href="([^"]+)"/.exec(icons[0] ?? '')?.[1] ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/s);
    const csp = SECURITY_HEADERS.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    expect(csp).toMatch(/img-src [^;]*\bdata:/);
  });
});
