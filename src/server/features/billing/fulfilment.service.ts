import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { billingEvents, billingParkedEvents, checkoutSessions, subscriptions, users } from '../../db/schema';
import type { BillingEvent } from '../../lib/billing/billing';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { findPlan } from '../../../shared/plans';
import { ACCOUNT_LIMITS } from '../../../shared/limits';
import { hasOtherActiveSubscription } from './other-active-subscription';

/** The welcome e-mail of a new subscription (queued in the activation's transaction: sent once). */
export function welcomeMail(
  to: string,
  firstName: string | null,
  planLevel: string,
  baseUrl: string,
): MailMessage {
  const plan = findPlan(planLevel)?.displayName ?? planLevel;
  return {
    to,
    subject: 'Welcome to Smarty Premium',
    text: [
      `Hi ${firstName?.trim() || 'there'},`,
      '',
      `Your ${plan} subscription is active. Open your workspace to study with Smarty, write essays and research them:`,
      `${baseUrl}/app`,
      '',
      'Happy studying!',
      'The Smarty team',
    ].join('\n'),
  };
}

export type FulfilmentOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored'
  | 'unknown_checkout'
  /** A subscription event that came before its subscription: kept, and applied when the subscription is created. */
  | 'parked'
  /** A subscription event older than one already applied (delivered late): it changes nothing. */
  | 'stale'
  /** A checkout paid by a user who already has an active subscription: recorded cancelled and refunded. */
  | 'already_subscribed';

type SubscriptionStatus = 'active' | 'past_due' | 'canceled';
type CheckoutCompleted = Extract<BillingEvent, { kind: 'checkout_completed' }>;
type StatusChange = Extract<BillingEvent, { kind: 'subscription_ended' | 'subscription_active' }>;

/** Advisory lock class for one provider subscription: its creation and its status events take turns. */
const SUBSCRIPTION_LOCK = 727_100_201;

/**
 * Applies a provider event exactly once: the event id is recorded in the same transaction as its effect, so a
 * redelivered or concurrent copy finds it and changes nothing. Checkouts paid through the test checkout and
 * through Stripe's webhook arrive here alike. A status event for a subscription we do not know yet is parked (in
 * the same transaction) and applied when its checkout completes; a checkout paid by a user who already has an
 * active subscription activates nothing and its subscription is cancelled and refunded at the provider.
 */
