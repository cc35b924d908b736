import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { responds } from './response-contract';

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
