import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { outboxFor } from '../../lib/mail/mail';

/** Whether this deployment shows its dev outbox: no SMTP server, and not production. */
export const devOutboxOpen = (env: { NODE_ENV: string }, mailKind: string) =>
  mailKind === 'dev-outbox' && env.NODE_ENV !== 'production';

const query = z.object({ email: z.email({ error: 'Enter an e-mail address.' }).max(320) });

/**
 * GET /api/dev/outbox?email= — the last messages kept for an address when no SMTP server is configured (the
 * embedded default), so a one-time code can be read on a developer's machine. 404 in production or with SMTP.
 */
export const devOutboxRoutes = new Hono<AppEnv>().get('/dev/outbox', async (c) => {
  const { deps } = c.var;
  if (!devOutboxOpen(deps.env, deps.mail.kind)) throw new AppError(404, 'Not found.', 'not_found');
  const { email } = readQuery(c, query);
  const rows = await outboxFor(deps.database, email);
  return c.json({
    messages: rows
      .slice(-5)
      .reverse()
      .map((r) => ({ subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })),
  });
});
