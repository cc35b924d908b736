/**
 * Changing the account's e-mail (issue 18): a code goes to the NEW address and the change applies only once that
 * code is entered, so only someone who reads the new mailbox can move the account there.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { isValidEmail } from './validation/registration';
import { DEMO_EMAIL_DOMAIN } from './schemas/demo';
import { EMAIL_CHANGE_LIMITS, LIMITS } from './limits';

export const EMAIL_CHANGE_MESSAGES = {
  codeSent: (email: string) =>
    `We sent a code to ${email}. Enter it below to use the new address; it works once, for ${EMAIL_CHANGE_LIMITS.codeMinutes} minutes.`,
  code: `Enter the ${EMAIL_CHANGE_LIMITS.codeDigits}-digit code from the e-mail.`,
  codeInvalid: 'This code is wrong or has expired. Please request a new code.',
  sameEmail: 'This is already your e-mail address.',
  changed: (email: string) => `Your e-mail address is now ${email}.`,
  tooManyRequests: (minutes: number) =>
    `Too many codes were requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

const email = z
  .string()
  .trim()
  .max(LIMITS.emailMax, MESSAGES.email)
  .refine(isValidEmail, MESSAGES.email)
  // Demo accounts' generated addresses are not for members.
  .refine((v) => !v.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`), MESSAGES.email);

export const emailChangeRequestSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(LIMITS.passwordCheckMax, 'The password is not correct.'),
});

export const emailChangeConfirmSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine(
      (v) => new RegExp(`^\\d{${EMAIL_CHANGE_LIMITS.codeDigits}}$`).test(v),
      EMAIL_CHANGE_MESSAGES.code,
    ),
});

export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
