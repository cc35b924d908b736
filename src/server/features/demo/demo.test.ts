import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../testing/test-app';
import { DEMO_MESSAGES } from '../../../shared/messages';
import { consumeDemoPrompt } from './prompt-meter';
import { deleteExpiredDemos } from './demo.service';
import { rowsOwnedBy } from '../../../testing/owned-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MAX_PROMPTS: '5' });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = () => `172.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function startDemo(ip = freshIp(), body: unknown = { ipAddress: '1.1.1.1' }) {
  const res = await t.request('/api/demo-user/create', { method: 'POST', json: body, ip });
  return res;
}

interface Created {
  demoUser: { id: string; email: string; is_demo: boolean; demo_expires_at: string };
  demoPassword: string;
}

describe('demo creation', () => {
  it('creates a 24-hour demo user, signed in, with a generated e-mail and password', async () => {
    const res = await startDemo();
    expect(res.status).toBe(201);
    const body = (await res.json()) as Created;
    expect(body.demoUser.is_demo).toBe(true);
    expect(body.demoUser.email).toMatch(/^demo_[0-9a-f]{12}@demo\.smarty\.invalid$/);
    expect(body.demoPassword.length).toBeGreaterThanOrEqual(20);
    expect(new Date(body.demoUser.demo_expires_at).getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);
    const me = (await (await t.request('/api/me', { cookie: sessionCookie(res) })).json()) as {
      user: { isDemo: boolean };
    };
    expect(me.user.isDemo).toBe(true);
  });

  it('records the reported address but decides by the trusted client IP', async () => {
    const ip = freshIp();
    const res = await startDemo(ip, { ipAddress: '9.9.9.9' });
    const { demoUser } = (await res.json()) as Created;
    const rows = await t.deps.database.query<{ ip_address: string; reported_ip_address: string }>(
      'SELECT ip_address, reported_ip_address FROM users WHERE id = $1',
      [demoUser.id],
    );
    expect(rows[0]).toEqual({ ip_address: ip, reported_ip_address: '9.9.9.9' });
    const again = await startDemo(ip, { ipAddress: '8.8.8.8' });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ error: DEMO_MESSAGES.alreadyUsed });
  });

  it('allows a new demo from the same IP once 24 hours have passed', async () => {
    const ip = freshIp();
    expect((await startDemo(ip)).status).toBe(201);
    t.clock.advance(24 * 3_600_000 - 1000);
    expect((await startDemo(ip)).status).toBe(429);
    t.clock.advance(1000);
    expect((await startDemo(ip)).status).toBe(201);
  });

  it('makes exactly one demo from 20 concurrent creations from one IP', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 20 }, () => startDemo(ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM users WHERE ip_address = $1',
      [ip],
    );
    expect(rows[0]?.n).toBe('1');
  });
});

describe('prompt usage and metering', () => {
  it('reports usage only to the demo user itself', async () => {
    const res = await startDemo();
    const { demoUser } = (await res.json()) as Created;
    const cookie = sessionCookie(res);
    const usage = await t.request(`/api/demo-user/prompt-usage/${demoUser.id}`, { cookie });
    expect(await usage.json()).toEqual({ promptsUsed: 0, maxPrompts: 5, remainingPrompts: 5 });
    expect((await t.request(`/api/demo-user/prompt-usage/${demoUser.id}`)).status).toBe(404);
    const other = await startDemo();
    expect(
      (await t.request(`/api/demo-user/prompt-usage/${demoUser.id}`, { cookie: sessionCookie(other) }))
        .status,
    ).toBe(404);
  });

  it('lets exactly 5 of 50 concurrent prompts through', async () => {
    const { demoUser } = (await (await startDemo()).json()) as Created;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => consumeDemoPrompt(t.deps, demoUser.id)),
    );
    const used = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<number>).value);
    expect(used.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(45);
    expect((refused[0]?.reason as Error).message).toBe(DEMO_MESSAGES.limitReached(5));
  });
});

describe('expiry and ending', () => {
  it('refuses an expired demo at once and the clean-up removes every row of it', async () => {
    const res = await startDemo();
    const { demoUser } = (await res.json()) as Created;
    const cookie = sessionCookie(res);
    t.clock.advance(24 * 3_600_000);
    const me = (await (await t.request('/api/me', { cookie })).json()) as { user: unknown };
    expect(me.user).toBeNull();
    await expect(consumeDemoPrompt(t.deps, demoUser.id)).rejects.toThrow();
    expect(Object.keys(await rowsOwnedBy(t.deps.database, demoUser.id))).toEqual(
      expect.arrayContaining(['users', 'sessions', 'accounts']),
    );
    expect(await deleteExpiredDemos(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await rowsOwnedBy(t.deps.database, demoUser.id)).toEqual({});
  });

  it('ends a demo on request and leaves regular accounts alone', async () => {
    const res = await startDemo();
    const cookie = sessionCookie(res);
    const { demoUser } = (await res.json()) as Created;
    expect((await t.request('/api/demo-user/end', { method: 'POST', json: {}, cookie })).status).toBe(200);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM users WHERE id = $1',
      [demoUser.id],
    );
    expect(rows[0]?.n).toBe('0');
    expect((await t.request('/api/demo-user/end', { method: 'POST', json: {} })).status).toBe(401);
  });
});
