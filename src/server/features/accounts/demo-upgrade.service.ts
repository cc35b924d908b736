import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { deleteUsersAndFiles } from '../demo/demo.service';

type UserRow = typeof users.$inferSelect;

/**
 * Tables whose user rows are the account itself, not its work: sign-in (sessions, credentials, two-step secret) and
 * billing (a demo never pays). Everything else that points at a user is work and moves.
 */
const NOT_WORK = new Set([
  'sessions',
  'accounts',
  'two_factors',
  'subscriptions',
  'checkout_sessions',
  'billing_events',
  'billing_parked_events',
]);

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Every single-column foreign key to users.id: (table, column), read from the catalogue so new tables are included. */
async function userColumns(deps: AppDeps): Promise<Array<{ table: string; column: string }>> {
  const rows = await deps.database.query<{ child: string; child_column: string }>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS child_column
       FROM pg_constraint c
       JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'public.users'::regclass AND cardinality(c.conkey) = 1`,
  );
  return rows
    .filter((r) => IDENTIFIER.test(r.child) && IDENTIFIER.test(r.child_column) && !NOT_WORK.has(r.child))
    .map((r) => ({ table: r.child, column: r.child_column }));
}

/**
 * Upgrading from a demo (issue 18): the live demo that registered a new account hands its work (essays, saved
 * articles, study paths and progress, chats, quizzes, flashcards, uploads) to that account in one transaction, then
 * the demo account is deleted. The demo's IP claim stays, so this frees no new demo. Returns the rows moved, or null
 * when `demo` is not a live demo (nothing is kept).
 */
export async function keepDemoWork(deps: AppDeps, demo: UserRow, newUserId: string): Promise<number | null> {
  const now = deps.now();
  if (!demo.isDemo || !demo.demoExpiresAt || demo.demoExpiresAt.getTime() <= now.getTime()) return null;
  const columns = await userColumns(deps);
  const moved = await deps.database.db.transaction(async (tx) => {
    // The demo row is locked first: a clean-up or End Demo racing this waits, then finds nothing left to delete.
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, demo.id), eq(users.isDemo, true)))
      .for('update');
    if (!live) return null;
    let count = 0;
    for (const { table, column } of columns) {
      const result = await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${newUserId} WHERE ${sql.identifier(column)} = ${demo.id}`,
      );
      count +=
        (result as { rowCount?: number | null }).rowCount ??
        (result as { affectedRows?: number }).affectedRows ??
        0;
    }
    return count;
  });
  if (moved === null) return null;
  await deleteUsersAndFiles(deps, and(eq(users.id, demo.id), eq(users.isDemo, true)));
  deps.logger.info({ userId: newUserId, demoId: demo.id, rows: moved }, 'demo work kept by the new account');
  return moved;
}
