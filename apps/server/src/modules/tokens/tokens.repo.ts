import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { NftsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { nftMints, nfts, nftStatusCounts, type NftRow } from './tokens.tables.ts';

const base = crud(nfts);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Without other filters the total comes from the per-status counts the triggers keep. */
const onlyByStatus = (q: NftsQuery) => !q.search && q.type === undefined && q.contract_id === undefined && q.creator_id === undefined && !q.categories?.length;
const ORDER_COLUMNS = { created_at: nfts.id, title: nfts.title, copies: nfts.copies, total_minted: nfts.totalMinted } as const;

export const tokensRepo = {
  ...base,
  findInShop: (db: Db, shopId: number, id: number) => base.findOne(db, and(eq(nfts.shopId, shopId), eq(nfts.id, id))),
  findManyInShop: (db: Db, shopId: number, ids: number[]) => base.findMany(db, and(eq(nfts.shopId, shopId), inArray(nfts.id, ids))),

  /**
   * The page and the count of a list query. One page in the order of an index (shop[, status], column, id): the id breaks ties so the
   * order is total and pages never overlap.
   */
  queries(db: Db, shopId: number, q: NftsQuery) {
    const filters: (SQL | undefined)[] = [eq(nfts.shopId, shopId)];
    if (q.status !== undefined) filters.push(eq(nfts.status, q.status as NftRow['status']));
    if (q.type !== undefined) filters.push(eq(nfts.type, q.type));
    if (q.contract_id !== undefined) filters.push(eq(nfts.contractId, q.contract_id));
    if (q.creator_id !== undefined) filters.push(eq(nfts.creatorId, q.creator_id));
    if (q.categories?.length) filters.push(sql`${nfts.categoryIds} && ${sql.raw(`ARRAY[${q.categories.map(Number).join(',')}]::integer[]`)}`);
    if (q.search) filters.push(ilike(nfts.title, `%${escapeLike(q.search)}%`));
    const where = and(...filters);
    const dir = q.order_desc ? desc : asc;
    const column = ORDER_COLUMNS[q.order_by];
    const order = column === nfts.id ? [dir(nfts.id)] : [dir(column), dir(nfts.id)];
    return {
      page: db.select().from(nfts).where(where).orderBy(...order).limit(q.limit).offset((q.page - 1) * q.limit),
      count: onlyByStatus(q)
        ? db
            .select({ n: sql<number>`coalesce(sum(${nftStatusCounts.n}), 0)::integer` })
            .from(nftStatusCounts)
            .where(and(eq(nftStatusCounts.shopId, shopId), q.status === undefined ? undefined : eq(nftStatusCounts.status, q.status)))
        : db.select({ n: count() }).from(nfts).where(where),
    };
  },

  async list(db: Db, shopId: number, q: NftsQuery): Promise<{ rows: NftRow[]; total: number }> {
    const { page, count: total } = tokensRepo.queries(db, shopId, q);
    const [rows, totals] = await Promise.all([page, total]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

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
