import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { checkoutSessions, subscriptions, type users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import {
  BILLING_HISTORY_MESSAGES,
  formatAmount,
  type BillingInvoiceView,
} from '../../../shared/billing-history';
import { findPlan } from '../../../shared/plans';
import { testSubscriptionId } from '../../lib/billing/test-billing';

type UserRow = typeof users.$inferSelect;

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

/** The member's customer ids at the provider, newest subscription first. */
async function customerIds(deps: AppDeps, userId: string): Promise<string[]> {
  const rows = await deps.database.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.billing.kind),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  return [...new Set(rows.map((r) => r.customer).filter((c): c is string => Boolean(c)))];
}

/** Receipts of the built-in test checkout: its completed payments, as our own records keep them. */
async function testReceipts(deps: AppDeps, userId: string): Promise<BillingInvoiceView[]> {
  const paid = await deps.database.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'test'),
        eq(checkoutSessions.status, 'complete'),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt));
  const refunded = new Set(
    (
      await deps.database.db
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.refundedAt)))
    ).map((r) => r.id),
  );
  return paid.map((row) => {
    const plan = findPlan(row.planLevel);
    return {
      id: row.id,
      date: (row.completedAt ?? row.createdAt).toISOString(),
      amount: plan && !plan.isSecret ? plan.priceDisplay : '$0.00 — test plan',
      status: refunded.has(testSubscriptionId(row.id)) ? 'Refunded' : 'Paid',
      description: `${plan?.displayName ?? row.planLevel} — first month (test checkout)`,
      url: null,
    };
  });
}

/** Invoices and receipts: Stripe's for the member's customer, or the test checkout's payments. */
export async function listInvoices(deps: AppDeps, user: UserRow): Promise<BillingInvoiceView[]> {
  if (deps.billing.kind === 'test') return testReceipts(deps, user.id);
  const invoices: BillingInvoiceView[] = [];
  for (const customer of await customerIds(deps, user.id)) {
    try {
      for (const invoice of await deps.billing.listInvoices(customer)) {
        invoices.push({
          id: invoice.id,
          date: invoice.createdAt.toISOString(),
          amount: formatAmount(invoice.amountCents, invoice.currency),
          status: capitalised(invoice.status),
          description: 'Smarty subscription',
          url: invoice.url,
        });
      }
    } catch (error) {
      deps.logger.error({ err: error, customer }, 'the billing provider did not list invoices');
      throw new AppError(502, ACCOUNT_MESSAGES.billingFailed, 'billing_failed');
    }
  }
  return invoices.sort((a, b) => b.date.localeCompare(a.date));
}

/** A link to the provider's billing page (Stripe's Customer Portal) that returns to the settings page. */
export async function billingPortalUrl(deps: AppDeps, user: UserRow): Promise<string> {
  if (deps.billing.kind === 'test') throw new AppError(409, BILLING_HISTORY_MESSAGES.noPortal, 'no_portal');
  const [customer] = await customerIds(deps, user.id);
  if (!customer) throw new AppError(409, BILLING_HISTORY_MESSAGES.noCustomer, 'no_customer');
  let url: string | null;
  try {
    url = await deps.billing.createPortalSession(customer, `${deps.env.baseUrl}/app/settings`);
  } catch (error) {
    deps.logger.error({ err: error, customer }, 'the billing provider did not open its portal');
    throw new AppError(502, ACCOUNT_MESSAGES.billingFailed, 'billing_failed');
  }
  if (!url) throw new AppError(409, BILLING_HISTORY_MESSAGES.noPortal, 'no_portal');
  return url;
}
