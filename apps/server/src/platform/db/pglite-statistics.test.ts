import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db-client.ts';
import { analyzeIfGrown } from './pglite-statistics.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: null });
});
afterAll(async () => database?.close());

/** Columns of a table the planner has statistics for. */
const statsOf = async (table: string) =>
  ((await database.db.execute(sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('planner statistics on PGlite (no autovacuum)', () => {
  it('are left alone while the data is small, and gathered once it is not', async () => {
    // Migration 0001 seeds the default categories: a table with rows and no statistics yet.
    expect(await statsOf('default_classifications')).toBe(0);
    expect(await analyzeIfGrown(database.db)).toBe(false);
    expect(await statsOf('default_classifications')).toBe(0);
    expect(await analyzeIfGrown(database.db, 0)).toBe(true);
    expect(await statsOf('default_classifications')).toBeGreaterThan(0);
  });
});
