import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { CurrenciesQuery, CurrencyStatus } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { currencies } from './payment-tokens.tables.ts';

const base = shopCrud(currencies);

export const paymentTokensRepo = {
  ...base,
  /** Default first, then newest first. */
  list: (db: Db, shopId: number, q: CurrenciesQuery) =>
    base.page(
      db,
      shopId,
      q,
      q.status !== undefined ? eq(currencies.status, q.status) : undefined,
      desc(currencies.isDefault),
      desc(currencies.id),
    ),
  /** A token of any shop (the platform's review names a token by id alone). */
  async findForReview(db: Db, id: number) {
    const [row] = await db.select().from(currencies).where(eq(currencies.id, id)).limit(1);
    return row;
  },
  /** The shop's token at a (checksummed) address, whatever its state. */
  findByAddress: (db: Db, shopId: number, address: string, exceptId?: number) =>
    base.findOne(
      db,
      shopId,
      and(
        eq(currencies.address, address),
        exceptId !== undefined ? ne(currencies.id, exceptId) : undefined,
      ),
    ),
  /** Every shop's tokens in a state, oldest first, with the shop they belong to (the platform's review queue). */
  ofStatus: (db: Db, status: CurrencyStatus | undefined) =>
    db
      .select({ token: currencies, shop: { id: shops.id, name: shops.name, chain: shops.chain } })
      .from(currencies)
      .innerJoin(shops, eq(shops.id, currencies.shopId))
      .where(status !== undefined ? eq(currencies.status, status) : undefined)
      .orderBy(asc(currencies.id)),
  /** Moves a token from one state to another only if it is still in the first (one statement: no race). */
  async transition(
    db: Db,
    shopId: number,
    id: number,
    from: CurrencyStatus,
    values: Partial<typeof currencies.$inferInsert>,
  ) {
    const [row] = await db
      .update(currencies)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(currencies.shopId, shopId), eq(currencies.id, id), eq(currencies.status, from)))
      .returning();
    return row;
  },
  async clearDefault(db: Db, shopId: number) {
    await db
      .update(currencies)
      .set({ isDefault: false })
      .where(and(eq(currencies.shopId, shopId), eq(currencies.isDefault, true)));
  },
};
