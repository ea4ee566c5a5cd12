import { NFT_STATUS, SALE_STATUS, type OffersQuery, type SalesQuery } from '@mintfront/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { mapPage, pageWhere, shopCrud } from '../../platform/db/repo-helper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { users } from '../../platform/tenancy/users.tables.ts';
import { changeNftStatus, findNftsInShop, nftIdsWithTitle } from '../nfts/index.ts';
import { amountOf, toOffer, toSale } from './sales-answer.ts';
import { acceptOnChain, cancelOnChain, refuseOnChain } from './sales-chain.ts';
import type { SalesDeps } from './sales.types.ts';
import { saleEvents, saleOffers, saleOrders, sales, type SaleRow } from './sales.tables.ts';

const salesRepo = shopCrud(sales);

/** Quantity held by pending checkouts, per sale. */
export async function reservedOf(db: Db, saleIds: number[]): Promise<Map<number, number>> {
  if (!saleIds.length) return new Map();
  const rows = await db
    .select({ saleId: saleOrders.saleId, n: sql<number>`sum(${saleOrders.quantity})::int` })
    .from(saleOrders)
    .where(and(inArray(saleOrders.saleId, saleIds), eq(saleOrders.status, 'pending')))
    .groupBy(saleOrders.saleId);
  return new Map(rows.map((r) => [r.saleId, r.n]));
}

/** Sales answered with their NFT, creator and reserved quantity. */
export async function answerSales(db: Db, shopId: number, rows: SaleRow[]) {
  const goods = await findNftsInShop(db, shopId, [...new Set(rows.map((r) => r.nftId))]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  const creators = rows.length
    ? await db
        .select({
          id: users.id,
          name: users.nickname,
          username: users.username,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.creatorId))]))
    : [];
  const people = new Map(creators.map((u) => [u.id, u]));
  const reserved = await reservedOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const g = byId.get(r.nftId);
    const u = people.get(r.creatorId);
    return toSale(r, {
      good: g ? { id: g.id, title: g.title, icon: g.icon, type: g.type } : null,
      user: u ? { id: u.id, name: u.name ?? u.username, email: u.email } : null,
      reserved: reserved.get(r.id) ?? 0,
    });
  });
}

/** After a sale leaves Active: its NFT is Off Sale again, or Sold Out when nothing is left to sell. */
export async function settleNftStatus(db: Db, sale: SaleRow, soldOut: boolean) {
  await changeNftStatus(
    db,
    sale.shopId,
    [sale.nftId],
    soldOut ? NFT_STATUS.soldOut : NFT_STATUS.offSale,
  );
}

async function cancelOne(
  deps: SalesDeps,
  shop: ShopRow,
  userId: number,
  isOwner: boolean,
  id: number,
) {
  const sale = await salesRepo.findOrFail(deps.db, shop.id, id);
  // spec doc 2 §4: cancel only from Active; §6: a collaborator cancels only their own.
  if (sale.status !== SALE_STATUS.Active) throw new AppError('ONLY_ACTIVE_CANCEL');
  if (!isOwner && sale.creatorId !== userId) throw new AppError('SALE_CANCEL_OWN_ONLY');
  const pending = await deps.db
    .select({ nonce: saleOrders.nonce })
    .from(saleOrders)
    .where(and(eq(saleOrders.saleId, id), eq(saleOrders.status, 'pending')));
  try {
    await cancelOnChain(
      deps,
      sale,
      pending.map((p) => p.nonce),
    );
  } catch (err) {
    if (err instanceof AppError && err.key !== 'E65') throw err;
    throw new AppError('E62');
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sales)
      .set({ status: SALE_STATUS.Cancelled, closingAt: new Date() })
      .where(eq(sales.id, id));
    await tx
      .update(saleOrders)
      .set({ status: 'failed' })
      .where(and(eq(saleOrders.saleId, id), eq(saleOrders.status, 'pending')));
    await tx.insert(saleEvents).values({ saleId: id, kind: 'cancelled' });
    await settleNftStatus(tx, sale, false);
  });
}

