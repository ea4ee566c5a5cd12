import { sql } from 'drizzle-orm';
import type { Db } from './db-client.ts';

// A PostgreSQL server's autovacuum keeps the planner's statistics; PGlite has no autovacuum, so a
// store that grew to 100,000 NFTs would be planned as if its tables were empty (a filtered NFT
// list then sorts every matching row instead of walking an index). The embedded server therefore
// runs ANALYZE itself: at start once the data is not tiny, then every hour. A small sample
// (statistics target 10, 3,000 rows a table) keeps it to a fraction of a second on such a store.

/** Below this much table data (8 MB) the default estimates serve as well. */
const MIN_BYTES = 8 * 1024 * 1024;
const EVERY_MS = 60 * 60 * 1000;

async function dataBytes(db: Db): Promise<number> {
  const res = (await db.execute(sql`select coalesce(sum(pg_relation_size(oid)), 0)::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`)) as unknown as { rows: { n: string | number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** Refreshes the planner's statistics when the database holds enough data for them to matter. */
export async function analyzeIfGrown(db: Db, minBytes = MIN_BYTES): Promise<boolean> {
  if ((await dataBytes(db)) < minBytes) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze`);
  });
  return true;
}

/** Runs analyzeIfGrown now and every hour until stopped; failures go to `onError`. */
export async function keepStatistics(db: Db, onError: (err: unknown) => void): Promise<() => void> {
  await analyzeIfGrown(db).catch(onError);
  const timer = setInterval(() => void analyzeIfGrown(db).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
