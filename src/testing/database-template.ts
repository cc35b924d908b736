import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase, wrapPglite, wrapPool } from '../server/db/client';

/**
 * Migrated database templates built once per test run (vitest globalSetup, src/testing/global-setup.ts) and cloned
 * by every test file: PGlite's initdb and the migrations cost ~2.5 s a file, loading a migrated data directory ~0.7 s;
 * on PostgreSQL a file's database is `CREATE DATABASE … TEMPLATE` of a migrated one.
 */

/** Where the run's PGlite template (a migrated data directory, uncompressed tar) is, for the test files. */
export const PGLITE_TEMPLATE_ENV = 'SMARTY_TEST_PGLITE_TEMPLATE';
/** The name of the run's migrated PostgreSQL template database, for the test files. */
export const POSTGRES_TEMPLATE_ENV = 'SMARTY_TEST_POSTGRES_TEMPLATE';

/** A migrated PGlite data directory. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create();
  await migrateDatabase(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Creates and migrates the template database `name` on the server at `url`; drop() removes it. */
export async function migratedPostgresTemplate(
  url: string,
  name: string,
): Promise<{ drop(): Promise<void> }> {
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 2 });
  try {
    await migrateDatabase(wrapPool(pool));
  } finally {
    await pool.end();
  }
  return { drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
