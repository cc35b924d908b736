import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { createTestApp } from '../../testing/test-app';
import { isResponseCheck, responds } from './response-contract';

const configSchema = z.object({ source: z.string(), perPageMax: z.number().int() });

/** A route answering `body`, behind `responds(configSchema)`, in an app whose NODE_ENV is `nodeEnv`. */
function appAnswering(body: unknown, nodeEnv: 'test' | 'production', status: 200 | 404 = 200) {
  const errors: string[] = [];
  const deps = { env: { NODE_ENV: nodeEnv } } as unknown as AppDeps;
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .get('/config', responds(configSchema), (c) => c.json(body as object, status));
  app.onError((error, c) => {
    errors.push(error.message);
    return c.json({ error: 'server error' }, 500);
  });
  return { app, errors };
}

describe('responds(schema): answers checked against their schema outside production', () => {
  it('passes an answer that matches', async () => {
    const { app, errors } = appAnswering({ source: 'OpenAlex', perPageMax: 200 }, 'test');
    const res = await app.request('/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ source: 'OpenAlex', perPageMax: 200 });
    expect(errors).toEqual([]);
  });

  it('turns an answer with a renamed field into a server error naming the route and the field', async () => {
    const { app, errors } = appAnswering({ source: 'OpenAlex', perPage: 200 }, 'test');
    const res = await app.request('/config');
    expect(res.status).toBe(500);
    expect(errors).toEqual([
      expect.stringMatching(/^The answer of GET \/config does not match its response schema: perPageMax: /),
    ]);
  });

  it('leaves error answers and production alone', async () => {
    const failure = appAnswering({ error: 'Not found.' }, 'test', 404);
    expect((await failure.app.request('/config')).status).toBe(404);
    const production = appAnswering({ source: 'OpenAlex', perPage: 200 }, 'production');
    expect((await production.app.request('/config')).status).toBe(200);
    expect(failure.errors).toEqual([]);
    expect(production.errors).toEqual([]);
  });
});

/**
 * The API routes whose answers `responds` does not check, each with its reason. Any other route under /api must carry
 * a response check; a route added without one, or a listed route that gains one or disappears, fails the test below.
 */
const UNCHECKED_ROUTES = {
  // Not JSON: a probe with its own fixed body (served before the app by the node listener too).
  'GET /api/health': 'health probe',
  // Webhooks: Stripe reads only the status.
  'POST /api/stripe/webhook': 'webhook',
  // Streams (Server-Sent Events).
  'GET /api/essays/:id/events': 'stream',
  'POST /api/smarty/ask': 'stream',
  'POST /api/smarty/topic-welcome': 'stream',
  'GET /api/integrated-article-analysis/events/:essayId': 'stream',
  // Files.
  'GET /api/account/export': 'file (zip)',
  'GET /api/essays/:id/export': 'file (docx)',
  'GET /api/essays/:essayId/saved-articles/export': 'file (bibliography)',
  'GET /api/research/library/:id/pdf': 'file (PDF)',
  'GET /api/pdf-management/serve-pdf/:filename': 'file (PDF)',
  // better-auth's own endpoints, forwarded untouched: their answers are better-auth's, not ours.
  'POST /api/auth/email-otp/send-verification-otp': 'forwarded to better-auth',
  'POST /api/auth/sign-in/email-otp': 'forwarded to better-auth',
} as const;

describe('every JSON route of the API checks its answers', () => {
  it('has a responds(schema) on each /api route except the listed streams, files, probe, webhook and forwards', async () => {
    const t = await createTestApp();
    try {
      const checked = new Map<string, boolean>();
      for (const route of t.app.routes) {
        // `use` middleware and the catch-all 404 are registered for every method
        if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
        const key = `${route.method} ${route.path}`;
        checked.set(key, (checked.get(key) ?? false) || isResponseCheck(route.handler));
      }
      const unchecked = [...checked].filter(([, has]) => !has).map(([key]) => key);
      expect(checked.size).toBeGreaterThan(100);
      expect(unchecked.sort()).toEqual(Object.keys(UNCHECKED_ROUTES).sort());
    } finally {
      await t.close();
    }
  });
});
