import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { checkoutSessions } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { findPlan } from '../../../shared/plans';
import {
  TEST_CARDS,
  TEST_CARD_MESSAGES,
  isValidCvc,
  isValidExpiry,
  normaliseCardNumber,
} from '../../../shared/validation/test-card';
import type { TestCardPayment } from '../../../shared/schemas/billing';
import { testSubscriptionId } from '../../lib/billing/test-billing';
import { applyBillingEvent } from './fulfilment.service';

async function openTestCheckout(deps: AppDeps, id: string, userId: string) {
  if (deps.billing.kind !== 'test') throw notFound(BILLING_MESSAGES.checkoutNotFound);
  const row = (
    await deps.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1)
  )[0];
  if (!row || row.provider !== 'test' || row.userId !== userId)
    throw notFound(BILLING_MESSAGES.checkoutNotFound);
  return row;
}

export async function describeTestCheckout(deps: AppDeps, id: string, userId: string) {
  const row = await openTestCheckout(deps, id, userId);
  const plan = findPlan(row.planLevel);
  return {
    id: row.id,
    email: row.email,
    planLevel: row.planLevel,
    planName: plan?.displayName ?? row.planLevel,
    priceDisplay: plan?.isSecret ? null : (plan?.priceDisplay ?? null),
    status: row.status,
  };
}

/** Charges the test card: 4242… pays, 4000…0002 is declined, anything else is refused with a hint. */
export async function payTestCheckout(deps: AppDeps, id: string, userId: string, payment: TestCardPayment) {
  const row = await openTestCheckout(deps, id, userId);
  const fields: Record<string, string> = {};
  if (!payment.name.trim()) fields.name = TEST_CARD_MESSAGES.name;
  if (!isValidExpiry(payment.expiry, deps.now())) fields.expiry = TEST_CARD_MESSAGES.expiry;
  if (!isValidCvc(payment.cvc)) fields.cvc = TEST_CARD_MESSAGES.cvc;
  const number = normaliseCardNumber(payment.cardNumber);
  if (number !== TEST_CARDS.success && number !== TEST_CARDS.declined)
    fields.cardNumber = TEST_CARD_MESSAGES.unknownCard;
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      400,
      Object.values(fields)[0] ?? TEST_CARD_MESSAGES.unknownCard,
      'invalid_card',
      fields,
    );
  }
  if (number === TEST_CARDS.declined) {
    throw new AppError(402, TEST_CARD_MESSAGES.declined, 'card_declined', {
      cardNumber: TEST_CARD_MESSAGES.declined,
    });
  }
  if (row.status === 'expired') throw new AppError(409, BILLING_MESSAGES.checkoutExpired, 'checkout_expired');
  // Like a hosted checkout, the payment first moves the checkout from open to complete (atomically, so a checkout
  // expired at the same moment by a newer one is not paid), then the payment's event is fulfilled.
  if (row.status === 'open') {
    const paid = await deps.database.db
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: deps.now() })
      .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')))
      .returning({ id: checkoutSessions.id });
    if (paid.length === 0) {
      const now = (
        await deps.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id)).limit(1)
      )[0];
      if (now?.status !== 'complete')
        throw new AppError(409, BILLING_MESSAGES.checkoutExpired, 'checkout_expired');
    }
  }
  await applyBillingEvent(deps, {
    kind: 'checkout_completed',
    eventId: `test_evt_${row.id}`,
    checkoutId: row.id,
    subscriptionId: testSubscriptionId(row.id),
    customerId: null,
  });
  return { redirectUrl: `/payment-success?session_id=${encodeURIComponent(row.id)}` };
}
