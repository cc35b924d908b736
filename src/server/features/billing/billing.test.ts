import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import {
  paidCheckoutEvent,
  stripeEvent,
  subscriptionEvent,
  type FakeStripe,
} from '../../../testing/stripe-fake';
import { signStripePayload } from '../../lib/billing/stripe-billing';
import { startStripeTestApp, type StripeTestApp } from '../../../testing/stripe-test-app';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { PLANS, findPlan } from '../../../shared/plans';
import { TEST_CARD_MESSAGES } from '../../../shared/validation/test-card';
import { ACCOUNT_LIMITS } from '../../../shared/limits';
import { pruneParkedEvents } from './fulfilment.service';

const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function signedInUser(t: TestApp, plan = 'programming') {
  const form = registrationForm({ plan_type: plan });
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: form,
    ip: `10.50.${Math.floor(Math.random() * 250)}.1`,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  return { cookie: sessionCookie(res), user, form };
}

async function openCheckoutIds(t: TestApp, userId: string) {
  const rows = await t.deps.database.query<{ id: string }>(
    "SELECT id FROM checkout_sessions WHERE user_id = $1 AND status = 'open'",
    [userId],
  );
  return rows.map((r) => r.id);
}

async function subscriptionsOf(t: TestApp, userId: string) {
  return t.deps.database.query<{ status: string; plan_level: string; provider_subscription_id: string }>(
    'SELECT status, plan_level, provider_subscription_id FROM subscriptions WHERE user_id = $1 ORDER BY status',
    [userId],
  );
}

async function welcomeMails(t: TestApp, email: string) {
  return t.deps.database.query<{ subject: string }>(
    "SELECT subject FROM mail_outbox WHERE to_address = $1 AND subject = 'Welcome to Smarty Premium'",
    [email],
  );
}

async function me(t: TestApp, cookie: string) {
  return (
    (await (await t.request('/api/me', { cookie })).json()) as {
      user: { subscriptionStatus: string; planLevel: string };
    }
  ).user;
}

