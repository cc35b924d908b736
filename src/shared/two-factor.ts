/**
 * Two-step verification (issue 18): an authenticator app (TOTP, RFC 6238: 6 digits every 30 s) and one-use recovery
 * codes. Texts and request schemas shared by the settings page, the sign-in dialog and the server.
 */
import { z } from 'zod';
import { LIMITS, TWO_FACTOR_LIMITS } from './limits';

export const TWO_FACTOR_MESSAGES = {
  code: `Enter the ${TWO_FACTOR_LIMITS.codeDigits}-digit code from your authenticator app.`,
  codeWrong: 'That code is not right. Check the time on your phone and enter the newest code.',
  recoveryCode: 'Enter one of your recovery codes.',
  recoveryCodeWrong: 'That recovery code is not right or was already used.',
  alreadyOn: 'Two-step verification is already on.',
  notStarted: 'Start the set-up again: scan the new QR code, then enter its code.',
  notOn: 'Two-step verification is not on.',
  turnedOn: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-step verification turned off: sign-in asks for your password only.',
  newRecoveryCodes: 'New recovery codes made. The old ones no longer work.',
  challengeExpired: 'The sign-in has expired. Please sign in again with your password.',
  tooManyCodes: 'Too many wrong codes. Please sign in again with your password.',
  locked: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  signInAgain: 'For your security, please sign out and sign in again, then turn two-step verification off.',
} as const;

const password = z
  .string()
  .min(1, 'Please enter your password.')
  .max(LIMITS.passwordCheckMax, 'The password is not correct.');

export const twoFactorPasswordSchema = z.object({ password });

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => new RegExp(`^\\d{${TWO_FACTOR_LIMITS.codeDigits}}$`).test(v), TWO_FACTOR_MESSAGES.code),
});

/** The second step of a sign-in: a code from the app, or (recovery: true) one of the recovery codes. */
export const twoFactorSignInSchema = z
  .object({
    code: z.string().trim().max(40, TWO_FACTOR_MESSAGES.recoveryCode),
    recovery: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const code = value.code.replace(/\s+/g, '');
    if (value.recovery ? code.length < 4 : !new RegExp(`^\\d{${TWO_FACTOR_LIMITS.codeDigits}}$`).test(code))
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: value.recovery ? TWO_FACTOR_MESSAGES.recoveryCode : TWO_FACTOR_MESSAGES.code,
      });
  })
  .transform((value) => ({ ...value, code: value.code.replace(/\s+/g, '') }));

export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** GET /api/account/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
}

/** POST /api/account/two-factor/enable: what the authenticator app needs, and the recovery codes (shown once). */
export interface TwoFactorEnrolment {
  totpUri: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  recoveryCodes: string[];
}
