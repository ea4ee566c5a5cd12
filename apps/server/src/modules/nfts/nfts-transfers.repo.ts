import { and, countDistinct, desc, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Db } from '../../platform/db/db-client.ts';
import { pageOf, pageWhere } from '../../platform/db/repo-helper.ts';
import { nftHoldings, nftTransfers } from './nfts-transfers.tables.ts';
import type { NftMintRow } from './nfts.tables.ts';

/** The tokens of one NFT in its contract, as ranges of ids (first, last). */
export type NftTokens = {
  chain: string;
  contract: string;
  ranges: [bigint, bigint][];
};

/** ERC-721 mint ranges joined where one ends as the next begins, so an NFT minted in many transactions is a few ranges. */
export function mintedTokenRanges(mints: NftMintRow[]): [bigint, bigint][] {
  const ranges = mints
    .filter((m) => m.firstTokenId)
    .map((m) => [BigInt(m.firstTokenId), BigInt(m.lastTokenId)] as [bigint, bigint]);
  ranges.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const joined: [bigint, bigint][] = [];
  for (const r of ranges) {
    const last = joined.at(-1);
    if (last && r[0] <= last[1] + 1n) last[1] = r[1] > last[1] ? r[1] : last[1];
    else joined.push([...r]);
  }
  return joined;
}

/** The condition "one of the NFT's tokens" on a table with chain, contract and token_id. */
function ofTokens(table: typeof nftTransfers | typeof nftHoldings, t: NftTokens): SQL {
  const tokens =
    or(
      ...t.ranges.map(([first, last]) =>
        first === last
          ? eq(table.tokenId, String(first))
          : sql`${table.tokenId} between ${String(first)} and ${String(last)}`,
      ),
    ) ?? sql`false`;
  return and(eq(table.chain, t.chain), eq(table.contract, t.contract.toLowerCase()), tokens)!;
}

/** Reads of the transfers the chain indexer recorded (nfts-transfers.indexer.ts). */
export const nftTransfersRepo = {
  /** Copies minted: the quantities sent from the zero address. */
  async minted(db: Db, t: NftTokens): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${nftTransfers.quantity}), 0)::text` })
      .from(nftTransfers)
      .where(and(ofTokens(nftTransfers, t), eq(nftTransfers.fromAddress, zeroAddress)));
    return Number(row!.n);
  },

  /** How many of the NFT's copies `holder` holds. */
  async heldBy(db: Db, t: NftTokens, holder: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${nftHoldings.quantity}), 0)::text` })
      .from(nftHoldings)
      .where(and(ofTokens(nftHoldings, t), eq(nftHoldings.holder, holder.toLowerCase())));
    return Number(row!.n);
  },

  /** A page of the NFT's holders, most copies first. */
  holders(db: Db, t: NftTokens, page: number, limit: number) {
    const held = sql<string>`sum(${nftHoldings.quantity})`;
    const where = ofTokens(nftHoldings, t);
    return pageOf(
      { page, limit },
      (lim, offset) =>
        db
          .select({ holder: nftHoldings.holder, quantity: sql<string>`${held}::text` })
          .from(nftHoldings)
          .where(where)
          .groupBy(nftHoldings.holder)
          .orderBy(desc(held), asc(nftHoldings.holder))
          .limit(lim)
          .offset(offset),
      async () =>
        (
          await db
            .select({ n: countDistinct(nftHoldings.holder) })
            .from(nftHoldings)
            .where(where)
        )[0]!.n,
    );
  },

  /** A page of the transfers between wallets (neither a mint nor a burn), newest first. */
  secondary(db: Db, t: NftTokens, page: number, limit: number) {
    const where = and(
      ofTokens(nftTransfers, t),
      ne(nftTransfers.fromAddress, zeroAddress),
      ne(nftTransfers.toAddress, zeroAddress),
    );
    return pageWhere(
      db,
      nftTransfers,
      { page, limit },
      where,
      desc(nftTransfers.blockNumber),
      desc(nftTransfers.logIndex),
      desc(nftTransfers.batchIndex),
    );
  },
};
