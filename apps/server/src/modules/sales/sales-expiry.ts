import { SALE_STATUS, type EvmChainKey } from '@mintfront/domain';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { chainCursorsRepo } from '../../platform/chain/chain-cursors.repo.ts';
import type { ChainClients } from '../../platform/chain/clients.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { MARKET_SOURCE } from './sales-market.indexer.ts';
import { settleNftStatus } from './sales.service.ts';
import { markets, saleEvents, saleOffers, saleOrders, sales } from './sales.tables.ts';

/**
 * Checkouts (and bids) whose transaction never landed: once the indexer has recorded a block later
 * than a voucher's deadline, the market can no longer settle it, so the order is Expired and its
 * quantity free again. The chain's time decides, not the server's clock. Answers how many expired.
 */
export async function expireCheckouts(db: Db, clients: ChainClients | null): Promise<number> {
  if (!clients) return 0;
  let expired = 0;
  for (const { chain } of await db.select({ chain: markets.chain }).from(markets)) {
    if (!clients.keys.includes(chain as EvmChainKey)) continue;
    const cursor = await chainCursorsRepo.find(db, chain, MARKET_SOURCE);
    if (!cursor) continue;
    const block = await clients
      .publicClient(chain as EvmChainKey)
      .getBlock({ blockNumber: BigInt(cursor.lastBlock) })
      .catch(() => null);
    if (!block) continue;
    const chainNow = new Date(Number(block.timestamp) * 1000);
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(saleOrders)
        .set({ status: 'expired' })
        .where(and(eq(saleOrders.status, 'pending'), lt(saleOrders.deadline, chainNow)))
        .returning();
      if (rows.length)
        await tx.insert(saleEvents).values(
          rows.map((r) => ({
            saleId: r.saleId,
            kind: 'expired' as const,
            wallet: r.wallet,
            quantity: r.quantity,
          })),
        );
      await tx
        .update(saleOffers)
        .set({ status: 'expired' })
        .where(and(eq(saleOffers.status, 'pending'), lt(saleOffers.deadline, chainNow)));
      expired += rows.length;
    });
  }
  return expired;
}

/**
 * Sales whose end passed while Active (nothing bid, or not all sold) become Expired and their NFT
 * Off Sale. An auction with bids is Open and stays so until the owner chooses (its bids expire on
 * chain at the end, and bidders can reclaim them). Checkouts still pending keep their reservation
 * until their own deadline and are counted if they land.
 */
export async function expireSales(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sales)
      .set({ status: SALE_STATUS.Expired, closingAt: now })
      .where(
        and(eq(sales.status, SALE_STATUS.Active), isNotNull(sales.endAt), lt(sales.endAt, now)),
      )
      .returning();
    for (const sale of rows) {
      await tx.insert(saleEvents).values({ saleId: sale.id, kind: 'expired' });
      await settleNftStatus(tx, sale, false);
    }
    return rows.length;
  });
}
