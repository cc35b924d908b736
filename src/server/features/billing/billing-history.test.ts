import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { FAKE_PERIOD_END, subscriptionEvent, type FakeStripe } from '../../../testing/stripe-fake';
import { startStripeTestApp, type StripeTestApp } from '../../../testing/stripe-test-app';
import type { BillingSummary } from '../../../shared/account-settings';
import {
  BILLING_HISTORY_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  type BillingInvoiceView,
} from '../../../shared/billing-history';

const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let ipCounter = 0;

async function registered(t: TestApp) {
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: `10.62.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`,
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  return { cookie: sessionCookie(res), user };
}

const invoices = async (t: TestApp, cookie: string) => {
  const res = await t.request('/api/account/billing/invoices', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { invoices: BillingInvoiceView[] }).invoices;
};
const summary = async (t: TestApp, cookie: string) =>
  ((await (await t.request('/api/account/billing', { cookie })).json()) as BillingSummary).subscription;
const me = async (t: TestApp, cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { subscriptionStatus: string } | null })
    .user;

describe('invoices and the billing portal with the test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the test payment as a receipt, marked refunded after the money-back refund; there is no portal', async () => {
    const member = await registered(t);
    expect(await invoices(t, member.cookie)).toEqual([]);
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie: member.cookie,
      json: { planLevel: 'programming' },
    });
    const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    const paid = await t.request(`/api/checkout/test/${id}/pay`, {
      method: 'POST',
      cookie: member.cookie,
      json: card,
    });
    expect(paid.status).toBe(200);

    expect(await invoices(t, member.cookie)).toEqual([
      {
        id,
        date: expect.any(String),
        amount: '$19.99',
        status: 'Paid',
        description: 'Programming Pro — first month (test checkout)',
        url: null,
      },
    ]);
    const portal = await t.request('/api/account/billing/portal', {
      method: 'POST',
      cookie: member.cookie,
      json: {},
    });
    expect(portal.status).toBe(409);
    expect(await portal.json()).toMatchObject({ error: BILLING_HISTORY_MESSAGES.noPortal });

    expect(
      (await t.request('/api/account/billing/refund', { method: 'POST', cookie: member.cookie, json: {} }))
        .status,
    ).toBe(200);
    expect((await invoices(t, member.cookie))[0]?.status).toBe('Refunded');
  });

  it('changes the plan of an active subscription; the secret test plan, an unknown plan and the same plan are refused', async () => {
    const member = await registered(t);
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie: member.cookie,
      json: { planLevel: 'programming' },
    });
    const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
    await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie: member.cookie, json: card });
    const change = (planLevel: string) =>
      t.request('/api/account/billing/plan', { method: 'POST', cookie: member.cookie, json: { planLevel } });

    for (const planLevel of ['secret_test', 'astrology']) {
      const refused = await change(planLevel);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: PLAN_CHANGE_MESSAGES.notAvailable });
    }
    const same = await change('programming');
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ error: PLAN_CHANGE_MESSAGES.samePlan });

    const ok = await change('nursing');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as BillingSummary).subscription).toMatchObject({
      planLevel: 'nursing',
      planName: 'Nursing Pro',
      status: 'active',
    });
    const user = (await (await t.request('/api/me', { cookie: member.cookie })).json()) as {
      user: { planLevel: string };
    };
    expect(user.user.planLevel).toBe('nursing');

    const unpaid = await registered(t);
    const none = await t.request('/api/account/billing/plan', {
      method: 'POST',
      cookie: unpaid.cookie,
      json: { planLevel: 'nursing' },
    });
    expect(none.status).toBe(409);
  });

  it('is for signed-in members only', async () => {
    expect((await t.request('/api/account/billing/invoices')).status).toBe(401);
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: '10.62.250.1' });
    expect((await t.request('/api/account/billing/invoices', { cookie: sessionCookie(demo) })).status).toBe(
      403,
    );
  });
});

