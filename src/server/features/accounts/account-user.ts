import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { findPlan } from '../../../shared/plans';

type UserRow = typeof users.$inferSelect;

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    displayName: row.displayName,
    phone: row.phone,
    school: row.school,
    grade: row.grade,
    planLevel: row.planLevel && findPlan(row.planLevel) ? row.planLevel : null,
    subscriptionStatus: row.subscriptionStatus,
    isDemo: row.isDemo,
    demoExpiresAt: row.demoExpiresAt ? row.demoExpiresAt.toISOString() : null,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function isUsernameAvailable(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length === 0;
}

export async function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return rows.length === 0;
}
