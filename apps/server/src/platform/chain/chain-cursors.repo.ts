import { and, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/db-client.ts';
import { chainCursors } from './chain-cursors.tables.ts';

const of = (chain: string, source: string) =>
  and(eq(chainCursors.chain, chain), eq(chainCursors.source, source));

export const chainCursorsRepo = {
  find: async (db: Db, chain: string, source: string) =>
    (await db.select().from(chainCursors).where(of(chain, source)))[0],

  /** The last block recorded by the cursor that is furthest on the chain; -1 before there is one. */
  async furthest(db: Db, chain: string): Promise<number> {
    const [row] = await db
      .select({ last: max(chainCursors.lastBlock) })
      .from(chainCursors)
      .where(eq(chainCursors.chain, chain));
    return row?.last ?? -1;
  },

  /**
   * Locks the cursor for the caller's transaction (another server indexing the same chain waits
   * here), creating it at `lastBlock` when there is none yet.
   */
  async lock(tx: Db, chain: string, source: string, lastBlock: number) {
    await tx.insert(chainCursors).values({ chain, source, lastBlock }).onConflictDoNothing();
    const [row] = await tx.select().from(chainCursors).where(of(chain, source)).for('update');
    return row!;
  },

  advance: (tx: Db, chain: string, source: string, lastBlock: number, lastHash: string) =>
    tx
      .update(chainCursors)
      .set({ lastBlock, lastHash, unreachableSince: null, updatedAt: sql`now()` })
      .where(of(chain, source)),

  /** Marks the chain unreadable since now, unless it already is (a handler with no cursor yet has nothing to mark). */
  markUnreachable: (db: Db, chain: string, source: string) =>
    db
      .update(chainCursors)
      .set({ unreachableSince: sql`now()` })
      .where(and(of(chain, source), isNull(chainCursors.unreachableSince))),

  markReachable: (db: Db, chain: string, source: string) =>
    db
      .update(chainCursors)
      .set({ unreachableSince: null })
      .where(and(of(chain, source), isNotNull(chainCursors.unreachableSince))),
};
