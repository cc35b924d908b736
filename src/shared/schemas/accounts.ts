import { z } from 'zod';
import { PLAN_LEVELS } from '../plans';

/** The signed-in user as the API returns it (no secrets). */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  planLevel: z.enum(PLAN_LEVELS).nullable(),
  /** none until the first payment; active while paid. */
  subscriptionStatus: z.enum(['none', 'active', 'past_due', 'canceled']),
  isDemo: z.boolean(),
  demoExpiresAt: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const meResponseSchema = z.object({ user: accountUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const availabilityResponseSchema = z.object({ available: z.boolean() });

/** Every error body the API sends: a message a person can read, and field errors for forms. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// ── answers of the account routes (checked by `responds` outside production, ADR 016) ──

/** POST /api/accounts/register (201): the new user, and whether a live demo's work moved to the new account. */
export const registerResponseSchema = z.object({ user: accountUserSchema, keptDemoWork: z.boolean() });

/** POST /api/accounts/sign-in/two-factor, POST /api/account/profile: the signed-in user. */
export const userResponseSchema = z.object({ user: accountUserSchema });

/** POST /api/accounts/sign-in: the user, or no user yet when the account asks for its second step. */
export const signInResponseSchema = z.union([
  userResponseSchema,
  z.object({ user: z.null(), twoFactorRequired: z.literal(true) }),
]);

/** POST /api/accounts/sign-out, POST /api/account/delete. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The password reset, the password change: done, and a sentence saying so. */
export const okMessageResponseSchema = z.object({ ok: z.literal(true), message: z.string().min(1) });

/** POST /api/account/email/request: the code went to `email`. */
export const emailChangeRequestedResponseSchema = okMessageResponseSchema.extend({ email: z.string() });

/** POST /api/account/email/confirm: the user with the new address. */
export const emailChangedResponseSchema = z.object({ user: accountUserSchema, message: z.string().min(1) });

/** DELETE /api/account/sessions/:id: `signedOut` when the session ended was this browser's. */
export const sessionEndedResponseSchema = z.object({ ok: z.literal(true), signedOut: z.boolean() });

/** POST /api/account/sessions/sign-out-everywhere: this browser is signed out, and `others` other sessions. */
export const signedOutEverywhereResponseSchema = z.object({
  ok: z.literal(true),
  signedOut: z.literal(true),
  others: z.number().int().min(0),
});

/** GET /api/account/two-factor */
export const twoFactorStatusResponseSchema = z.object({ enabled: z.boolean() });

/** POST /api/account/two-factor/enable: what the authenticator app needs, and the recovery codes (shown once). */
export const twoFactorEnrolmentResponseSchema = z.object({
  totpUri: z.string().startsWith('otpauth://totp/'),
  secret: z.string().min(1),
  recoveryCodes: z.array(z.string().min(1)).min(1),
});

/** POST /api/account/two-factor/verify (`enabled: true`) and /disable (`enabled: false`). */
export const twoFactorTurnedOnResponseSchema = z.object({
  enabled: z.literal(true),
  message: z.string().min(1),
});
export const twoFactorTurnedOffResponseSchema = z.object({
  enabled: z.literal(false),
  message: z.string().min(1),
});

/** POST /api/account/two-factor/recovery-codes: the new codes (the old ones no longer work). */
export const recoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string().min(1)).min(1),
  message: z.string().min(1),
});
