import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { DEMO } from '../../../shared/limits';
import { fileKeysOfUsers, releaseFiles } from '../research/pdf-files';
import { forgetUserTraces } from '../accounts/user-traces';
import { DEMO_MESSAGES } from '../../../shared/messages';
import type { DemoUser, PromptUsage } from '../../../shared/schemas/demo';

type UserRow = typeof users.$inferSelect;

export { DEMO_EMAIL_DOMAIN } from '../../../shared/schemas/demo';
import { DEMO_EMAIL_DOMAIN, DEMO_SESSION_KEY } from '../../../shared/schemas/demo';

export function toDemoUser(row: UserRow): DemoUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    is_demo: true,
    demo_expires_at: (row.demoExpiresAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** Claims the client IP for a demo: one claim per IP per 24 h, decided by one atomic upsert. */
async function claimIp(deps: AppDeps, ip: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - DEMO.ipBlockHours * 3_600_000);
  const rows = await deps.database.query<{ ip: string }>(
    `INSERT INTO demo_ip_claims (ip, claimed_at) VALUES ($1, $2)
     ON CONFLICT (ip) DO UPDATE SET claimed_at = EXCLUDED.claimed_at WHERE demo_ip_claims.claimed_at <= $3
     RETURNING ip`,
    [ip, now.toISOString(), windowStart.toISOString()],
  );
  return rows.length === 1;
}

async function releaseIp(deps: AppDeps, ip: string, now: Date) {
  await deps.database.query('DELETE FROM demo_ip_claims WHERE ip = $1 AND claimed_at = $2', [
    ip,
    now.toISOString(),
  ]);
}

export interface CreatedDemo {
  demoUser: DemoUser;
  demoPassword: string;
  cookies: string[];
}

