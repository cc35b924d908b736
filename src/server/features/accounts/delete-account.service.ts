import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { mailOutbox } from '../../db/schema/mail';
import { AppError } from '../../http/errors';
import { enqueueMail, type MailMessage } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import {
  assertNothingBillable,
  BillingChangedDuringDeletion,
  settleBillingForDeletion,
} from '../billing/deletion.service';
import { deleteUsersAndFiles } from '../demo/demo.service';
import { emailChangeCodeMail, pendingEmailChange } from './email-change.service';
import { checkOwnPassword } from './password.service';

type UserRow = typeof users.$inferSelect;

export function accountDeletedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your Smarty account was deleted',
    text: [
      `Hi ${firstName.trim() || 'there'},`,
      '',
      'Your Smarty account and everything in it (profile, essays, saved articles, uploads, study paths, chats and',
      'flashcards) were deleted, and your subscription was cancelled. Nothing more will be charged.',
      '',
      'You can register again with this e-mail at any time.',
      'The Smarty team',
    ].join('\n'),
  };
}

/** How many times a deletion settles billing again when a checkout started in another tab meanwhile. */
const SETTLE_ROUNDS = 3;

/**
 * Deletes the member's account after checking the password. Billing is settled at the provider first (open checkouts
 * expired, a paid one not yet fulfilled refunded, subscriptions cancelled; if the provider fails nothing is deleted),
 * then every row of the user goes in one transaction that first checks, with the user's row locked, that nothing
 * billable started meanwhile (the foreign keys cascade from users, as for demos, and their codes, rate-limit counters
 * and parked billing events go in the same transaction), then every stored file only they referred to; earlier mail
 * to the address leaves the outbox and a confirmation is queued.
 */
export async function deleteAccount(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  await checkOwnPassword(deps, user, password, ACCOUNT_MESSAGES.passwordWrong);
  // the address of an e-mail change still pending, read before the deletion removes it
  const changingTo = await pendingEmailChange(deps, user.id);
  const settled = await settleBillingForDeletion(deps, user);
  for (let round = 1; ; round++) {
    try {
      await deleteUsersAndFiles(deps, eq(users.id, user.id), (tx) =>
        assertNothingBillable(tx, user.id, settled),
      );
      break;
    } catch (error) {
      if (!(error instanceof BillingChangedDuringDeletion)) throw error;
      if (round === SETTLE_ROUNDS) throw new AppError(409, ACCOUNT_MESSAGES.deletionRaced, 'deletion_raced');
      await settleBillingForDeletion(deps, user, settled);
    }
  }
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${user.email.toLowerCase()}`);
    // the code mailed to that address (only that mail: the address may be someone's by now)
    if (changingTo)
      await tx
        .delete(mailOutbox)
        .where(
          and(
            sql`lower(${mailOutbox.toAddress}) = ${changingTo.toLowerCase()}`,
            eq(mailOutbox.subject, emailChangeCodeMail(changingTo, '').subject),
          ),
        );
    await enqueueMail(tx, accountDeletedMail(user.email, user.firstName));
  });
  deps.logger.info({ userId: user.id }, 'account deleted by its owner');
}
