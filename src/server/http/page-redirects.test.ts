import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('/api/accounts/register', { method: 'POST', json: registrationForm(), ip: '10.7.0.1' });
  cookie = sessionCookie(res);
});
afterAll(async () => {
  await t.close();
});

describe('page redirects (spec 1 §2)', () => {
  it.each(['/', '/pricing', '/terms', '/privacy', '/payment-success', '/terms/'])(
    'sends a signed-in user from %s to /app',
    async (path) => {
      const res = await t.request(path, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app');
    },
  );

  it.each(['/app', '/app/'])('sends a visitor from %s to /', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('lets a visitor open the public pages and a signed-in user open /app', async () => {
    expect((await t.request('/terms')).status).not.toBe(302);
    expect((await t.request('/app', { cookie })).status).not.toBe(302);
  });

  it('shows a signed-in user coming back from the checkout the payment-success page', async () => {
    expect((await t.request('/payment-success?session_id=cs_1', { cookie })).status).not.toBe(302);
  });

  it('treats a forged or expired cookie as a visitor', async () => {
    const res = await t.request('/app', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.headers.get('location')).toBe('/');
  });
});
