import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAN_LEVELS } from '../../../shared/plans';
import { users } from './auth';

/**
 * A checkout started by a user, at Stripe or at the built-in test checkout. At most one is open per user and plan
 * (a partial unique index): starting a new one expires the old one at the provider first.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planLevel: text('plan_level', { enum: PLAN_LEVELS }).notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    uniqueIndex('checkout_sessions_one_open_idx')
      .on(t.userId, t.planLevel)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** One row per paid subscription; its provider id is unique, so fulfilment can run any number of times. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    planLevel: text('plan_level', { enum: PLAN_LEVELS }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    /** Set to end when the paid period ends (the member keeps access until `currentPeriodEnd`). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The end of the paid period, as last reported by the provider (or computed for the test checkout). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /**
     * When the latest provider event applied to it happened (the provider's clock): an event older than that arrives
     * late (webhooks are not delivered in order) and changes nothing.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** When the money-back guarantee refunded it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The first payment (the money-back guarantee counts 30 days from it). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Provider events already handled: a redelivered event is recognised and skipped. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Subscription events that arrived before their subscription (Stripe does not promise an order): kept here and
 * applied, in the provider's order, in the transaction that creates the subscription.
 */
export const billingParkedEvents = pgTable(
  'billing_parked_events',
  {
    eventId: text('event_id').primaryKey(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    /** The plan of a price the event moved to (a change in Stripe's portal); null when it names none of ours. */
    planLevel: text('plan_level', { enum: PLAN_LEVELS }),
    /** The event's cancel-at-period-end state and period end; null when the event carries no period. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_parked_events_subscription_idx').on(t.providerSubscriptionId)],
);
