/**
 * The built web app (dist/web): files as they are on disk, in the precompressed copy the client accepts
 * (`file.br`, then `file.gz`, written by scripts/precompress.mjs), with `Vary: Accept-Encoding`. Hashed assets
 * are cached for a year (immutable); an asset that does not exist is a 404, never the app's HTML. The HTML
 * is revalidated on each visit (`no-cache` and an ETag). The public pages come prerendered (vite.config.ts): `/` is
 * index.html, `/terms` is terms.html and so on for each `name.html` the build wrote; every other route gets
 * shell.html, the app without prerendered content (index.html for a build that has none).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../context';

function addVary(value: string | null): string {
  if (!value) return 'Accept-Encoding';
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value) ? value : `${value}, Accept-Encoding`;
}

/** Caching headers on what the static handlers found (set before the ETag check, so a 304 carries them too). */
function cachingHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header('Vary', addVary(c.res.headers.get('Vary')));
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else c.header('Cache-Control', 'no-cache');
  };
}

export function webAppRoutes(webDir: string) {
  const root = path.relative(process.cwd(), webDir);
  const files = { root, precompressed: true };
  const revalidated = etag();
  const web = new Hono<AppEnv>();
  // Hashed assets change name when they change: no ETag to compute for them.
  web.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : revalidated(c, next)));
  web.use('*', cachingHeaders());
  web.use('/assets/*', serveStatic(files));
  web.get('/assets/*', (c) => c.text('Not found', 404));
  web.use('*', serveStatic(files));
  const pages = new Set(
    readdirSync(webDir)
      .filter((file) => file.endsWith('.html') && file !== 'index.html' && file !== 'shell.html')
      .map((file) => file.slice(0, -'.html'.length)),
  );
  for (const page of pages) web.get(`/${page}`, serveStatic({ ...files, path: `${page}.html` }));
  const shell = existsSync(path.join(webDir, 'shell.html')) ? 'shell.html' : 'index.html';
  web.get('*', serveStatic({ ...files, path: shell }));
  return web;
}
