import type { BillingRoutes } from '../../../../server/features/billing/billing.routes';
import { featureClient, ok } from '../../../lib/rpc';

const billing = featureClient<BillingRoutes>().account.billing;

export const invoicesQueryKey = ['account', 'billing', 'invoices'] as const;

export function fetchInvoices() {
  return ok(billing.invoices.$get());
}

export function openBillingPortal() {
  return ok(billing.portal.$post());
}

export function changePlan(planLevel: string) {
  return ok(billing.plan.$post({ json: { planLevel } }));
}
