import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Whether an active member's subscription was set to end and its paid period is over. */
export function hasLapsed(row: UserRow, now: Date): boolean {
  return (
    row.subscriptionStatus === 'active' &&
    row.subscriptionEndsAt !== null &&
    row.subscriptionEndsAt.getTime() <= now.getTime()
  );
}

/**
 * Ends the access of a subscription cancelled at its period's end once that end has passed: its row becomes
 * cancelled and so does the member (the session lookup calls this the first time it sees the lapse, so access ends
 * exactly at the end date on every instance, webhook or not). Returns the member's row as it is now.
 */
export async function endLapsedSubscription(db: Db, row: UserRow, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, row.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, true),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      );
    const [updated] = await tx
      .update(users)
      .set({ subscriptionStatus: 'canceled', subscriptionEndsAt: null, updatedAt: now })
      .where(
        and(eq(users.id, row.id), eq(users.subscriptionStatus, 'active'), lte(users.subscriptionEndsAt, now)),
      )
      .returning();
    return updated ?? row;
  });
}
