/**
 * Billing's part in deleting an account: nothing the provider could still charge may outlive the account. Open
 * checkouts are expired at the provider (a tab left on Stripe's payment page cannot pay any more); one paid at the
 * provider whose completion has not reached us is cancelled and refunded there (the member never got what they paid
 * for); then every subscription we know is cancelled. The deletion itself checks, with the user's row locked, that
 * nothing new started meanwhile (`assertNothingBillable`), so a checkout begun in another tab during the deletion
 * sends it round again instead of being left behind.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { checkoutSessions, subscriptions, type users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { cancelForDeletion } from './subscription.service';

type UserRow = typeof users.$inferSelect;

/** What the deletion has settled at the provider: the subscriptions it cancelled there. */
export interface SettledBilling {
  cancelled: Set<string>;
}

/** Something billable appeared after `settleBillingForDeletion` ran: settle again, then delete. */
export class BillingChangedDuringDeletion extends Error {
  constructor() {
    super('a checkout or a subscription of the user appeared during the deletion');
    this.name = 'BillingChangedDuringDeletion';
  }
}

async function providerCall<T>(deps: AppDeps, userId: string, action: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    deps.logger.error({ err: error, userId, action }, 'the billing provider refused a change for a deletion');
    throw new AppError(502, ACCOUNT_MESSAGES.billingFailed, 'billing_failed');
  }
}

/** Expires the user's open checkouts; a paid one that has not reached us is cancelled and refunded instead. */
async function voidOpenCheckouts(deps: AppDeps, user: UserRow, settled: SettledBilling): Promise<void> {
  const open = await deps.database.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, 'open')));
  for (const { id } of open) {
    const expired = await providerCall(deps, user.id, 'expire-checkout', () =>
      deps.billing.expireCheckout(id),
    );
    if (expired)
      deps.logger.info({ userId: user.id, checkoutId: id }, 'open checkout expired for an account deletion');
    else {
      const details = await providerCall(deps, user.id, 'get-checkout', () => deps.billing.getCheckout(id));
      const subscriptionId = details?.paid ? details.subscriptionId : null;
      if (subscriptionId && !settled.cancelled.has(subscriptionId)) {
        await providerCall(deps, user.id, 'refund-unfulfilled', () =>
          deps.billing.cancelAndRefundSubscription(subscriptionId),
        );
        settled.cancelled.add(subscriptionId);
        deps.logger.warn(
          { userId: user.id, checkoutId: id, subscriptionId },
          'a checkout paid but not yet fulfilled when its account was deleted: cancelled and refunded',
        );
      }
    }
    await deps.database.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
  }
}

/**
 * Settles everything the provider could charge the user for (see the module comment). Throws a 502 AppError, having
 * deleted nothing, when the provider cannot be reached. Can run again: what it settled is kept in `settled`.
 */
export async function settleBillingForDeletion(
  deps: AppDeps,
  user: UserRow,
  settled: SettledBilling = { cancelled: new Set() },
): Promise<SettledBilling> {
  await voidOpenCheckouts(deps, user, settled);
  for (const id of await cancelForDeletion(deps, user, settled.cancelled)) settled.cancelled.add(id);
  return settled;
}

/**
 * Run inside the deletion's transaction with the user's row locked (a checkout insert needs that row, so none can
 * land until the deletion ends): throws BillingChangedDuringDeletion when a checkout is open or a subscription the
 * provider could charge was not settled.
 */
export async function assertNothingBillable(tx: Tx, userId: string, settled: SettledBilling): Promise<void> {
  const open = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
    .limit(1);
  const live = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'past_due']),
        ...(settled.cancelled.size
          ? [notInArray(subscriptions.providerSubscriptionId, [...settled.cancelled])]
          : []),
      ),
    )
    .limit(1);
  if (open.length > 0 || live.length > 0) throw new BillingChangedDuringDeletion();
}