export const salesService = {
  async list(db: Db, shopId: number, q: SalesQuery) {
    const where = and(
      q.type !== undefined ? eq(sales.type, q.type as SaleRow['type']) : undefined,
      q.status !== undefined ? eq(sales.status, q.status as SaleRow['status']) : undefined,
      q.search ? inArray(sales.nftId, nftIdsWithTitle(db, shopId, q.search)) : undefined,
    );
    const page = await salesRepo.page(db, shopId, q, where, desc(sales.id));
    const answered = await answerSales(db, shopId, page.list);
    return { ...page, list: answered };
  },

  async get(db: Db, shopId: number, id: number) {
    const row = await salesRepo.findOrFail(db, shopId, id);
    return (await answerSales(db, shopId, [row]))[0]!;
  },

  async history(db: Db, shopId: number, id: number, at: { page: number; limit: number }) {
    const sale = await salesRepo.findOrFail(db, shopId, id);
    return mapPage(
      await pageWhere(db, saleEvents, at, eq(saleEvents.saleId, id), desc(saleEvents.id)),
      (e) => ({
        id: e.id,
        kind: e.kind,
        wallet: e.wallet,
        quantity: e.quantity,
        amount: amountOf(sale, e.amount),
        currency: sale.currencySymbol,
        txHash: e.txHash,
        createdAt: e.createdAt.toISOString(),
      }),
    );
  },

  /** spec doc 2 §4: sales can be cancelled singly or in a batch; each id answered with its outcome. */
  async cancel(deps: SalesDeps, shop: ShopRow, userId: number, isOwner: boolean, ids: number[]) {
    const results: { id: number; statusCode: number; statusDesc: string }[] = [];
    for (const id of ids) {
      try {
        await cancelOne(deps, shop, userId, isOwner, id);
        results.push({ id, statusCode: 0, statusDesc: 'success' });
      } catch (err) {
        if (ids.length === 1 || !(err instanceof AppError)) throw err;
        results.push({ id, statusCode: err.statusCode, statusDesc: err.message });
      }
    }
    return { results };
  },

  async offers(db: Db, shopId: number, q: OffersQuery) {
    const where = and(
      eq(saleOffers.shopId, shopId),
      q.sale_id !== undefined ? eq(saleOffers.saleId, q.sale_id) : undefined,
      q.status !== undefined ? eq(saleOffers.status, q.status) : undefined,
    );
    const page = await pageWhere(db, saleOffers, q, where, desc(saleOffers.id));
    const saleRows = page.list.length
      ? await db
          .select()
          .from(sales)
          .where(inArray(sales.id, [...new Set(page.list.map((o) => o.saleId))]))
      : [];
    const byId = new Map(saleRows.map((s) => [s.id, s]));
    // Listing the offers marks them seen (GET /api/offer/unread).
    const unseen = page.list.filter((o) => !o.seen).map((o) => o.id);
    if (unseen.length)
      await db.update(saleOffers).set({ seen: true }).where(inArray(saleOffers.id, unseen));
    return mapPage(page, (o) => toOffer(byId.get(o.saleId)!, o));
  },

  async unread(db: Db, shopId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(saleOffers)
      .where(
        and(
          eq(saleOffers.shopId, shopId),
          eq(saleOffers.status, 'open'),
          eq(saleOffers.seen, false),
        ),
      );
    return { count: row?.n ?? 0 };
  },

  /** POST /api/sale/offer/choice: accepts an open offer on chain; the other open offers are refused (their bidders withdraw). */
  async choose(deps: SalesDeps, shop: ShopRow, userId: number, isOwner: boolean, offerId: number) {
    const [offer] = await deps.db
      .select()
      .from(saleOffers)
      .where(and(eq(saleOffers.shopId, shop.id), eq(saleOffers.id, offerId)));
    if (!offer) throw new AppError('NOT_FOUND');
    const sale = await salesRepo.findOrFail(deps.db, shop.id, offer.saleId);
    if (!isOwner && sale.creatorId !== userId) throw new AppError('FORBIDDEN');
    if (
      offer.status !== 'open' ||
      (sale.status !== SALE_STATUS.Active && sale.status !== SALE_STATUS.Open)
    )
      throw new AppError('OFFER_NOT_OPEN');
    const hash = await acceptOnChain(deps, sale, offer.nonce);
    const others = await deps.db
      .select()
      .from(saleOffers)
      .where(and(eq(saleOffers.saleId, sale.id), eq(saleOffers.status, 'open')));
    for (const o of others) if (o.id !== offer.id) await refuseOnChain(deps, sale, o.nonce);
    return { offer_id: offer.id, txHash: hash };
  },
};
