import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { MESSAGES } from '../../../shared/messages';
import type { ProfileUpdate } from '../../../shared/account-settings';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { toAccountUser } from './account-user';

type UserRow = typeof users.$inferSelect;

/** A unique violation, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

const usernameTaken = () => conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });

/** Whether someone other than `userId` has this username (any case). */
export async function usernameTakenByOther(
  deps: AppDeps,
  username: string,
  userId: string,
): Promise<boolean> {
  const rows = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Saves the profile (registration's fields and rules); optional fields left empty are cleared. The username's
 * uniqueness is the database's unique index, so two members racing for one name end with one owner.
 */
export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  input: ProfileUpdate,
): Promise<AccountUser> {
  if (await usernameTakenByOther(deps, input.username, user.id)) throw usernameTaken();
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  try {
    const [row] = await deps.database.db
      .update(users)
      .set({
        firstName,
        lastName,
        username: input.username,
        displayName: input.display_name ?? null,
        phone: input.phone?.trim() ?? null,
        school: input.school ?? null,
        grade: input.grade ?? null,
        name: input.display_name ?? `${firstName} ${lastName}`,
        updatedAt: deps.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('the signed-in user has no row');
    return toAccountUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
