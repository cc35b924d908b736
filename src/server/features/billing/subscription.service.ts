import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES, type BillingSummary } from '../../../shared/account-settings';
import { findPlan, isSelectablePlan } from '../../../shared/plans';
import { PLAN_CHANGE_MESSAGES } from '../../../shared/billing-history';
import { hasOtherActiveSubscription } from './other-active-subscription';
import { ACCOUNT_LIMITS } from '../../../shared/limits';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/** The same day of the month `months` later (clamped to the month's last day), at the same time of day (UTC). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target;
}

/** The end of the monthly period running at `now` for a subscription that started at `start`. */
export function monthlyPeriodEnd(start: Date, now: Date): Date {
  let months = 1;
  while (addMonths(start, months).getTime() <= now.getTime()) months++;
  return addMonths(start, months);
}

function periodEnd(row: SubscriptionRow, now: Date): Date {
  if (row.cancelAtPeriodEnd && row.currentPeriodEnd) return row.currentPeriodEnd;
  if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() > now.getTime()) return row.currentPeriodEnd;
  return monthlyPeriodEnd(row.createdAt, now);
}

/**
 * The money-back guarantee runs from the member's first payment: the start of their earliest subscription (a row is
 * written only for a paid checkout), not of the current one, so subscribing again brings no new guarantee.
 */
const refundableUntil = (firstPaidAt: Date) =>
  new Date(firstPaidAt.getTime() + ACCOUNT_LIMITS.refundDays * DAY_MS);

/** The member's current subscription (the active one, else the latest) and when they first paid. */
interface Current {
  row: SubscriptionRow;
  firstPaidAt: Date;
}

async function currentSubscription(deps: AppDeps, userId: string): Promise<Current | undefined> {
  const rows = await deps.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  const row = rows.find((r) => r.status === 'active') ?? rows[0];
  const first = rows[rows.length - 1];
  return row && first ? { row, firstPaidAt: first.createdAt } : undefined;
}

function summarise(current: Current | undefined, now: Date): BillingSummary {
  if (!current) return { subscription: null };
  const { row } = current;
  const plan = findPlan(row.planLevel);
  const until = refundableUntil(current.firstPaidAt);
  return {
    subscription: {
      planLevel: row.planLevel,
      planName: plan?.displayName ?? row.planLevel,
      priceDisplay: plan && !plan.isSecret ? plan.priceDisplay : null,
      provider: row.provider,
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      periodEnd:
        row.status === 'active'
          ? periodEnd(row, now).toISOString()
          : (row.currentPeriodEnd?.toISOString() ?? null),
      startedAt: row.createdAt.toISOString(),
      refundable: row.status === 'active' && row.refundedAt === null && now.getTime() <= until.getTime(),
      refundableUntil: until.toISOString(),
    },
  };
}

export async function billingSummary(deps: AppDeps, user: UserRow): Promise<BillingSummary> {
  return summarise(await currentSubscription(deps, user.id), deps.now());
}

async function activeSubscription(deps: AppDeps, user: UserRow): Promise<Current> {
  const current = await currentSubscription(deps, user.id);
  if (!current || current.row.status !== 'active')
    throw new AppError(409, ACCOUNT_MESSAGES.noSubscription, 'no_subscription');
  return current;
}

async function atProvider<T>(
  deps: AppDeps,
  row: SubscriptionRow,
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.logger.error(
      { err: error, subscriptionId: row.providerSubscriptionId, action },
      'the billing provider refused a subscription change',
    );
    throw new AppError(502, ACCOUNT_MESSAGES.billingFailed, 'billing_failed');
  }
}

/** Cancels at the end of the paid period: access stays until then, nothing renews. */
export async function cancelAtPeriodEnd(deps: AppDeps, user: UserRow): Promise<BillingSummary> {
  const current = await activeSubscription(deps, user);
  const { row } = current;
  if (row.cancelAtPeriodEnd)
    throw new AppError(409, ACCOUNT_MESSAGES.alreadyCancelling, 'already_cancelling');
  const period = await atProvider(deps, row, 'cancel', () =>
    deps.billing.setCancelAtPeriodEnd(row.providerSubscriptionId, true),
  );
  const now = deps.now();
  const ends = period.currentPeriodEnd ?? periodEnd(row, now);
  const [updated] = await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ subscriptionEndsAt: ends, updatedAt: now }).where(eq(users.id, user.id));
    return tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: ends, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
  });
  deps.logger.info({ userId: user.id, ends }, 'subscription set to end at the period end');
  return summarise(updated && { ...current, row: updated }, now);
}