describe('invoices, the Customer Portal and portal changes with Stripe (local fake Stripe)', () => {
  let stripe: StripeTestApp;
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp({ webhookSecret: 'whsec_history_test' });
    ({ fake, app: t } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function stripeSubscriber() {
    const member = await registered(t);
    const { subscriptionId, customerId } = await stripe.subscribe(member.cookie, member.user.id);
    return { ...member, subscriptionId, customerId };
  }

  const deliver = (event: object) => stripe.deliver(event);

  it("lists Stripe's invoices for the member's customer with their hosted pages", async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    expect(await invoices(t, cookie)).toEqual([
      {
        id: `in_fake_${subscriptionId}`,
        date: new Date((FAKE_PERIOD_END - 30 * 86_400) * 1000).toISOString(),
        amount: '$19.99',
        status: 'Paid',
        description: 'Smarty subscription',
        url: `https://invoice.stripe.test/i/${subscriptionId}`,
      },
    ]);
    // Another member sees none of them.
    const other = await registered(t);
    expect(await invoices(t, other.cookie)).toEqual([]);
  });

  it("opens the Customer Portal for the member's customer, returning to the settings page", async () => {
    const { cookie, customerId } = await stripeSubscriber();
    const res = await t.request('/api/account/billing/portal', { method: 'POST', cookie, json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//),
    });
    expect(fake.portalSessions.at(-1)).toEqual({
      customer: customerId,
      returnUrl: 'http://localhost:3999/app/settings',
    });

    const unpaid = await registered(t);
    const none = await t.request('/api/account/billing/portal', {
      method: 'POST',
      cookie: unpaid.cookie,
      json: {},
    });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: BILLING_HISTORY_MESSAGES.noCustomer });
  });

  it('changes the plan at Stripe: the subscription item gets the inline monthly price on its product, no proration', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const res = await t.request('/api/account/billing/plan', {
      method: 'POST',
      cookie,
      json: { planLevel: 'math' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BillingSummary).subscription?.planLevel).toBe('math');
    const change = fake.planChanges.at(-1);
    expect(change?.id).toBe(subscriptionId);
    expect(change?.form.get('items[0][id]')).toBe(`si_${subscriptionId}`);
    expect(change?.form.get('items[0][price_data][product]')).toBe(`prod_fake_${subscriptionId}`);
    expect(change?.form.get('items[0][price_data][unit_amount]')).toBe('1999');
    expect(change?.form.get('proration_behavior')).toBe('none');
    expect(change?.form.get('metadata[planLevel]')).toBe('math');
  });

  it('a cancellation in the portal (subscription.updated) keeps access until the period end, then ends it; a resume clears it', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const periodEnd = new Date(FAKE_PERIOD_END * 1000).toISOString();
    const items = {
      object: 'list',
      data: [{ id: `si_${subscriptionId}`, current_period_end: FAKE_PERIOD_END }],
    };
    expect(
      (
        await deliver(
          subscriptionEvent('updated', subscriptionId, 'active', { cancel_at_period_end: true, items }),
        )
      ).status,
    ).toBe(200);
    expect(await summary(t, cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, periodEnd });
    expect((await me(t, cookie))?.subscriptionStatus).toBe('active');

    expect(
      (
        await deliver(
          subscriptionEvent('updated', subscriptionId, 'active', { cancel_at_period_end: false, items }),
        )
      ).status,
    ).toBe(200);
    expect(await summary(t, cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect(
      (
        await deliver(
          subscriptionEvent('updated', subscriptionId, 'active', { cancel_at_period_end: true, items }),
        )
      ).status,
    ).toBe(200);
    // Sessions last 30 days of real time; only the product's clock passes the period end.
    await t.deps.database.query("UPDATE sessions SET expires_at = expires_at + interval '400 days'");
    t.clock.advance(FAKE_PERIOD_END * 1000 - t.deps.now().getTime() + 1000);
    expect((await me(t, cookie))?.subscriptionStatus).not.toBe('active');
    const after = await t.request('/api/account/billing', { cookie });
    expect(((await after.json()) as BillingSummary).subscription?.status).not.toBe('active');
  });
});

