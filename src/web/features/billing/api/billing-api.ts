import type { PlanLevel } from '../../../../shared/plans';
import type { TestCardPayment } from '../../../../shared/schemas/billing';
import { BILLING_MESSAGES } from '../../../../shared/messages';
import type { BillingRoutes } from '../../../../server/features/billing/billing.routes';
import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import { errorMessage, type RequestOptions } from '../../../lib/api-client';
import { featureClient, ok } from '../../../lib/rpc';
import { fetchPublicConfig } from '../../../lib/public-config';
import { BILLING_COPY } from '../messages';

/** The billing router's client (ADR 016). */
const client = featureClient<BillingRoutes>();
/** The session, read by the payment-success page (the accounts router's GET /api/me). */
const accounts = featureClient<AccountsRoutes>();

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
  return ok(client['create-checkout-session'].$post({ json: body }));
}

async function noSessionUrlMessage(): Promise<string> {
  const provider = await fetchPublicConfig()
    .then((config) => config.checkout.label)
    .catch(() => BILLING_COPY.thePaymentProvider);
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

export function fetchTestCheckout(id: string, options?: RequestOptions) {
  return ok(
    client.checkout.test[':id'].$get(
      { param: { id: encodeURIComponent(id) } },
      { init: { signal: options?.signal ?? null } },
    ),
  );
}

export function payTestCheckout(id: string, payment: TestCardPayment) {
  return ok(client.checkout.test[':id'].pay.$post({ param: { id: encodeURIComponent(id) }, json: payment }));
}

export function fetchSessionEmail(sessionId: string, options?: RequestOptions) {
  return ok(
    client['get-user-email-from-session'].$get(
      { query: { session_id: sessionId } },
      { init: { signal: options?.signal ?? null } },
    ),
  );
}

/** The signed-in user (null when the session is gone). */
export async function fetchSessionUser() {
  return (await ok(accounts.me.$get())).user;
}
