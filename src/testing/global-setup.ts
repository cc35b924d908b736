import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  migratedPgliteDump,
  migratedPostgresTemplate,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './database-template';
import { testDatabaseKind } from './test-db';

/**
 * Once per `vitest run`: the migrated database template every test file clones (src/testing/test-db.ts). The test
 * files run in forked workers, which inherit the environment set here.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (testDatabaseKind() === 'postgres' && url) {
    const name = `smarty_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const template = await migratedPostgresTemplate(url, name);
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await template.drop();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'smarty-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
