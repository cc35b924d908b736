import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { checkoutSessions, type users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { findPlan, type PlanLevel } from '../../../shared/plans';
import { applyBillingEvent } from './fulfilment.service';

type UserRow = typeof users.$inferSelect;

/** Starts a monthly subscription checkout for the signed-in user and remembers it. */
export async function startCheckout(deps: AppDeps, user: UserRow, planLevel: PlanLevel): Promise<{ sessionUrl: string }> {
  const plan = findPlan(planLevel);
  if (!plan || plan.isComingSoon) throw new AppError(400, BILLING_MESSAGES.planUnavailable, 'plan_unavailable');
  if (user.isDemo) throw new AppError(403, BILLING_MESSAGES.demoCannotPay, 'demo_user');
  if (user.subscriptionStatus === 'active') throw new AppError(409, BILLING_MESSAGES.alreadySubscribed, 'already_subscribed');

  let created;
  try {
    created = await deps.billing.createCheckout({
      userId: user.id,
      email: user.email,
      planLevel,
      successUrl: `${deps.env.baseUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.env.baseUrl}/app`,
      idempotencyKey: `checkout:${user.id}:${planLevel}:${crypto.randomUUID()}`,
    });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'checkout creation failed');
    throw new AppError(502, BILLING_MESSAGES.checkoutFailed, 'checkout_failed');
  }
  if (!created.url) throw new AppError(502, BILLING_MESSAGES.noSessionUrl(deps.billing.label), 'no_session_url');
  await deps.database.db.insert(checkoutSessions).values({
    id: created.id,
    provider: deps.billing.kind,
    userId: user.id,
    planLevel,
    email: user.email,
    url: created.url,
  });
  return { sessionUrl: created.url };
}

/**
 * The e-mail of a checkout (for the payment-success page). A paid checkout whose webhook has not arrived yet
 * is fulfilled here, through the same idempotent fulfilment.
 */
export async function checkoutEmail(deps: AppDeps, checkoutId: string, viewer: UserRow | null): Promise<string> {
  const row = (await deps.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1))[0];
  if (!row || (viewer && viewer.id !== row.userId)) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  const details = await deps.billing.getCheckout(checkoutId);
  if (details?.paid && details.subscriptionId && row.status !== 'complete') {
    await applyBillingEvent(deps, {
      kind: 'checkout_completed',
      eventId: `reconcile:${checkoutId}`,
      checkoutId,
      subscriptionId: details.subscriptionId,
      customerId: details.customerId,
    });
  }
  return details?.email ?? row.email;
}
