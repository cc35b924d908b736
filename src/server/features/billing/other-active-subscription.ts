import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Whether the user has an active subscription besides this one (a cancelled duplicate does not end the real one). */
export async function hasOtherActiveSubscription(
  tx: Tx,
  userId: SubscriptionRow['userId'],
  subscriptionId: SubscriptionRow['id'],
): Promise<boolean> {
  const other = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.id, subscriptionId),
      ),
    )
    .limit(1);
  return other.length > 0;
}
