import type { Context } from 'hono';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { sessions, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import { sessionTokenFromCookie } from '../../lib/auth/session-cookie';
import { endLapsedSubscription, hasLapsed } from '../billing/subscription-lapse';

type UserRow = typeof users.$inferSelect;

/** The user of a live session token: built once per database and prepared, as every signed-in request runs it. */
function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('at'))))
    .limit(1)
    .prepare('session_user');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

async function lookUpUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const { database, authSecret, now } = c.var.deps;
  const token = sessionTokenFromCookie(c.req.header('cookie'), authSecret);
  if (!token) return null;
  const at = now();
  let lookup = sessionLookups.get(database.db);
  if (!lookup) {
    lookup = prepareSessionLookup(database.db);
    sessionLookups.set(database.db, lookup);
  }
  const rows = await lookup.execute({ token, at });
  const row = rows[0]?.user;
  if (!row) return null;
  // An expired demo is refused at once, even before the clean-up job deletes it.
  if (row.isDemo && (!row.demoExpiresAt || row.demoExpiresAt.getTime() <= at.getTime())) return null;
  // A subscription cancelled at its period's end gives access until that end, not a moment longer.
  if (hasLapsed(row, at)) return endLapsedSubscription(database.db, row, at);
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