describe('test checkout (embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function startCheckout(cookie: string, planLevel = 'nursing') {
    const res = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel, customerData: { email: 'ignored@example.com' }, registrationData: {} },
    });
    return res;
  }

  it('creates a checkout for the signed-in user and answers {success, sessionUrl}', async () => {
    const { cookie, user } = await signedInUser(t);
    const res = await startCheckout(cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; sessionUrl: string };
    expect(body.success).toBe(true);
    // Relative: the browser stays on the host it is on (BASE_URL is only for e-mails and Stripe's return URLs).
    expect(body.sessionUrl).toMatch(/^\/checkout\/test\/cs_test_local_[0-9a-f]{32}$/);
    const id = body.sessionUrl.split('/').pop() ?? '';
    const page = await t.request(`/api/checkout/test/${id}`, { cookie });
    expect(await page.json()).toMatchObject({
      email: user.email,
      planLevel: 'nursing',
      planName: 'Nursing Pro',
      priceDisplay: '$19.99',
    });
  });

  it('refuses a visitor, an unknown plan and a coming-soon plan', async () => {
    expect(
      (await t.request('/api/create-checkout-session', { method: 'POST', json: { planLevel: 'nursing' } }))
        .status,
    ).toBe(401);
    const { cookie } = await signedInUser(t);
    expect((await startCheckout(cookie, 'gold')).status).toBe(400);
    // no plan is coming soon since issue 16; the flag still refuses a plan announced before it ships
    const math = findPlan('math');
    if (!math) throw new Error('math plan missing');
    math.isComingSoon = true;
    const soon = await startCheckout(cookie, 'math').finally(() => {
      math.isComingSoon = false;
    });
    expect(soon.status).toBe(400);
    expect(await soon.json()).toMatchObject({ error: BILLING_MESSAGES.planUnavailable });
  });

  it('sells all eight subject plans through the test checkout (issue 16)', async () => {
    const regular = PLANS.filter((p) => !p.isSecret);
    expect(regular).toHaveLength(8);
    for (const plan of regular) {
      const { cookie } = await signedInUser(t, plan.level);
      const started = await startCheckout(cookie, plan.level);
      expect(started.status, plan.level).toBe(200);
      const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
      const paid = await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card });
      expect(paid.status, plan.level).toBe(200);
      expect(await me(t, cookie), plan.level).toMatchObject({
        subscriptionStatus: 'active',
        planLevel: plan.level,
      });
    }
  });

  it('declines 4000 0000 0000 0002 and then pays with 4242 4242 4242 4242', async () => {
    const { cookie, user } = await signedInUser(t);
    const url = ((await (await startCheckout(cookie)).json()) as { sessionUrl: string }).sessionUrl;
    const id = url.split('/').pop() ?? '';
    const declined = await t.request(`/api/checkout/test/${id}/pay`, {
      method: 'POST',
      cookie,
      json: { ...card, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: TEST_CARD_MESSAGES.declined });
    expect((await me(t, cookie)).subscriptionStatus).toBe('none');

    const wrong = await t.request(`/api/checkout/test/${id}/pay`, {
      method: 'POST',
      cookie,
      json: { ...card, cardNumber: '1111', expiry: '01/20' },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      cardNumber: TEST_CARD_MESSAGES.unknownCard,
      expiry: TEST_CARD_MESSAGES.expiry,
    });

    const paid = await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectUrl: `/payment-success?session_id=${id}` });
    expect(await me(t, cookie)).toMatchObject({ subscriptionStatus: 'active', planLevel: 'nursing' });

    const email = await t.request(`/api/get-user-email-from-session?session_id=${id}`, { cookie });
    expect(await email.json()).toEqual({ email: user.email });
  });

  it('activates once when the same checkout is paid ten times at once', async () => {
    const { cookie, user } = await signedInUser(t);
    const id =
      ((await (await startCheckout(cookie)).json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ??
      '';
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe('1');
  });

  it("hides another user's checkout and answers the spec's errors for the session lookup", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const id =
      ((await (await startCheckout(owner.cookie)).json()) as { sessionUrl: string }).sessionUrl
        .split('/')
        .pop() ?? '';
    expect((await t.request(`/api/checkout/test/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie: other.cookie, json: card }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/get-user-email-from-session?session_id=${id}`, { cookie: other.cookie })).status,
    ).toBe(404);
    const missing = await t.request('/api/get-user-email-from-session');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: BILLING_MESSAGES.missingSessionId });
    expect((await t.request('/api/get-user-email-from-session?session_id=cs_nope')).status).toBe(404);
  });

  it('keeps one open checkout per user and plan when several starts race, and refuses to take payment on the expired one', async () => {
    const { cookie, user } = await signedInUser(t);
    const starts = await Promise.all(Array.from({ length: 4 }, () => startCheckout(cookie)));
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const open = await openCheckoutIds(t, user.id);
    expect(open).toHaveLength(1);

    const next = await startCheckout(cookie);
    const newId = ((await next.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    expect(await openCheckoutIds(t, user.id)).toEqual([newId]);
    const old = open[0] ?? '';
    expect(await (await t.request(`/api/checkout/test/${old}`, { cookie })).json()).toMatchObject({
      status: 'expired',
    });
    const refused = await t.request(`/api/checkout/test/${old}/pay`, { method: 'POST', cookie, json: card });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: BILLING_MESSAGES.checkoutExpired });
    expect((await me(t, cookie)).subscriptionStatus).toBe('none');

    expect(
      (await t.request(`/api/checkout/test/${newId}/pay`, { method: 'POST', cookie, json: card })).status,
    ).toBe(200);
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
  });

  it('activates once and sends one welcome e-mail when two checkouts of one user are paid at the same moment', async () => {
    const { cookie, user } = await signedInUser(t);
    const first =
      ((await (await startCheckout(cookie, 'nursing')).json()) as { sessionUrl: string }).sessionUrl
        .split('/')
        .pop() ?? '';
    const second =
      ((await (await startCheckout(cookie, 'writing')).json()) as { sessionUrl: string }).sessionUrl
        .split('/')
        .pop() ?? '';
    const paid = await Promise.all(
      [first, second].map((id) =>
        t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card }),
      ),
    );
    expect(paid.map((r) => r.status)).toEqual([200, 200]);
    const subs = await subscriptionsOf(t, user.id);
    expect(subs.map((s) => s.status)).toEqual(['active', 'canceled']);
    expect(await me(t, cookie)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: subs[0]?.plan_level,
    });
    expect(await welcomeMails(t, user.email)).toHaveLength(1);
  });

  it('refuses webhooks: the test checkout sends none', async () => {
    const res = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.status).toBe(400);
  });
});

