import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { FAKE_PERIOD_END, type FakeStripe } from '../../../testing/stripe-fake';
import { startStripeTestApp, type StripeTestApp } from '../../../testing/stripe-test-app';
import { ACCOUNT_MESSAGES, type BillingSummary } from '../../../shared/account-settings';
import { outboxFor } from '../../lib/mail/mail';
import { monthlyPeriodEnd } from './subscription.service';

const START = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let ipCounter = 0;

async function registered(t: TestApp) {
  const form = registrationForm();
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: form,
    ip: `10.60.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  return { cookie: sessionCookie(res), user };
}

/** A member who paid at the built-in test checkout (at the clock's time). */
async function subscriber(t: TestApp) {
  const member = await registered(t);
  const started = await t.request('/api/create-checkout-session', {
    method: 'POST',
    cookie: member.cookie,
    json: { planLevel: 'programming' },
  });
  const { sessionUrl } = (await started.json()) as { sessionUrl: string };
  const id = sessionUrl.split('/').pop() ?? '';
  const paid = await t.request(`/api/checkout/test/${id}/pay`, {
    method: 'POST',
    cookie: member.cookie,
    json: card,
  });
  expect(paid.status).toBe(200);
  return member;
}

/** Sessions last 30 days of real time (better-auth's clock); the tests move only the product's clock past them. */
async function keepSessionsAlive(t: TestApp) {
  await t.deps.database.query("UPDATE sessions SET expires_at = expires_at + interval '400 days'");
}

const me = async (t: TestApp, cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { subscriptionStatus: string } | null })
    .user;
const billing = async (t: TestApp, cookie: string) =>
  ((await (await t.request('/api/account/billing', { cookie })).json()) as BillingSummary).subscription;
const act = (t: TestApp, cookie: string, action: 'cancel' | 'resume' | 'refund') =>
  t.request(`/api/account/billing/${action}`, { method: 'POST', cookie, json: {} });

describe('monthly periods', () => {
  it('renew on the same day of the month, clamped to short months', () => {
    expect(monthlyPeriodEnd(START, START).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(monthlyPeriodEnd(START, new Date('2026-12-22T10:00:00Z')).toISOString()).toBe(
      '2027-01-22T10:00:00.000Z',
    );
    expect(
      monthlyPeriodEnd(new Date('2027-01-31T08:00:00Z'), new Date('2027-02-01T00:00:00Z')).toISOString(),
    ).toBe('2027-02-28T08:00:00.000Z');
  });
});

describe('subscription self-service with the test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(START);
  });

  it('shows plan, price, status and the renewal date', async () => {
    const { cookie } = await subscriber(t);
    expect(await billing(t, cookie)).toMatchObject({
      planLevel: 'programming',
      priceDisplay: '$19.99',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: '2026-12-22T10:00:00.000Z',
      startedAt: START.toISOString(),
      refundable: true,
    });
    const none = await registered(t);
    expect(await billing(t, none.cookie)).toBeNull();
    expect((await act(t, none.cookie, 'cancel')).status).toBe(409);
  });

  it('cancelled at period end keeps access until the end date, then the member has no access', async () => {
    const { cookie, user } = await subscriber(t);
    const res = await act(t, cookie, 'cancel');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BillingSummary).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      periodEnd: '2026-12-22T10:00:00.000Z',
    });
    expect((await act(t, cookie, 'cancel')).status).toBe(409);

    t.clock.set(new Date('2026-12-22T09:59:00Z'));
    await keepSessionsAlive(t);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');

    t.clock.set(new Date('2026-12-22T10:00:01Z'));
    expect((await me(t, cookie))?.subscriptionStatus).toBe('canceled');
    const ai = await t.request('/api/ask', { method: 'POST', cookie, json: {} });
    expect(ai.status).toBe(402);
    const rows = await t.deps.database.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
    expect((await act(t, cookie, 'resume')).status).toBe(409);
    // It can be bought again, and the new subscription is not ended by the old end date.
    const again = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel: 'programming' },
    });
    const id = ((await again.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    expect(
      (await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card })).status,
    ).toBe(200);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');
  });

  it('resumed before the end, it renews and access continues past the old end date', async () => {
    const { cookie } = await subscriber(t);
    expect((await act(t, cookie, 'cancel')).status).toBe(200);
    const res = await act(t, cookie, 'resume');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BillingSummary).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      status: 'active',
    });
    expect((await act(t, cookie, 'resume')).status).toBe(409);
    t.clock.set(new Date('2026-12-23T10:00:00Z'));
    await keepSessionsAlive(t);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');
    expect((await billing(t, cookie))?.periodEnd).toBe('2027-01-22T10:00:00.000Z');
  });

  it('refunds within 30 days of the first payment: cancelled at once, access ends, a confirmation e-mail', async () => {
    const { cookie, user } = await subscriber(t);
    t.clock.set(new Date(START.getTime() + 30 * DAY - 60_000));
    await keepSessionsAlive(t);
    const res = await act(t, cookie, 'refund');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BillingSummary).subscription).toMatchObject({
      status: 'canceled',
      refundable: false,
    });
    expect((await me(t, cookie))?.subscriptionStatus).toBe('canceled');
    expect((await outboxFor(t.deps.database, user.email)).map((m) => m.subject)).toContain(
      'Your Smarty subscription was refunded',
    );
    expect((await act(t, cookie, 'refund')).status).toBe(409);
  });

  it('refuses a refund after 30 days and changes nothing', async () => {
    const { cookie } = await subscriber(t);
    t.clock.set(new Date(START.getTime() + 30 * DAY + 60_000));
    await keepSessionsAlive(t);
    expect((await billing(t, cookie))?.refundable).toBe(false);
    const res = await act(t, cookie, 'refund');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.refundWindowOver);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');
  });

  it('counts the guarantee from the first payment: subscribing again brings no new 30 days', async () => {
    const { cookie } = await subscriber(t);
    expect((await act(t, cookie, 'cancel')).status).toBe(200);
    // The first subscription ends after its month; 38 days after the first payment the member subscribes again.
    t.clock.set(new Date(START.getTime() + 38 * DAY));
    await keepSessionsAlive(t);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('canceled');
    const again = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel: 'programming' },
    });
    const id = ((await again.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    expect(
      (await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card })).status,
    ).toBe(200);

    // Two days into the new subscription, 40 days after the first payment.
    t.clock.set(new Date(START.getTime() + 40 * DAY));
    expect(await billing(t, cookie)).toMatchObject({
      status: 'active',
      startedAt: new Date(START.getTime() + 38 * DAY).toISOString(),
      refundable: false,
      refundableUntil: new Date(START.getTime() + 30 * DAY).toISOString(),
    });
    const res = await act(t, cookie, 'refund');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.refundWindowOver);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');
  });

  it('is not for visitors (401) or demos (403)', async () => {
    expect((await t.request('/api/account/billing')).status).toBe(401);
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: '10.61.0.1' });
    expect((await t.request('/api/account/billing', { cookie: sessionCookie(demo) })).status).toBe(403);
  });
});

describe('subscription self-service with the Stripe adapter (local fake Stripe)', () => {
  let stripe: StripeTestApp;
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp();
    ({ fake, app: t } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  /** The success page reconciles the paid checkout through the same fulfilment as the webhook. */
  async function stripeSubscriber() {
    const member = await registered(t);
    const { subscriptionId } = await stripe.subscribe(member.cookie, member.user.id);
    return { ...member, subscriptionId };
  }

  it("cancels at period end and resumes at Stripe, taking Stripe's period end", async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const res = await act(t, cookie, 'cancel');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BillingSummary).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      periodEnd: new Date(FAKE_PERIOD_END * 1000).toISOString(),
    });
    expect((await act(t, cookie, 'resume')).status).toBe(200);
    expect(fake.subscriptionUpdates.filter((u) => u.id === subscriptionId)).toEqual([
      { id: subscriptionId, cancelAtPeriodEnd: true },
      { id: subscriptionId, cancelAtPeriodEnd: false },
    ]);
  });

  it('refunds through Stripe: the subscription is cancelled and its payment refunded', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    expect((await act(t, cookie, 'refund')).status).toBe(200);
    expect(fake.canceledSubscriptions).toContain(subscriptionId);
    expect(fake.refundedPaymentIntents).toContain(`pi_fake_${subscriptionId}`);
    expect((await me(t, cookie))?.subscriptionStatus).toBe('canceled');
  });
});
