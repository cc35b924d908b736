import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { AppError, tooManyRequests } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { hitRateLimit, releaseRateLimitHit } from '../../lib/rate-limit/rate-limit';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { MESSAGES } from '../../../shared/messages';
import { ACCOUNT_SIGN_IN_RULE } from './sign-in.service';
import {
  codeDigest as digest,
  newNumericCode,
  passwordResetIdentifier,
  sameCodeDigest as sameDigest,
} from './one-time-code';
import { ACCOUNT_LIMITS } from '../../../shared/limits';

type UserRow = typeof users.$inferSelect;

/** Reset codes one account (the typed e-mail, whether or not it has an account) can request per window. */
export const RESET_REQUEST_RULE = {
  name: 'password-reset-account',
  max: ACCOUNT_LIMITS.resetRequestsPerAccount,
  windowSeconds: ACCOUNT_LIMITS.resetWindowSeconds,
} as const;

export function passwordResetMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Smarty password reset code',
    text: [
      `Your password reset code is ${code}.`,
      '',
      `It works once, for ${ACCOUNT_LIMITS.resetCodeMinutes} minutes. Resetting the password signs you out on every device.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The member's stored password hash (better-auth's credential account). */
async function credentialOf(db: Db | Tx, userId: string) {
  const rows = await db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows[0];
}

/**
 * Checks the password of a signed-in member (changing it, deleting the account). Wrong guesses spend the account's
 * sign-in failure budget, so a stolen session cannot be used to guess the password faster than the sign-in form.
 */
export async function checkOwnPassword(
  deps: AppDeps,
  user: UserRow,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const slot = await hitRateLimit(deps.database, ACCOUNT_SIGN_IN_RULE, user.email, deps.now());
  if (!slot.allowed) {
    throw tooManyRequests(
      MESSAGES.tooManyAccountSignIns(Math.ceil(slot.retryAfterSeconds / 60)),
      slot.retryAfterSeconds,
    );
  }
  const credential = await credentialOf(deps.database.db, user.id);
  if (!credential?.password || !(await verifyPassword({ hash: credential.password, password }))) {
    throw new AppError(400, wrongMessage, 'wrong_password', { password: wrongMessage });
  }
  await releaseRateLimitHit(deps.database, ACCOUNT_SIGN_IN_RULE, user.email, slot.windowStartedAt);
}

/** Stores a new password hash and ends every session of the user except `keepToken` (the device that changed it). */
async function replacePassword(
  tx: Tx,
  userId: string,
  hash: string,
  now: Date,
  keepToken: string | null,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await tx
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
        : eq(sessions.userId, userId),
    );
}

/** Changes the password (the current one required); every other device is signed out, this one stays in. */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  currentToken: string | null,
): Promise<void> {
  await checkOwnPassword(deps, user, input.currentPassword, ACCOUNT_MESSAGES.currentPasswordWrong);
  if (input.currentPassword === input.newPassword) {
    throw new AppError(400, ACCOUNT_MESSAGES.samePassword, 'same_password', {
      newPassword: ACCOUNT_MESSAGES.samePassword,
    });
  }
  const hash = await hashPassword(input.newPassword);
  await deps.database.db.transaction((tx) => replacePassword(tx, user.id, hash, deps.now(), currentToken));
  deps.logger.info({ userId: user.id }, 'password changed; other sessions signed out');
}

async function memberByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  const row = rows[0];
  return row && !row.isDemo ? row : undefined;
}

/**
 * Sends a reset code to the account's e-mail (through the mail outbox, so only its owner reads it). The answer is
 * the same whether or not the address has an account; each address can ask 3 times per 15 minutes. A new code
 * replaces the previous one.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const slot = await hitRateLimit(deps.database, RESET_REQUEST_RULE, address, deps.now());
  if (!slot.allowed) {
    throw tooManyRequests(
      ACCOUNT_MESSAGES.tooManyResetRequests(Math.ceil(slot.retryAfterSeconds / 60)),
      slot.retryAfterSeconds,
    );
  }
  const user = await memberByEmail(deps.database.db, address);
  if (!user) return;
  const code = newNumericCode(ACCOUNT_LIMITS.resetCodeDigits);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, passwordResetIdentifier(user.id)));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: passwordResetIdentifier(user.id),
      value: `${digest(code)}:0`,
      expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.resetCodeMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    await enqueueMail(tx, passwordResetMail(user.email, code));
  });
  deps.logger.info({ userId: user.id }, 'password reset code sent');
}

/**
 * Sets a new password with a reset code: the code works once and until it expires; 5 wrong guesses delete it.
 * Every session of the account is signed out.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const invalid = () =>
    new AppError(400, ACCOUNT_MESSAGES.resetCodeInvalid, 'invalid_code', {
      code: ACCOUNT_MESSAGES.resetCodeInvalid,
    });
  const user = await memberByEmail(deps.database.db, input.email);
  if (!user) throw invalid();
  const hash = await hashPassword(input.password);
  const now = deps.now();
  const accepted = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, passwordResetIdentifier(user.id)))
      .limit(1)
      .for('update');
    if (!row) return false;
    if (row.expiresAt.getTime() <= now.getTime()) {
      await tx.delete(verifications).where(eq(verifications.id, row.id));
      return false;
    }
    const [stored = '', attemptsText = '0'] = row.value.split(':');
    if (!sameDigest(stored, input.code)) {
      const attempts = Number(attemptsText) + 1;
      if (attempts >= ACCOUNT_LIMITS.resetCodeAttempts)
        await tx.delete(verifications).where(eq(verifications.id, row.id));
      else
        await tx
          .update(verifications)
          .set({ value: `${stored}:${attempts}`, updatedAt: now })
          .where(eq(verifications.id, row.id));
      return false;
    }
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    await replacePassword(tx, user.id, hash, now, null);
    return true;
  });
  if (!accepted) throw invalid();
  deps.logger.info({ userId: user.id }, 'password reset with a code; every session signed out');
}
