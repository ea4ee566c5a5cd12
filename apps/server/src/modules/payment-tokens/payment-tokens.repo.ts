import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { CurrenciesQuery, CurrencyStatus } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { shops } from '../../platform/tenancy/shops.tables.ts';
import { currencies } from './payment-tokens.tables.ts';

const base = crud(currencies);

export const paymentTokensRepo = {
  ...base,
  /** Default first, then newest first. */
  async page(db: Db, shopId: number, q: CurrenciesQuery) {
    const where = and(
      eq(currencies.shopId, shopId),
      q.status !== undefined ? eq(currencies.status, q.status) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(where)
        .orderBy(desc(currencies.isDefault), desc(currencies.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      base.count(db, where),
    ]);
    return { rows, total };
  },
  findOfShop: (db: Db, shopId: number, id: number) =>
    base.findOne(db, and(eq(currencies.shopId, shopId), eq(currencies.id, id))),
  /** The shop's token at a (checksummed) address, whatever its state. */
  findByAddress: (db: Db, shopId: number, address: string, exceptId?: number) =>
    base.findOne(
      db,
      and(
        eq(currencies.shopId, shopId),
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
    id: number,
    from: CurrencyStatus,
    values: Partial<typeof currencies.$inferInsert>,
  ) {
    const [row] = await db
      .update(currencies)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(currencies.id, id), eq(currencies.status, from)))
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
