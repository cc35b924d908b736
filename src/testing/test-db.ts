import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase, wrapPglite, wrapPool, type Database } from '../server/db/client';

/**
 * A fresh, migrated database for one test file: PGlite cloned from a migrated template by default, or a
 * new database on the real PostgreSQL server when TEST_DB=postgres and TEST_DATABASE_URL are set.
 */
export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  await migrateDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function pgliteDatabase(): Promise<TestDatabase> {
  template ??= migratedTemplate();
  const client = await PGlite.create({ loadDataDir: await template });
  const database = wrapPglite(client);
  return { database, close: () => database.close() };
}

/** A new, empty database (no tables, no schemas of ours) on the PostgreSQL server at `url`. */
export async function createEmptyPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `smarty_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function postgresDatabase(url: string): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase(url);
  const pool = new pg.Pool({ connectionString: empty.url, max: 10 });
  // DROP DATABASE … WITH (FORCE) below ends connections that are still closing; that is expected here.
  pool.on('error', () => undefined);
  const database = wrapPool(pool);
  await migrateDatabase(database);
  return {
    database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return testDatabaseKind() === 'postgres' && url ? postgresDatabase(url) : pgliteDatabase();
}