/** A temporary account for 24 hours, signed in at once; refused when this IP started one in the last 24 hours. */
export async function createDemo(
  deps: AppDeps,
  clientIp: string,
  reportedIp: string | undefined,
  headers: Headers,
): Promise<CreatedDemo> {
  const now = deps.now();
  if (!(await claimIp(deps, clientIp, now)))
    throw new AppError(429, DEMO_MESSAGES.alreadyUsed, 'demo_already_used');
  try {
    const tag = randomBytes(6).toString('hex');
    const email = `demo_${tag}@${DEMO_EMAIL_DOMAIN}`;
    const password = randomBytes(18).toString('base64url');
    const response = await deps.auth.api.signUpEmail({
      body: {
        email,
        password,
        name: DEMO_MESSAGES.demoStudentName,
        firstName: 'Demo',
        lastName: 'Student',
        username: `demo_${tag}`,
      },
      headers,
      asResponse: true,
    });
    const body = response.ok ? ((await response.json()) as { user?: { id?: string } }) : {};
    const id = body.user?.id;
    if (!id) throw new AppError(502, DEMO_MESSAGES.createReturnedNothing, 'demo_create_failed');
    const expiresAt = new Date(now.getTime() + DEMO.durationMinutes * 60_000);
    const [row] = await deps.database.db
      .update(users)
      // The generated address is ours, so it counts as verified: a later one-time-code sign-in (another browser)
      // then adds a session instead of revoking the others and the password (better-auth does that for an
      // unverified address).
      .set({
        isDemo: true,
        emailVerified: true,
        demoExpiresAt: expiresAt,
        ipAddress: clientIp,
        reportedIpAddress: reportedIp ?? null,
        createdAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError(502, DEMO_MESSAGES.createReturnedNothing, 'demo_create_failed');
    deps.logger.info({ userId: id }, 'demo started');
    return { demoUser: toDemoUser(row), demoPassword: password, cookies: response.headers.getSetCookie() };
  } catch (error) {
    await releaseIp(deps, clientIp, now);
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, 'demo creation failed');
    throw new AppError(502, DEMO_MESSAGES.createFailed, 'demo_create_failed');
  }
}

export function isExpiredDemo(row: UserRow, now: Date): boolean {
  return row.isDemo && (!row.demoExpiresAt || row.demoExpiresAt.getTime() <= now.getTime());
}

export function promptUsage(row: UserRow, maxPrompts: number): PromptUsage {
  const used = Math.min(row.demoPromptsUsed, maxPrompts);
  return { promptsUsed: used, maxPrompts, remainingPrompts: Math.max(0, maxPrompts - used) };
}

/** The caller's own usage only: any other id answers 404. */
export function ownPromptUsage(deps: AppDeps, viewer: UserRow | null, demoUserId: string): PromptUsage {
  if (!viewer || viewer.id !== demoUserId || !viewer.isDemo) throw notFound(DEMO_MESSAGES.notFoundOrExpired);
  return promptUsage(viewer, deps.env.DEMO_MAX_PROMPTS);
}

/**
 * Deletes users with every row of theirs (the schema's foreign keys cascade from users) and, in the same transaction,
 * what they left in tables without such a key (codes, rate-limit counters, parked billing events: see
 * forgetUserTraces), then the stored PDFs nobody else refers to. Used for demos (expired, ended or upgraded) and for
 * members deleting their account.
 */
export async function deleteUsersAndFiles(
  deps: AppDeps,
  where: SQL | undefined,
  /** Checked in the deletion's transaction with the users' rows locked; throwing deletes nothing. */
  beforeDelete?: (tx: Tx, ids: string[]) => Promise<void>,
): Promise<number> {
  const expired = await deps.database.db.select({ id: users.id }).from(users).where(where);
  if (expired.length === 0) return 0;
  const files = await fileKeysOfUsers(
    deps,
    expired.map((u) => u.id),
  );
  const ids = expired.map((u) => u.id);
  const deleted = await deps.database.db.transaction(async (tx) => {
    if (beforeDelete) {
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).for('update');
      await beforeDelete(tx, ids);
    }
    const owned = await tx
      .select({ userId: subscriptions.userId, id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(inArray(subscriptions.userId, ids));
    const gone = await tx
      .delete(users)
      .where(and(inArray(users.id, ids), where))
      .returning({ id: users.id, email: users.email });
    const goneIds = new Set(gone.map((u) => u.id));
    await forgetUserTraces(
      tx,
      gone,
      owned.filter((s) => goneIds.has(s.userId)).map((s) => s.id),
    );
    return gone;
  });
  const released = await releaseFiles(deps, files);
  if (released > 0) deps.logger.info({ files: released }, 'stored PDFs of deleted users released');
  return deleted.length;
}

export async function deleteExpiredDemos(deps: AppDeps): Promise<number> {
  const count = await deleteUsersAndFiles(
    deps,
    and(eq(users.isDemo, true), lte(users.demoExpiresAt, deps.now())),
  );
  if (count > 0) deps.logger.info({ count }, 'expired demos deleted');
  return count;
}

export async function endDemo(deps: AppDeps, row: UserRow): Promise<void> {
  if (!row.isDemo) throw notFound();
  await deleteUsersAndFiles(deps, and(eq(users.id, row.id), eq(users.isDemo, true)));
  deps.logger.info({ userId: row.id }, 'demo ended');
}

/** Whether this address is a live (not expired) demo's: the only accounts one-time sign-in codes exist for. */
export async function isLiveDemoEmail(db: Db, email: string, now: Date): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!address.endsWith(`@${DEMO_EMAIL_DOMAIN}`)) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), eq(users.isDemo, true), gt(users.demoExpiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** A live (not expired) demo whose e-mail starts with this session key. */
export async function demoSessionExists(deps: AppDeps, key: string): Promise<boolean> {
  if (!DEMO_SESSION_KEY.test(key)) return false;
  return isLiveDemoEmail(deps.database.db, `${key}@${DEMO_EMAIL_DOMAIN}`, deps.now());
}
