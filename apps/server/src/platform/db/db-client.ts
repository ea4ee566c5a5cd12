import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.ts';
import { parsersOnce } from './pglite-parsers.ts';

/** The database, or a transaction of it: repositories take either as first argument. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  driver: DatabaseConfig['driver'];
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Opens PGlite or PostgreSQL and applies the generated migrations of `apps/server/drizzle`.
 * `onIdleError` hears of a pooled PostgreSQL connection that broke while idle (the server
 * restarted, an administrator ended it): the pool drops it and opens another when needed, and
 * the error must not end the process, which an 'error' event without a listener does.
 */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (err: Error) => void = () => {},
): Promise<Database> {
  if (config.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    pool.on('error', onIdleError);
    const db = drizzlePg({ client: pool });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // The extensions the migrations create (0011: the NFT title search index).
  const client = await PGlite.create(config.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(config.startFrom ? { loadDataDir: new Blob([readFileSync(config.startFrom)]) } : {}),
  });
  parsersOnce(client);
  const db = drizzlePglite({ client });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
