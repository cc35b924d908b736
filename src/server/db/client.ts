import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Rows of a raw SQL statement with $1… parameters (for the few statements Drizzle cannot express). */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The client underneath, for the job system (pg-boss), which runs on the same database. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /**
   * Runs `steps` while this instance holds the start-up lock: on PostgreSQL a session advisory lock held on one
   * dedicated connection, so instances starting together run their schema steps (migrations, pg-boss's schema,
   * seeds) one after another. The steps themselves use the pool as usual. PGlite belongs to one process: it runs them.
   */
  withStartupLock<T>(steps: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A lock number every instance agrees on, so N instances starting together prepare the database once. */
const STARTUP_LOCK = 727_100_001;

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    driver: { kind: 'pglite', client },
    withStartupLock: (steps) => steps(),
    close: () => client.close(),
  };
}

export function wrapPool(pool: pg.Pool): Database {
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await pool.query<T>(text, params);
      return result.rows;
    },
    driver: { kind: 'postgres', pool },
    async withStartupLock<T>(steps: () => Promise<T>): Promise<T> {
      const conn = await pool.connect();
      let unlockFailed: Error | undefined;
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await steps();
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch((error: unknown) => {
          unlockFailed = error instanceof Error ? error : new Error(String(error));
        });
        // A connection that may still hold the lock is closed (which releases it), never returned to the pool.
        conn.release(unlockFailed);
      }
    },
    close: () => pool.end(),
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * PostgreSQL when a URL is given, else PGlite persisted under `<dataDir>/pglite`. Nothing is migrated here: the
 * caller applies the migrations under the start-up lock (applyMigrations inside withStartupLock, or migrateDatabase).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server must not take the process down; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error));
    return wrapPool(pool);
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir });
  return wrapPglite(client);
}

/** Applies the pending migrations; call it inside withStartupLock when other instances may start too. */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return;
  }
  await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], {
    migrationsFolder: MIGRATIONS_DIR,
  });
}

/** Applies the pending migrations under the start-up lock (for a database that only needs its tables). */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withStartupLock(() => applyMigrations(database));
}

export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
