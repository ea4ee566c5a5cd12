import { sql } from 'drizzle-orm';
import type { Db } from './db-client.ts';

// A PostgreSQL server's autovacuum keeps the planner's statistics and its tables; PGlite has no
// autovacuum, so a store that grew to 100,000 NFTs would be planned as if its tables were empty (a
// filtered NFT list then sorts every matching row instead of walking an index), its updated and
// deleted rows would never be reclaimed, and no page would be marked all-visible (no index-only
// scan, and every read of freshly written rows sets their hint bits and writes the page again).
// The embedded server therefore runs VACUUM (ANALYZE) itself: at start once the data is not tiny,
// then every hour. Statistics target 10 (3,000 rows a table), but NFT titles and categories are
// sampled at 100 (migration 0012): about a second on a store of 120,000 NFTs, during which the
// embedded database answers nothing else. VACUUM skips the pages already all-visible (0.1 s).

/** Below this much table data (8 MB) the default estimates serve as well. */
const MIN_BYTES = 8 * 1024 * 1024;
const EVERY_MS = 60 * 60 * 1000;

async function dataBytes(db: Db): Promise<number> {
  const res = (await db.execute(
    sql`select coalesce(sum(pg_relation_size(oid)), 0)::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * Vacuums the tables and refreshes the planner's statistics once the database holds enough data
 * for them to matter. `db` must be the database itself, not a transaction: VACUUM runs outside one.
 */
export async function vacuumIfGrown(db: Db, minBytes = MIN_BYTES): Promise<boolean> {
  if ((await dataBytes(db)) < minBytes) return false;
  // VACUUM runs outside a transaction; PGlite is one session, so the target is set and reset around it.
  await db.execute(sql`set default_statistics_target = 10`);
  try {
    await db.execute(sql`vacuum (analyze)`);
  } finally {
    await db.execute(sql`reset default_statistics_target`);
  }
  return true;
}

/**
 * Runs vacuumIfGrown now and every hour until stopped; failures go to `onError`. Stopping waits
 * for a run under way, so the database is not closed in the middle of it.
 */
export async function keepStatistics(
  db: Db,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  let running: Promise<unknown> = vacuumIfGrown(db).catch(onError);
  await running;
  const timer = setInterval(() => {
    running = vacuumIfGrown(db).catch(onError);
  }, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
