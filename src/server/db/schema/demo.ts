import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last demo started from each client IP: one demo per IP per 24 hours. */
export const demoIpClaims = pgTable('demo_ip_claims', {
  ip: text('ip').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
