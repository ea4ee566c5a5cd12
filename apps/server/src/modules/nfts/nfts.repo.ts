import { NFT_STATUS } from '@mintfront/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { containsText, pageWhere, shopCrud } from '../../platform/db/repo-helper.ts';
import { nftsList } from './nfts-list.ts';
import { nftMints, nfts, type NftRow } from './nfts.tables.ts';

const base = shopCrud(nfts);

export const nftsRepo = {
  ...base,
  // Named callers (and the review test's stale reads) go through these two.
  findInShop: (db: Db, shopId: number, id: number) => base.find(db, shopId, id),
  findManyInShop: (db: Db, shopId: number, ids: number[]) =>
    base.findMany(db, shopId, inArray(nfts.id, ids)),
  /** An NFT of any store: the public token metadata names it by id alone. */
  async findPublic(db: Db, id: number): Promise<NftRow | undefined> {
    const [row] = await db.select().from(nfts).where(eq(nfts.id, id)).limit(1);
    return row;
  },

  /** The ids of the store's NFTs whose title contains `text`, as a subquery other areas filter by. */
  idsWithTitle: (db: Db, shopId: number, text: string) =>
    db
      .select({ id: nfts.id })
      .from(nfts)
      .where(and(eq(nfts.shopId, shopId), containsText(nfts.title, text))),

  /** The store's NFTs with these ids, locked until the transaction ends (two mystery boxes cannot take the same copies). */
  lockInShop: (db: Db, shopId: number, ids: number[]) =>
    db
      .select()
      .from(nfts)
      .where(and(eq(nfts.shopId, shopId), inArray(nfts.id, ids)))
      .for('update'),

  /** Moves the store's NFTs with these ids to `status` (On Sale also marks them ever on sale); the ids it changed. */
  async changeStatus(
    db: Db,
    shopId: number,
    ids: number[],
    status: NftRow['status'],
  ): Promise<number[]> {
    const rows = await db
      .update(nfts)
      .set({
        status,
        ...(status === NFT_STATUS.onSale ? { everOnSale: true } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(nfts.shopId, shopId), inArray(nfts.id, ids)))
      .returning({ id: nfts.id });
    return rows.map((r) => r.id);
  },

  /**
   * Creates many NFTs in one statement, their values read inside the database: `source` is a FROM
   * clause giving per NFT `v.id`, `v.type`, `v.mint_job_id` and `b`, the creation body as JSON
   * (camelCase keys: contractId, title, icon, preview, rank, categoryIds, copies, royalties,
   * description, pageTitle, pageDescription, pageUrl, unlockableContent, attrs) — as single
   * creation would write them.
   */
  createMany: (db: Db, fixed: { shopId: number; creatorId: number; status: number }, source: SQL) =>
    db.execute(sql`insert into ${nfts} (id, shop_id, creator_id, contract_id, type, status, title, icon, preview, rank, category_ids, copies, royalties,
        description, page_title, page_description, page_url, is_locked, unlockable_content, attrs, mint_job_id)
      select v.id, ${fixed.shopId}, ${fixed.creatorId}, (b->>'contractId')::integer, v.type, ${fixed.status}, b->>'title', b->>'icon', b->>'preview', (b->>'rank')::integer,
        array(select c.id::integer from jsonb_array_elements_text(b->'categoryIds') with ordinality as c(id, n) order by c.n), (b->>'copies')::integer,
        (b->>'royalties')::numeric(5, 2), b->>'description', b->>'pageTitle', b->>'pageDescription', b->>'pageUrl',
        b->>'unlockableContent' is not null, b->>'unlockableContent', b->'attrs', v.mint_job_id
      from ${source}`),

  /** The page and the count of a list query, as two statements (nfts-list.ts; the plan test explains them). */
  queries: nftsList.queries,
  /** One page and the total of a list query (counted up to a bound), in one prepared statement (nfts-list.ts). */
  list: nftsList.list,

  /** Records one mint transaction once (a resumed job may see the same receipt again); true when new. */
  async recordMint(
    db: Db,
    nftId: number,
    mint: Omit<typeof nftMints.$inferInsert, 'nftId'>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(nftMints)
        .values({ nftId, ...mint })
        .onConflictDoNothing()
        .returning({ id: nftMints.id });
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

  /** A page of the NFT's mint transactions, newest first. */
  mints: (db: Db, nftId: number, page: number, limit: number) =>
    pageWhere(db, nftMints, { page, limit }, eq(nftMints.nftId, nftId), desc(nftMints.id)),

  allMints: (db: Db, nftId: number) =>
    db.select().from(nftMints).where(eq(nftMints.nftId, nftId)).orderBy(asc(nftMints.id)),
};
