/**
 * Outgoing mail. Messages are written to the `mail_outbox` table inside the transaction of the change they report
 * (`enqueueMail`), and `deliverPending` sends them through the configured transport: SMTP (nodemailer) when
 * `SMTP_URL` is set, else the dev outbox, which keeps them in the table for the operator to read.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database, Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev-outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_MAX_ATTEMPTS = 5;

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://…:465`. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: nothing leaves the machine; delivered mail stays readable in `mail_outbox`. */
export function devOutboxTransport(logger: Logger): MailTransport {
  return {
    kind: 'dev-outbox',
    async deliver(message) {
      logger.info(
        { to: message.to, subject: message.subject },
        'mail kept in the dev outbox (set SMTP_URL to send it)',
      );
    },
    close: () => undefined,
  };
}

const SIGN_IN_CODE_SUBJECT = 'Your Smarty sign-in code: ';

/** The one-time sign-in code e-mail. */
export function signInCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: `${SIGN_IN_CODE_SUBJECT}${code}`,
    text: [
      `Your one-time sign-in code is ${code}.`,
      '',
      'It works once, for 10 minutes. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}

export function isSignInCodeMail(message: Pick<MailMessage, 'subject'>): boolean {
  return message.subject.startsWith(SIGN_IN_CODE_SUBJECT);
}

/** Queues a message; pass the transaction of the change it reports so both commit or neither does. */
export async function enqueueMail(db: Pick<Db, 'insert'>, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ id: crypto.randomUUID(), toAddress: message.to, subject: message.subject, text: message.text });
}

/**
 * Sends up to `limit` pending messages, oldest first. Rows are locked with SKIP LOCKED, so several instances running
 * this at once never send a message twice. A failure is retried on the next run, up to 5 attempts.
 */
export async function deliverPending(
  database: Database,
  transport: MailTransport,
  logger: Logger,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  return database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        await transport.deliver({ to: row.toAddress, subject: row.subject, text: row.text });
        await tx
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: row.attempts + 1,
            transport: transport.kind,
            lastError: null,
          })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
          })
          .where(eq(mailOutbox.id, row.id));
        failed++;
        logger.warn({ err: error, mailId: row.id, attempts }, 'mail delivery failed');
      }
    }
    return { sent, failed };
  });
}

/** Recent messages to one address (tests and the operator's dev outbox). */
export async function outboxFor(database: Database, to: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.toAddress})`, [to.toLowerCase()]))
    .orderBy(asc(mailOutbox.createdAt));
}
