/**
 * A test app billed through the Stripe adapter pointed at the local fake Stripe (stripe-fake.ts): the set-up the
 * Stripe tests of billing and accounts share, with the two things they do with it: deliver a signed webhook event
 * and make a registered user a paying subscriber.
 */
import { startFakeStripe, type FakeStripe } from './stripe-fake';
import { createTestApp, type TestApp } from './test-app';
import { createStripeBilling, signStripePayload } from '../server/lib/billing/stripe-billing';
import type { PlanLevel } from '../shared/plans';

export interface StripeTestApp {
  fake: FakeStripe;
  app: TestApp;
  /** Posts the event to the webhook, signed with the app's webhook secret. */
  deliver(event: object): Promise<Response>;
  /**
   * Starts a checkout for the signed-in user, pays it at the fake and opens the success page, which fulfils it as
   * the webhook would. Returns the checkout's and the subscription's ids.
   */
  subscribe(
    cookie: string,
    userId: string,
    planLevel?: PlanLevel,
  ): Promise<{ checkoutId: string; subscriptionId: string; customerId: string }>;
  close(): Promise<void>;
}

export async function startStripeTestApp(
  options: {
    webhookSecret?: string;
    priceIds?: Partial<Record<PlanLevel, string>>;
    settings?: Record<string, string>;
  } = {},
): Promise<StripeTestApp> {
  const webhookSecret = options.webhookSecret ?? 'whsec_test';
  const fake = await startFakeStripe();
  const billing = createStripeBilling({
    secretKey: 'sk_test_fake',
    webhookSecret,
    priceIds: options.priceIds ?? {},
    api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
  });
  const app = await createTestApp(options.settings ?? {}, { billing });
  return {
    fake,
    app,
    deliver(event) {
      const payload = JSON.stringify(event);
      return app.request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload, webhookSecret),
        },
      });
    },
    async subscribe(cookie, userId, planLevel = 'programming') {
      const started = await app.request('/api/create-checkout-session', {
        method: 'POST',
        cookie,
        json: { planLevel },
      });
      if (started.status !== 200) throw new Error(`checkout not started: HTTP ${started.status}`);
      const checkoutId = fake.openSessionsOf(userId)[0] ?? '';
      const subscriptionId = fake.complete(checkoutId);
      const success = await app.request(`/api/get-user-email-from-session?session_id=${checkoutId}`, {
        cookie,
      });
      if (success.status !== 200) throw new Error(`checkout not fulfilled: HTTP ${success.status}`);
      return { checkoutId, subscriptionId, customerId: `cus_fake_${checkoutId}` };
    },
    async close() {
      await app.close();
      await fake.close();
    },
  };
}
