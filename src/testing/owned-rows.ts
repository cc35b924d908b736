import type { Database } from '../server/db/client';

interface ForeignKey {
  child: string;
  child_column: string;
  parent: string;
  parent_column: string;
}

/** Who a user is beyond the id: what rows without a foreign key to them name them by. */
export interface OwnerTraces {
  /** The account's e-mail (rate-limit keys, one-time sign-in codes). */
  email?: string;
  /** The provider ids of the user's subscriptions (parked billing events). */
  providerSubscriptionIds?: string[];
}

/**
 * Tables left out of the search for traces: the mail outbox, where the deletion's own confirmation stays (to be
 * sent) and which the tests check themselves.
 */
const NOT_SEARCHED = new Set(['mail_outbox']);

/** The e-mail and subscriptions' provider ids of a user who still exists (to look for their traces after deletion). */
export async function tracesOf(database: Database, userId: string): Promise<OwnerTraces> {
  const [user] = await database.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  const subscriptions = await database.query<{ id: string }>(
    'SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = $1',
    [userId],
  );
  return {
    ...(user ? { email: user.email } : {}),
    providerSubscriptionIds: subscriptions.map((s) => s.id),
  };
}

/**
 * Every row that belongs to a user: table → row count. Found by following the schema's foreign keys from `users`
 * (directly, like essays.user_id, or through a parent, like a saved article's sections), and, for rows that no
 * foreign key ties to the user, by searching every table's values for the user's id or e-mail (a pending reset code,
 * a rate-limit counter keyed by either) or equal to a provider id of their subscriptions (a parked billing event).
 * Pass `known` for a user who may be gone: the e-mail and subscription ids read before deleting (see tracesOf).
 * Tables with no row of the user are left out, so `{}` means the user left nothing behind.
 */
export async function rowsOwnedBy(
  database: Database,
  userId: string,
  known: OwnerTraces = {},
): Promise<Record<string, number>> {
  const keys = await database.query<ForeignKey & Record<string, unknown>>(
    `SELECT c.conrelid::regclass::text AS child, ca.attname AS child_column,
            c.confrelid::regclass::text AS parent, pa.attname AS parent_column
       FROM pg_constraint c
       JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
       JOIN pg_attribute ca ON ca.attrelid = c.conrelid AND ca.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`,
  );
  const owned = new Map<string, Map<string, Record<string, unknown>>>();
  const add = (table: string, rows: Array<Record<string, unknown>>): boolean => {
    const seen = owned.get(table) ?? new Map<string, Record<string, unknown>>();
    owned.set(table, seen);
    let added = false;
    for (const row of rows) {
      const id = JSON.stringify(row);
      if (!seen.has(id)) {
        seen.set(id, row);
        added = true;
      }
    }
    return added;
  };
  add('users', await database.query('SELECT * FROM users WHERE id = $1', [userId]));
  for (let changed = true; changed;) {
    changed = false;
    for (const key of keys) {
      const parents = owned.get(key.parent);
      if (!parents || parents.size === 0 || key.child === key.parent) continue;
      const values = [
        ...new Set([...parents.values()].map((row) => row[key.parent_column]).filter((v) => v != null)),
      ];
      if (values.length === 0) continue;
      const rows = await database.query(
        `SELECT * FROM ${key.child} WHERE ${key.child_column}::text = ANY($1::text[])`,
        [values.map(String)],
      );
      if (add(key.child, rows)) changed = true;
    }
  }
  const current = await tracesOf(database, userId);
  const email = (known.email ?? current.email ?? '').toLowerCase();
  const exact = [
    ...new Set([...(known.providerSubscriptionIds ?? []), ...(current.providerSubscriptionIds ?? [])]),
  ];
  const tables = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relkind IN ('r', 'p')`,
  );
  for (const { name } of tables) {
    if (NOT_SEARCHED.has(name) || !/^[a-z_][a-z0-9_]*$/.test(name)) continue;
    add(
      name,
      await database.query(
        `SELECT t.* FROM ${name} t
          WHERE EXISTS (SELECT 1 FROM json_each_text(row_to_json(t)) v
                         WHERE v.value = ANY($1::text[]) OR strpos(v.value, $2) > 0
                            OR ($3 <> '' AND strpos(lower(v.value), $3) > 0))`,
        [exact, userId, email],
      ),
    );
  }
  const counts: Record<string, number> = {};
  for (const [table, rows] of owned) if (rows.size > 0) counts[table] = rows.size;
  return counts;
}
