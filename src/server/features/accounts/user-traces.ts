import { inArray, like, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { billingParkedEvents, rateLimits, verifications } from '../../db/schema';
import { emailChangeIdentifier, passwordResetIdentifier } from './one-time-code';

/** The one-time-code kinds of better-auth's emailOTP plugin (identifier `<kind>-otp-<e-mail>`). */
const OTP_KINDS = ['sign-in', 'email-verification', 'forget-password'] as const;

/**
 * Removes what deleted users left in tables that have no foreign key to `users`, so nothing cascades there:
 * - `verifications`: our password-reset and e-mail-change codes (identifier holds the user id), better-auth's
 *   one-time sign-in codes (identifier holds the e-mail; its e-mail change, the user id), its pending two-step
 *   sign-ins and trusted devices (value holds the user id) with their attempt counters;
 * - `rate_limits`: the counters keyed `<rule>:<user id>` or `<rule>:<e-mail>` (the ones keyed by IP are not theirs);
 * - `billing_parked_events`: provider events parked under one of their subscriptions' provider ids.
 * Runs in the transaction that deletes the users.
 */
export async function forgetUserTraces(
  tx: Tx,
  people: ReadonlyArray<{ id: string; email: string }>,
  providerSubscriptionIds: readonly string[],
): Promise<void> {
  if (people.length === 0) return;
  const ids = people.map((p) => p.id);
  const emails = [...new Set(people.flatMap((p) => [p.email, p.email.toLowerCase()]))];
  const identifiers = [
    ...ids.flatMap((id) => [passwordResetIdentifier(id), emailChangeIdentifier(id)]),
    ...emails.flatMap((email) => OTP_KINDS.map((kind) => `${kind}-otp-${email}`)),
  ];
  await tx.delete(verifications).where(
    or(
      inArray(verifications.identifier, identifiers),
      ...ids.map((id) => like(verifications.identifier, `change-email-otp-${id}:%`)),
      inArray(verifications.value, ids),
      inArray(
        verifications.identifier,
        tx
          .select({ identifier: sql<string>`'2fa-attempts-' || ${verifications.identifier}` })
          .from(verifications)
          .where(inArray(verifications.value, ids)),
      ),
    ),
  );
  await tx
    .delete(rateLimits)
    .where(inArray(sql`substr(${rateLimits.key}, strpos(${rateLimits.key}, ':') + 1)`, [...ids, ...emails]));
  if (providerSubscriptionIds.length > 0)
    await tx
      .delete(billingParkedEvents)
      .where(inArray(billingParkedEvents.providerSubscriptionId, [...providerSubscriptionIds]));
}
