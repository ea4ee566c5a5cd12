import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../platform/db/db-client.ts';

/**
 * Runs once before the server suite: on PGlite, migrates one database and leaves its data
 * directory as a tarball that every test database starts from (test-database.ts), instead of
 * each test app running PGlite's initdb and every migration again.
 */
export async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
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
