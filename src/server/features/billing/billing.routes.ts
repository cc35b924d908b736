import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { jsonBody, queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { AppError } from '../../http/errors';
import { BILLING_MESSAGES } from '../../../shared/messages';
import {
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  sessionEmailResponseSchema,
  billingPortalResponseSchema,
  testCardPaymentSchema,
  testCheckoutSchema,
  testPaymentResponseSchema,
} from '../../../shared/schemas/billing';
import { billingSummarySchema } from '../../../shared/account-settings';
import { billingInvoicesResponseSchema } from '../../../shared/billing-history';
import { WebhookSignatureError } from '../../lib/billing/billing';
import { currentUser, requireUser } from '../accounts/session';
import { checkoutEmail, startCheckout } from './checkout.service';
import { applyBillingEvent } from './fulfilment.service';
import { describeTestCheckout, payTestCheckout } from './test-checkout.service';
import {
  billingSummary,
  changePlan,
  cancelAtPeriodEnd,
  cancelWithRefund,
  resumeSubscription,
} from './subscription.service';
import { member, requireMember } from '../accounts/account-settings.routes';
import { signedIn } from '../accounts/signed-in';
import { billingPortalUrl, listInvoices } from './billing-history.service';
import { changePlanRequestSchema } from '../../../shared/billing-history';
import { BODY_LIMITS } from '../../../shared/limits';

export const billingRoutes = new Hono<AppEnv>()
  .post(
    '/create-checkout-session',
    signedIn,
    jsonBody(createCheckoutRequestSchema),
    responds(createCheckoutResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      const { sessionUrl } = await startCheckout(c.var.deps, user, input.planLevel);
      return c.json({ success: true as const, sessionUrl });
    },
  )
  .get(
    '/get-user-email-from-session',
    queryInput(
      z.object({
        session_id: z
          .string({ error: BILLING_MESSAGES.missingSessionId })
          .min(1, BILLING_MESSAGES.missingSessionId)
          .max(200),
      }),
    ),
    responds(sessionEmailResponseSchema),
    async (c) => {
      const { session_id } = c.req.valid('query');
      const viewer = await currentUser(c);
      const email = await checkoutEmail(c.var.deps, session_id, viewer);
      return c.json({ email });
    },
  )
  .post('/stripe/webhook', async (c) => {
    const raw = await c.req.text();
    if (raw.length > BODY_LIMITS.webhookBytes)
      throw new AppError(413, 'The webhook body is too large.', 'too_large');
    let event;
    try {
      event = await c.var.deps.billing.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new AppError(400, error.message, 'bad_signature');
      throw error;
    }
    const outcome = await applyBillingEvent(c.var.deps, event);
    return c.json({ received: true, outcome });
  })
  .get('/checkout/test/:id', responds(testCheckoutSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await describeTestCheckout(c.var.deps, c.req.param('id'), user.id));
  })
  .post(
    '/checkout/test/:id/pay',
    signedIn,
    jsonBody(testCardPaymentSchema),
    responds(testPaymentResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const payment = c.req.valid('json');
      return c.json(await payTestCheckout(c.var.deps, c.req.param('id'), user.id, payment));
    },
  )
  .get('/account/billing', responds(billingSummarySchema), async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await billingSummary(c.var.deps, user));
  })
  .get('/account/billing/invoices', responds(billingInvoicesResponseSchema), async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ invoices: await listInvoices(c.var.deps, user) });
  })
  .post('/account/billing/portal', responds(billingPortalResponseSchema), async (c) => {
    const user = await requireMember(c);
    return c.json({ url: await billingPortalUrl(c.var.deps, user) });
  })
  .post(
    '/account/billing/plan',
    member,
    jsonBody(changePlanRequestSchema),
    responds(billingSummarySchema),
    async (c) => {
      const user = await requireMember(c);
      const { planLevel } = c.req.valid('json');
      return c.json(await changePlan(c.var.deps, user, planLevel));
    },
  )
  .post('/account/billing/cancel', responds(billingSummarySchema), async (c) =>
    c.json(await cancelAtPeriodEnd(c.var.deps, await requireMember(c))),
  )
  .post('/account/billing/resume', responds(billingSummarySchema), async (c) =>
    c.json(await resumeSubscription(c.var.deps, await requireMember(c))),
  )
  .post('/account/billing/refund', responds(billingSummarySchema), async (c) =>
    c.json(await cancelWithRefund(c.var.deps, await requireMember(c))),
  );

export type BillingRoutes = typeof billingRoutes;