/** Undoes a cancellation at period end while the period still runs: the subscription renews again. */
export async function resumeSubscription(deps: AppDeps, user: UserRow): Promise<BillingSummary> {
  const current = await activeSubscription(deps, user);
  const { row } = current;
  if (!row.cancelAtPeriodEnd) throw new AppError(409, ACCOUNT_MESSAGES.notCancelling, 'not_cancelling');
  const period = await atProvider(deps, row, 'resume', () =>
    deps.billing.setCancelAtPeriodEnd(row.providerSubscriptionId, false),
  );
  const now = deps.now();
  const [updated] = await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ subscriptionEndsAt: null, updatedAt: now }).where(eq(users.id, user.id));
    return tx
      .update(subscriptions)
      .set({
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period.currentPeriodEnd ?? row.currentPeriodEnd,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
  });
  deps.logger.info({ userId: user.id }, 'subscription resumed');
  return summarise(updated && { ...current, row: updated }, now);
}

/**
 * Changes the subscription to another subject plan (same monthly price, no proration): at the provider first, then
 * here. The secret test plan and plans not yet launched cannot be chosen.
 */
export async function changePlan(deps: AppDeps, user: UserRow, planLevel: string): Promise<BillingSummary> {
  const current = await activeSubscription(deps, user);
  const { row } = current;
  const plan = findPlan(planLevel);
  if (!plan || !isSelectablePlan(planLevel) || plan.isSecret)
    throw new AppError(400, PLAN_CHANGE_MESSAGES.notAvailable, 'plan_not_available', {
      planLevel: PLAN_CHANGE_MESSAGES.notAvailable,
    });
  if (row.planLevel === plan.level) throw new AppError(409, PLAN_CHANGE_MESSAGES.samePlan, 'same_plan');
  await atProvider(deps, row, 'change-plan', () =>
    deps.billing.changePlan(row.providerSubscriptionId, plan.level),
  );
  const now = deps.now();
  const [updated] = await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ planLevel: plan.level, updatedAt: now }).where(eq(users.id, user.id));
    return tx
      .update(subscriptions)
      .set({ planLevel: plan.level, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
  });
  deps.logger.info({ userId: user.id, from: row.planLevel, to: plan.level }, 'plan changed');
  return summarise(updated && { ...current, row: updated }, now);
}

export function refundMail(to: string, planName: string): MailMessage {
  return {
    to,
    subject: 'Your Smarty subscription was refunded',
    text: [
      `Your ${planName} subscription is cancelled and its payment refunded under our ${ACCOUNT_LIMITS.refundDays}-day money-back guarantee.`,
      'The refund reaches your card within 5-10 business days. Your account stays; you can subscribe again at any time.',
      '',
      'The Smarty team',
    ].join('\n'),
  };
}

/**
 * The money-back guarantee: within 30 days of the first payment the subscription is cancelled at once and its
 * payment refunded through the billing port; access ends now.
 */
export async function cancelWithRefund(deps: AppDeps, user: UserRow): Promise<BillingSummary> {
  const current = await activeSubscription(deps, user);
  const { row } = current;
  const now = deps.now();
  if (row.refundedAt || now.getTime() > refundableUntil(current.firstPaidAt).getTime()) {
    throw new AppError(409, ACCOUNT_MESSAGES.refundWindowOver, 'refund_window_over');
  }
  await atProvider(deps, row, 'refund', () =>
    deps.billing.cancelAndRefundSubscription(row.providerSubscriptionId),
  );
  const planName = findPlan(row.planLevel)?.displayName ?? row.planLevel;
  const [updated] = await deps.database.db.transaction(async (tx) => {
    const changed = await tx
      .update(subscriptions)
      .set({
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: now,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!(await hasOtherActiveSubscription(tx, user.id, row.id))) {
      await tx
        .update(users)
        .set({ subscriptionStatus: 'canceled', subscriptionEndsAt: null, updatedAt: now })
        .where(eq(users.id, user.id));
    }
    await enqueueMail(tx, refundMail(user.email, planName));
    return changed;
  });
  deps.logger.info(
    { userId: user.id, subscriptionId: row.providerSubscriptionId },
    'subscription refunded (money-back guarantee)',
  );
  return summarise(updated && { ...current, row: updated }, now);
}

/**
 * Cancels every subscription of the member the provider could still charge, at once and without a refund (the
 * account is being deleted): an active one, and a past-due one too, whose payment the provider keeps retrying.
 * Those in `already` were cancelled at the provider by the deletion before. Returns the ones it cancelled.
 */
export async function cancelForDeletion(
  deps: AppDeps,
  user: UserRow,
  already: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const rows = await deps.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, ['active', 'past_due'])));
  const cancelled: string[] = [];
  for (const row of rows) {
    if (already.has(row.providerSubscriptionId)) continue;
    await atProvider(deps, row, 'cancel-for-deletion', () =>
      deps.billing.cancelSubscription(row.providerSubscriptionId),
    );
    cancelled.push(row.providerSubscriptionId);
  }
  return cancelled;
}
