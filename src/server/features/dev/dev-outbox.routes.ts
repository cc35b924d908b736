import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { devOutboxResponseSchema } from '../../../shared/schemas/demo';
import { isSignInCodeMail, outboxFor } from '../../lib/mail/mail';
import { isLiveDemoEmail } from '../demo/demo.service';

/** Whether this deployment shows its dev outbox: no SMTP server, and not production. */
export const devOutboxOpen = (env: { NODE_ENV: string }, mailKind: string) =>
  mailKind === 'dev-outbox' && env.NODE_ENV !== 'production';

const query = z.object({ email: z.email({ error: 'Enter an e-mail address.' }).max(320) });

/**
 * GET /api/dev/outbox?email= — when no SMTP server is configured (the embedded default), the last one-time sign-in
 * codes of a live demo's generated address, so a demo can be resumed in another browser (spec 1 §4). Nothing else:
 * the mail of a real account (welcome mails, anything) is never shown, and for any other address the list is empty.
 * 404 in production or with SMTP.
 */
/** 404 in production or with SMTP, before the query is read. */
const outboxOpen: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  if (!devOutboxOpen(deps.env, deps.mail.kind)) throw new AppError(404, 'Not found.', 'not_found');
  await next();
};

export const devOutboxRoutes = new Hono<AppEnv>().get(
  '/dev/outbox',
  outboxOpen,
  queryInput(query),
  responds(devOutboxResponseSchema),
  async (c) => {
    const { deps } = c.var;
    const { email } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    if (!(await isLiveDemoEmail(deps.database.db, email, deps.now()))) return c.json({ messages: [] });
    const rows = (await outboxFor(deps.database, email)).filter(isSignInCodeMail);
    return c.json({
      messages: rows
        .slice(-5)
        .reverse()
        .map((r) => ({ subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })),
    });
  },
);

export type DevOutboxRoutes = typeof devOutboxRoutes;
