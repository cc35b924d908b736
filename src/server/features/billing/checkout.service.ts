import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { checkoutSessions, type users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { findPlan, type PlanLevel } from '../../../shared/plans';
import { applyBillingEvent } from './fulfilment.service';

type UserRow = typeof users.$inferSelect;

/** A constraint violation of this SQLSTATE, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
function isViolation(error: unknown, sqlState: '23505' | '23503'): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return code(error) === sqlState || code((error as { cause?: unknown } | null)?.cause) === sqlState;
}
const isUniqueViolation = (error: unknown) => isViolation(error, '23505');

function openCheckouts(deps: AppDeps, userId: string, planLevel: PlanLevel) {
  return deps.database.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.planLevel, planLevel),
        eq(checkoutSessions.status, 'open'),
      ),
    );
}

/** Expires a checkout at the provider, then here; one the provider could not expire (paid meanwhile) stays as it is. */
async function expireCheckout(deps: AppDeps, id: string): Promise<void> {
  if (!(await deps.billing.expireCheckout(id))) return;
  await deps.database.db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

/**
 * Starts a monthly subscription checkout for the signed-in user and remembers it. One checkout per user and plan is
 * open at a time (a partial unique index): the open one is expired at the provider first, and of two starts that
 * race, the one whose row lands second expires its own checkout and answers the first one's.
 */
export async function startCheckout(
  deps: AppDeps,
  user: UserRow,
  planLevel: PlanLevel,
): Promise<{ sessionUrl: string }> {
  const plan = findPlan(planLevel);
  if (!plan || plan.isComingSoon)
    throw new AppError(400, BILLING_MESSAGES.planUnavailable, 'plan_unavailable');
  if (user.isDemo) throw new AppError(403, BILLING_MESSAGES.demoCannotPay, 'demo_user');
  if (user.subscriptionStatus === 'active')
    throw new AppError(409, BILLING_MESSAGES.alreadySubscribed, 'already_subscribed');

  for (const old of await openCheckouts(deps, user.id, planLevel)) {
    try {
      await expireCheckout(deps, old.id);
    } catch (error) {
      deps.logger.error(
        { err: error, userId: user.id, checkoutId: old.id },
        'an old checkout could not be expired',
      );
      throw new AppError(502, BILLING_MESSAGES.checkoutFailed, 'checkout_failed');
    }
  }

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
  if (!created.url)
    throw new AppError(502, BILLING_MESSAGES.noSessionUrl(deps.billing.label), 'no_session_url');
  const row = {
    id: created.id,
    provider: deps.billing.kind,
    userId: user.id,
    planLevel,
    email: user.email,
    url: created.url,
  };
  // A few turns at most: each lost turn means another start of this user and plan landed between our insert and
  // our look-up, and then was itself replaced by a newer one.
  for (let turn = 0; turn < 5; turn++) {
    try {
      await deps.database.db.insert(checkoutSessions).values(row);
      return { sessionUrl: created.url };
    } catch (error) {
      if (isViolation(error, '23503')) {
        // the account was deleted while the provider made the checkout: nobody may pay it
        await deps.billing.expireCheckout(created.id).catch(() => undefined);
        throw new AppError(409, BILLING_MESSAGES.checkoutFailed, 'account_deleted');
      }
      if (!isUniqueViolation(error)) throw error;
    }
    // Another start of this user and plan got its checkout in first: theirs is the answer and ours is expired.
    const winner = (await openCheckouts(deps, user.id, planLevel))[0];
    if (winner) {
      await deps.billing
        .expireCheckout(created.id)
        .catch((expireError: unknown) =>
          deps.logger.error(
            { err: expireError, checkoutId: created.id },
            'a checkout that lost a race could not be expired',
          ),
        );
      return { sessionUrl: winner.url };
    }
    // The one that won was expired meanwhile by a newer start: try again to make ours the open one.
  }
  await deps.billing.expireCheckout(created.id).catch(() => undefined);
  throw new AppError(409, BILLING_MESSAGES.checkoutFailed, 'checkout_conflict');
}

/**
 * The e-mail of a checkout (for the payment-success page). A paid checkout whose webhook has not arrived yet
 * is fulfilled here, through the same idempotent fulfilment.
 */
export async function checkoutEmail(
  deps: AppDeps,
  checkoutId: string,
  viewer: UserRow | null,
): Promise<string> {
  const row = (
    await deps.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).limit(1)
  )[0];
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

/** How long after paying the payment-success page is still the answer to a checkout's return link. */
export const CHECKOUT_RETURN_HOURS = 24;

/**
 * Whether a signed-in user opening the payment-success page for this checkout id is coming back from paying it
 * (spec 1 §2 sends a signed-in user to /app otherwise): their own checkout, paid within the last
 * CHECKOUT_RETURN_HOURS. A checkout still open here may have been paid at Stripe before its webhook came, so the
 * provider is asked; if it cannot answer, the page is shown (it reports what it finds).
 */
export async function isReturnFromPaidCheckout(
  deps: AppDeps,
  checkoutId: string,
  userId: string,
): Promise<boolean> {
  if (checkoutId.length === 0 || checkoutId.length > 200) return false;
  const [row] = await deps.database.db
    .select({
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
      completedAt: checkoutSessions.completedAt,
    })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)))
    .limit(1);
  if (!row || row.status === 'expired') return false;
  const windowMs = CHECKOUT_RETURN_HOURS * 3_600_000;
  const now = deps.now().getTime();
  if (row.status === 'complete') return now - (row.completedAt ?? row.createdAt).getTime() <= windowMs;
  // Open: a provider's checkout lives at most a day, so one this old was not paid just now.
  if (now - row.createdAt.getTime() > 2 * windowMs) return false;
  try {
    return (await deps.billing.getCheckout(checkoutId))?.paid ?? false;
  } catch (error) {
    deps.logger.warn(
      { err: error, checkoutId },
      'the billing provider did not describe a returning checkout',
    );
    return true;
  }
}
