import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase, wrapPglite, wrapPool, type Database } from '../server/db/client';
import { migratedPgliteDump, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-template';

/**
 * A fresh, migrated database for one test file: PGlite cloned from a migrated template by default, or a
 * new database on the real PostgreSQL server when TEST_DB=postgres and TEST_DATABASE_URL are set. The templates are
 * built once per run by src/testing/global-setup.ts; without it (a file run on its own elsewhere) they are built here.
 */
export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([await readFile(file)]) : migratedPgliteDump();
}

async function pgliteDatabase(): Promise<TestDatabase> {
  template ??= pgliteTemplate();
  const client = await PGlite.create({ loadDataDir: await template });
  const database = wrapPglite(client);
  return { database, close: () => database.close() };
}

/** A new database on the PostgreSQL server at `url`: empty (no tables, no schemas of ours), or a copy of `template`. */
export async function createEmptyPostgresDatabase(
  url: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `smarty_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const created = await createEmptyPostgresDatabase(url, template);
  const pool = new pg.Pool({ connectionString: created.url, max: 10 });
  // DROP DATABASE … WITH (FORCE) below ends connections that are still closing; that is expected here.
  pool.on('error', () => undefined);
  const database = wrapPool(pool);
  if (!template) await migrateDatabase(database);
  return {
    database,
    async close() {
      await database.close();
      await created.drop();
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
