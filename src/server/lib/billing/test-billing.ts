import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import {
  WebhookSignatureError,
  type BillingCustomer,
  type BillingProvider,
  type CheckoutRequest,
} from './billing';

/**
 * The built-in test checkout: a page of our own (`/checkout/test/:id`) stands in for the hosted checkout.
 * Its payments complete through the same fulfilment code as Stripe's webhooks. Its address is relative, so the
 * browser stays on the host it is on (e.g. 127.0.0.1 or a LAN address), where its session cookie is.
 */
export function createTestBilling(database: Database): BillingProvider {
  return {
    kind: 'test',
    label: 'Test checkout',
    async createCheckout(_request: CheckoutRequest) {
      const id = `cs_test_local_${crypto.randomUUID().replaceAll('-', '')}`;
      return { id, url: `/checkout/test/${id}` };
    },
    async getCheckout(id: string) {
      const rows = await database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id))
        .limit(1);
      const row = rows[0];
      if (!row || row.provider !== 'test') return null;
      const paid = row.status === 'complete';
      return {
        id: row.id,
        email: row.email,
        paid,
        subscriptionId: paid ? testSubscriptionId(row.id) : null,
        customerId: null,
      };
    },
    async expireCheckout(id: string) {
      // Like Stripe: only an open checkout can be expired, and once expired it cannot be paid.
      const expired = await database.db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(checkoutSessions.provider, 'test'),
            eq(checkoutSessions.status, 'open'),
          ),
        )
        .returning({ id: checkoutSessions.id });
      return expired.length > 0;
    },
    async cancelAndRefundSubscription() {
      // No money moved: the subscription exists only in our tables, where fulfilment already records it cancelled.
    },
    async cancelSubscription() {
      // Nothing renews at a test checkout: the subscription exists only in our tables.
    },
    async setCancelAtPeriodEnd(_subscriptionId: string, cancel: boolean) {
      // The test checkout charges nothing and keeps no periods: the fulfilment records them in our tables.
      return { currentPeriodEnd: null, cancelAtPeriodEnd: cancel };
    },
    async changePlan() {
      // Nothing to change at a provider: the plan is ours (every plan has the same price).
    },
    async updateCustomerEmail(customer: BillingCustomer, email: string) {
      // The test checkout's customer record is the user's checkouts: their e-mail is the one it reports.
      await database.db
        .update(checkoutSessions)
        .set({ email })
        .where(and(eq(checkoutSessions.userId, customer.userId), eq(checkoutSessions.provider, 'test')));
    },
    async listInvoices() {
      return [];
    },
    async createPortalSession() {
      return null;
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The test checkout does not send webhooks.');
    },
  };
}

export function testSubscriptionId(checkoutId: string): string {
  return `sub_test_${checkoutId.replace(/^cs_test_local_/, '')}`;
}
