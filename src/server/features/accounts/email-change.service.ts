import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users, verifications } from '../../db/schema';
import { AppError, conflict, tooManyRequests } from '../../http/errors';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { EMAIL_CHANGE_MESSAGES, type EmailChangeRequest } from '../../../shared/email-change';
import { MESSAGES } from '../../../shared/messages';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { queueCustomerEmailUpdate } from '../billing/customer-email.service';
import { isEmailAvailable, toAccountUser } from './account-user';
import { codeDigest, emailChangeIdentifier, newNumericCode, sameCodeDigest } from './one-time-code';
import { checkOwnPassword } from './password.service';
import { isUniqueViolation } from './profile.service';
import { EMAIL_CHANGE_LIMITS } from '../../../shared/limits';

type UserRow = typeof users.$inferSelect;

/** Codes one account can request per window. */
export const EMAIL_CHANGE_RULE = {
  name: 'email-change-account',
  max: EMAIL_CHANGE_LIMITS.requestsPerAccount,
  windowSeconds: EMAIL_CHANGE_LIMITS.windowSeconds,
} as const;

/** The pending change as stored: the code's digest, the wrong guesses so far and the new address. */
interface PendingChange {
  digest: string;
  attempts: number;
  email: string;
}

function readPending(value: string): PendingChange | null {
  try {
    const parsed = JSON.parse(value) as Partial<PendingChange>;
    return typeof parsed.digest === 'string' &&
      typeof parsed.attempts === 'number' &&
      typeof parsed.email === 'string'
      ? { digest: parsed.digest, attempts: parsed.attempts, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

/** The new address of the member's e-mail change still waiting for its code, or null. */
export async function pendingEmailChange(deps: AppDeps, userId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, emailChangeIdentifier(userId)))
    .limit(1);
  return row ? (readPending(row.value)?.email ?? null) : null;
}

export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Smarty e-mail address',
    text: [
      `Your code to confirm this address for your Smarty account is ${code}.`,
      '',
      `It works once, for ${EMAIL_CHANGE_LIMITS.codeMinutes} minutes. Until it is entered, the account keeps its old address.`,
      'If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}

export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Smarty e-mail address was changed',
    text: [
      `The e-mail address of your Smarty account was changed to ${newEmail}.`,
      '',
      'If you did not do this, reset your password from the sign-in dialog at once and contact support.',
    ].join('\n'),
  };
}

/**
 * Starts an e-mail change (password required): a code goes to the NEW address through the mail outbox, and the
 * account keeps its address until the code is entered. A new request replaces the previous one; 3 per account per
 * 15 minutes.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: UserRow,
  input: EmailChangeRequest,
): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  if (email === user.email.toLowerCase())
    throw new AppError(400, EMAIL_CHANGE_MESSAGES.sameEmail, 'same_email', {
      email: EMAIL_CHANGE_MESSAGES.sameEmail,
    });
  await checkOwnPassword(deps, user, input.password, ACCOUNT_MESSAGES.passwordWrong);
  const now = deps.now();
  const slot = await hitRateLimit(deps.database, EMAIL_CHANGE_RULE, user.id, now);
  if (!slot.allowed) {
    throw tooManyRequests(
      EMAIL_CHANGE_MESSAGES.tooManyRequests(Math.ceil(slot.retryAfterSeconds / 60)),
      slot.retryAfterSeconds,
    );
  }
  if (!(await isEmailAvailable(deps.database.db, email)))
    throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  const code = newNumericCode(EMAIL_CHANGE_LIMITS.codeDigits);
  const pending: PendingChange = { digest: codeDigest(code), attempts: 0, email };
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, emailChangeIdentifier(user.id)));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: emailChangeIdentifier(user.id),
      value: JSON.stringify(pending),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIMITS.codeMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    await enqueueMail(tx, emailChangeCodeMail(email, code));
  });
  deps.logger.info({ userId: user.id }, 'e-mail change code sent to the new address');
  return { email };
}

/**
 * Applies the pending change with its code: once, before it expires; 5 wrong guesses delete it. The old address is
 * told, and the billing provider's customer is given the new address by a job. If someone registered the new
 * address meanwhile, the unique index refuses it (409) and nothing changes.
 */
export async function confirmEmailChange(deps: AppDeps, user: UserRow, code: string): Promise<AccountUser> {
  const invalid = () =>
    new AppError(400, EMAIL_CHANGE_MESSAGES.codeInvalid, 'invalid_code', {
      code: EMAIL_CHANGE_MESSAGES.codeInvalid,
    });
  const now = deps.now();
  const result = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, emailChangeIdentifier(user.id)))
      .limit(1)
      .for('update');
    if (!row) return null;
    const pending = readPending(row.value);
    if (!pending || row.expiresAt.getTime() <= now.getTime()) {
      await tx.delete(verifications).where(eq(verifications.id, row.id));
      return null;
    }
    if (!sameCodeDigest(pending.digest, code)) {
      const attempts = pending.attempts + 1;
      if (attempts >= EMAIL_CHANGE_LIMITS.codeAttempts)
        await tx.delete(verifications).where(eq(verifications.id, row.id));
      else
        await tx
          .update(verifications)
          .set({ value: JSON.stringify({ ...pending, attempts }), updatedAt: now })
          .where(eq(verifications.id, row.id));
      return null;
    }
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    return pending.email;
  });
  if (!result) throw invalid();
  try {
    const updated = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: result, emailVerified: true, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      await enqueueMail(tx, emailChangedMail(user.email, result));
      return row;
    });
    if (!updated) throw new Error('the signed-in user has no row');
    deps.logger.info({ userId: user.id }, 'e-mail address changed');
    // After the commit, in the background: the billing provider's customer gets the new address too.
    await queueCustomerEmailUpdate(deps, user.id);
    return toAccountUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw error;
  }
}
