import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../testing/test-app';
import { CHECKOUT_RETURN_HOURS } from '../features/billing/checkout.service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: '10.7.0.1',
  });
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

  it('shows a signed-in user coming back from paying their own checkout the payment-success page, for a day', async () => {
    const member = sessionCookie(
      await t.request('/api/accounts/register', { method: 'POST', json: registrationForm(), ip: '10.7.0.3' }),
    );
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie: member,
      json: { planLevel: 'programming' },
    });
    const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    const page = () => t.request(`/payment-success?session_id=${id}`, { cookie: member });
    // Not paid (yet): the link is no return from a payment.
    expect((await page()).headers.get('location')).toBe('/app');
    const paid = await t.request(`/api/checkout/test/${id}/pay`, {
      method: 'POST',
      cookie: member,
      json: { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.status).toBe(200);
    expect((await page()).status).not.toBe(302);
    // The same link a day later is no longer a return from paying.
    t.clock.advance(CHECKOUT_RETURN_HOURS * 3_600_000 + 60_000);
    const later = await page();
    expect(later.status).toBe(302);
    expect(later.headers.get('location')).toBe('/app');
  });

  it('sends a signed-in user with their own expired checkout to /app', async () => {
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel: 'math' },
    });
    const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    expect(await t.deps.billing.expireCheckout(id)).toBe(true);
    const res = await t.request(`/payment-success?session_id=${id}`, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app');
  });

  it("sends a signed-in user with someone else's or an unknown checkout id to /app", async () => {
    const other = sessionCookie(
      await t.request('/api/accounts/register', { method: 'POST', json: registrationForm(), ip: '10.7.0.2' }),
    );
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie: other,
      json: { planLevel: 'programming' },
    });
    const theirs = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    for (const id of [theirs, 'cs_unknown']) {
      const res = await t.request(`/payment-success?session_id=${id}`, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/app');
    }
    // A visitor still sees the page (it signs in after paying).
    expect((await t.request(`/payment-success?session_id=${theirs}`)).status).not.toBe(302);
  });

  it('treats a forged or expired cookie as a visitor', async () => {
    const res = await t.request('/app', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.headers.get('location')).toBe('/');
  });
});
