import { mintfrontErc1155Abi, mintfrontErc721Abi } from '@mintfront/contracts';
import { SALE_STATUS } from '@mintfront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { getAbiItem, type Address } from 'viem';
import type { LogHandler } from '../../platform/chain/chain-indexer.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { findNftInShop, nftHeldBy, nftOnChain } from '../nfts/index.ts';
import { settleNftStatus } from './sales.service.ts';
import { markets, saleEvents, sales } from './sales.tables.ts';

export const STOCK_SOURCE = 'sales.stock';

/**
 * spec doc 2 §4: a sale whose on-sale quantity exceeds the store wallet's stock is Invalid (the
 * seller moved the NFT away). Reads the holdings the NFT module recorded; its handler runs first in
 * each pass, and the market's before this one, so a purchase is counted sold before its transfer.
 */
export async function checkSaleStock(tx: Db, chain: string, contracts: string[]) {
  if (!contracts.length) return;
  const live = await tx
    .select()
    .from(sales)
    .where(
      and(
        eq(sales.chain, chain),
        inArray(sales.status, [SALE_STATUS.Active, SALE_STATUS.Open]),
        inArray(sales.contract, contracts),
      ),
    );
  for (const sale of live) {
    const nft = await findNftInShop(tx, sale.shopId, sale.nftId);
    const on = nft && (await nftOnChain(tx, nft));
    if (!on) continue;
    const held = await nftHeldBy(tx, on, sale.seller);
    if (held >= sale.quantity - sale.soldNum) continue;
    await tx
      .update(sales)
      .set({ status: SALE_STATUS.Invalid, closingAt: new Date() })
      .where(eq(sales.id, sale.id));
    await tx
      .insert(saleEvents)
      .values({ saleId: sale.id, kind: 'invalid', wallet: sale.seller, quantity: held });
    await settleNftStatus(tx, sale, false);
  }
}

/** The transfers of contracts with a live sale: each pass checks those sales' stock. */
export const stockHandler: LogHandler = {
  name: STOCK_SOURCE,
  events: [
    getAbiItem({ abi: mintfrontErc721Abi, name: 'Transfer' }),
    getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferSingle' }),
    getAbiItem({ abi: mintfrontErc1155Abi, name: 'TransferBatch' }),
  ],
  async contracts(db, chain) {
    const rows = await db
      .selectDistinct({ contract: sales.contract })
      .from(sales)
      .where(
        and(eq(sales.chain, chain), inArray(sales.status, [SALE_STATUS.Active, SALE_STATUS.Open])),
      );
    return rows.map((r) => r.contract as Address);
  },
  async startBlock(db, chain) {
    const [row] = await db.select().from(markets).where(eq(markets.chain, chain));
    return row ? BigInt(row.deployBlock) : null;
  },
  async record(tx, chain, logs) {
    const touched = new Set<string>();
    for (const log of logs) {
      const from = (log.args as { from?: Address }).from;
      if (from) touched.add(log.address.toLowerCase());
    }
    const contracts = (
      await tx
        .selectDistinct({ contract: sales.contract })
        .from(sales)
        .where(eq(sales.chain, chain))
    )
      .map((r) => r.contract)
      .filter((c) => touched.has(c.toLowerCase()));
    await checkSaleStock(tx, chain, contracts);
  },
  async forget() {},
};
