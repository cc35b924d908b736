import type { PlanLevel } from '../../../../shared/plans';
import type { TestCardPayment, TestCheckout } from '../../../../shared/schemas/billing';
import { BILLING_MESSAGES } from '../../../../shared/messages';
import { api, errorMessage, withQuery, type RequestOptions } from '../../../lib/api-client';
import { fetchPublicConfig } from '../../../lib/public-config';

export interface CheckoutCustomer {
  email: string;
  first_name: string;
  last_name: string;
}

interface CheckoutSessionResponse {
  success?: boolean;
  sessionUrl?: string;
  error?: string;
}

export function createCheckoutSession(body: {
  planLevel: PlanLevel;
  customerData: CheckoutCustomer;
  registrationData?: Record<string, unknown>;
}): Promise<CheckoutSessionResponse> {
  return api.post<CheckoutSessionResponse>('/api/create-checkout-session', body);
}

async function noSessionUrlMessage(): Promise<string> {
  const provider = await fetchPublicConfig()
    .then((config) => config.checkout.label)
    .catch(() => 'the payment provider');
  return BILLING_MESSAGES.noSessionUrl(provider);
}

/**
 * Creates the checkout session for the signed-in user and sends the browser to it (spec 1 §4 steps 7-8).
 * Resolves to null once the browser is on its way, or to the message to show when that failed.
 */
export async function continueToCheckout(
  planLevel: PlanLevel,
  customerData: CheckoutCustomer,
  registrationData?: Record<string, unknown>,
): Promise<string | null> {
  let answer: CheckoutSessionResponse;
  try {
    answer = await createCheckoutSession({ planLevel, customerData, registrationData });
  } catch (error) {
    return errorMessage(error, BILLING_MESSAGES.checkoutFailed);
  }
  if (answer.success === false) return answer.error?.trim() || BILLING_MESSAGES.checkoutFailed;
  if (!answer.sessionUrl) return noSessionUrlMessage();
  window.location.assign(answer.sessionUrl);
  return null;
}

export function fetchTestCheckout(id: string, options?: RequestOptions): Promise<TestCheckout> {
  return api.get<TestCheckout>(`/api/checkout/test/${encodeURIComponent(id)}`, options);
}

export function payTestCheckout(id: string, payment: TestCardPayment): Promise<{ redirectUrl: string }> {
  return api.post<{ redirectUrl: string }>(`/api/checkout/test/${encodeURIComponent(id)}/pay`, payment);
}

export function fetchSessionEmail(
  sessionId: string,
  options?: RequestOptions,
): Promise<{ email?: string | null }> {
  return api.get<{ email?: string | null }>(
    withQuery('/api/get-user-email-from-session', { session_id: sessionId }),
    options,
  );
}
