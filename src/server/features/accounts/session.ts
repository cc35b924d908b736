import type { Context } from 'hono';
import { and, eq, gt } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { sessions, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { sessionTokenFromCookie } from '../../lib/auth/session-cookie';

type UserRow = typeof users.$inferSelect;

async function lookUpUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const { database, authSecret, now } = c.var.deps;
  const token = sessionTokenFromCookie(c.req.header('cookie'), authSecret);
  if (!token) return null;
  const at = now();
  const rows = await database.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, at)))
    .limit(1);
  const row = rows[0]?.user;
  if (!row) return null;
  // An expired demo is refused at once, even before the clean-up job deletes it.
  if (row.isDemo && (!row.demoExpiresAt || row.demoExpiresAt.getTime() <= at.getTime())) return null;
  return row;
}

/** The signed-in user's row, or null: one query per request, remembered for the rest of it. */
export async function currentUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const known = c.get('user');
  if (known !== undefined) return known;
  const user = await lookUpUser(c);
  c.set('user', user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  return user;
}