describe('Stripe adapter against a local fake Stripe', () => {
  const webhookSecret = 'whsec_test_secret_for_smarty';
  let stripe: StripeTestApp;
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp({ webhookSecret, priceIds: { nursing: 'price_nursing_monthly' } });
    ({ fake, app: t } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function checkout(cookie: string, planLevel: string) {
    const res = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionUrl: string };
    const created = fake.requests.filter((r) => r.method === 'POST').at(-1);
    return { url: body.sessionUrl, request: created };
  }

  async function outcomeOf(res: Response) {
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome: string }).outcome;
  }

  function deliver(event: object, secret = webhookSecret) {
    const payload = JSON.stringify(event);
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, secret) },
    });
  }

  it('creates a monthly subscription checkout with the customer e-mail, the plan price and an idempotency key', async () => {
    const { cookie, user } = await signedInUser(t);
    const { url, request } = await checkout(cookie, 'nursing');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    expect(request?.form.get('mode')).toBe('subscription');
    expect(request?.form.get('customer_email')).toBe(user.email);
    expect(request?.form.get('line_items[0][price]')).toBe('price_nursing_monthly');
    expect(request?.form.get('success_url')).toBe(
      'http://localhost:3999/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(request?.idempotencyKey).toMatch(/^checkout:/);
  });

  it('uses an inline $19.99 monthly price for a plan without a price id (the secret test plan too)', async () => {
    const { cookie } = await signedInUser(t);
    const { request } = await checkout(cookie, 'secret_test');
    expect(request?.form.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(request?.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
  });

  it("answers the spec's fallback text when Stripe fails", async () => {
    const { cookie } = await signedInUser(t);
    fake.failNext(500, 3); // the SDK retries twice before giving up
    const res = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel: 'writing' },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: BILLING_MESSAGES.checkoutFailed });
  });

  it('refuses a webhook with a bad or missing signature with 400 and changes nothing', async () => {
    const event = paidCheckoutEvent('cs_x', 'sub_x');
    expect((await deliver(event, 'whsec_wrong')).status).toBe(400);
    const unsigned = await t.request('/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const rows = await t.deps.database.query<{ n: string }>('SELECT count(*)::text AS n FROM billing_events');
    expect(rows[0]?.n).toBe('0');
  });

  it('activates exactly once when one event arrives ten times, concurrently, and again later', async () => {
    const { cookie, user } = await signedInUser(t);
    const { url } = await checkout(cookie, 'nursing');
    const id = url.split('/').pop() ?? '';
    const subscription = fake.complete(id);
    const event = stripeEvent('checkout.session.completed', {
      id,
      object: 'checkout.session',
      subscription,
      customer: `cus_${id}`,
      payment_status: 'paid',
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      results.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect((await deliver(event)).status).toBe(200);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe('1');
    expect(await me(t, cookie)).toMatchObject({ subscriptionStatus: 'active', planLevel: 'nursing' });
    // One welcome e-mail, queued with the activation.
    const mail = await t.deps.database.query<{
      to_address: string;
      subject: string;
      text: string;
      status: string;
    }>('SELECT to_address, subject, text, status FROM mail_outbox WHERE to_address = $1', [user.email]);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Welcome to Smarty Premium', status: 'pending' });
    expect(mail[0]!.text).toContain('/app');
  });

  it('deactivates the plan on payment failure and on cancellation', async () => {
    const { cookie } = await signedInUser(t);
    const { url } = await checkout(cookie, 'programming');
    const id = url.split('/').pop() ?? '';
    const subscription = fake.complete(id);
    await deliver(paidCheckoutEvent(id, subscription));
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
    await deliver(
      stripeEvent('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription } },
      }),
    );
    expect((await me(t, cookie)).subscriptionStatus).toBe('past_due');
    await deliver(subscriptionEvent('updated', subscription, 'active'));
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
    await deliver(subscriptionEvent('deleted', subscription, 'canceled'));
    expect((await me(t, cookie)).subscriptionStatus).toBe('canceled');
  });

  it('fulfils a paid checkout on the success page even before its webhook arrives', async () => {
    const { cookie, user } = await signedInUser(t);
    const { url } = await checkout(cookie, 'writing');
    const id = url.split('/').pop() ?? '';
    fake.complete(id);
    const res = await t.request(`/api/get-user-email-from-session?session_id=${id}`, { cookie });
    expect(await res.json()).toEqual({ email: user.email });
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
  });

  it('shows the payment-success page to a member back from paying at Stripe before the webhook, not before paying', async () => {
    const { cookie } = await signedInUser(t);
    const { url } = await checkout(cookie, 'history');
    const id = url.split('/').pop() ?? '';
    const unpaid = await t.request(`/payment-success?session_id=${id}`, { cookie });
    expect(unpaid.status).toBe(302);
    expect(unpaid.headers.get('location')).toBe('/app');
    fake.complete(id);
    expect((await t.request(`/payment-success?session_id=${id}`, { cookie })).status).not.toBe(302);
  });

  it('expires the open checkout at Stripe when a new one is opened: the old one can no longer be paid', async () => {
    const { cookie, user } = await signedInUser(t);
    const old = (await checkout(cookie, 'nursing')).url.split('/').pop() ?? '';
    const fresh = (await checkout(cookie, 'nursing')).url.split('/').pop() ?? '';
    expect(fake.status(old)).toBe('expired');
    expect(() => fake.complete(old)).toThrow(/cannot be paid/);
    expect(await openCheckoutIds(t, user.id)).toEqual([fresh]);
    expect(fake.openSessionsOf(user.id)).toEqual([fresh]);
  });

  it('leaves one open checkout, here and at Stripe, when several starts race', async () => {
    const { cookie, user } = await signedInUser(t);
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request('/api/create-checkout-session', { method: 'POST', cookie, json: { planLevel: 'writing' } }),
      ),
    );
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const open = await openCheckoutIds(t, user.id);
    expect(open).toHaveLength(1);
    expect(fake.openSessionsOf(user.id)).toEqual(open);
  });

  it('activates once, mails once, and cancels and refunds the second subscription when two checkouts are paid in a race', async () => {
    const { cookie, user } = await signedInUser(t);
    const first = (await checkout(cookie, 'nursing')).url.split('/').pop() ?? '';
    const second = (await checkout(cookie, 'programming')).url.split('/').pop() ?? '';
    const events = [first, second].map((id) => paidCheckoutEvent(id, fake.complete(id)));
    const outcomes = await Promise.all(events.map(async (event) => outcomeOf(await deliver(event))));
    expect([...outcomes].sort()).toEqual(['already_subscribed', 'applied']);
    const subs = await subscriptionsOf(t, user.id);
    expect(subs.map((s) => s.status)).toEqual(['active', 'canceled']);
    const duplicate = subs[1]?.provider_subscription_id ?? '';
    expect(fake.canceledSubscriptions).toEqual([duplicate]);
    expect(fake.refundedPaymentIntents).toEqual([`pi_fake_${duplicate}`]);
    expect(await welcomeMails(t, user.email)).toHaveLength(1);
    expect(await me(t, cookie)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: subs[0]?.plan_level,
    });

    // Stripe then reports the duplicate cancelled: the user's real subscription stays active.
    await deliver(subscriptionEvent('deleted', duplicate, 'canceled'));
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
  });

  it("applies subscription events that arrive before their checkout, in Stripe's order, once the checkout completes", async () => {
    const { cookie } = await signedInUser(t);
    const id = (await checkout(cookie, 'nursing')).url.split('/').pop() ?? '';
    const subscription = fake.complete(id);
    const at = (seconds: number, event: ReturnType<typeof stripeEvent>) => ({
      ...event,
      created: 1_700_000_000 + seconds,
    });
    const pastDue = at(10, subscriptionEvent('updated', subscription, 'past_due'));
    const deleted = at(20, subscriptionEvent('deleted', subscription, 'canceled'));
    const completed = at(0, paidCheckoutEvent(id, subscription));

    expect(await outcomeOf(await deliver(deleted))).toBe('parked');
    expect(await outcomeOf(await deliver(pastDue))).toBe('parked');
    expect(await outcomeOf(await deliver(deleted))).toBe('duplicate');
    expect((await me(t, cookie)).subscriptionStatus).toBe('none');
    expect(await outcomeOf(await deliver(completed))).toBe('applied');
    expect((await me(t, cookie)).subscriptionStatus).toBe('canceled');
    expect(await outcomeOf(await deliver(deleted))).toBe('duplicate');
    const left = await t.deps.database.query(
      'SELECT 1 FROM billing_parked_events WHERE provider_subscription_id = $1',
      [subscription],
    );
    expect(left).toHaveLength(0);
  });

  it('prunes parked events whose checkout never came after a week, and keeps younger ones', async () => {
    const now = t.deps.now().getTime();
    const day = 86_400_000;
    const park = (eventId: string, ageDays: number) =>
      t.deps.database.query(
        "INSERT INTO billing_parked_events (event_id, provider_subscription_id, status, occurred_at, received_at) VALUES ($1, $2, 'canceled', $3, $3)",
        [eventId, `sub_${eventId}`, new Date(now - ageDays * day)],
      );
    await park('evt_prune_old', ACCOUNT_LIMITS.parkedEventDays + 0.01);
    await park('evt_prune_young', ACCOUNT_LIMITS.parkedEventDays - 0.01);
    await pruneParkedEvents(t.deps);
    const left = await t.deps.database.query<{ event_id: string }>(
      "SELECT event_id FROM billing_parked_events WHERE event_id LIKE 'evt_prune_%'",
    );
    expect(left.map((r) => r.event_id)).toEqual(['evt_prune_young']);
  });

  it('activates a subscription whose "active" update came before its checkout', async () => {
    const { cookie } = await signedInUser(t);
    const id = (await checkout(cookie, 'writing')).url.split('/').pop() ?? '';
    const subscription = fake.complete(id);
    expect(await outcomeOf(await deliver(subscriptionEvent('updated', subscription, 'active')))).toBe(
      'parked',
    );
    expect(await outcomeOf(await deliver(paidCheckoutEvent(id, subscription)))).toBe('applied');
    expect((await me(t, cookie)).subscriptionStatus).toBe('active');
  });
});
