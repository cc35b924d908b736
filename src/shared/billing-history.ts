/** The Billing section's invoices and receipts, and the provider's own billing page (issue 18). */
import { z } from 'zod';

export const billingInvoiceSchema = z.object({
  id: z.string(),
  /** When it was issued or paid (ISO). */
  date: z.string(),
  /** The amount as shown, e.g. '$19.99' or '$0.00 — test plan'. */
  amount: z.string(),
  /** 'Paid', 'Open', 'Void', 'Refunded', … */
  status: z.string(),
  description: z.string(),
  /** The provider's page for it (Stripe's hosted invoice and receipt); null for the test checkout. */
  url: z.string().nullable(),
});
export type BillingInvoiceView = z.infer<typeof billingInvoiceSchema>;

export const billingInvoicesResponseSchema = z.object({ invoices: z.array(billingInvoiceSchema) });
export type BillingInvoicesResponse = z.infer<typeof billingInvoicesResponseSchema>;

export const BILLING_HISTORY_MESSAGES = {
  noPortal: 'The test checkout has no billing portal: manage the subscription on this page.',
  noCustomer: 'There is no billing account for you at the payment provider yet.',
} as const;

export const PLAN_CHANGE_MESSAGES = {
  notAvailable: 'This plan cannot be chosen.',
  samePlan: 'This is already your plan.',
  changed: (planName: string) => `Your plan is now ${planName}. The price stays the same.`,
} as const;

export const changePlanRequestSchema = z.object({
  planLevel: z.string().min(1, PLAN_CHANGE_MESSAGES.notAvailable).max(40, PLAN_CHANGE_MESSAGES.notAvailable),
});

/** '$19.99' from cents and a currency code (USD shows '$'). */
export function formatAmount(cents: number, currency: string): string {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}
