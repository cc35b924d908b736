import { z } from 'zod';
import { PLAN_LEVELS } from '../plans';

/** POST /api/create-checkout-session (spec 1 §7). The account is the signed-in user's; the body names the plan. */
export const createCheckoutRequestSchema = z.object({
  planLevel: z.enum(PLAN_LEVELS),
  customerData: z
    .object({
      email: z.string().max(254).optional(),
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
    })
    .optional(),
  registrationData: z.record(z.string(), z.unknown()).optional(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

export const createCheckoutResponseSchema = z.object({
  success: z.boolean(),
  sessionUrl: z.string().optional(),
  error: z.string().optional(),
});

export const sessionEmailResponseSchema = z.object({ email: z.string() });

export const testCardPaymentSchema = z.object({
  name: z.string().max(100),
  cardNumber: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export const testCheckoutSchema = z.object({
  id: z.string(),
  email: z.string(),
  planLevel: z.enum(PLAN_LEVELS),
  planName: z.string(),
  priceDisplay: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const subscriptionStatusSchema = z.enum(['none', 'active', 'past_due', 'canceled']);

/** POST /api/checkout/test/:id/pay: where the browser goes once the test card was charged. */
export const testPaymentResponseSchema = z.object({
  redirectUrl: z.string().startsWith('/payment-success?'),
});

/** POST /api/account/billing/portal: the payment provider's customer portal for this member. */
export const billingPortalResponseSchema = z.object({ url: z.url() });
