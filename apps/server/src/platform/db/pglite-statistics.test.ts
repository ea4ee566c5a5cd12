import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db-client.ts';
import { vacuumIfGrown } from './pglite-statistics.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: null });
});
afterAll(async () => database?.close());

/** Columns of a table the planner has statistics for. */
const statsOf = async (table: string) =>
  (
    (await database.db.execute(
      sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('planner statistics on PGlite (no autovacuum)', () => {
  it('are left alone while the data is small, and gathered once it is not', async () => {
    // Migration 0001 seeds the default categories: a table with rows and no statistics yet.
    expect(await statsOf('default_classifications')).toBe(0);
    expect(await vacuumIfGrown(database.db)).toBe(false);
    expect(await statsOf('default_classifications')).toBe(0);
    expect(await vacuumIfGrown(database.db, 0)).toBe(true);
    expect(await statsOf('default_classifications')).toBeGreaterThan(0);
  });

  it('vacuums the tables: pages are marked all-visible (index-only scans) and dead rows reclaimed', async () => {
    await database.db.execute(sql`create table vacuumed (id int primary key, note text)`);
    await database.db.execute(
      sql`insert into vacuumed select n, repeat('x', 200) from generate_series(1, 5000) n`,
    );
    await database.db.execute(sql`delete from vacuumed where id % 2 = 0`);
    const pages = async () =>
      (
        (await database.db.execute(
          sql`select relallvisible::int as visible, relpages::int as pages from pg_class where relname = 'vacuumed'`,
        )) as unknown as { rows: { visible: number; pages: number }[] }
      ).rows[0]!;
    expect((await pages()).visible).toBe(0);
    expect(await vacuumIfGrown(database.db, 0)).toBe(true);
    const after = await pages();
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
  });
});
