import { createServer, type IncomingMessage, type Server } from 'node:http';
import { handled } from './handled';

/**
 * A local stand-in for Stripe's API, enough for Checkout: create, retrieve and expire sessions; cancel a
 * subscription, list its invoice's payments and refund them; update a customer's e-mail. The SDK is pointed at it
 * with its host/port/protocol options. It records every request (method, path, idempotency key, form body).
 */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  port: number;
  requests: FakeStripeRequest[];
  /** Marks an open session paid, with a subscription id, as Stripe does after a successful payment; an expired one cannot be paid. */
  complete(id: string): string;
  /** The session's status as Stripe would report it. */
  status(id: string): 'open' | 'complete' | 'expired' | undefined;
  /** The ids of the open sessions created for this client_reference_id (our user id). */
  openSessionsOf(clientReferenceId: string): string[];
  /** Subscriptions cancelled through the API, and the payment intents refunded. */
  canceledSubscriptions: string[];
  refundedPaymentIntents: string[];
  /** Subscription updates (cancel at period end set or cleared), in order. */
  subscriptionUpdates: Array<{ id: string; cancelAtPeriodEnd: boolean }>;
  /** Plan changes (subscription item price updates), in order, with the form Stripe received. */
  planChanges: Array<{ id: string; form: URLSearchParams }>;
  /** Customer Portal sessions opened, in order. */
  portalSessions: Array<{ customer: string; returnUrl: string }>;
  /** Customer updates (the e-mail address), in order. */
  customerUpdates: Array<{ id: string; email: string | null }>;
  /** Answers the next `times` creates with this HTTP status and a Stripe error body. */
  failNext(status: number, times?: number): void;
  /** Answers the next `times` customer updates with this HTTP status (and `Stripe-Should-Retry: false`). */
  failNextCustomerUpdate(status: number, times?: number): void;
  /** Answers the next `times` subscription cancellations with this HTTP status (and `Stripe-Should-Retry: false`). */
  failNextSubscriptionCancel(status: number, times?: number): void;
  close(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  subscription: string | null;
  customer: string | null;
  client_reference_id: string | null;
  mode: 'subscription';
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

/** The end of every fake subscription's current period (2027-01-15T00:00:00Z), in Stripe's seconds. */
export const FAKE_PERIOD_END = 1_799_971_200;

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Session>();
  const requests: FakeStripeRequest[] = [];
  const byIdempotencyKey = new Map<string, Session>();
  let failStatus: number | null = null;
  let failTimes = 0;
  let counter = 0;
  const canceledSubscriptions: string[] = [];
  const refundedPaymentIntents: string[] = [];
  const subscriptionUpdates: Array<{ id: string; cancelAtPeriodEnd: boolean }> = [];
  const portalSessions: Array<{ customer: string; returnUrl: string }> = [];
  const planChanges: Array<{ id: string; form: URLSearchParams }> = [];
  const customerUpdates: Array<{ id: string; email: string | null }> = [];
  let customerFailStatus = 0;
  let customerFailTimes = 0;
  let cancelFailStatus = 0;
  let cancelFailTimes = 0;

  const server: Server = createServer(
    handled(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(await body(req));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, form });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      /** A refusal Stripe asks the SDK not to retry. */
      const refuse = (status: number) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${++counter}`,
          'stripe-should-retry': 'false',
        });
        res.end(
          JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong at the fake.' } }),
        );
      };
      const sendNoSuchSession = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            message: 'No such checkout.session',
            code: 'resource_missing',
          },
        });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (failStatus && failTimes > 0) {
          const status = failStatus;
          failTimes -= 1;
          return send(status, { error: { type: 'api_error', message: 'Something went wrong at the fake.' } });
        }
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
          return send(200, byIdempotencyKey.get(idempotencyKey));
        const id = `cs_test_fake_${++counter}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          customer_email: form.get('customer_email'),
          customer_details: null,
          subscription: null,
          customer: null,
          client_reference_id: form.get('client_reference_id'),
          mode: 'subscription',
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire?.[1]) {
        const session = sessions.get(decodeURIComponent(expire[1]));
        if (!session) {
          return sendNoSuchSession();
        }
        if (session.status !== 'open') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        session.url = null;
        return send(200, session);
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && subscription?.[1]) {
        if (cancelFailTimes > 0) {
          cancelFailTimes -= 1;
          return refuse(cancelFailStatus);
        }
        const id = decodeURIComponent(subscription[1]);
        canceledSubscriptions.push(id);
        return send(200, { id, object: 'subscription', status: 'canceled', latest_invoice: `in_fake_${id}` });
      }
      const fakeItem = (id: string) => ({
        id: `si_${id}`,
        object: 'subscription_item',
        current_period_end: FAKE_PERIOD_END,
        price: { id: `price_inline_${id}`, object: 'price', product: `prod_fake_${id}` },
      });
      if (req.method === 'GET' && subscription?.[1]) {
        const id = decodeURIComponent(subscription[1]);
        return send(200, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          items: { object: 'list', data: [fakeItem(id)] },
        });
      }
      if (req.method === 'POST' && subscription?.[1] && form.has('items[0][id]')) {
        // A plan change: the item gets a new price (an id, or inline price data on a product).
        const id = decodeURIComponent(subscription[1]);
        planChanges.push({ id, form });
        return send(200, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          items: { object: 'list', data: [fakeItem(id)] },
        });
      }
      if (req.method === 'POST' && subscription?.[1]) {
        // Update: cancel_at_period_end set or cleared; the period is a fixed month, kept per item (API 2025-03-31+).
        const id = decodeURIComponent(subscription[1]);
        const cancel = form.get('cancel_at_period_end') === 'true';
        subscriptionUpdates.push({ id, cancelAtPeriodEnd: cancel });
        return send(200, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: cancel,
          items: {
            object: 'list',
            data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: FAKE_PERIOD_END }],
          },
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice') ?? '';
        const paymentIntent = `pi_fake_${invoice.replace(/^in_fake_/, '')}`;
        return send(200, {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: [
            {
              id: `inpay_${counter}`,
              object: 'invoice_payment',
              invoice,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ],
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoices') {
        // One paid $19.99 invoice per customer of a paid session (the first month).
        const customer = url.searchParams.get('customer') ?? '';
        const paid = [...sessions.values()].filter((x) => x.customer === customer);
        return send(200, {
          object: 'list',
          url: '/v1/invoices',
          has_more: false,
          data: paid.map((x) => ({
            id: `in_fake_${x.subscription}`,
            object: 'invoice',
            customer,
            created: FAKE_PERIOD_END - 30 * 86_400,
            total: 1999,
            currency: 'usd',
            status: 'paid',
            hosted_invoice_url: `https://invoice.stripe.test/i/${x.subscription}`,
          })),
        });
      }
      const customer = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && customer?.[1]) {
        const id = decodeURIComponent(customer[1]);
        if (customerFailTimes > 0) {
          customerFailTimes -= 1;
          return refuse(customerFailStatus);
        }
        customerUpdates.push({ id, email: form.get('email') });
        return send(200, { id, object: 'customer', email: form.get('email') });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const customer = form.get('customer') ?? '';
        portalSessions.push({ customer, returnUrl: form.get('return_url') ?? '' });
        return send(200, {
          id: `bps_fake_${++counter}`,
          object: 'billing_portal.session',
          customer,
          url: `https://billing.stripe.test/p/session/${counter}`,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const paymentIntent = form.get('payment_intent') ?? '';
        refundedPaymentIntents.push(paymentIntent);
        return send(200, {
          id: `re_fake_${++counter}`,
          object: 'refund',
          payment_intent: paymentIntent,
          status: 'succeeded',
        });
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match?.[1]) {
        const session = sessions.get(decodeURIComponent(match[1]));
        if (!session) {
          return sendNoSuchSession();
        }
        return send(200, session);
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    requests,
    complete(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      if (session.status !== 'open')
        throw new Error(`fake session ${id} is ${session.status} and cannot be paid`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.subscription = `sub_fake_${id}`;
      session.customer = `cus_fake_${id}`;
      session.customer_details = { email: session.customer_email };
      return session.subscription;
    },
    status: (id) => sessions.get(id)?.status,
    openSessionsOf: (clientReferenceId) =>
      [...sessions.values()]
        .filter((x) => x.client_reference_id === clientReferenceId && x.status === 'open')
        .map((x) => x.id),
    canceledSubscriptions,
    refundedPaymentIntents,
    subscriptionUpdates,
    portalSessions,
    planChanges,
    customerUpdates,
    failNextCustomerUpdate(status, times = 1) {
      customerFailStatus = status;
      customerFailTimes = times;
    },
    failNextSubscriptionCancel(status, times = 1) {
      cancelFailStatus = status;
      cancelFailTimes = times;
    },
    failNext(status, times = 1) {
      failStatus = status;
      failTimes = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event envelope as the webhook delivers it (an update lists the changed fields' old values). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${crypto.randomUUID()}`,
  previousAttributes?: Record<string, unknown>,
) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1_700_000_000,
    livemode: false,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
  };
}

/** A `checkout.session.completed` event for a paid checkout that started the subscription. */
export function paidCheckoutEvent(checkoutId: string, subscriptionId: string) {
  return stripeEvent('checkout.session.completed', {
    id: checkoutId,
    object: 'checkout.session',
    subscription: subscriptionId,
    payment_status: 'paid',
  });
}

/**
 * A `customer.subscription.<change>` event carrying the subscription's id and status (and any other fields, and the
 * old values of what changed).
 */
export function subscriptionEvent(
  change: 'updated' | 'deleted',
  id: string,
  status: string,
  fields: Record<string, unknown> = {},
  previousAttributes?: Record<string, unknown>,
) {
  return stripeEvent(
    `customer.subscription.${change}`,
    { id, object: 'subscription', status, ...fields },
    undefined,
    previousAttributes,
  );
}
