import type { PlanLevel } from '../../../shared/plans';

export interface CheckoutRequest {
  userId: string;
  email: string;
  planLevel: PlanLevel;
  /** The page the provider returns to; `{CHECKOUT_SESSION_ID}` is replaced by the checkout id. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
}

export interface CheckoutDetails {
  id: string;
  email: string | null;
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
}

/** What a provider's event means to us; everything else is acknowledged and ignored. */
export type BillingEvent =
  | {
      kind: 'checkout_completed';
      eventId: string;
      checkoutId: string;
      subscriptionId: string;
      customerId: string | null;
    }
  | {
      kind: 'subscription_ended';
      eventId: string;
      subscriptionId: string;
      status: 'canceled' | 'past_due';
      /** When the provider created the event: events parked before their subscription are applied in this order. */
      occurredAt: Date;
    }
  | {
      kind: 'subscription_active';
      eventId: string;
      subscriptionId: string;
      occurredAt: Date;
      /** The paid period and whether it ends there, when the event carries them (a change in Stripe's portal). */
      period?: SubscriptionPeriod;
      /** The subscription's plan by its price, when the event carries one (a plan change in Stripe's portal). */
      plan?: SubscriptionPlan;
    }
  | { kind: 'ignored'; eventId: string; type: string };

/**
 * The plan a subscription's price stands for: one of ours, or a price that maps to none of our plans (only reported
 * when the price just changed, e.g. a price added in Stripe's dashboard but not to STRIPE_PRICE_IDS).
 */
export type SubscriptionPlan = { planLevel: PlanLevel } | { unknownPriceId: string };

/** A subscription's paid period as the provider reports it. */
export interface SubscriptionPeriod {
  /** The end of the paid period; null when the provider keeps no periods (the test checkout: computed by us). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** One invoice or receipt as the provider keeps it. */
export interface BillingInvoice {
  id: string;
  createdAt: Date;
  amountCents: number;
  currency: string;
  /** The provider's status ('paid', 'open', 'void', …). */
  status: string;
  /** The provider's page for the invoice and its receipt, when it has one. */
  url: string | null;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Whose billing e-mail to change: our user, and at Stripe one customer of that user's subscriptions. */
export interface BillingCustomer {
  userId: string;
  /** The provider's customer id; null when the provider keeps none (the test checkout) or has none yet. */
  customerId: string | null;
}

/** A card payment provider: Stripe in production, the built-in test checkout by default. */
export interface BillingProvider {
  kind: 'stripe' | 'test';
  /** Shown in the UI and in errors ('Stripe', 'Test checkout'). */
  label: string;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The provider's view of a checkout, or null when it does not know the id. */
  getCheckout(id: string): Promise<CheckoutDetails | null>;
  /**
   * Expires an open checkout so it can no longer be paid. false when it could not be expired because it is no
   * longer open (paid meanwhile, or unknown).
   */
  expireCheckout(id: string): Promise<boolean>;
  /**
   * Cancels a subscription at once and refunds what it charged (a duplicate subscription of an active user, or the
   * 30-day money-back guarantee).
   */
  cancelAndRefundSubscription(subscriptionId: string): Promise<void>;
  /** Cancels a subscription at once, without a refund (the account is being deleted). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Sets (or, to resume, clears) cancellation at the end of the paid period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionPeriod>;
  /** Moves a subscription to another plan's price from now on, without proration (every plan costs the same). */
  changePlan(subscriptionId: string, planLevel: PlanLevel): Promise<void>;
  /**
   * Sets the e-mail address the provider keeps for the customer (where its receipts and invoices go), after the
   * user changed theirs. Nothing to do for a customer the provider does not have.
   */
  updateCustomerEmail(customer: BillingCustomer, email: string): Promise<void>;
  /** The customer's invoices at the provider, newest first (the test checkout keeps none: [] ). */
  listInvoices(customerId: string): Promise<BillingInvoice[]>;
  /**
   * A link to the provider's own billing page for the customer (Stripe's Customer Portal: payment method, invoices,
   * cancellation), returning to `returnUrl`; null when the provider has none (the test checkout).
   */
  createPortalSession(customerId: string, returnUrl: string): Promise<string | null>;
  /** Verifies the signature on the raw body and translates the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}
