import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { readJson, readQuery } from '../../http/validate';
import { AppError } from '../../http/errors';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { createCheckoutRequestSchema, testCardPaymentSchema } from '../../../shared/schemas/billing';
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
import { requireMember } from '../accounts/account-settings.routes';
import { billingPortalUrl, listInvoices } from './billing-history.service';
import { changePlanRequestSchema } from '../../../shared/billing-history';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export const billingRoutes = new Hono<AppEnv>()
  .post('/create-checkout-session', async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, createCheckoutRequestSchema);
    const { sessionUrl } = await startCheckout(c.var.deps, user, input.planLevel);
    return c.json({ success: true, sessionUrl });
  })
  .get('/get-user-email-from-session', async (c) => {
    const { session_id } = readQuery(
      c,
      z.object({
        session_id: z
          .string({ error: BILLING_MESSAGES.missingSessionId })
          .min(1, BILLING_MESSAGES.missingSessionId)
          .max(200),
      }),
    );
    const viewer = await currentUser(c);
    const email = await checkoutEmail(c.var.deps, session_id, viewer);
    return c.json({ email });
  })
  .post('/stripe/webhook', async (c) => {
    const raw = await c.req.text();
    if (raw.length > MAX_WEBHOOK_BYTES)
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
  .get('/checkout/test/:id', async (c) => {
    const user = await requireUser(c);
    return c.json(await describeTestCheckout(c.var.deps, c.req.param('id'), user.id));
  })
  .post('/checkout/test/:id/pay', async (c) => {
    const user = await requireUser(c);
    const payment = await readJson(c, testCardPaymentSchema);
    return c.json(await payTestCheckout(c.var.deps, c.req.param('id'), user.id, payment));
  })
  .get('/account/billing', async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await billingSummary(c.var.deps, user));
  })
  .get('/account/billing/invoices', async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ invoices: await listInvoices(c.var.deps, user) });
  })
  .post('/account/billing/portal', async (c) => {
    const user = await requireMember(c);
    return c.json({ url: await billingPortalUrl(c.var.deps, user) });
  })
  .post('/account/billing/plan', async (c) => {
    const user = await requireMember(c);
    const { planLevel } = await readJson(c, changePlanRequestSchema);
    return c.json(await changePlan(c.var.deps, user, planLevel));
  })
  .post('/account/billing/cancel', async (c) =>
    c.json(await cancelAtPeriodEnd(c.var.deps, await requireMember(c))),
  )
  .post('/account/billing/resume', async (c) =>
    c.json(await resumeSubscription(c.var.deps, await requireMember(c))),
  )
  .post('/account/billing/refund', async (c) =>
    c.json(await cancelWithRefund(c.var.deps, await requireMember(c))),
  );
