import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { subscriptions, users } from '../../db/schema';
import type { Jobs, RetryOptions } from '../../lib/jobs/jobs';

/** The job that gives the billing provider a user's new e-mail address. */
export const CUSTOMER_EMAIL_JOB = 'billing-customer-email';

/** A provider that is down is tried again for about an hour (1, 2, 4, … 32 minutes apart). */
export const CUSTOMER_EMAIL_RETRY: RetryOptions = { limit: 6, delaySeconds: 60, backoff: true };

/**
 * Gives the billing provider the user's current e-mail address, for every customer of theirs it has (Stripe), or
 * for its own record (the test checkout). The address is read when the job runs, so after two quick changes every
 * run sends the newest one. Throws when the provider fails (the job is then retried).
 */
export async function syncCustomerEmail(deps: AppDeps, userId: string): Promise<void> {
  const [user] = await deps.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return; // deleted meanwhile: its subscription is cancelled, nothing to update
  const rows = await deps.database.db
    .selectDistinct({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.billing.kind),
        isNotNull(subscriptions.providerCustomerId),
      ),
    );
  const customers = rows.map((r) => r.customer).filter((c): c is string => Boolean(c));
  for (const customerId of customers.length > 0 ? customers : [null]) {
    await deps.billing.updateCustomerEmail({ userId, customerId }, user.email);
  }
  deps.logger.info(
    { userId, customers: customers.length },
    'billing customer e-mail updated at the provider',
  );
}

/**
 * Called after an e-mail change committed: queues the provider update, so the change never waits for or depends on
 * the provider. If even the queue fails, the change stands and the log says the provider keeps the old address.
 */
export async function queueCustomerEmailUpdate(deps: AppDeps, userId: string): Promise<void> {
  try {
    await deps.jobs.send(CUSTOMER_EMAIL_JOB, { userId });
  } catch (error) {
    deps.logger.error(
      { err: error, userId },
      'the billing e-mail update could not be queued: the billing provider keeps the old address',
    );
  }
}

export async function registerBillingJobs(jobs: Jobs, deps: AppDeps): Promise<void> {
  await jobs.register<{ userId: string }>(
    CUSTOMER_EMAIL_JOB,
    async ({ userId }) => {
      try {
        await syncCustomerEmail(deps, userId);
      } catch (error) {
        deps.logger.error(
          { err: error, userId, retries: CUSTOMER_EMAIL_RETRY.limit },
          'the billing provider did not take the new e-mail address: the job queue tries again',
        );
        throw error;
      }
    },
    { retry: CUSTOMER_EMAIL_RETRY },
  );
}
