import Stripe from 'stripe';
import { PLAN_LEVELS, findPlan, type PlanLevel } from '../../../shared/plans';
import {
  WebhookSignatureError,
  type BillingCustomer,
  type BillingEvent,
  type BillingInvoice,
  type BillingProvider,
  type CheckoutDetails,
  type CheckoutRequest,
  type SubscriptionPlan,
} from './billing';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Price id per plan level; a plan without one is charged with an inline $19.99/month price. */
  priceIds: Partial<Record<PlanLevel, string>>;
  /** For tests against a local fake: host, port and protocol of the API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const MONTHLY_CENTS = 1999;

/** The end of a subscription's paid period: since API version 2025-03-31 it is kept per subscription item. */
function periodEndOf(subscription: {
  items?: { data?: Array<{ current_period_end?: number | null }> };
}): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function createStripeBilling(settings: StripeSettings): BillingProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.api
      ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }
      : {}),
  });

  function lineItem(planLevel: PlanLevel): Stripe.Checkout.SessionCreateParams.LineItem {
    const price = settings.priceIds[planLevel];
    if (price) return { price, quantity: 1 };
    return {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: MONTHLY_CENTS,
        recurring: { interval: 'month' },
        product_data: { name: `Smarty ${findPlan(planLevel)?.displayName ?? planLevel}` },
      },
    };
  }

  /**
   * The plan of an updated subscription, when its price just changed (Stripe lists `items` among the previous
   * attributes): the plan whose STRIPE_PRICE_IDS entry is that price; else, for our own change (to an inline price,
   * or to a price several plans share), the plan level it set in the metadata in the same update; else the price
   * stands for no single plan of ours.
   */
  function planOf(
    subscription: Stripe.Subscription,
    previous: Partial<Stripe.Subscription> | undefined,
  ): SubscriptionPlan | undefined {
    if (!previous || !('items' in previous)) return undefined;
    const price = subscription.items?.data?.[0]?.price?.id;
    if (!price) return undefined;
    const levels = PLAN_LEVELS.filter((level) => settings.priceIds[level] === price);
    if (levels.length === 1 && levels[0]) return { planLevel: levels[0] };
    const ownLevel = 'metadata' in previous ? subscription.metadata?.planLevel : undefined;
    const own = PLAN_LEVELS.find((level) => level === ownLevel);
    if (own && (levels.length === 0 || levels.includes(own))) return { planLevel: own };
    return { unknownPriceId: price };
  }

  return {
    kind: 'stripe',
    label: 'Stripe',
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [lineItem(request.planLevel)],
          customer_email: request.email,
          client_reference_id: request.userId,
          metadata: { userId: request.userId, planLevel: request.planLevel },
          subscription_data: { metadata: { userId: request.userId, planLevel: request.planLevel } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('No session URL was returned by Stripe.');
      return { id: session.id, url: session.url };
    },
    async getCheckout(id: string): Promise<CheckoutDetails | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          email: session.customer_details?.email ?? session.customer_email ?? null,
          paid: session.status === 'complete' && session.payment_status !== 'unpaid',
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async expireCheckout(id: string): Promise<boolean> {
      try {
        await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire:${id}` });
        return true;
      } catch (error) {
        // Stripe answers 400 for a session that is no longer open (paid or already expired) and 404 for an unknown one.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },
    async cancelAndRefundSubscription(subscriptionId: string): Promise<void> {
      const subscription = await stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `cancel:${subscriptionId}` },
      );
      const invoice = idOf(subscription.latest_invoice);
      if (!invoice) return;
      const payments = await stripe.invoicePayments.list({ invoice, status: 'paid' });
      for (const payment of payments.data) {
        const paymentIntent = idOf(payment.payment.payment_intent);
        if (paymentIntent) {
          await stripe.refunds.create(
            { payment_intent: paymentIntent },
            { idempotencyKey: `refund:${paymentIntent}` },
          );
        }
      }
    },
    async cancelSubscription(subscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel:${subscriptionId}` });
      } catch (error) {
        // Already cancelled (or unknown) at Stripe: nothing renews, which is what was asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
      const subscription = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return {
        currentPeriodEnd: periodEndOf(subscription),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    },
    async changePlan(subscriptionId: string, planLevel: PlanLevel): Promise<void> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const price = settings.priceIds[planLevel];
      const product = idOf(item.price.product);
      await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [
            price
              ? { id: item.id, price }
              : {
                  id: item.id,
                  // The inline $19.99/month price, on the product the subscription already has.
                  price_data: {
                    currency: 'usd',
                    unit_amount: MONTHLY_CENTS,
                    recurring: { interval: 'month' },
                    product: product ?? '',
                  },
                },
          ],
          proration_behavior: 'none',
          metadata: { planLevel },
        },
        { idempotencyKey: `plan:${subscriptionId}:${planLevel}:${item.price.id}` },
      );
    },
    async updateCustomerEmail(customer: BillingCustomer, email: string): Promise<void> {
      // Without a customer at Stripe there is no address to change. No idempotency key: the update is idempotent
      // by itself, and a replayed key would keep an earlier address when the user changes back within 24 hours.
      if (!customer.customerId) return;
      await stripe.customers.update(customer.customerId, { email });
    },
    async listInvoices(customerId: string): Promise<BillingInvoice[]> {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return invoices.data.map((invoice) => ({
        id: invoice.id ?? '',
        createdAt: new Date(invoice.created * 1000),
        amountCents: invoice.total,
        currency: invoice.currency,
        status: invoice.status ?? 'draft',
        url: invoice.hosted_invoice_url ?? null,
      }));
    },
    async createPortalSession(customerId: string, returnUrl: string): Promise<string | null> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent> {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const occurredAt = new Date(event.created * 1000);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const subscriptionId = idOf(session.subscription);
          if (!subscriptionId || session.payment_status === 'unpaid') break;
          return {
            kind: 'checkout_completed',
            eventId: event.id,
            checkoutId: session.id,
            subscriptionId,
            customerId: idOf(session.customer),
          };
        }
        case 'customer.subscription.deleted':
          return {
            kind: 'subscription_ended',
            eventId: event.id,
            subscriptionId: event.data.object.id,
            status: 'canceled',
            occurredAt,
          };
        case 'customer.subscription.updated': {
          const sub = event.data.object;
          if (sub.status === 'active' || sub.status === 'trialing') {
            // Cancelled or resumed in the Customer Portal: the period's end and whether it renews come along; a
            // plan changed there comes as a new price.
            const plan = planOf(sub, event.data.previous_attributes);
            return {
              kind: 'subscription_active',
              eventId: event.id,
              subscriptionId: sub.id,
              occurredAt,
              ...(plan ? { plan } : {}),
              ...(typeof sub.cancel_at_period_end === 'boolean'
                ? {
                    period: {
                      cancelAtPeriodEnd: sub.cancel_at_period_end,
                      currentPeriodEnd: periodEndOf(sub),
                    },
                  }
                : {}),
            };
          }
          if (sub.status === 'canceled' || sub.status === 'unpaid' || sub.status === 'incomplete_expired') {
            return {
              kind: 'subscription_ended',
              eventId: event.id,
              subscriptionId: sub.id,
              status: 'canceled',
              occurredAt,
            };
          }
          if (sub.status === 'past_due') {
            return {
              kind: 'subscription_ended',
              eventId: event.id,
              subscriptionId: sub.id,
              status: 'past_due',
              occurredAt,
            };
          }
          break;
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
          if (subscriptionId) {
            return {
              kind: 'subscription_ended',
              eventId: event.id,
              subscriptionId,
              status: 'past_due',
              occurredAt,
            };
          }
          break;
        }
        default:
          break;
      }
      return { kind: 'ignored', eventId: event.id, type: event.type };
    },
  };
}

/** For tests: a Stripe-Signature header for a payload, made by the SDK's own helper. */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