describe('plan changes made in the Customer Portal (customer.subscription.updated with a new price)', () => {
  let stripe: StripeTestApp;
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp({
      webhookSecret: 'whsec_portal_plan_test',
      priceIds: {
        programming: 'price_programming',
        math: 'price_math',
        // One price for two plans: it names neither on its own.
        history: 'price_humanities',
        literature: 'price_humanities',
      },
    });
    ({ fake, app: t } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function stripeSubscriber() {
    const member = await registered(t);
    const { subscriptionId } = await stripe.subscribe(member.cookie, member.user.id);
    return { ...member, subscriptionId };
  }

  /** The subscription as Stripe sends it after an update: one item at `price`, with the fields given. */
  function updated(
    subscriptionId: string,
    price: string,
    previous: Record<string, unknown>,
    fields: Record<string, unknown> = {},
  ) {
    const items = {
      object: 'list',
      data: [{ id: `si_${subscriptionId}`, current_period_end: FAKE_PERIOD_END, price: { id: price } }],
    };
    return subscriptionEvent(
      'updated',
      subscriptionId,
      'active',
      { cancel_at_period_end: false, items, ...fields },
      previous,
    );
  }
  const oldItems = (subscriptionId: string, price = 'price_programming') => ({
    items: { object: 'list', data: [{ id: `si_${subscriptionId}`, price: { id: price } }] },
  });

  async function deliver(event: object) {
    const res = await stripe.deliver(event);
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome: string }).outcome;
  }

  const planOf = async (cookie: string) => ({
    subscription: (await summary(t, cookie))?.planLevel,
    user: (
      (await (await t.request('/api/me', { cookie })).json()) as {
        user: { planLevel: string; subscriptionStatus: string };
      }
    ).user.planLevel,
  });

  it("moves the member to the plan of the new price, keeping the subscription's state", async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    expect(await planOf(cookie)).toEqual({ subscription: 'programming', user: 'programming' });
    expect(await deliver(updated(subscriptionId, 'price_math', oldItems(subscriptionId)))).toBe('applied');
    expect(await planOf(cookie)).toEqual({ subscription: 'math', user: 'math' });
    expect(await summary(t, cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // A later change back is taken too.
    expect(
      await deliver(updated(subscriptionId, 'price_programming', oldItems(subscriptionId, 'price_math'))),
    ).toBe('applied');
    expect(await planOf(cookie)).toEqual({ subscription: 'programming', user: 'programming' });
  });

  it('applies the updates in the order they happened at Stripe: one delivered late changes nothing', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const at = (event: object, created: number) => ({ ...event, created });
    const toMath = at(updated(subscriptionId, 'price_math', oldItems(subscriptionId)), 1_700_000_020);
    // made before the change to math, delivered after it (Stripe does not deliver in order)
    const lateCancel = at(
      updated(
        subscriptionId,
        'price_programming',
        { cancel_at_period_end: false },
        { cancel_at_period_end: true },
      ),
      1_700_000_010,
    );
    expect(await deliver(toMath)).toBe('applied');
    expect(await deliver(lateCancel)).toBe('stale');
    expect(await planOf(cookie)).toEqual({ subscription: 'math', user: 'math' });
    expect(await summary(t, cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // an event of the same second as the last one applied, or later, is applied
    const cancel = at(
      updated(subscriptionId, 'price_math', { cancel_at_period_end: false }, { cancel_at_period_end: true }),
      1_700_000_020,
    );
    expect(await deliver(cancel)).toBe('applied');
    expect(await summary(t, cookie)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('a plan change and a cancellation made at Stripe before the checkout reached us are applied when it does', async () => {
    const member = await registered(t);
    const started = await t.request('/api/create-checkout-session', {
      method: 'POST',
      cookie: member.cookie,
      json: { planLevel: 'programming' },
    });
    expect(started.status).toBe(200);
    const open = fake.openSessionsOf(member.user.id)[0] ?? '';
    const subscriptionId = fake.complete(open);
    // the portal change's webhook arrives before the checkout's completion is known here
    const change = updated(
      subscriptionId,
      'price_math',
      { ...oldItems(subscriptionId), cancel_at_period_end: false },
      { cancel_at_period_end: true },
    );
    expect(await deliver(change)).toBe('parked');
    expect(
      (await t.request(`/api/get-user-email-from-session?session_id=${open}`, { cookie: member.cookie }))
        .status,
    ).toBe(200);
    expect(await planOf(member.cookie)).toEqual({ subscription: 'math', user: 'math' });
    expect(await summary(t, member.cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('keeps the plan, and logs the price, when the new price is no single plan of ours', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const warn = vi.spyOn(t.deps.logger, 'warn');
    try {
      expect(
        await deliver(updated(subscriptionId, 'price_only_in_dashboard', oldItems(subscriptionId))),
      ).toBe('applied');
      expect(await deliver(updated(subscriptionId, 'price_humanities', oldItems(subscriptionId)))).toBe(
        'applied',
      );
      expect(await planOf(cookie)).toEqual({ subscription: 'programming', user: 'programming' });
      const logged = warn.mock.calls.map(([fields]) => fields as unknown as Record<string, unknown>);
      expect(logged).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ subscriptionId, priceId: 'price_only_in_dashboard' }),
          expect.objectContaining({ subscriptionId, priceId: 'price_humanities' }),
        ]),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('takes no plan from an update whose price did not change (a cancellation in the portal)', async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const event = updated(
      subscriptionId,
      'price_math',
      { cancel_at_period_end: false },
      { cancel_at_period_end: true },
    );
    expect(await deliver(event)).toBe('applied');
    expect(await planOf(cookie)).toEqual({ subscription: 'programming', user: 'programming' });
    expect(await summary(t, cookie)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("recognises the app's own change to an inline price or a shared price by the plan it set in the metadata", async () => {
    const { cookie, subscriptionId } = await stripeSubscriber();
    const res = await t.request('/api/account/billing/plan', {
      method: 'POST',
      cookie,
      json: { planLevel: 'science' },
    });
    expect(res.status).toBe(200);
    const warn = vi.spyOn(t.deps.logger, 'warn');
    try {
      const inline = updated(
        subscriptionId,
        'price_inline_science',
        { ...oldItems(subscriptionId), metadata: { planLevel: 'programming' } },
        { metadata: { planLevel: 'science' } },
      );
      expect(await deliver(inline)).toBe('applied');
      expect(await planOf(cookie)).toEqual({ subscription: 'science', user: 'science' });
      const shared = updated(
        subscriptionId,
        'price_humanities',
        { ...oldItems(subscriptionId, 'price_inline_science'), metadata: { planLevel: 'science' } },
        { metadata: { planLevel: 'history' } },
      );
      expect(await deliver(shared)).toBe('applied');
      expect(await planOf(cookie)).toEqual({ subscription: 'history', user: 'history' });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
