import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../platform/db/db-client.ts';
import { createMigratedTemplate } from './test-database.ts';

/**
 * Runs once before the server suite: migrates one database that every test database starts
 * from (test-database.ts), instead of each test app running every migration again (and, on
 * PGlite, initdb). On PGlite it is a tarball of the data directory; on PostgreSQL a template
 * database.
 */
export async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createMigratedTemplate(serverUrl);
    process.env.TEST_PG_TEMPLATE = template.name;
    return template.drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'mintfront-test-db-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_START_FROM = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
