import { COLLECTION_TYPES, NFT_STATUS } from '@mintfront/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { collections } from '../collections/collections.tables.ts';
import { nftHoldings } from './nfts-transfers.tables.ts';
import { mintedTokenRanges, nftTransfersRepo, type NftTokens } from './nfts-transfers.repo.ts';
import { nftsRepo } from './nfts.repo.ts';
import { nfts, type NftRow } from './nfts.tables.ts';

/** Where an NFT lives on chain, for selling it: null while it is not minted or its collection not deployed. */
export type NftOnChain = {
  chain: string;
  contract: string;
  standard: 721 | 1155;
  tokens: NftTokens;
};

/** The chain, contract, standard and token ranges of a minted NFT (selling reads its stock from them). */
export async function nftOnChain(db: Db, row: NftRow): Promise<NftOnChain | null> {
  const [c] = await db.select().from(collections).where(eq(collections.id, row.contractId));
  if (!c?.address || !row.tokenId) return null;
  const mints = await nftsRepo.allMints(db, row.id);
  if (!mints.length) return null;
  const standard = c.type === COLLECTION_TYPES.erc721 ? 721 : 1155;
  // An ERC-1155 NFT is one token whose id is the NFT's id; an ERC-721 one, its minted ranges.
  const ranges: [bigint, bigint][] =
    standard === 1155 ? [[BigInt(row.id), BigInt(row.id)]] : mintedTokenRanges(mints);
  return {
    chain: c.chain,
    contract: c.address,
    standard,
    tokens: { chain: c.chain, contract: c.address, ranges },
  };
}

/** How many copies of the NFT `holder` holds, from the recorded transfers. */
export const nftHeldBy = (db: Db, on: NftOnChain, holder: string) =>
  nftTransfersRepo.heldBy(db, on.tokens, holder);

/** The NFT's token ids `holder` holds (ERC-721: one per copy; ERC-1155: the one id), lowest first, at most `limit`. */
export async function nftTokenIdsHeldBy(
  db: Db,
  on: NftOnChain,
  holder: string,
  limit: number,
): Promise<bigint[]> {
  if (on.standard === 1155) return on.tokens.ranges.map(([id]) => id);
  const ranges = on.tokens.ranges.map(
    ([first, last]) => sql`${nftHoldings.tokenId} between ${String(first)} and ${String(last)}`,
  );
  if (!ranges.length) return [];
  const rows = await db
    .select({ id: sql<string>`${nftHoldings.tokenId}::text` })
    .from(nftHoldings)
    .where(
      and(
        eq(nftHoldings.chain, on.chain),
        eq(nftHoldings.contract, on.contract.toLowerCase()),
        eq(nftHoldings.holder, holder.toLowerCase()),
        sql`(${sql.join(ranges, sql` or `)})`,
      ),
    )
    .orderBy(asc(nftHoldings.tokenId))
    .limit(limit);
  return rows.map((r) => BigInt(r.id));
}

/** Puts the NFT On Sale and marks it as ever on sale (E126: never deleted after). */
export async function putNftOnSale(db: Db, shopId: number, id: number) {
  await db
    .update(nfts)
    .set({ status: NFT_STATUS.onSale, everOnSale: true, updatedAt: new Date() })
    .where(and(eq(nfts.shopId, shopId), eq(nfts.id, id)));
}
