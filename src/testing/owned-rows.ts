import type { Database } from '../server/db/client';

interface ForeignKey {
  child: string;
  child_column: string;
  parent: string;
  parent_column: string;
}

/**
 * Every row that belongs to a user, found by following the schema's foreign keys from `users`
 * (directly, like essays.user_id, or through a parent, like a saved article's sections): table → row count.
 * Tables with no row of the user are left out, so `{}` means the user left nothing behind.
 */
export async function rowsOwnedBy(database: Database, userId: string): Promise<Record<string, number>> {
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
  const counts: Record<string, number> = {};
  for (const [table, rows] of owned) if (rows.size > 0) counts[table] = rows.size;
  return counts;
}
