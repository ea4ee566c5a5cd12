import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CategoriesQuery } from '@mintfront/domain';
import { containsText, shopCrud } from '../../platform/db/repo-helper.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { classifications, defaultClassifications } from './categories.tables.ts';

const categories = shopCrud(classifications);

function listWhere(q: Pick<CategoriesQuery, 'status' | 'type' | 'search'>): SQL | undefined {
  return and(
    q.status !== undefined ? eq(classifications.status, q.status) : undefined,
    q.type ? eq(classifications.type, q.type) : undefined,
    q.search ? containsText(classifications.name, q.search) : undefined,
  );
}

export const categoriesRepo = {
  ...categories,
  /** One page of a shop's categories with the total, filtered and ordered as the list asks. */
  list(db: Db, shopId: number, q: CategoriesQuery) {
    const column = q.order_by === 'name' ? classifications.name : classifications.id;
    const order = q.order_desc ? desc(column) : asc(column);
    return categories.page(db, shopId, q, listWhere(q), order, desc(classifications.id));
  },
  /** Another category of the shop with this name, case-insensitively. */
  findByName: (db: Db, shopId: number, name: string, exceptId?: number) =>
    categories.findOne(
      db,
      shopId,
      and(
        sql`lower(${classifications.name}) = lower(${name})`,
        exceptId ? ne(classifications.id, exceptId) : undefined,
      ),
    ),
  enabledOfShop: (db: Db, shopId: number) =>
    db
      .select({ id: classifications.id, name: classifications.name })
      .from(classifications)
      .where(and(eq(classifications.shopId, shopId), eq(classifications.status, 1)))
      .orderBy(asc(classifications.id)),
  listDefaults: (db: Db) =>
    db
      .select()
      .from(defaultClassifications)
      .orderBy(asc(defaultClassifications.sort), asc(defaultClassifications.id)),
  findDefaults: (db: Db, ids: number[]) =>
    db.select().from(defaultClassifications).where(inArray(defaultClassifications.id, ids)),
  /** The default categories a shop already holds, by default id. */
  async selectedDefaultIds(db: Db, shopId: number): Promise<Set<number>> {
    const rows = await db
      .select({ defaultId: classifications.defaultId })
      .from(classifications)
      .where(and(eq(classifications.shopId, shopId), isNotNull(classifications.defaultId)));
    return new Set(rows.map((r) => r.defaultId!));
  },
  /** Copies defaults into a shop; those it holds already are left as they are. */
  async copyDefaults(db: Db, shopId: number, rows: { defaultId: number; name: string }[]) {
    if (rows.length === 0) return;
    await db
      .insert(classifications)
      .values(
        rows.map((r) => ({
          shopId,
          name: r.name,
          type: 'default' as const,
          defaultId: r.defaultId,
        })),
      )
      .onConflictDoNothing({ target: [classifications.shopId, classifications.defaultId] });
  },
};
