import { desc, eq, and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import type { UserRow } from '../../platform/tenancy/users.tables.ts';
import { findNftsInShop } from '../nfts/index.ts';
import { toOrder } from './sales-answer.ts';
import { revealsOf } from './sales-box.ts';
import { saleOrders, sales } from './sales.tables.ts';

/** GET /api/store/{subdomain}/orders: the buyer's orders of this store, newest first. */
export async function buyerOrders(
  db: Db,
  shop: ShopRow,
  user: UserRow,
  at: { page: number; limit: number },
) {
  const where = and(eq(saleOrders.shopId, shop.id), eq(saleOrders.buyerId, user.id));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(saleOrders)
      .where(where)
      .orderBy(desc(saleOrders.id))
      .limit(at.limit)
      .offset((at.page - 1) * at.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(saleOrders)
      .where(where),
  ]);
  const saleRows = rows.length
    ? await db
        .select()
        .from(sales)
        .where(inArray(sales.id, [...new Set(rows.map((r) => r.saleId))]))
    : [];
  const byId = new Map(saleRows.map((s) => [s.id, s]));
  const nftRows = saleRows.length
    ? await findNftsInShop(db, shop.id, [...new Set(saleRows.map((s) => s.nftId))])
    : [];
  const titles = new Map(nftRows.map((n) => [n.id, n.title]));
  const revealed = await revealsOf(
    db,
    rows.map((r) => r.id),
  );
  const total = totalRow?.n ?? 0;
  return {
    list: rows.map((r) => {
      const sale = byId.get(r.saleId)!;
      return { ...toOrder(sale, r, revealed.get(r.id)), title: titles.get(sale.nftId) ?? null };
    }),
    total,
    lastPage: Math.max(1, Math.ceil(total / at.limit)),
  };
}
