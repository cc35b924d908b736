import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AccountSession } from '../../../shared/account-settings';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';

/** The user's signed-in devices, the current one first; tokens never leave the server (sessions are named by id). */
export async function listSessions(
  deps: AppDeps,
  userId: string,
  currentToken: string | null,
): Promise<AccountSession[]> {
  const rows = await deps.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, deps.now())))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.token === currentToken,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one device out; a session of someone else is not found. Returns whether it was the caller's own. */
export async function signOutSession(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  currentToken: string | null,
): Promise<boolean> {
  const deleted = await deps.database.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ token: sessions.token });
  const row = deleted[0];
  if (!row) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  return row.token === currentToken;
}

/** Signs out every device; with `keepToken`, all but that one. */
export async function signOutEverywhere(
  deps: AppDeps,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  const deleted = await deps.database.db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
