/**
 * Account settings (issue 18): the texts, limits and request schemas shared by the settings page, the password reset
 * screens and the server. Field rules are the registration form's (spec 1 §5), taken from its schema.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { isValidEmail, isValidPassword, registrationSchema } from './validation/registration';
import { ACCOUNT_LIMITS, LIMITS } from './limits';

export const ACCOUNT_MESSAGES = {
  resetCodeSent: `If an account exists for that e-mail, we sent it a reset code. The code works once, for ${ACCOUNT_LIMITS.resetCodeMinutes} minutes.`,
  resetCode: `Enter the ${ACCOUNT_LIMITS.resetCodeDigits}-digit code from the e-mail.`,
  resetCodeInvalid: 'This code is wrong or has expired. Please request a new code.',
  tooManyResetRequests: (minutes: number) =>
    `Too many reset codes were requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  passwordReset: 'Your password was changed. Please sign in with the new password.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  samePassword: 'The new password must differ from the current one.',
  demoHasNoSettings: 'Demo accounts have no account settings. Create an account to keep your work.',
  sessionNotFound: 'This session is not signed in any more.',
  profileSaved: 'Profile saved.',
  passwordRequired: 'Please enter your password.',
  passwordWrong: 'The password is not correct.',
  noSubscription: 'You have no subscription to change.',
  alreadyCancelling: 'Your subscription is already set to end.',
  notCancelling: 'Your subscription is not set to end.',
  refundWindowOver: `The money-back guarantee covers the first ${ACCOUNT_LIMITS.refundDays} days after the first payment. You can still cancel at the end of the period.`,
  billingFailed: 'The payment provider could not be reached. Please try again in a minute.',
  deletionRaced:
    'A payment was being started in another tab while your account was being deleted. Nothing was deleted: please try again.',
} as const;

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().max(LIMITS.emailMax, MESSAGES.email).refine(isValidEmail, MESSAGES.email),
});

export const passwordResetConfirmSchema = z.object({
  email: z.string().trim().max(LIMITS.emailMax, MESSAGES.email).refine(isValidEmail, MESSAGES.email),
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine(
      (v) => new RegExp(`^\\d{${ACCOUNT_LIMITS.resetCodeDigits}}$`).test(v),
      ACCOUNT_MESSAGES.resetCode,
    ),
  password: z.string().refine(isValidPassword, MESSAGES.password),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(LIMITS.passwordCheckMax, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword: z.string().refine(isValidPassword, MESSAGES.password),
});

/** The profile as registration takes it (the same fields, rules and messages); every field is sent each time. */
export const profileUpdateSchema = registrationSchema.pick({
  first_name: true,
  last_name: true,
  username: true,
  display_name: true,
  phone: true,
  school: true,
  grade: true,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const confirmPasswordSchema = z.object({
  password: z
    .string()
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(LIMITS.passwordCheckMax, ACCOUNT_MESSAGES.passwordWrong),
});

export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const billingSummarySchema = z.object({
  subscription: z
    .object({
      planLevel: z.string(),
      planName: z.string(),
      priceDisplay: z.string().nullable(),
      provider: z.enum(['stripe', 'test']),
      status: z.enum(['active', 'past_due', 'canceled']),
      /** Set to end at the period's end (access until then). */
      cancelAtPeriodEnd: z.boolean(),
      /** The renewal date, or the end date when it is set to end or has ended. */
      periodEnd: z.string().nullable(),
      startedAt: z.string(),
      /** Whether the 30-day money-back guarantee still applies. */
      refundable: z.boolean(),
      refundableUntil: z.string(),
    })
    .nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
