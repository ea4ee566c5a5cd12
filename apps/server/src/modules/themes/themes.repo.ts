import { and, eq, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../platform/db/db-client.ts';
import { shopCrud } from '../../platform/db/repo-helper.ts';
import { shops, type ShopRow } from '../../platform/tenancy/shops.tables.ts';
import { themes } from './themes.tables.ts';

const base = shopCrud(themes);

export const themesRepo = {
  ...base,
  live: (db: Db, shopId: number) => base.findOne(db, shopId, eq(themes.isLive, true)),
  /** Stores that have no theme (made before themes existed). */
  withoutTheme: (db: Db) =>
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(
        notExists(db.select({ id: themes.id }).from(themes).where(eq(themes.shopId, shops.id))),
      ),
  /** Makes `id` the store's live theme; the others stop being live first (one live theme per store). */
  async makeLive(db: Db, shopId: number, id: number) {
    await db
      .update(themes)
      .set({ isLive: false })
      .where(and(eq(themes.shopId, shopId), ne(themes.id, id), eq(themes.isLive, true)));
    await db
      .update(themes)
      .set({ isLive: true })
      .where(and(eq(themes.shopId, shopId), eq(themes.id, id)));
  },
  async shop(db: Db, shopId: number): Promise<ShopRow> {
    const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    return row!;
  },
  /** The store's publishing status and visitor password (spec doc 1 §3 `visit`). */
  async updateShop(
    db: Db,
    shopId: number,
    values: Partial<Pick<ShopRow, 'publishingStatus' | 'visitPassword' | 'visitMessage'>>,
  ) {
    if (Object.keys(values).length > 0)
      await db.update(shops).set(values).where(eq(shops.id, shopId));
  },
};