export async function applyBillingEvent(deps: AppDeps, event: BillingEvent): Promise<FulfilmentOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const result = await deps.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${SUBSCRIPTION_LOCK}, hashtext(${event.subscriptionId}))`,
    );
    const fresh = await tx
      .insert(billingEvents)
      .values({ eventId: event.eventId, type: event.kind })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (fresh.length === 0) return { outcome: 'duplicate' as const };
    if (event.kind === 'checkout_completed') return completeCheckout(deps, tx, event);
    return { outcome: await changeStatus(deps, tx, event) };
  });
  if ('refund' in result && result.refund) await refundDuplicate(deps, result.refund);
  return result.outcome;
}

async function completeCheckout(
  deps: AppDeps,
  tx: Tx,
  event: CheckoutCompleted,
): Promise<{ outcome: FulfilmentOutcome; refund?: { userId: string; subscriptionId: string } }> {
  const provider = deps.billing.kind;
  const checkout = (
    await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, event.checkoutId)).limit(1)
  )[0];
  if (!checkout) return { outcome: 'unknown_checkout' };
  // The user's row is locked so that two checkouts of one user completing together take turns: the second sees
  // the first one's active subscription.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, checkout.userId)).for('update');
  const known = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId))
    .limit(1);
  if (known.length > 0) return { outcome: 'duplicate' };
  const active = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, checkout.userId), eq(subscriptions.status, 'active')))
    .limit(1);
  const duplicate = active.length > 0;

  await tx.insert(subscriptions).values({
    id: crypto.randomUUID(),
    userId: checkout.userId,
    provider,
    providerSubscriptionId: event.subscriptionId,
    providerCustomerId: event.customerId,
    planLevel: checkout.planLevel,
    status: duplicate ? 'canceled' : 'active',
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: checkout.completedAt ?? deps.now() })
    .where(eq(checkoutSessions.id, checkout.id));
  const parked = await tx
    .delete(billingParkedEvents)
    .where(eq(billingParkedEvents.providerSubscriptionId, event.subscriptionId))
    .returning();
  if (duplicate) {
    deps.logger.warn(
      { userId: checkout.userId, checkoutId: checkout.id, subscriptionId: event.subscriptionId },
      'a second checkout was paid by a user with an active subscription: not activated, to be cancelled and refunded',
    );
    return {
      outcome: 'already_subscribed',
      refund: { userId: checkout.userId, subscriptionId: event.subscriptionId },
    };
  }

  // Events that came before the subscription, in the provider's order: the last one decides its status.
  const last = parked
    .sort(
      (a, b) =>
        a.occurredAt.getTime() - b.occurredAt.getTime() || a.receivedAt.getTime() - b.receivedAt.getTime(),
    )
    .at(-1);
  const status: SubscriptionStatus = last?.status ?? 'active';
  // a plan or a period end set at the provider before we knew the subscription: the latest event that carried one
  const planLevel = parked.findLast((p) => p.planLevel)?.planLevel ?? checkout.planLevel;
  const period = parked.findLast((p) => p.cancelAtPeriodEnd !== null);
  if (last) {
    await tx
      .update(subscriptions)
      .set({
        status,
        planLevel,
        lastEventAt: last.occurredAt,
        updatedAt: deps.now(),
        ...(period
          ? {
              cancelAtPeriodEnd: period.cancelAtPeriodEnd ?? false,
              ...(period.currentPeriodEnd ? { currentPeriodEnd: period.currentPeriodEnd } : {}),
            }
          : {}),
      })
      .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId));
  }
  await tx
    .update(users)
    .set({
      subscriptionStatus: status,
      planLevel,
      subscriptionEndsAt: period?.cancelAtPeriodEnd ? (period.currentPeriodEnd ?? null) : null,
      updatedAt: deps.now(),
    })
    .where(eq(users.id, checkout.userId));
  const [member] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, checkout.userId))
    .limit(1);
  if (member) await enqueueMail(tx, welcomeMail(member.email, member.firstName, planLevel, deps.env.baseUrl));
  deps.logger.info(
    { userId: checkout.userId, plan: planLevel, status, parkedEvents: parked.length },
    'subscription activated',
  );
  return { outcome: 'applied' };
}

async function changeStatus(deps: AppDeps, tx: Tx, event: StatusChange): Promise<FulfilmentOutcome> {
  const status: SubscriptionStatus = event.kind === 'subscription_active' ? 'active' : event.status;
  // Set to end (or resumed) at the provider, e.g. in Stripe's Customer Portal: the same state our own cancel keeps.
  const period = event.kind === 'subscription_active' ? event.period : undefined;
  // A plan changed at the provider (Stripe's portal) arrives as a new price; one that maps to no plan changes none.
  const plan = event.kind === 'subscription_active' ? event.plan : undefined;
  const planLevel = plan && 'planLevel' in plan ? plan.planLevel : undefined;
  const updated = await tx
    .update(subscriptions)
    .set({
      status,
      updatedAt: deps.now(),
      lastEventAt: event.occurredAt,
      ...(planLevel ? { planLevel } : {}),
      ...(period
        ? {
            cancelAtPeriodEnd: period.cancelAtPeriodEnd,
            ...(period.currentPeriodEnd ? { currentPeriodEnd: period.currentPeriodEnd } : {}),
          }
        : {}),
    })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, event.subscriptionId),
        eq(subscriptions.provider, deps.billing.kind),
        // in the provider's order: a late event older than the last one applied is not applied
        or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, event.occurredAt)),
      ),
    )
    .returning({
      id: subscriptions.id,
      userId: subscriptions.userId,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    });
  const owner = updated[0];
  if (plan && 'unknownPriceId' in plan) {
    deps.logger.warn(
      { subscriptionId: event.subscriptionId, priceId: plan.unknownPriceId, userId: owner?.userId },
      'the subscription moved to a price that is no single plan of ours (STRIPE_PRICE_IDS): its plan is unchanged',
    );
  }
  if (!owner) {
    const [known] = await tx
      .select({ lastEventAt: subscriptions.lastEventAt })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.providerSubscriptionId, event.subscriptionId),
          eq(subscriptions.provider, deps.billing.kind),
        ),
      )
      .limit(1);
    if (known) {
      deps.logger.info(
        { subscriptionId: event.subscriptionId, eventId: event.eventId, occurredAt: event.occurredAt },
        'a subscription event older than the last one applied arrived late: not applied',
      );
      return 'stale';
    }
    await tx
      .insert(billingParkedEvents)
      .values({
        eventId: event.eventId,
        providerSubscriptionId: event.subscriptionId,
        status,
        planLevel: planLevel ?? null,
        cancelAtPeriodEnd: period ? period.cancelAtPeriodEnd : null,
        currentPeriodEnd: period?.currentPeriodEnd ?? null,
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing();
    deps.logger.info(
      { subscriptionId: event.subscriptionId, status },
      'subscription event parked until its checkout completes',
    );
    return 'parked';
  }
  // The user stays active while any of their subscriptions is (a cancelled duplicate does not end the real one).
  const userStatus = (await hasOtherActiveSubscription(tx, owner.userId, owner.id)) ? 'active' : status;
  await tx
    .update(users)
    .set({
      subscriptionStatus: userStatus,
      updatedAt: deps.now(),
      ...(planLevel ? { planLevel } : {}),
      ...(period
        ? { subscriptionEndsAt: owner.cancelAtPeriodEnd ? (owner.currentPeriodEnd ?? null) : null }
        : {}),
    })
    .where(eq(users.id, owner.userId));
  deps.logger.info(
    { userId: owner.userId, status, userStatus, ...(planLevel ? { planLevel } : {}) },
    'subscription status changed',
  );
  return 'applied';
}

/** Cancels and refunds a duplicate subscription at the provider, after its transaction committed. */
async function refundDuplicate(
  deps: AppDeps,
  refund: { userId: string; subscriptionId: string },
): Promise<void> {
  try {
    await deps.billing.cancelAndRefundSubscription(refund.subscriptionId);
    deps.logger.warn(refund, 'duplicate subscription cancelled and refunded at the provider');
  } catch (error) {
    deps.logger.error(
      { err: error, ...refund },
      'the duplicate subscription could not be cancelled and refunded: do it by hand',
    );
  }
}

/**
 * Removes parked provider events older than `ACCOUNT_LIMITS.parkedEventDays`: their checkout never reached us (or the
 * account was deleted and its subscription's last event arrived afterwards), so nothing will ever apply them.
 */
export async function pruneParkedEvents(deps: AppDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - ACCOUNT_LIMITS.parkedEventDays * 86_400_000);
  const removed = await deps.database.db
    .delete(billingParkedEvents)
    .where(lt(billingParkedEvents.receivedAt, before))
    .returning({ eventId: billingParkedEvents.eventId });
  return removed.length;
}
