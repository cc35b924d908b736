import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { unauthorized } from '../../http/errors';
import { findUserById } from './account-user';

/** The signed-in user's row, or null. */
export async function currentUser(c: Context<AppEnv>) {
  const { auth, database } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const row = await findUserById(database.db, session.user.id);
  if (!row) return null;
  // An expired demo is refused at once, even before the clean-up job deletes it.
  if (row.isDemo && (!row.demoExpiresAt || row.demoExpiresAt.getTime() <= c.var.deps.now().getTime())) return null;
  return row;
}

export async function requireUser(c: Context<AppEnv>) {
  const user = await currentUser(c);
  if (!user) throw unauthorized();
  return user;
}
