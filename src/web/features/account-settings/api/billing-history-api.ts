import type { BillingInvoicesResponse } from '../../../../shared/billing-history';
import type { BillingSummary } from '../../../../shared/account-settings';
import { api } from '../../../lib/api-client';

export const invoicesQueryKey = ['account', 'billing', 'invoices'] as const;

export function fetchInvoices(): Promise<BillingInvoicesResponse> {
  return api.get<BillingInvoicesResponse>('/api/account/billing/invoices');
}

export function openBillingPortal(): Promise<{ url: string }> {
  return api.post<{ url: string }>('/api/account/billing/portal');
}

export function changePlan(planLevel: string): Promise<BillingSummary> {
  return api.post<BillingSummary>('/api/account/billing/plan', { planLevel });
}
