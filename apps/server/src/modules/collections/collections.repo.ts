import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CollectionsQuery } from '@mintfront/domain';
import type { Db } from '../../platform/db/db-client.ts';
import { crud } from '../../platform/db/repo-helper.ts';
import { collections, type CollectionRow } from './collections.tables.ts';

const base = crud(collections);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const collectionsRepo = {
  ...base,
  findInShop: (db: Db, shopId: number, id: number) =>
    base.findOne(db, and(eq(collections.shopId, shopId), eq(collections.id, id))),

  async list(
    db: Db,
    shopId: number,
    q: CollectionsQuery,
  ): Promise<{ rows: CollectionRow[]; total: number }> {
    const filters: (SQL | undefined)[] = [eq(collections.shopId, shopId)];
    if (q.source !== undefined) filters.push(eq(collections.source, q.source));
    if (q.type !== undefined) filters.push(eq(collections.type, q.type));
    if (q.status !== undefined)
      filters.push(eq(collections.status, q.status as CollectionRow['status']));
    if (q.search) {
      const like = `%${escapeLike(q.search)}%`;
      filters.push(
        or(
          ilike(collections.name, like),
          ilike(collections.title, like),
          ilike(collections.symbol, like),
        ),
      );
    }
    const where = and(...filters);
    const rows = await db
      .select()
      .from(collections)
      .where(where)
      .orderBy(desc(collections.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    const [total] = await db.select({ n: count() }).from(collections).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
