import { SALE_STATUS, saleStatusName, type StoreSellOrder } from '@mintfront/domain';
import { and, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { amountOf } from './sales-answer.ts';
import { reservedOf } from './sales.service.ts';
import { sales } from './sales.tables.ts';

/** The live sell orders (Active or Open) of these NFTs, by NFT id, for the storefront's answers. */
export async function activeSellOrders(
  db: Db,
  nftIds: number[],
): Promise<Map<number, StoreSellOrder[]>> {
  const out = new Map<number, StoreSellOrder[]>();
  if (!nftIds.length) return out;
  const rows = await db
    .select()
    .from(sales)
    .where(
      and(
        inArray(sales.nftId, nftIds),
        inArray(sales.status, [SALE_STATUS.Active, SALE_STATUS.Open]),
      ),
    )
    .orderBy(desc(sales.id));
  const reserved = await reservedOf(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    const list = out.get(r.nftId) ?? [];
    list.push({
      id: r.id,
      type: r.type,
      offer_mode: r.offerMode,
      status: saleStatusName(r.status),
      price: amountOf(r, r.price),
      minimum_price: amountOf(r, r.minimumPrice),
      increment_rate: r.incrementBps / 100,
      available: Math.max(0, r.quantity - r.soldNum - (reserved.get(r.id) ?? 0)),
      quantity: r.quantity,
      currency: {
        symbol: r.currencySymbol,
        address: r.currencyAddress,
        decimals: r.currencyDecimals,
      },
      start_at: r.startAt.toISOString(),
      end_at: r.endAt?.toISOString() ?? null,
      open_at: r.openAt?.toISOString() ?? null,
      has_discount: r.discountId !== null,
      whitelist: r.whiteId !== null,
      wallet_limit: r.walletLimit,
      material: r.material
        ? { is_must: r.material.isMust, name: r.material.name, message: r.material.message }
        : null,
    });
    out.set(r.nftId, list);
  }
  return out;
}
