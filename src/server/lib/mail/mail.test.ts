import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpFake } from '../../../testing/smtp-fake';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../testing/test-db';
import { mailOutbox } from '../../db/schema/mail';
import { createLogger } from '../logger';
import {
  MAIL_MAX_ATTEMPTS,
  deliverPending,
  devOutboxTransport,
  enqueueMail,
  outboxFor,
  smtpTransport,
  type MailTransport,
} from './mail';

let tdb: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
const logger = createLogger('silent');

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startSmtpFake();
});
afterAll(async () => {
  await smtp.close();
  await tdb.close();
});

describe('mail', () => {
  it('delivers queued mail over SMTP, once', async () => {
    const transport = smtpTransport(smtp.url, 'Smarty <no-reply@smarty.test>');
    await enqueueMail(tdb.database.db, {
      to: 'ada@example.com',
      subject: 'Welcome to Smarty Premium',
      text: 'Hello Ada',
    });
    expect(await deliverPending(tdb.database, transport, logger)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverPending(tdb.database, transport, logger)).toEqual({ sent: 0, failed: 0 });
    transport.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@smarty.test', to: ['ada@example.com'] });
    expect(smtp.received[0]!.data).toContain('Subject: Welcome to Smarty Premium');
    expect(smtp.received[0]!.data).toContain('Hello Ada');
    const [row] = await outboxFor(tdb.database, 'ADA@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', lastError: null });
  });

  it('retries a refused message, and gives up after the last attempt', async () => {
    smtp.rejectRecipients = true;
    const transport = smtpTransport(smtp.url, 'no-reply@smarty.test');
    await enqueueMail(tdb.database.db, { to: 'nobody@example.com', subject: 'Hi', text: 'x' });
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      expect(await deliverPending(tdb.database, transport, logger)).toEqual({ sent: 0, failed: 1 });
      expect((await outboxFor(tdb.database, 'nobody@example.com'))[0]).toMatchObject({
        status: 'pending',
        attempts: i,
      });
    }
    expect(await deliverPending(tdb.database, transport, logger)).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxFor(tdb.database, 'nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(row!.lastError).toMatch(/550/);
    expect(await deliverPending(tdb.database, transport, logger)).toEqual({ sent: 0, failed: 0 });
    smtp.rejectRecipients = false;
    transport.close();
  });

  it('keeps mail in the dev outbox when no SMTP server is set', async () => {
    await enqueueMail(tdb.database.db, { to: 'grace@example.com', subject: 'Code', text: '123456' });
    expect(await deliverPending(tdb.database, devOutboxTransport(logger), logger)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect((await outboxFor(tdb.database, 'grace@example.com'))[0]).toMatchObject({
      status: 'sent',
      transport: 'dev-outbox',
      text: '123456',
    });
  });

  it('two deliverers running at once send each message once', async () => {
    await tdb.database.db.delete(mailOutbox);
    for (let i = 0; i < 6; i++)
      await enqueueMail(tdb.database.db, { to: `m${i}@example.com`, subject: 's', text: 't' });
    const seen: string[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      async deliver(message) {
        seen.push(message.to);
        await new Promise((r) => setTimeout(r, 5));
      },
      close: () => undefined,
    };
    const results = await Promise.all([
      deliverPending(tdb.database, slow, logger, 4),
      deliverPending(tdb.database, slow, logger, 4),
    ]);
    const more = await deliverPending(tdb.database, slow, logger, 10);
    expect(results[0].sent + results[1].sent + more.sent).toBe(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen).toHaveLength(6);
    if (testDatabaseKind() === 'postgres') expect(results[0].sent + results[1].sent).toBe(6);
  });
});
