import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/db-client.ts';

/**
 * A fresh database for one test app: PGlite in memory, or, when TEST_DATABASE_URL is set
 * (CI), a database of its own on that PostgreSQL server, dropped afterwards, so test files
 * can run in parallel. On PGlite it starts from the migrated copy that the suite's global setup
 * made, when there is one. The NFT benchmark names its server (BENCH_DATABASE_URL).
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const startFrom = process.env.TEST_PGLITE_START_FROM;
    return {
      config: { driver: 'pglite', dataDir: null, ...(startFrom ? { startFrom } : {}) },
      drop: async () => undefined,
    };
  }
  const name = `mf_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { driver: 'pg', url: url.toString() },
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh test database, opened and migrated; `closeAndDrop` closes and drops it. */
export async function openTestDatabase(): Promise<
  Database & { closeAndDrop: () => Promise<void> }
> {
  const created = await createTestDatabase();
  const database = await openDatabase(created.config);
  return {
    ...database,
    closeAndDrop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
