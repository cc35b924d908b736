import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { billingEvents, checkoutSessions, subscriptions, users } from '../../db/schema';
import type { BillingEvent } from '../../lib/billing/billing';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { findPlan } from '../../../shared/plans';

/** The welcome e-mail of a new subscription (queued in the activation's transaction: sent once). */
export function welcomeMail(to: string, firstName: string | null, planLevel: string, baseUrl: string): MailMessage {
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

export type FulfilmentOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_checkout' | 'unknown_subscription';

/**
 * Applies a provider event exactly once: the event id is recorded in the same transaction as its effect, so a
 * redelivered or concurrent copy finds it and changes nothing. Checkouts paid through the test checkout and
 * through Stripe's webhook arrive here alike.
 */
export async function applyBillingEvent(deps: AppDeps, event: BillingEvent): Promise<FulfilmentOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const provider = deps.billing.kind;
  return deps.database.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ eventId: event.eventId, type: event.kind })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (fresh.length === 0) return 'duplicate';

    if (event.kind === 'checkout_completed') {
      const checkout = (
        await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, event.checkoutId)).limit(1)
      )[0];
      if (!checkout) return 'unknown_checkout';
      const created = await tx
        .insert(subscriptions)
        .values({
          id: crypto.randomUUID(),
          userId: checkout.userId,
          provider,
          providerSubscriptionId: event.subscriptionId,
          providerCustomerId: event.customerId,
          planLevel: checkout.planLevel,
          status: 'active',
        })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id });
      if (created.length === 0) return 'duplicate';
      await tx
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: deps.now() })
        .where(eq(checkoutSessions.id, checkout.id));
      await tx
        .update(users)
        .set({ subscriptionStatus: 'active', planLevel: checkout.planLevel, updatedAt: deps.now() })
        .where(eq(users.id, checkout.userId));
      const [member] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, checkout.userId))
        .limit(1);
      if (member) await enqueueMail(tx, welcomeMail(member.email, member.firstName, checkout.planLevel, deps.env.baseUrl));
      deps.logger.info({ userId: checkout.userId, plan: checkout.planLevel }, 'subscription activated');
      return 'applied';
    }

    const status = event.kind === 'subscription_active' ? 'active' : event.status;
    const updated = await tx
      .update(subscriptions)
      .set({ status, updatedAt: deps.now() })
      .where(and(eq(subscriptions.providerSubscriptionId, event.subscriptionId), eq(subscriptions.provider, provider)))
      .returning({ userId: subscriptions.userId });
    const owner = updated[0];
    if (!owner) return 'unknown_subscription';
    await tx.update(users).set({ subscriptionStatus: status, updatedAt: deps.now() }).where(eq(users.id, owner.userId));
    deps.logger.info({ userId: owner.userId, status }, 'subscription status changed');
    return 'applied';
  });
}
