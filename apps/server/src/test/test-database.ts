import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/db-client.ts';

/**
 * A fresh database for one test app: PGlite in memory, or, when TEST_DATABASE_URL is set
 * (CI), a database of its own on that PostgreSQL server, dropped afterwards, so test files
 * can run in parallel. Either starts from the migrated copy that the suite's global setup made,
 * when there is one. The NFT benchmark names its server (BENCH_DATABASE_URL).
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
  const template =
    serverUrl === process.env.TEST_DATABASE_URL ? process.env.TEST_PG_TEMPLATE : undefined;
  await admin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    config: { driver: 'pg', url: databaseUrl(serverUrl, name) },
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A migrated database on that server for test databases to be copied from. PostgreSQL copies a
 * template only while nobody is connected to it, so it is closed before anyone copies it.
 */
export async function createMigratedTemplate(serverUrl: string) {
  const name = `mf_template_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ driver: 'pg', url: databaseUrl(serverUrl, name) });
  await database.close();
  return { name, drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
