import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CategoriesQuery } from '@mintfront/domain';
import { crud } from '../../platform/db/repo-helper.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { classifications, defaultClassifications } from './categories.tables.ts';

const categories = crud(classifications);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(
  shopId: number,
  q: Pick<CategoriesQuery, 'status' | 'type' | 'search'>,
): SQL | undefined {
  return and(
    eq(classifications.shopId, shopId),
    q.status !== undefined ? eq(classifications.status, q.status) : undefined,
    q.type ? eq(classifications.type, q.type) : undefined,
    q.search ? ilike(classifications.name, `%${escapeLike(q.search)}%`) : undefined,
  );
}

export const categoriesRepo = {
  ...categories,
  /** One page of a shop's categories with the total, filtered and ordered as the list asks. */
  async page(db: Db, shopId: number, q: CategoriesQuery) {
    const where = listWhere(shopId, q);
    const column = q.order_by === 'name' ? classifications.name : classifications.id;
    const order = q.order_desc ? desc(column) : asc(column);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(classifications)
        .where(where)
        .orderBy(order, desc(classifications.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      categories.count(db, where),
    ]);
    return { rows, total };
  },
  findOfShop: (db: Db, shopId: number, id: number) =>
    categories.findOne(db, and(eq(classifications.shopId, shopId), eq(classifications.id, id))),
  /** Another category of the shop with this name, case-insensitively. */
  findByName: (db: Db, shopId: number, name: string, exceptId?: number) =>
    categories.findOne(
      db,
      and(
        eq(classifications.shopId, shopId),
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
