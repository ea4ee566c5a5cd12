import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { nftsList } from './nfts-list.ts';
import { nftMints, nfts } from './nfts.tables.ts';

const base = crud(nfts);

export const nftsRepo = {
  ...base,
  findInShop: (db: Db, shopId: number, id: number) => base.findOne(db, and(eq(nfts.shopId, shopId), eq(nfts.id, id))),
  findManyInShop: (db: Db, shopId: number, ids: number[]) => base.findMany(db, and(eq(nfts.shopId, shopId), inArray(nfts.id, ids))),

  /** The page and the count of a list query, as two statements (tokens-list.ts; the plan test explains them). */
  queries: nftsList.queries,
  /** One page and the total of a list query, in one prepared statement (tokens-list.ts). */
  list: nftsList.list,

  /** Records one mint transaction once (a resumed job may see the same receipt again); true when new. */
  async recordMint(db: Db, nftId: number, mint: Omit<typeof nftMints.$inferInsert, 'nftId'>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const inserted = await tx.insert(nftMints).values({ nftId, ...mint }).onConflictDoNothing().returning({ id: nftMints.id });
      if (inserted.length === 0) return false;
      await tx
        .update(nfts)
        .set({
          totalMinted: sql`${nfts.totalMinted} + ${mint.quantity}`,
          tokenId: sql`coalesce(${nfts.tokenId}, ${mint.firstTokenId})`,
          txHash: sql`coalesce(${nfts.txHash}, ${mint.txHash})`,
          mintBlock: sql`coalesce(${nfts.mintBlock}, ${mint.blockNumber})`,
          updatedAt: new Date(),
        })
        .where(eq(nfts.id, nftId));
      return true;
    });
  },

  async mints(db: Db, nftId: number, page: number, limit: number) {
    const [rows, totals] = await Promise.all([
      db.select().from(nftMints).where(eq(nftMints.nftId, nftId)).orderBy(desc(nftMints.id)).limit(limit).offset((page - 1) * limit),
      db.select({ n: count() }).from(nftMints).where(eq(nftMints.nftId, nftId)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  allMints: (db: Db, nftId: number) => db.select().from(nftMints).where(eq(nftMints.nftId, nftId)).orderBy(asc(nftMints.id)),
};
